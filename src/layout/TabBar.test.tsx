/** The tab header of spec 000 s.2 as a user drives it: by pointer, by keyboard and by its menus. */
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import TabBar from './TabBar'

const TABS = [
  { path: '/hrm/employee-file', title: '员工档案' },
  { path: '/system/role', title: '角色管理' },
  { path: '/system/menu', title: '菜单管理' },
]

function mount(tabs = TABS, active = '/system/role') {
  const handlers = { onActivate: vi.fn(), onClose: vi.fn(), onRefresh: vi.fn(), onCloseOthers: vi.fn(), onCloseAll: vi.fn() }
  render(<TabBar tabs={tabs} active={active} {...handlers} />)
  return handlers
}
const strip = () => screen.getByRole('tablist', { name: '已打开的页面' })

describe('TabBar', () => {
  it('shows every open page as a tab, the active one selected and the only one focusable, with 刷新', () => {
    const h = mount()
    const tabs = within(strip()).getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['员工档案', '角色管理', '菜单管理'])
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false'])
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1])
    expect(within(tabs[0]).queryByLabelText('刷新')).toBeNull()
    fireEvent.click(within(tabs[1]).getByLabelText('刷新'))
    expect(h.onRefresh).toHaveBeenCalledTimes(1)
    expect(h.onActivate).not.toHaveBeenCalled()
  })

  it('a click activates another tab; its close button closes it without activating it', () => {
    const h = mount()
    fireEvent.click(screen.getByRole('tab', { name: /员工档案/ }))
    expect(h.onActivate).toHaveBeenCalledWith('/hrm/employee-file')
    fireEvent.click(within(screen.getByRole('tab', { name: /菜单管理/ })).getByRole('button', { name: '关闭标签' }))
    expect(h.onClose).toHaveBeenCalledWith('/system/menu')
    expect(h.onActivate).toHaveBeenCalledTimes(1)
  })

  it('the only tab cannot be closed, by button or by Delete', () => {
    const h = mount([TABS[0]], TABS[0].path)
    expect(screen.queryByRole('button', { name: '关闭标签' })).toBeNull()
    fireEvent.keyDown(screen.getByRole('tab'), { key: 'Delete' })
    expect(h.onClose).not.toHaveBeenCalled()
  })

  it('arrows move to the neighbouring tab (wrapping), Enter activates, Delete closes', () => {
    const h = mount()
    const active = screen.getByRole('tab', { selected: true })
    fireEvent.keyDown(active, { key: 'ArrowRight' })
    expect(h.onActivate).toHaveBeenLastCalledWith('/system/menu')
    fireEvent.keyDown(active, { key: 'ArrowLeft' })
    expect(h.onActivate).toHaveBeenLastCalledWith('/hrm/employee-file')
    fireEvent.keyDown(screen.getByRole('tab', { name: /菜单管理/ }), { key: 'ArrowRight' })
    expect(h.onActivate).toHaveBeenLastCalledWith('/hrm/employee-file')
    fireEvent.keyDown(screen.getByRole('tab', { name: /员工档案/ }), { key: 'Enter' })
    expect(h.onActivate).toHaveBeenLastCalledWith('/hrm/employee-file')
    fireEvent.keyDown(active, { key: 'Delete' })
    expect(h.onClose).toHaveBeenCalledWith('/system/role')
  })

  it('关闭其他 from a tab\'s right-click menu, 关闭全部 from the menu at the end of the bar', async () => {
    const h = mount()
    fireEvent.contextMenu(screen.getByRole('tab', { name: /员工档案/ }))
    fireEvent.click(await screen.findByRole('menuitem', { name: '关闭其他' }))
    expect(h.onCloseOthers).toHaveBeenCalledWith('/hrm/employee-file')
    fireEvent.click(screen.getByRole('button', { name: '标签操作' }))
    const menus = await screen.findAllByRole('menu')
    fireEvent.click(within(menus[menus.length - 1]).getByRole('menuitem', { name: '关闭全部' }))
    expect(h.onCloseAll).toHaveBeenCalledTimes(1)
  })
})
