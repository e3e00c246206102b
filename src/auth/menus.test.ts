import { describe, expect, it } from 'vitest'
import menusJson from '../../schemas/menus.json'
import type { MenuNode } from '../api/account'
import { MENU_ICONS } from '../layout/icons'
import { rootFontSize } from '../rem'
import { buttonCodes, findByUrl, firstPath, pages } from './menus'

const node = (p: Partial<MenuNode>): MenuNode => ({
  Id: p.Path ?? 'x', Name: '', Path: '', Url: '', Icon: '', Type: 1, Sort: 0, OpenMode: '_default', Authority: '', Authoritys: [], Children: [], ...p,
})

const tree: MenuNode[] = [
  node({ Name: '系统设置', Path: 'system', Type: 0, Sort: 90, Children: [
    node({ Name: '用户管理', Path: 'child_system_user', Url: '/system/user', Sort: 3 }),
    node({ Name: '角色管理', Path: 'child_system_role', Url: '/system/role', Sort: 2, Authoritys: [
      { Authority: 'System.Role.Create', AuthorityName: '新增', IsGranted: true },
      { Authority: 'System.Role.Delete', AuthorityName: '删除', IsGranted: false },
      { Authority: 'System.Role.Permission', AuthorityName: '权限', IsGranted: true },
    ] }),
  ] }),
  node({ Name: '人力资源', Path: 'hrm', Type: 0, Sort: 10, Children: [node({ Name: '隐藏', Url: '/hrm/hidden', Hidden: true })] }),
]

describe('granted menu helpers', () => {
  it('button codes are the last segment of the granted authorities', () => {
    expect(buttonCodes(findByUrl(tree, '/system/role')!.node)).toEqual(['Create', 'Permission'])
  })
  it('the first permitted page follows the sidebar order and skips hidden items', () => {
    expect(firstPath(tree)).toBe('/system/role')
    expect(pages(tree).map((p) => p.node.Url)).toEqual(['/system/role', '/system/user'])
    expect(firstPath([])).toBeNull()
  })
  it('finds a page with its breadcrumb trail', () => {
    expect(findByUrl(tree, '/system/user/')!.trail.map((n) => n.Name)).toEqual(['系统设置', '用户管理'])
    expect(findByUrl(tree, '/nope')).toBeNull()
  })
})

describe('layout constants', () => {
  it('every icon named in schemas/menus.json is in the icon map', () => {
    const names = new Set<string>()
    const walk = (ns: { Icon?: string; Children?: unknown[] }[]) =>
      ns.forEach((n) => {
        if (n.Icon) names.add(n.Icon)
        walk((n.Children ?? []) as never)
      })
    walk(menusJson.menus as never)
    expect([...names].filter((n) => !MENU_ICONS[n])).toEqual([])
  })
  it('root font size scales with the 1920 design and never drops below 45 px', () => {
    expect(rootFontSize(1920)).toBe(50)
    expect(rootFontSize(3840)).toBe(100)
    expect(rootFontSize(1366)).toBe(45)
  })
})
