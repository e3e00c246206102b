import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import rolesScreen from '../../../schemas/screens/system/roles.json'
import usersScreen from '../../../schemas/screens/system/users.json'
import { createUserProvider } from '../../../tests/stories/fixtures/system'
import { permissionGroups } from '../../../tests/stories/fixtures/permissions'
import type { GrantsDialogSchema } from '../../../renderer/schema/types'
import { createMemoryProvider } from '../../../renderer/testing/memoryProvider'
import { Providers } from '../../../renderer/testing/storyKit'
import { GrantsDialog } from './GrantsDialog'
import { buildModel, diff, toggle } from './model'

const schema = rolesScreen.dialogs.permissions as unknown as GrantsDialogSchema
const grants = usersScreen.dialogs.permissions as unknown as GrantsDialogSchema

function mount(granted: string[], grantedBy = new Map<string, string[]>()) {
  const provider = createMemoryProvider({
    'GET /api/app/apb-menu/permission-definition': () => permissionGroups(),
    'GET /api/app/apb-menu/management-granted-menus': () => permissionGroups(granted, grantedBy),
    'PUT /api/permission-management/permissions': () => null,
  })
  const onClose = vi.fn()
  render(
    <Providers provider={provider}>
      <GrantsDialog schema={schema} record={{ Id: 'r-hr', Name: '人事专员' }} onClose={onClose} />
    </Providers>,
  )
  return { provider, onClose }
}

/** The tree row titled `title` (the first one after the row titled `after`, trees render flat). */
function treeNode(title: string, after?: string): HTMLElement {
  const rows = [...document.querySelectorAll<HTMLElement>('.ant-tabs-tabpane-active .ant-tree-treenode')]
  const start = after ? rows.findIndex((r) => r.querySelector(`[title="${after}"]`)) : 0
  const row = rows.slice(Math.max(start, 0)).find((r) => r.querySelector(`[title="${title}"]`))
  if (!row) throw new Error(`no tree node ${title}`)
  return row
}
const checkbox = (title: string, after?: string) => treeNode(title, after).querySelector('.ant-tree-checkbox') as HTMLElement
const isChecked = (title: string, after?: string) => checkbox(title, after).classList.contains('ant-tree-checkbox-checked')

describe('grants dialog', () => {
  it('asks the granted set for the provider and shows group tabs on the left', async () => {
    const { provider } = mount(['HRM', 'HRM.EmployeeFile', 'HRM.EmployeeFile.Create'])
    await screen.findByRole('tab', { name: '人力资源' })
    expect(document.querySelector('.ant-tabs-left')).toBeTruthy()
    expect(provider.calls.find((c) => c.url === '/api/app/apb-menu/management-granted-menus')?.query).toEqual({ providerName: 'R', providerKey: '人事专员' })
    await waitFor(() => expect(isChecked('员工档案')).toBe(true))
    expect(isChecked('新增', '员工档案')).toBe(true)
    expect(isChecked('编辑', '员工档案')).toBe(false)
  })

  it('sends only the differences with the provider in the query, then toasts 操作成功', async () => {
    const { provider, onClose } = mount(['HRM', 'HRM.EmployeeFile', 'HRM.EmployeeFile.Create'])
    await waitFor(() => expect(isChecked('员工档案')).toBe(true))
    // grant 编辑 of 员工档案, revoke 新增
    fireEvent.click(checkbox('编辑', '员工档案'))
    fireEvent.click(checkbox('新增', '员工档案'))
    fireEvent.click(screen.getByText('确定'))
    expect(await screen.findByText('操作成功')).toBeTruthy()
    const put = provider.calls.find((c) => c.method === 'PUT')!
    expect(put.query).toEqual({ providerName: 'R', providerKey: '人事专员' })
    expect(put.body).toEqual({
      Permissions: [
        { Name: 'HRM.EmployeeFile.Create', IsGranted: false },
        { Name: 'HRM.EmployeeFile.Update', IsGranted: true },
      ],
    })
    expect(onClose).toHaveBeenCalledWith(true)
  })

  it('shows grants of another provider checked and locked with the role name, and never sends them', async () => {
    mount([], new Map([['HRM.EmployeeFile', ['admin']]]))
    const title = await screen.findByTitle('员工档案（admin）')
    const node = title.closest('.ant-tree-treenode') as HTMLElement
    expect(node.querySelector('.ant-tree-checkbox-checked')).toBeTruthy()
    expect(node.querySelector('.ant-tree-checkbox-disabled')).toBeTruthy()
  })
})

describe('grants model', () => {
  it('a check goes down to the children and up to the parents; select-all and diff leave locked keys alone', () => {
    const model = buildModel(permissionGroups(), permissionGroups(['System.Role.Create'], new Map([['System.User', ['admin']]])))
    let checked = toggle(model, model.initial, 'System.Menu', true)
    expect([...checked].sort()).toEqual(['System', 'System.Menu', 'System.Menu.Create', 'System.Menu.Delete', 'System.Menu.Update', 'System.Role.Create'])
    checked = toggle(model, checked, 'System', false)
    expect(checked.size).toBe(0)
    expect(diff(model, checked)).toEqual([{ Name: 'System.Role.Create', IsGranted: false }])
    expect(model.groups.flatMap((g) => g.keys)).not.toContain('System.User')
  })
})

describe('grants dialog for provider U', () => {
  it('asks with the user id, shows grants through a role checked, locked and named, and saves only the differences', async () => {
    const provider = createUserProvider(undefined, new Map([['System.Role', ['人事专员']]]))
    const onClose = vi.fn()
    render(
      <Providers provider={provider}>
        <GrantsDialog schema={grants} record={{ Id: 'u-5', UserName: 'E1005' }} onClose={onClose} />
      </Providers>,
    )
    await waitFor(() => expect(document.querySelector('.ant-tree')).toBeTruthy())
    expect(provider.calls.find((c) => c.url.includes('management-granted-menus'))?.query).toEqual({ providerName: 'U', providerKey: 'u-5' })
    fireEvent.click(screen.getByRole('tab', { name: '系统设置' }))
    const node = await screen.findByTitle('角色管理（人事专员）')
    const row = node.closest('.ant-tree-treenode') as HTMLElement
    expect(row.querySelector('.ant-tree-checkbox-checked')).toBeTruthy()
    expect(row.querySelector('.ant-tree-checkbox-disabled')).toBeTruthy()
    const menuRow = screen.getByTitle('菜单管理').closest('.ant-tree-treenode') as HTMLElement
    fireEvent.click(menuRow.querySelector('.ant-tree-checkbox') as HTMLElement)
    fireEvent.click(within(document.querySelector('.ant-modal-footer') as HTMLElement).getByText('确定'))
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true))
    const put = provider.calls.find((c) => c.method === 'PUT')!
    expect(put.query).toEqual({ providerName: 'U', providerKey: 'u-5' })
    const names = (put.body as { Permissions: { Name: string; IsGranted: boolean }[] }).Permissions
    expect(names.every((p) => p.IsGranted)).toBe(true)
    expect(names.map((p) => p.Name)).toContain('System.Menu')
    expect(names.map((p) => p.Name)).not.toContain('System.Role')
  })
})
