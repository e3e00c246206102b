/**
 * Form keys of issue 3 on the real schemas: `modes` (a field only in some dialog modes),
 * `equalTo`, `texts.required`, choice fields without an entity, `afterSave` events, a form screen
 * in edit mode saving twice in place (ConcurrencyStamp carried on).
 */
import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { EntitySchema } from '../../common/entity-fields'
import { entities } from '../../common/entities'
import passwordScreen from '../../schemas/screens/my/password.json'
import profileScreen from '../../schemas/screens/my/profile.json'
import usersScreen from '../../schemas/screens/system/users.json'
import { createAccountProvider, createUserProvider } from '../../tests/stories/fixtures/system'
import type { FormDialogSchema, FormScreenSchema } from '../schema/types'
import { createMemoryProvider } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { FormDialog } from './FormDialog'
import { FormScreen } from './FormScreen'

const userDialog = usersScreen.dialogs.edit as unknown as FormDialogSchema
const passwordDialog = usersScreen.dialogs.password as unknown as FormDialogSchema

function mountDialog(schema: FormDialogSchema, entity: EntitySchema | undefined, mode: 'add' | 'edit', record?: Record<string, unknown>, provider = createUserProvider()) {
  const onClose = vi.fn()
  render(
    <Providers provider={provider}>
      <FormDialog schema={schema} entity={entity} mode={mode} record={record} onClose={onClose} />
    </Providers>,
  )
  return { provider, onClose }
}
const fill = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } })

describe('user dialog (modes, tabs, remote roles)', () => {
  it('asks the initial password only when adding', async () => {
    mountDialog(userDialog, entities['identity-user'], 'add')
    expect(await screen.findByPlaceholderText('请输入初始密码')).toBeTruthy()
    expect(await screen.findByText('上传头像')).toBeTruthy()
    render(<div />)
  })

  it('has no password field in edit mode and loads the user', async () => {
    mountDialog(userDialog, entities['identity-user'], 'edit', { Id: 'u-1' })
    await waitFor(() => expect((screen.getByPlaceholderText('请输入工号') as HTMLInputElement).value).toBe('E1001'))
    expect(screen.queryByPlaceholderText('请输入初始密码')).toBeNull()
  })

  it('creates a user with roles and the password; an error on the first tab while on the second goes back to it', async () => {
    const { provider, onClose } = mountDialog(userDialog, entities['identity-user'], 'add')
    await screen.findByPlaceholderText('请输入工号')
    fill('请输入工号', 'E9001')
    fill('请输入姓', '孙')
    fill('请输入名', '悟空')
    fireEvent.click(screen.getByRole('tab', { name: '角色' }))
    await waitFor(() => expect(screen.getByLabelText('人事专员')).toBeTruthy())
    fireEvent.click(screen.getByLabelText('人事专员'))
    await act(async () => {
      fireEvent.click(screen.getByText('确定'))
    })
    expect(await screen.findByText('请输入初始密码')).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('基本信息'))
    fill('请输入初始密码', 'Init@123')
    fireEvent.click(screen.getByText('确定'))
    expect(await screen.findByText('新增成功')).toBeTruthy()
    const post = provider.calls.find((c) => c.method === 'POST')!
    expect(post.body).toMatchObject({ UserName: 'E9001', Surname: '孙', Name: '悟空', Password: 'Init@123', RoleNames: ['人事专员'], Gender: 1, LockoutEnabled: true, IsActive: true })
    expect(onClose).toHaveBeenCalledWith(true)
  })

  it('warns 请填写用户信息 when a later tab fails', async () => {
    const schema: FormDialogSchema = { ...userDialog, tabs: [userDialog.tabs![0], { title: '角色', fields: [{ field: 'RoleNames', component: 'Checkbox.Group', required: true, options: [{ label: '管理员', value: '管理员' }] }] }] }
    mountDialog(schema, entities['identity-user'], 'add')
    await screen.findByPlaceholderText('请输入工号')
    fill('请输入工号', 'E9002')
    fill('请输入姓', '孙')
    fill('请输入名', '悟净')
    fill('请输入初始密码', 'Init@123')
    await act(async () => {
      fireEvent.click(screen.getByText('确定'))
    })
    expect(await screen.findByText('请填写用户信息')).toBeTruthy()
    expect(await screen.findByText('请选择角色')).toBeTruthy()
  })
})

describe('change password dialog (equalTo)', () => {
  it('requires both, compares them with the right message, and saves with PUT', async () => {
    const { provider, onClose } = mountDialog(passwordDialog, entities['password-reset'], 'edit', { Id: 'u-3', UserName: 'E1003', ConcurrencyStamp: 's1' })
    expect(screen.getByText('修改密码')).toBeTruthy()
    fireEvent.click(screen.getByText('确定'))
    expect(await screen.findByText('请输入新密码')).toBeTruthy()
    expect(await screen.findByText('请输入确认密码')).toBeTruthy()
    expect(document.body.textContent).not.toContain('角色')
    fill('请输入新密码', 'New@12345')
    fill('请再次输入新密码', 'New@99999')
    fireEvent.click(screen.getByText('确定'))
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy()
    expect(provider.calls.filter((c) => c.method === 'PUT')).toEqual([])
    fill('请再次输入新密码', 'New@12345')
    fireEvent.click(screen.getByText('确定'))
    expect(await screen.findByText('修改成功')).toBeTruthy()
    expect(provider.calls.at(-1)).toMatchObject({ method: 'PUT', url: '/api/identity/users/u-3/change-password', body: { NewPassword: 'New@12345', ConfirmPassword: 'New@12345' } })
    expect(onClose).toHaveBeenCalledWith(true)
  })
})

describe('texts.required and choices without an entity', () => {
  it('a required Select with numeric options says 请选择X (not a text rule), or texts.required', async () => {
    const schema: FormDialogSchema = {
      kind: 'form',
      title: '测试',
      api: { create: { method: 'POST', url: '/api/x' } },
      fields: [
        { name: 'Level', label: '级别', component: 'Select', required: true, options: [{ label: '一级', value: 1 }, { label: '二级', value: 2 }] },
        { name: 'Kind', label: '类型', component: 'Radio.Group', required: true, texts: { required: '请先选择一个类型' }, options: [{ label: '甲', value: 1 }] },
      ],
    }
    const provider = createMemoryProvider({ 'POST /api/x': ({ body }) => body })
    mountDialog(schema, undefined, 'add', undefined, provider as never)
    fireEvent.click(screen.getByText('确定'))
    expect(await screen.findByText('请选择级别')).toBeTruthy()
    expect(await screen.findByText('请先选择一个类型')).toBeTruthy()
    fireEvent.mouseDown(screen.getByRole('combobox'))
    fireEvent.click(await screen.findByTitle('二级'))
    fireEvent.click(screen.getByLabelText('甲'))
    fireEvent.click(screen.getByText('确定'))
    expect(await screen.findByText('新增成功')).toBeTruthy()
    expect(provider.calls[0].body).toEqual({ Level: 2, Kind: 1 })
  })
})

describe('form screens', () => {
  it('edit mode: loads with get, saves with update twice in place (the new ConcurrencyStamp is used), emits afterSave', async () => {
    const provider = createAccountProvider()
    const onEvent = vi.fn()
    render(
      <Providers provider={provider} onEvent={onEvent}>
        <FormScreen schema={profileScreen as unknown as FormScreenSchema} entity={entities['my-profile']} />
      </Providers>,
    )
    await waitFor(() => expect((screen.getByPlaceholderText('请输入昵称') as HTMLInputElement).value).toBe('管理员'))
    expect((screen.getByPlaceholderText('请输入工号') as HTMLInputElement).disabled).toBe(true)
    fill('请输入昵称', '老管')
    fireEvent.click(screen.getByText('确定'))
    expect(await screen.findByText('修改成功')).toBeTruthy()
    expect(onEvent).toHaveBeenCalledWith('profileChanged', expect.objectContaining({ NickName: '老管' }))
    fill('请输入昵称', '老管2')
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(provider.me.NickName).toBe('老管2'))
    const puts = provider.calls.filter((c) => c.method === 'PUT')
    expect(puts).toHaveLength(2)
    expect((puts[0].body as { ConcurrencyStamp: string }).ConcurrencyStamp).toBe('s1')
    expect((puts[1].body as { ConcurrencyStamp: string }).ConcurrencyStamp).not.toBe('s1')
    expect(puts[0].body).not.toHaveProperty('WorkNo', undefined)
  })

  it('add mode: a wrong current password shows under its field; success emits signOut', async () => {
    const provider = createAccountProvider()
    const onEvent = vi.fn()
    render(
      <Providers provider={provider} onEvent={onEvent}>
        <FormScreen schema={passwordScreen as unknown as FormScreenSchema} entity={entities['password-change']} />
      </Providers>,
    )
    fill('请输入当前密码', 'Wrong@1')
    fill('请输入新密码', 'New@12345')
    fill('请再次输入新密码', 'New@12345')
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(document.querySelector('.renderer-item-error')?.textContent).toContain('当前密码不正确'))
    expect(onEvent).not.toHaveBeenCalled()
    fill('请输入当前密码', 'Old@12345')
    fireEvent.click(screen.getByText('确定'))
    expect(await screen.findByText('修改成功，请重新登录')).toBeTruthy()
    expect(onEvent).toHaveBeenCalledWith('signOut', null)
    await waitFor(() => expect((screen.getByPlaceholderText('请输入当前密码') as HTMLInputElement).value).toBe(''))
  })
})
