import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { RendererLocale } from '../locale'
import { ListPager, type ListPaging } from './ListPager'

function mount(paging: Partial<ListPaging>, small = false) {
  const onChange = vi.fn()
  const view = render(
    <RendererLocale>
      <ListPager className="my-pager" size={small ? 'small' : undefined} align={small ? 'end' : undefined} paging={{ current: 1, pageSize: 15, total: 48, pageSizeOptions: [15, 30, 50, 100], onChange, ...paging }} />
    </RendererLocale>,
  )
  return { ...view, onChange }
}

describe('ListPager', () => {
  it('shows 共 N 条, the pages, the sizes and the quick jumper under the given class', () => {
    mount({})
    expect(screen.getByText('共 48 条')).toBeTruthy()
    expect(screen.getByTitle('4')).toBeTruthy()
    expect(screen.queryByTitle('5')).toBeNull()
    expect(document.querySelector('.ant-pagination-options-quick-jumper input')).not.toBeNull()
    expect(screen.getByText('15 条/页')).toBeTruthy()
    expect(document.querySelector('.my-pager.ant-pagination')).not.toBeNull()
  })

  it('hands the page and page size to onChange', () => {
    const { onChange } = mount({ current: 2 })
    fireEvent.click(screen.getByTitle('3'))
    expect(onChange).toHaveBeenCalledWith(3, 15)
    fireEvent.mouseDown(document.querySelector('.ant-select-selector')!)
    fireEvent.click(screen.getByText('30 条/页'))
    // the page antd keeps under the new size (a list controller goes back to page 1 itself)
    expect(onChange).toHaveBeenLastCalledWith(2, 30)
  })

  it('the small pager sits at the right; an empty list has no pager', () => {
    const { unmount } = mount({}, true)
    expect(document.querySelector('.my-pager.ant-pagination-mini.ant-pagination-end')).not.toBeNull()
    unmount()
    mount({ total: 0 })
    expect(document.querySelector('.ant-pagination')).toBeNull()
  })
})
