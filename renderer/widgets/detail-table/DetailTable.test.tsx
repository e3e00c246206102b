import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { createForm } from '@formily/core'
import { Field, FormProvider } from '@formily/react'
import { Providers } from '../../testing/storyKit'
import { DetailTable, type DetailRow, type DetailTableProps } from './DetailTable'
import { familyFields, familyRows, workColumns, workFields, workRows } from './fixtures'

function Harness(props: Omit<DetailTableProps, 'onChange'> & { spy(v: DetailRow[]): void }) {
  const { spy, ...rest } = props
  const [value, setValue] = useState<DetailRow[]>(props.value ?? [])
  return (
    <DetailTable
      {...rest}
      value={value}
      onChange={(v) => {
        spy(v)
        setValue(v)
      }}
    />
  )
}

function mount(props: Partial<DetailTableProps> = {}) {
  const spy = vi.fn()
  render(
    <Providers>
      <Harness fields={familyFields} title="家庭成员" {...props} spy={spy} />
    </Providers>,
  )
  return spy
}

const dialog = () => document.querySelector('.ant-modal:not(.ant-modal-confirm)') as HTMLElement
const bodyRows = () => [...document.querySelectorAll('.renderer-detail-table .ant-table-tbody tr.ant-table-row')]

describe('detail table', () => {
  it('adds a row through the dialog, with the field rules checked first', async () => {
    const spy = mount()
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0)
    fireEvent.click(screen.getByText('新增家庭成员'))
    await waitFor(() => expect(dialog()).toBeTruthy())
    expect(within(dialog()).getByText('新增家庭成员')).toBeTruthy()
    fireEvent.click(within(dialog()).getByText('确定'))
    expect(await within(dialog()).findByText('请输入姓名')).toBeTruthy()
    expect(spy).not.toHaveBeenCalled()
    fireEvent.change(within(dialog()).getByPlaceholderText('请输入姓名'), { target: { value: ' 王芳 ' } })
    fireEvent.mouseDown(dialog().querySelector('.ant-select-selector')!)
    fireEvent.click(await screen.findByText('配偶', { selector: '.ant-select-item-option-content' }))
    fireEvent.change(within(dialog()).getByPlaceholderText('请输入联系电话'), { target: { value: '123' } })
    fireEvent.click(within(dialog()).getByText('确定'))
    expect(await within(dialog()).findByText('请输入正确的手机号码')).toBeTruthy()
    expect(spy).not.toHaveBeenCalled()
    fireEvent.change(within(dialog()).getByPlaceholderText('请输入联系电话'), { target: { value: '13812345678' } })
    fireEvent.click(within(dialog()).getByText('确定'))
    await waitFor(() => expect(spy).toHaveBeenCalledWith([{ Name: '王芳', Relation: 3, Phone: '13812345678' }]))
    await waitFor(() => expect(bodyRows().length).toBe(1))
    expect(bodyRows()[0].textContent).toContain('配偶')
  })

  it('edits a row in the dialog with its values', async () => {
    const spy = mount({ value: familyRows })
    fireEvent.click(within(bodyRows()[1] as HTMLElement).getByText('编辑'))
    await waitFor(() => expect(dialog()).toBeTruthy())
    expect(within(dialog()).getByText('编辑家庭成员')).toBeTruthy()
    const name = within(dialog()).getByPlaceholderText('请输入姓名') as HTMLInputElement
    expect(name.value).toBe('李秀英')
    fireEvent.change(name, { target: { value: '李秀兰' } })
    fireEvent.click(within(dialog()).getByText('确定'))
    await waitFor(() => expect(spy).toHaveBeenCalledWith([familyRows[0], { ...familyRows[1], Name: '李秀兰' }]))
  })

  it('deletes a row after the spec confirmation', async () => {
    const spy = mount({ value: familyRows })
    fireEvent.click(within(bodyRows()[0] as HTMLElement).getByText('删除'))
    // the confirmation's Modal loads with the first confirm (renderer/confirmHost.tsx)
    const confirm = await waitFor(() => {
      const el = document.querySelector('.ant-modal-confirm')
      if (!el) throw new Error('the confirmation is not shown yet')
      return el as HTMLElement
    })
    expect(confirm.querySelector('.ant-modal-confirm-title')!.textContent).toBe('提示')
    expect(within(confirm).getByText('是否删除所选择的数据')).toBeTruthy()
    expect(within(confirm).getByText('取消')).toBeTruthy()
    fireEvent.click(within(confirm).getByText('确认'))
    await waitFor(() => expect(spy).toHaveBeenCalledWith([familyRows[1]]))
    await waitFor(() => expect(bodyRows().length).toBe(1))
  })

  it('refuses rows beyond maxRows with its message', async () => {
    const spy = mount({ value: familyRows, maxRows: 2, maxMessage: '最多添加2位家庭成员' })
    fireEvent.click(screen.getByText('新增家庭成员'))
    expect(await screen.findByText('最多添加2位家庭成员')).toBeTruthy()
    expect(dialog()).toBeNull()
    expect(spy).not.toHaveBeenCalled()
  })

  it('scrolls horizontally at width 800 or more with 操作 pinned right, not below; read-only has no buttons', () => {
    mount({ fields: workFields, columns: workColumns, value: workRows })
    const box = document.querySelector('.renderer-detail-table') as HTMLElement
    expect(box.classList.contains('is-scrolling')).toBe(true)
    // 200+120+120+120+100+140 + 120 operation + 60 number = 980
    expect(box.querySelector('table')!.style.width).toBe('980px')
    const pinned = [...document.querySelectorAll('.ant-table-cell-fix-right')] as HTMLElement[]
    expect(pinned.map((c) => c.textContent)).toEqual(['操作', ...workRows.map(() => '编辑删除')])
    expect(pinned.map((c) => [c.style.position, c.style.right])).toEqual(pinned.map(() => ['sticky', '0px']))
    cleanupAll()
    mount({ value: familyRows, readOnly: true })
    expect(document.querySelector('.renderer-detail-table')?.classList.contains('is-scrolling')).toBe(false)
    expect(document.querySelector('.ant-table-cell-fix-right')).toBeNull()
    expect(screen.queryByText('编辑')).toBeNull()
    expect(screen.queryByText('新增家庭成员')).toBeNull()
  })

  it('sortable: 上移 / 下移 move a row, disabled at the ends', async () => {
    const spy = mount({ value: familyRows, sortable: true })
    const buttons = (name: string) => screen.getAllByText(name).map((el) => el.closest('button') as HTMLButtonElement)
    expect(buttons('上移').map((b) => b.disabled)).toEqual([true, false])
    expect(buttons('下移').map((b) => b.disabled)).toEqual([false, true])
    fireEvent.click(buttons('下移')[0])
    await waitFor(() => expect(spy).toHaveBeenCalledWith([familyRows[1], familyRows[0]]))
    await waitFor(() => expect(bodyRows()[0].textContent).toContain('李秀英'))
    fireEvent.click(buttons('上移')[1])
    await waitFor(() => expect(bodyRows()[0].textContent).toContain('张大山'))
    // a row added below: the row that was last may move down now
    fireEvent.click(screen.getByText('新增家庭成员'))
    await waitFor(() => expect(dialog()).toBeTruthy())
    fireEvent.change(within(dialog()).getByPlaceholderText('请输入姓名'), { target: { value: '王芳' } })
    fireEvent.mouseDown(dialog().querySelector('.ant-select-selector')!)
    fireEvent.click(await screen.findByText('配偶', { selector: '.ant-select-item-option-content' }))
    fireEvent.click(within(dialog()).getByText('确定'))
    await waitFor(() => expect(bodyRows().length).toBe(3))
    expect(buttons('下移').map((b) => b.disabled)).toEqual([false, false, true])
  })

  it('inherit: the row form reads a value of the holding form under its own name, and the row does not keep it', async () => {
    const form = createForm({ values: { Id: 't1', Rows: [] } })
    const fields = [
      { name: 'Name', label: '名称', required: true },
      { name: 'Note', label: '仅本类型', visibleWhen: { field: 'TypeId', eq: 't1' } },
    ]
    render(
      <Providers>
        <FormProvider form={form}>
          <Field name="Rows" component={[DetailTable, { fields, title: '条件', inherit: { TypeId: 'Id' } }]} />
        </FormProvider>
      </Providers>,
    )
    fireEvent.click(screen.getByText('新增条件'))
    await waitFor(() => expect(dialog()).toBeTruthy())
    expect(await within(dialog()).findByText('仅本类型')).toBeTruthy()
    fireEvent.change(within(dialog()).getByPlaceholderText('请输入名称'), { target: { value: '天数' } })
    fireEvent.click(within(dialog()).getByText('确定'))
    await waitFor(() => expect((form.values.Rows as DetailRow[]).length).toBe(1))
    expect(form.values.Rows[0]).toMatchObject({ Name: '天数' })
    expect(form.values.Rows[0]).not.toHaveProperty('TypeId')
  })
})

function cleanupAll() {
  document.body.innerHTML = ''
}
