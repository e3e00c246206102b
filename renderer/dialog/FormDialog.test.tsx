import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { EntitySchema } from '../../common/entity-fields'
import { entities } from '../../common/entities'
import rolesScreen from '../../schemas/screens/system/roles.json'
import { createRoleProvider, roleRows } from '../../tests/stories/fixtures/roles'
import { ApiError } from '../data/provider'
import type { FormDialogSchema } from '../schema/types'
import { createMemoryProvider } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { FormDialog } from './FormDialog'

const role = entities.role
const editDialog = rolesScreen.dialogs.edit as unknown as FormDialogSchema

function mountRole(mode: 'add' | 'edit' | 'view', record?: Record<string, unknown>, provider = createRoleProvider(roleRows(5))) {
  const onClose = vi.fn()
  render(
    <Providers provider={provider}>
      <FormDialog schema={editDialog} entity={role} mode={mode} record={record} onClose={onClose} />
    </Providers>,
  )
  return { provider, onClose }
}

const nameInput = () => screen.queryByPlaceholderText('请输入角色名称') as HTMLInputElement | null

describe('form dialog', () => {
  it('view mode shows the record read-only with no save button', async () => {
    const { provider } = mountRole('view', { Id: 'r-hr' })
    expect(await screen.findByText('查看角色')).toBeTruthy()
    expect(await screen.findByText('人事专员')).toBeTruthy()
    expect(nameInput()).toBeNull()
    expect(screen.queryByText('确定')).toBeNull()
    for (const sw of screen.getAllByRole('switch')) expect((sw as HTMLButtonElement).disabled).toBe(true)
    expect(provider.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/identity/roles/r-hr'])
  })

  it('add mode validates with the entity rule messages before calling the server', async () => {
    const { provider, onClose } = mountRole('add')
    expect(screen.getByText('新增角色')).toBeTruthy()
    fireEvent.click(screen.getByText('确定'))
    expect(await screen.findByText('请输入角色名称')).toBeTruthy()
    fireEvent.change(nameInput()!, { target: { value: '   ' } })
    fireEvent.click(screen.getByText('确定'))
    expect(await screen.findByText('请输入角色名称')).toBeTruthy()
    expect(provider.calls).toEqual([])
    expect(onClose).not.toHaveBeenCalled()
  })

  it('add mode saves with create, toasts 新增成功 and closes as saved', async () => {
    const { provider, onClose } = mountRole('add')
    fireEvent.change(nameInput()!, { target: { value: ' 新角色 ' } })
    fireEvent.click(screen.getByText('确定'))
    expect(await screen.findByText('新增成功')).toBeTruthy()
    expect(provider.calls[0]).toMatchObject({ method: 'POST', url: '/api/identity/roles', body: { Name: '新角色', IsDefault: false, IsPublic: false } })
    expect(onClose).toHaveBeenCalledWith(true)
  })

  it('texts.ok and texts.cancel name the buttons (信息发布: 发布 / 取消); the renamed button saves', async () => {
    const provider = createRoleProvider(roleRows(5))
    const onClose = vi.fn()
    render(
      <Providers provider={provider}>
        <FormDialog schema={{ ...editDialog, texts: { ...editDialog.texts, ok: '发布', cancel: '不发了' } }} entity={role} mode="add" onClose={onClose} />
      </Providers>,
    )
    expect(screen.queryByText('确定')).toBeNull()
    fireEvent.change(nameInput()!, { target: { value: '发布的角色' } })
    fireEvent.click(screen.getByText('发布'))
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true))
    expect(provider.calls[0]).toMatchObject({ method: 'POST', body: { Name: '发布的角色' } })
    expect(screen.getByText('不发了')).toBeTruthy()
  })

  it('a failed save (409) keeps the dialog open with the input and shows the server message', async () => {
    const provider = createRoleProvider(roleRows(5))
    const { onClose } = mountRole('edit', { Id: 'r-3' }, provider)
    await waitFor(() => expect(nameInput()?.value).toBe('角色3'))
    provider.rows.find((r) => r.Id === 'r-3')!.ConcurrencyStamp = 'changed-elsewhere'
    fireEvent.change(nameInput()!, { target: { value: '我的修改' } })
    fireEvent.click(screen.getByText('确定'))
    // inside the dialog (antd Alert) and as a toast
    await waitFor(() => expect(document.querySelector('.ant-modal .ant-alert-error')?.textContent).toContain('数据已被其他人修改，请刷新后重试'))
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('数据已被其他人修改，请刷新后重试'))
    expect(nameInput()?.value).toBe('我的修改')
    expect(onClose).not.toHaveBeenCalled()
    expect(provider.calls.at(-1)).toMatchObject({ method: 'PUT', body: { ConcurrencyStamp: 's1', Name: '我的修改' }, silent: true })
  })

  it("a 400 shows the server's message and the field's own message under it", async () => {
    const { onClose } = mountRole('add')
    fireEvent.change(nameInput()!, { target: { value: '人事专员' } })
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(document.querySelector('.ant-modal .ant-alert-error')?.textContent).toContain('角色名称"人事专员"已存在'))
    expect(await screen.findByText('角色名称已存在')).toBeTruthy()
    expect(nameInput()?.value).toBe('人事专员')
    expect(onClose).not.toHaveBeenCalled()
  })

  it('linkage: a static role keeps its name read-only (disabledWhen)', async () => {
    mountRole('edit', { Id: 'r-admin' })
    await waitFor(() => expect(nameInput()?.value).toBe('admin'))
    expect(nameInput()!.disabled).toBe(true)
  })
})

const person: EntitySchema = {
  $id: 'person',
  title: '人员',
  'x-typeName': 'Person',
  properties: {
    Name: { type: 'string', title: '姓名', 'x-rule': 'name' },
    HasPhone: { type: 'boolean', title: '有手机' },
    Phone: { type: 'string', title: '手机', 'x-rule': 'mobile' },
    Married: { type: 'boolean', title: '已婚' },
    Spouse: { type: 'string', title: '配偶', 'x-rule': 'name' },
    Locked: { type: 'boolean', title: '锁定' },
    Remark: { type: 'string', title: '备注', 'x-rule': 'textarea' },
    QQ: { type: 'string', title: 'QQ', 'x-rule': 'qq' },
  },
  required: ['Name'],
}

describe('form dialog linkage and tabs', () => {
  const schema: FormDialogSchema = {
    kind: 'form',
    title: { add: '新增人员' },
    entity: 'person',
    api: { create: { method: 'POST', url: '/api/people' } },
    texts: { tabError: '请填写用户信息' },
    tabs: [
      {
        title: '基本信息',
        fields: [
          { field: 'Name' },
          { field: 'HasPhone' },
          { field: 'Phone', requiredWhen: { field: 'HasPhone', truthy: true } },
          { field: 'Married' },
          { field: 'Spouse', visibleWhen: { field: 'Married', eq: true } },
          { field: 'Locked' },
          { field: 'Remark', disabledWhen: { field: 'Locked', truthy: true } },
        ],
      },
      { title: '其他', fields: [{ field: 'QQ', required: true }] },
    ],
  }

  // the form's tabs and its Switch load with the first form that needs them
  async function mount() {
    const provider = createMemoryProvider({ 'POST /api/people': ({ body }) => body })
    render(
      <Providers provider={provider}>
        <FormDialog schema={schema} entity={person} mode="add" onClose={() => {}} />
      </Providers>,
    )
    await screen.findAllByRole('switch', {}, { timeout: 5000 })
    return provider
  }
  const switchOf = (label: string) => within(screen.getByText(label).closest('.renderer-item') as HTMLElement).getByRole('switch')

  it('visibleWhen, requiredWhen and disabledWhen follow the values', async () => {
    await mount()
    expect(screen.queryByText('配偶')).toBeNull()
    fireEvent.click(switchOf('已婚'))
    expect(await screen.findByText('配偶')).toBeTruthy()
    expect((screen.getByPlaceholderText('请输入备注') as HTMLTextAreaElement).disabled).toBe(false)
    fireEvent.click(switchOf('锁定'))
    await waitFor(() => expect((screen.getByPlaceholderText('请输入备注') as HTMLTextAreaElement).disabled).toBe(true))
    fireEvent.change(screen.getByPlaceholderText('请输入姓名'), { target: { value: '张三' } })
    fireEvent.change(screen.getByPlaceholderText('请输入QQ'), { target: { value: '10001' } })
    fireEvent.click(switchOf('有手机'))
    fireEvent.click(screen.getByText('确定'))
    expect(await screen.findByText('请输入手机')).toBeTruthy()
  })

  it('an error on a later tab switches to it and warns with texts.tabError', async () => {
    const provider = await mount()
    fireEvent.change(screen.getByPlaceholderText('请输入姓名'), { target: { value: '张三' } })
    await act(async () => {
      fireEvent.click(screen.getByText('确定'))
    })
    expect(await screen.findByText('请填写用户信息')).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('其他'))
    expect(await screen.findByText('请输入QQ')).toBeTruthy()
    expect(provider.calls).toEqual([])
  })

  it('an error on the first tab while a later tab is open switches back to it and warns with texts.tabError', async () => {
    const provider = await mount()
    fireEvent.change(screen.getByPlaceholderText('请输入QQ'), { target: { value: '10001' } })
    fireEvent.click(screen.getByRole('tab', { name: '其他' }))
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('其他'))
    await act(async () => {
      fireEvent.click(screen.getByText('确定'))
    })
    expect(await screen.findByText('请填写用户信息')).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('基本信息'))
    expect(await screen.findByText('请输入姓名', { selector: '.ant-form-item-explain-error, .renderer-item-explain *' })).toBeTruthy()
    expect(provider.calls).toEqual([])
  })

  it('hidden fields are not sent', async () => {
    const provider = await mount()
    fireEvent.change(screen.getByPlaceholderText('请输入姓名'), { target: { value: '张三' } })
    fireEvent.change(screen.getByPlaceholderText('请输入QQ'), { target: { value: '10001' } })
    fireEvent.click(screen.getByText('确定'))
    expect(await screen.findByText('新增成功')).toBeTruthy()
    expect(provider.calls[0].body).toEqual({ Name: '张三', HasPhone: false, Married: false, Locked: false, QQ: '10001' })
  })
})

it('ApiError carries status, code, message and data', () => {
  const e = new ApiError(409, 409, 'x', { a: 1 })
  expect([e.status, e.code, e.message, e.data]).toEqual([409, 409, 'x', { a: 1 }])
})
