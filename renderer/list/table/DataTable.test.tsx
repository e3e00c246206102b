import { useState, type Key } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { RendererLocale } from '../../locale'
import { DataTable, type DataColumn, type DataTableProps } from './DataTable'

type Person = { Id: number; Name: string; Age: number; Locked?: boolean }

const people: Person[] = [
  { Id: 1, Name: '张三', Age: 30 },
  { Id: 2, Name: '李四', Age: 41, Locked: true },
  { Id: 3, Name: '王五', Age: 25 },
]

const columns: DataColumn<Person>[] = [
  { key: 'Name', title: '姓名', width: 120, render: (r) => r.Name },
  { key: 'Age', title: '年龄', align: 'right', render: (r) => r.Age },
  { key: 'op', title: '操作', width: 160, fixed: 'right', render: (r) => <button type="button">编辑{r.Name}</button> },
]

function mount(props: Partial<DataTableProps<Person>> = {}) {
  return render(
    <RendererLocale>
      <DataTable<Person> rowKey="Id" rows={people} columns={columns} label="人员" {...props} />
    </RendererLocale>,
  )
}

/** a table whose selection lives in state, as a list screen keeps it */
function Selecting({ onChange }: { onChange: (keys: Key[], rows: Person[]) => void }) {
  const [keys, setKeys] = useState<Key[]>([])
  return (
    <RendererLocale>
      <DataTable<Person>
        rowKey="Id"
        rows={people}
        columns={columns}
        label="人员"
        selection={{
          selectedKeys: keys,
          disabled: (r) => Boolean(r.Locked),
          onChange: (k, rows) => {
            setKeys(k)
            onChange(k, rows)
          },
        }}
      />
    </RendererLocale>
  )
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!

describe('data table', () => {
  it("draws antd's middle size by default, and the small bordered look when asked", () => {
    const { unmount } = mount()
    const table = () => document.querySelector('.ant-table')!
    expect([...table().classList]).toContain('ant-table-middle')
    expect([...table().classList]).not.toContain('ant-table-bordered')
    unmount()
    mount({ size: 'small', bordered: true })
    expect([...table().classList]).toEqual(expect.arrayContaining(['ant-table-small', 'ant-table-bordered']))
    expect([...table().classList]).not.toContain('ant-table-middle')
    expect(screen.getByText('王五')).toBeTruthy()
  })

  it('spins in the empty state\'s room on its first load, and veils rows already shown when it loads again', async () => {
    const { container, rerender } = mount({ rows: [], loading: true })
    expect(container.querySelector('.renderer-table-waiting .ant-spin-spinning')).not.toBeNull()
    expect(screen.queryByText('暂无数据')).toBeNull()
    // no blur over the table: the first rows come without leaving a veil
    expect(container.querySelector('.ant-spin-blur')).toBeNull()
    rerender(
      <RendererLocale>
        <DataTable<Person> rowKey="Id" rows={people} columns={columns} label="人员" loading />
      </RendererLocale>,
    )
    expect(container.querySelector('.renderer-table-waiting')).toBeNull()
    await waitFor(() => expect(container.querySelector('.ant-spin-blur')).not.toBeNull())
    expect(screen.getByText('李四')).toBeTruthy()
  })

  it('draws a named table of the rows, keyed, cells by their columns, in antd\'s classes', () => {
    mount()
    const table = screen.getByRole('table', { name: '人员' })
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['姓名', '年龄', '操作'])
    const rows = table.querySelectorAll('tbody tr.ant-table-row')
    expect([...rows].map((r) => r.getAttribute('data-row-key'))).toEqual(['1', '2', '3'])
    expect(within(rowOf('李四')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['李四', '41', '编辑李四'])
    expect((within(rowOf('李四')).getByText('41') as HTMLElement).style.textAlign).toBe('right')
  })

  it('pins the 操作 column to the right edge with CSS, its first cell marked for the scroll shadow', () => {
    mount({ scrollX: 1500 })
    const cell = within(rowOf('张三')).getByRole('button').closest('td')!
    expect(cell.style.position).toBe('sticky')
    expect(cell.style.right).toBe('0px')
    expect(cell.className).toContain('ant-table-cell-fix-right-first')
    expect(screen.getByText('操作').className).toContain('ant-table-cell-fix-right')
    const table = screen.getByRole('table')
    expect(table.style.width).toBe('1500px')
    expect(table.style.tableLayout).toBe('fixed')
    expect(table.closest('.ant-table')!.className).toContain('ant-table-has-fix-right')
  })

  it('selects rows by their labelled checkboxes, all of the page from the header, never a disabled row', () => {
    const onChange = vi.fn()
    render(<Selecting onChange={onChange} />)
    const boxes = screen.getAllByRole('checkbox', { name: '选择此行' }) as HTMLInputElement[]
    expect(boxes.map((b) => b.disabled)).toEqual([false, true, false])

    fireEvent.click(boxes[2])
    expect(onChange).toHaveBeenLastCalledWith([3], [people[2]])
    expect(rowOf('王五').className).toContain('ant-table-row-selected')
    const all = screen.getByRole('checkbox', { name: '全选当页' }) as HTMLInputElement
    expect(all.indeterminate).toBe(true)

    fireEvent.click(all)
    expect(onChange).toHaveBeenLastCalledWith([1, 3], [people[0], people[2]])
    expect(all.checked).toBe(true)
    expect(all.indeterminate).toBe(false)

    fireEvent.click(all)
    expect(onChange).toHaveBeenLastCalledWith([], [])
    expect(boxes.some((b) => b.checked)).toBe(false)
  })

  it('shows 暂无数据 with no rows, or the given text, kept in view when the table is wider than its box', () => {
    const { unmount } = mount({ rows: [] })
    const text = screen.getByText('暂无数据', { selector: '.ant-empty-description' })
    expect(text.closest('.ant-table-expanded-row-fixed')).toBeNull()
    unmount()
    mount({ rows: [], emptyText: '还没有人员', scrollX: 1500 })
    expect(screen.getByText('还没有人员').closest('td')!.colSpan).toBe(3)
    expect(screen.getByText('还没有人员').closest('.ant-table-expanded-row-fixed')).not.toBeNull()
  })

  it('pins a column to the left with the selection column before it, offsets from the declared widths', () => {
    const left: DataColumn<Person>[] = [{ ...columns[0], fixed: 'left' }, columns[1]]
    mount({ columns: left, scrollX: 1500, selection: { selectedKeys: [], onChange: vi.fn() } })
    const [select, name, age] = within(rowOf('张三')).getAllByRole('cell')
    expect([select.style.left, name.style.left, age.style.position]).toEqual(['0px', '32px', ''])
    expect(name.className).toContain('ant-table-cell-fix-left-last')
    expect(select.className).not.toContain('ant-table-cell-fix-left-last')
  })

  it('veils the table with a spinner while loading', () => {
    const { rerender } = mount({ loading: true })
    expect(document.querySelector('.ant-spin-spinning')).not.toBeNull()
    rerender(
      <RendererLocale>
        <DataTable<Person> rowKey="Id" rows={people} columns={columns} />
      </RendererLocale>,
    )
    expect(document.querySelector('.ant-spin-spinning')).toBeNull()
  })

  it('pages with 共 N 条 and hands a new page to onChange; paging false draws no pager', () => {
    const onChange = vi.fn()
    const { unmount } = mount({ paging: { current: 1, pageSize: 2, total: 3, onChange } })
    expect(screen.getByText('共 3 条')).toBeTruthy()
    // the rows hold the whole list (its total): the table shows one page of them
    expect(screen.queryByText('王五')).toBeNull()
    fireEvent.click(screen.getByTitle('2'))
    expect(onChange).toHaveBeenCalledWith(2, 2)
    unmount()
    mount({ paging: false })
    expect(document.querySelector('.ant-pagination')).toBeNull()
    expect(screen.getByText('王五')).toBeTruthy()
  })
})
