import { describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { EntitySchema } from '../../common/entity-fields'
import roleEntity from '../../schemas/entities/role.json'
import rolesScreen from '../../schemas/screens/system/roles.json'
import { createRoleProvider, roleRows } from '../../tests/stories/fixtures/roles'
import { ScreenRenderer } from '../ScreenRenderer'
import { Providers } from '../testing/storyKit'

const entities = { role: roleEntity as unknown as EntitySchema }
const ALL = ['Create', 'Update', 'Delete', 'Permission']

function mount(granted: string[] = ALL, rows = 23) {
  const provider = createRoleProvider(roleRows(rows))
  render(
    <Providers provider={provider} granted={granted}>
      <ScreenRenderer schema={rolesScreen} entities={entities} />
    </Providers>,
  )
  return provider
}

describe('list screen', () => {
  it('pages with 15 rows by default, shows 共 N 条 and asks the next page with SkipCount', async () => {
    const provider = mount()
    expect(await screen.findByText('共 23 条')).toBeTruthy()
    expect(await screen.findByText('角色14')).toBeTruthy()
    expect(screen.queryByText('角色15')).toBeNull()
    expect(provider.calls[0].query).toMatchObject({ SkipCount: 0, MaxResultCount: 15 })
    fireEvent.click(screen.getByTitle('2'))
    expect(await screen.findByText('角色15')).toBeTruthy()
    expect(provider.calls.at(-1)?.query).toMatchObject({ SkipCount: 15, MaxResultCount: 15 })
  })

  it('searches on Enter and resets with 重置', async () => {
    const provider = mount()
    await screen.findByText('共 23 条')
    const input = screen.getByPlaceholderText('请输入角色名称')
    fireEvent.change(input, { target: { value: '人事' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(await screen.findByText('共 1 条')).toBeTruthy()
    expect(provider.calls.at(-1)?.query).toMatchObject({ Filter: '人事', SkipCount: 0 })
    fireEvent.click(screen.getByText('重置'))
    expect(await screen.findByText('共 23 条')).toBeTruthy()
  })

  it('renders tags of the flags and 暂无数据 when empty', async () => {
    mount(ALL, 2)
    const row = (await screen.findByText('人事专员')).closest('tr')!
    expect(within(row).getByText('默认')).toBeTruthy()
    expect(within(row).getByText('公开')).toBeTruthy()
    expect(within(row).queryByText('系统')).toBeNull()
    expect(within(screen.getByText('admin').closest('tr')!).getByText('系统')).toBeTruthy()
  })

  it('spins, and says no 暂无数据, until the first page has come', async () => {
    const provider = createRoleProvider(roleRows(3), { delay: 300 })
    const { container } = render(
      <Providers provider={provider} granted={ALL}>
        <ScreenRenderer schema={rolesScreen} entities={entities} />
      </Providers>,
    )
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull()
    expect(screen.queryByText('暂无数据')).toBeNull()
    expect(await screen.findByText('人事专员')).toBeTruthy()
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).toBeNull())
  })

  it('shows 暂无数据 for an empty list', async () => {
    mount(ALL, 0)
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0)
  })

  it('batch delete warns 请选择需要删除的数据 with nothing selected', async () => {
    mount()
    await screen.findByText('共 23 条')
    fireEvent.click(screen.getByText('批量删除'))
    expect(await screen.findByText('请选择需要删除的数据')).toBeTruthy()
    expect(screen.queryByText('是否删除所选择的数据')).toBeNull()
  })

  it('batch delete confirms with 提示 / 是否删除所选择的数据 / 确认 / 取消, deletes each selected row, toasts 删除成功', async () => {
    const provider = mount()
    await screen.findByText('角色5')
    for (const name of ['角色5', '角色6']) fireEvent.click(within(screen.getByText(name).closest('tr')!).getByRole('checkbox'))
    fireEvent.click(screen.getByText('批量删除'))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getAllByText('提示').length).toBeGreaterThan(0)
    expect(within(dialog).getByText('是否删除所选择的数据')).toBeTruthy()
    expect(within(dialog).getByText('取消')).toBeTruthy()
    fireEvent.click(within(dialog).getByText('确认'))
    expect(await screen.findByText('删除成功')).toBeTruthy()
    const deletes = provider.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)
    expect(deletes).toEqual(['/api/identity/roles/r-5', '/api/identity/roles/r-6'])
    expect(await screen.findByText('共 21 条')).toBeTruthy()
  })

  it('the delete row action is disabled for a static role', async () => {
    mount()
    const row = (await screen.findByText('admin')).closest('tr')!
    expect((within(row).getByText('删除').closest('button') as HTMLButtonElement).disabled).toBe(true)
    const other = screen.getByText('角色5').closest('tr')!
    expect((within(other).getByText('删除').closest('button') as HTMLButtonElement).disabled).toBe(false)
  })

  it('shows only granted buttons and hides the operation column when none of its buttons is granted', async () => {
    mount(['Update'])
    await screen.findByText('共 23 条')
    expect(screen.getAllByText('操作').length).toBeGreaterThan(0)
    expect(screen.queryByText('新增')).toBeNull()
    expect(screen.queryByText('批量删除')).toBeNull()
    expect(screen.getAllByText('编辑').length).toBe(15)
    expect(screen.queryByText('权限')).toBeNull()
  })

  it('row checkboxes only while a batch action (批量删除) is granted', async () => {
    mount(['Create', 'Update'])
    await screen.findByText('共 23 条')
    expect(document.querySelector('.ant-table-selection-column')).toBeNull()
    cleanup()
    mount(['Delete'])
    await screen.findByText('共 23 条')
    expect(document.querySelectorAll('.ant-table-tbody .ant-checkbox-input').length).toBeGreaterThan(0)
  })

  it('without grants there is no operation column and no toolbar', async () => {
    mount([])
    await screen.findByText('共 23 条')
    expect(screen.queryByText('操作')).toBeNull()
    expect(screen.queryByText('编辑')).toBeNull()
    expect(screen.queryByText('新增')).toBeNull()
  })

  it('opens the edit dialog, saves and reloads the list', async () => {
    const provider = mount()
    const row = (await screen.findByText('角色5')).closest('tr')!
    // the dialogs load on demand; the pointer on a row button starts loading them
    fireEvent.pointerOver(within(row).getByText('编辑'))
    fireEvent.click(within(row).getByText('编辑'))
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 10_000 })
    expect(within(dialog).getByText('编辑角色')).toBeTruthy()
    const input = await waitFor(() => {
      const el = within(dialog).getByPlaceholderText('请输入角色名称') as HTMLInputElement
      expect(el.value).toBe('角色5')
      return el
    })
    fireEvent.change(input, { target: { value: '角色五' } })
    fireEvent.click(within(dialog).getByText('确定'))
    expect(await screen.findByText('编辑成功')).toBeTruthy()
    expect(await screen.findByText('角色五')).toBeTruthy()
    const put = provider.calls.find((c) => c.method === 'PUT')!
    expect(put.body).toEqual({ Name: '角色五', IsDefault: false, IsPublic: false, ConcurrencyStamp: 's1' })
  })
})

describe('list screen: reloadOnClose', () => {
  it('a dialog with reloadOnClose reads the list again when closed without saving; one without it does not', async () => {
    for (const reloadOnClose of [true, false]) {
      const provider = createRoleProvider(roleRows(5))
      const schema = { ...rolesScreen, dialogs: { ...rolesScreen.dialogs, edit: { ...rolesScreen.dialogs.edit, reloadOnClose } } }
      render(
        <Providers provider={provider} granted={ALL}>
          <ScreenRenderer schema={schema} entities={entities} />
        </Providers>,
      )
      const row = (await screen.findByText('角色2')).closest('tr')!
      const lists = () => provider.calls.filter((c) => c.method === 'GET' && c.url === '/api/identity/roles').length
      const before = lists()
      fireEvent.pointerOver(within(row).getByText('编辑'))
      fireEvent.click(within(row).getByText('编辑'))
      const dialog = await screen.findByRole('dialog', undefined, { timeout: 10_000 })
      fireEvent.click(within(dialog).getByText('取消'))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      if (reloadOnClose) await waitFor(() => expect(lists()).toBe(before + 1))
      else {
        await new Promise((r) => setTimeout(r, 100))
        expect(lists()).toBe(before)
      }
      cleanup()
    }
  })
})

describe('list screen: a dialog asked for by the address', () => {
  const mountAt = (search: string, granted: string[]) => {
    window.history.replaceState(null, '', `/system/roles${search}`)
    render(
      <Providers provider={createRoleProvider(roleRows(3))} granted={granted}>
        <ScreenRenderer schema={rolesScreen} entities={entities} />
      </Providers>,
    )
  }

  it('?dialog=edit opens the add dialog of the granted toolbar button once and leaves the address', async () => {
    mountAt('?dialog=edit&x=1', ALL)
    expect(await screen.findByText('新增角色', { selector: '.ant-modal-title' }, { timeout: 5000 })).toBeTruthy()
    expect(window.location.search).toBe('?x=1')
  })

  it('does nothing without the grant of that button', async () => {
    mountAt('?dialog=edit', ['Update'])
    await screen.findByText('共 3 条')
    await new Promise((r) => setTimeout(r, 300))
    expect(document.querySelector('.ant-modal-title')).toBeNull()
  })
})
