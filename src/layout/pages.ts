/** What the layout knows of the page at a path: title and breadcrumb, from the menu tree or the fixed pages. */
import type { MenuNode } from '../api/account'
import { findByUrl } from '../auth/menus'

/** Pages of the 'My' menu; not in the menu tree, open to every signed-in user. */
export const ACCOUNT_PAGES = [
  { path: '/account/profile', title: '个人中心' },
  { path: '/account/password', title: '修改密码' },
] as const

export interface PageInfo {
  path: string
  title: string
  trail: string[]
  node: MenuNode | null
}

export function pageInfo(menus: MenuNode[] | null, pathname: string): PageInfo | null {
  const hit = findByUrl(menus, pathname)
  if (hit) return { path: hit.node.Url, title: hit.node.Name, trail: hit.trail.map((n) => n.Name), node: hit.node }
  const fixed = ACCOUNT_PAGES.find((p) => p.path === pathname)
  if (fixed) return { path: fixed.path, title: fixed.title, trail: ['我的', fixed.title], node: null }
  return null
}
