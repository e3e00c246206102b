import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createForm } from '@formily/core'
import { FormProvider } from '@formily/react'
import { Providers } from '../../../renderer/testing/storyKit'
import { createOrgProvider, departmentApi } from './fixtures'
import { PersonPicker, PersonPickerDialog } from './PersonPicker'
import type { PickItem } from './usePersonPicker'

function mountDialog(props: { Count?: number; single?: boolean; mode?: 'person' | 'dept'; value?: PickItem[] } = {}) {
  const provider = createOrgProvider()
  const onOk = vi.fn()
  const onCancel = vi.fn()
  render(
    <Providers provider={provider}>
      <PersonPickerDialog api={departmentApi} {...props} onOk={onOk} onCancel={onCancel} />
    </Providers>,
  )
  return { provider, onOk, onCancel }
}

const modal = () => document.querySelector('.ant-modal') as HTMLElement
const confirmButton = () => within(modal()).getByText(/^确定\(/).closest('button') as HTMLButtonElement
const row = (testId: string) => within(modal()).getByTestId(testId)
/** drill into a department by its '下级' link */
async function drill(deptId: string) {
  fireEvent.click(within(await waitFor(() => row(`dept-${deptId}`))).getByText('下级'))
}
const pick = async (userId: string) => fireEvent.click((await waitFor(() => row(`user-${userId}`))).querySelector('input')!)
const warning = async (text: string) => expect(await screen.findByText(text, { selector: '.ant-message *' })).toBeTruthy()

describe('person picker', () => {
  it('drills in by name and by 下级 with the breadcrumb from the answer; confirm shows n/Count and is disabled at zero', async () => {
    const { provider, onOk } = mountDialog({ Count: 5 })
    expect(confirmButton().textContent).toBe('确定(0/5)')
    expect(confirmButton().disabled).toBe(true)
    fireEvent.click(await within(modal()).findByText('总公司'))
    await within(modal()).findByText('张总')
    await drill('d2')
    await within(modal()).findByText('韩梅梅')
    const crumbs = modal().querySelector('.ant-breadcrumb')!.textContent
    expect(crumbs).toContain('全部')
    expect(crumbs).toContain('总公司')
    expect(crumbs).toContain('技术部')
    expect(provider.calls.map((c) => c.url)).toEqual([
      '/api/app/old-frame/department/0',
      '/api/app/old-frame/department/d1',
      '/api/app/old-frame/department/d2',
    ])
    expect(provider.calls[2].query).toMatchObject({ type: 0 })
    await pick('u2')
    expect(confirmButton().textContent).toBe('确定(1/5)')
    expect(confirmButton().disabled).toBe(false)
    // back through the breadcrumb
    fireEvent.click(within(modal().querySelector('.ant-breadcrumb') as HTMLElement).getByText('总公司'))
    await within(modal()).findByText('张总')
    await pick('u1')
    fireEvent.click(confirmButton())
    expect(onOk).toHaveBeenCalledWith([
      { Id: 'u2', Name: '李雷', Type: 2 },
      { Id: 'u1', Name: '张总', Type: 2 },
    ])
  })

  it('全选 selects the people in view and the limit refuses more with 选择超过限制，只能选择N人', async () => {
    mountDialog({ Count: 2 })
    fireEvent.click(await within(modal()).findByText('总公司'))
    await drill('d2')
    await within(modal()).findByText('韩梅梅')
    fireEvent.click(within(modal()).getByText('全选'))
    expect(confirmButton().textContent).toBe('确定(2/2)')
    await drill('d4')
    await pick('u4')
    await warning('选择超过限制，只能选择2人')
    expect(confirmButton().textContent).toBe('确定(2/2)')
    fireEvent.click(within(modal()).getByText('全选'))
    expect(confirmButton().textContent).toBe('确定(2/2)')
  })

  it('the limit counts the people already in the field, which cannot be chosen again (不能重复选择)', async () => {
    mountDialog({ Count: 2, value: [{ Id: 'u2', Name: '李雷', Type: 2 }] })
    expect(confirmButton().textContent).toBe('确定(1/2)')
    expect(confirmButton().disabled).toBe(true)
    fireEvent.click(await within(modal()).findByText('总公司'))
    await drill('d2')
    await pick('u2')
    await warning('不能重复选择')
    await pick('u3')
    expect(confirmButton().textContent).toBe('确定(2/2)')
    fireEvent.click(within(modal()).getByText('全选')) // all fresh ones are selected: unselects them
    expect(confirmButton().textContent).toBe('确定(1/2)')
  })

  it('single mode is radio-like: the choice replaces the value, no 全选', async () => {
    const { onOk } = mountDialog({ single: true, value: [{ Id: 'u2', Name: '李雷', Type: 2 }] })
    fireEvent.click(await within(modal()).findByText('总公司'))
    await drill('d2')
    await within(modal()).findByText('韩梅梅')
    expect(within(modal()).queryByText('全选')).toBeNull()
    expect(within(modal()).getAllByRole('radio').length).toBe(2)
    expect(confirmButton().textContent).toBe('确定(0/1)')
    await pick('u2')
    await warning('不能重复选择')
    await pick('u3')
    expect(confirmButton().textContent).toBe('确定(1/1)')
    await drill('d4')
    await pick('u5')
    expect(confirmButton().textContent).toBe('确定(1/1)')
    fireEvent.click(confirmButton())
    expect(onOk).toHaveBeenCalledWith([{ Id: 'u5', Name: '赵小红', Type: 2 }])
  })

  it('department mode lists departments with member counts and limits with 个部门', async () => {
    const { provider, onOk } = mountDialog({ mode: 'dept', Count: 2 })
    const top = await waitFor(() => row('dept-d1'))
    expect(top.textContent).toContain('(7人)')
    expect(provider.calls[0].query).toMatchObject({ type: 1 })
    fireEvent.click(within(top).getByRole('checkbox'))
    await drill('d1')
    await waitFor(() => expect(row('dept-d2').textContent).toContain('(4人)'))
    fireEvent.click(within(row('dept-d2')).getByRole('checkbox'))
    expect(confirmButton().textContent).toBe('确定(2/2)')
    fireEvent.click(within(row('dept-d3')).getByRole('checkbox'))
    await warning('选择超过限制，只能选择2个部门')
    fireEvent.click(confirmButton())
    expect(onOk).toHaveBeenCalledWith([
      { Id: 'd1', Name: '总公司', Type: 1 },
      { Id: 'd2', Name: '技术部', Type: 1 },
    ])
  })

  it('Count 1 without single mode is a limit: confirm disabled at zero, a second department is refused with 只能选择1个部门', async () => {
    const { onOk } = mountDialog({ mode: 'dept', Count: 1 })
    expect(confirmButton().textContent).toBe('确定(0/1)')
    expect(confirmButton().disabled).toBe(true)
    await drill('d1')
    await waitFor(() => row('dept-d2'))
    fireEvent.click(within(row('dept-d2')).getByRole('checkbox'))
    expect(confirmButton().textContent).toBe('确定(1/1)')
    fireEvent.click(within(row('dept-d3')).getByRole('checkbox'))
    await warning('选择超过限制，只能选择1个部门')
    expect(confirmButton().textContent).toBe('确定(1/1)')
    fireEvent.click(confirmButton())
    expect(onOk).toHaveBeenCalledWith([{ Id: 'd2', Name: '技术部', Type: 1 }])
  })

  it('Count 1 with a value: choosing it again says 不能重复选择, another one is over the limit', async () => {
    mountDialog({ mode: 'dept', Count: 1, value: [{ Id: 'd2', Name: '技术部', Type: 1 }] })
    expect(confirmButton().textContent).toBe('确定(1/1)')
    expect(confirmButton().disabled).toBe(true)
    await drill('d1')
    await waitFor(() => row('dept-d2'))
    fireEvent.click(within(row('dept-d2')).getByRole('checkbox'))
    await warning('不能重复选择')
    fireEvent.click(within(row('dept-d3')).getByRole('checkbox'))
    await warning('选择超过限制，只能选择1个部门')
    expect(confirmButton().disabled).toBe(true)
  })

  it('searches people by name across the company', async () => {
    const { provider } = mountDialog({ Count: 5 })
    await within(modal()).findByText('总公司')
    const box = within(modal()).getByPlaceholderText('请输入姓名搜索')
    fireEvent.change(box, { target: { value: '小' } })
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 })
    await within(modal()).findByText('王小明')
    expect(within(modal()).getByText('赵小红')).toBeTruthy()
    expect(within(modal()).queryByText('总公司')).toBeNull()
    expect(provider.calls.at(-1)).toMatchObject({ url: '/api/app/old-frame/department/0', query: { type: 0, keyword: '小' } })
  })

  it('the field shows the value as closable tags and cancel keeps it', async () => {
    const onChange = vi.fn()
    render(
      <Providers provider={createOrgProvider()}>
        <PersonPicker api={departmentApi} Count={3} value={[{ Id: 'u2', Name: '李雷', Type: 2 }, { Id: 'u3', Name: '韩梅梅', Type: 2 }]} onChange={onChange} />
      </Providers>,
    )
    const tag = screen.getByText('李雷').closest('.ant-tag') as HTMLElement
    fireEvent.click(tag.querySelector('.ant-tag-close-icon')!)
    expect(onChange).toHaveBeenCalledWith([{ Id: 'u3', Name: '韩梅梅', Type: 2 }])
    fireEvent.click(screen.getByText('选择人员'))
    await within(modal()).findByText('总公司')
    fireEvent.click(within(modal()).getByText('取消'))
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull())
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('mixed mode picks departments and people together; itemFields map the value to UserId / UserName; a department already chosen is refused', async () => {
    const onChange = vi.fn()
    render(
      <Providers provider={createOrgProvider()}>
        <PersonPicker api={departmentApi} mode="mixed" buttonText="添加" itemFields={{ Id: 'UserId', Name: 'UserName' }} value={[{ UserId: 'd3', UserName: '人事部', Type: 1 }] as unknown as PickItem[]} onChange={onChange} />
      </Providers>,
    )
    expect(screen.getByText('人事部')).toBeTruthy()
    fireEvent.click(screen.getByText('添加'))
    expect(await within(modal()).findByText('选择人员或部门')).toBeTruthy()
    await drill('d1')
    fireEvent.click((await waitFor(() => row('dept-d2'))).querySelector('input')!)
    await pick('u1')
    fireEvent.click(row('dept-d3').querySelector('input')!)
    await warning('不能重复选择')
    fireEvent.click(confirmButton())
    expect(onChange).toHaveBeenLastCalledWith([
      { UserId: 'd3', UserName: '人事部', Type: 1 },
      { UserId: 'd2', UserName: '技术部', Type: 1 },
      { UserId: 'u1', UserName: '张总', Type: 2 },
    ])
  })

  it('read-only: closable tags and the button go; emptyText shows when there is no item', async () => {
    const { rerender } = render(
      <Providers provider={createOrgProvider()}>
        <PersonPicker api={departmentApi} readOnly emptyText="暂无设置" value={[]} />
      </Providers>,
    )
    expect(screen.getByText('暂无设置')).toBeTruthy()
    expect(screen.queryByText('选择人员')).toBeNull()
    rerender(
      <Providers provider={createOrgProvider()}>
        <PersonPicker api={departmentApi} readOnly emptyText="暂无设置" value={[{ Id: 'u2', Name: '李雷', Type: 2 }]} />
      </Providers>,
    )
    expect(screen.queryByText('暂无设置')).toBeNull()
    expect(screen.getByText('李雷').closest('.ant-tag')!.querySelector('.ant-tag-close-icon')).toBeNull()
  })

  it("valueType 'id' holds one Id; the tag's name comes from the form's nameField, which follows the choice", async () => {
    const form = createForm({ values: { DepartmentId: 'd3', DepartmentName: '人事部' } })
    const onChange = vi.fn()
    const view = render(
      <Providers provider={createOrgProvider()}>
        <FormProvider form={form}>
          <PersonPicker api={departmentApi} mode="dept" Count={1} valueType="id" nameField="DepartmentName" value="d3" onChange={onChange} />
        </FormProvider>
      </Providers>,
    )
    const tag = screen.getByText('人事部').closest('.ant-tag') as HTMLElement
    fireEvent.click(tag.querySelector('.ant-tag-close-icon')!)
    expect(onChange).toHaveBeenLastCalledWith(null)
    expect(form.values.DepartmentName).toBe('')
    view.rerender(
      <Providers provider={createOrgProvider()}>
        <FormProvider form={form}>
          <PersonPicker api={departmentApi} mode="dept" Count={1} valueType="id" nameField="DepartmentName" value={null} onChange={onChange} />
        </FormProvider>
      </Providers>,
    )
    fireEvent.click(screen.getByText('选择部门'))
    await drill('d1')
    await waitFor(() => row('dept-d2'))
    fireEvent.click(within(row('dept-d2')).getByRole('checkbox'))
    fireEvent.click(confirmButton())
    expect(onChange).toHaveBeenLastCalledWith('d2')
    expect(form.values.DepartmentName).toBe('技术部')
  })

  it("valueType 'ids' holds Ids; names from a comma-separated nameField; without a form the Id shows", async () => {
    const form = createForm({ values: { Names: '李雷,韩梅梅' } })
    const onChange = vi.fn()
    const view = render(
      <Providers provider={createOrgProvider()}>
        <FormProvider form={form}>
          <PersonPicker api={departmentApi} Count={3} valueType="ids" nameField="Names" value={['u2', 'u3']} onChange={onChange} />
        </FormProvider>
      </Providers>,
    )
    expect(screen.getByText('韩梅梅')).toBeTruthy()
    fireEvent.click(screen.getByText('选择人员'))
    fireEvent.click(await within(modal()).findByText('总公司'))
    await pick('u1')
    fireEvent.click(confirmButton())
    expect(onChange).toHaveBeenLastCalledWith(['u2', 'u3', 'u1'])
    expect(form.values.Names).toBe('李雷,韩梅梅,张总')
    view.unmount()
    render(
      <Providers provider={createOrgProvider()}>
        <PersonPicker api={departmentApi} valueType="ids" value={['u9']} />
      </Providers>,
    )
    expect(screen.getByText('u9')).toBeTruthy()
  })
})
