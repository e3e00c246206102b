/** What the layout knows of the page at a path: title and breadcrumb, from the menu tree or the personal pages. */
import type { MenuNode } from '../api/account'
import { findByUrl } from '../auth/menus'
// only this key of menus.json lands in the layout chunk (vite.config.ts jsonKey; the menu tree comes from the server)
const [personal] = Object.values(import.meta.glob<unknown>('../../schemas/menus.json', { query: '?key=personal', import: 'personal', eager: true }))

export interface PersonalPage {
  /** the address, e.g. /account/profile */
  path: string
  title: string
  /** route name: the screen schema whose "route" it is */
  route: string
  icon?: string
}

/**
 * Pages of the header's 'My' menu (schemas/menus.json "personal"): not in the granted menu tree,
 * open to every signed-in user, with no button permissions.
 */
export const ACCOUNT_PAGES: readonly PersonalPage[] = (personal as { Name: string; Path: string; Url: string; Icon?: string }[]).map((p) => ({
  path: p.Url,
  title: p.Name,
  route: p.Path,
  icon: p.Icon,
}))

/** A personal page as a menu item (no authority, no buttons), for the screen registry. */
export function personalNode(p: PersonalPage): MenuNode {
  return { Id: p.route, Name: p.title, Path: p.route, Url: p.path, Icon: p.icon ?? '', Type: 1, Sort: 0, OpenMode: '_default', Authority: '', Authoritys: [], Children: [] }
}

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
  if (fixed) return { path: fixed.path, title: fixed.title, trail: ['我的', fixed.title], node: personalNode(fixed) }
  return null
}
