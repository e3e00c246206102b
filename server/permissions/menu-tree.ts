import type { MenuNode } from '../../common/api-types'
/**
 * The menu tree from the menus table, shaped two ways: the sidebar's granted menus (MenuNode)
 * and the permission dialog's groups (PermNode), docs/contracts.md.
 */
import { asc } from 'drizzle-orm'
import { menus, type MenuButton } from '../db/schema'
import type { Executor } from '../db/types'
import type { GrantState } from './grant-state'

type MenuRow = typeof menus.$inferSelect
interface MenuTree extends MenuRow {
  children: MenuTree[]
}

export async function loadMenuTree(db: Executor, onlyEnabled: boolean): Promise<MenuTree[]> {
  const rows = await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.creationTime))
  const nodes = new Map(rows.map((r) => [r.id, { ...r, children: [] as MenuTree[] }]))
  const roots: MenuTree[] = []
  for (const n of nodes.values()) {
    if (onlyEnabled && n.isEnable !== 1) continue
    const parent = n.parentId ? nodes.get(n.parentId) : undefined
    if (n.parentId && !parent) continue
    ;(parent ? parent.children : roots).push(n)
  }
  // A disabled parent hides its subtree.
  if (onlyEnabled) {
    const prune = (list: MenuTree[]): MenuTree[] => list.filter((n) => n.isEnable === 1).map((n) => ({ ...n, children: prune(n.children) }))
    return prune(roots)
  }
  return roots
}

export type { MenuNode } from '../../common/api-types'

/** Only granted items; a group is kept when one of its children is. */
export function grantedMenus(tree: MenuTree[], granted: Set<string>): MenuNode[] {
  const out: MenuNode[] = []
  for (const m of tree) {
    const children = grantedMenus(m.children, granted)
    const own = m.type !== 0 && (!m.authority || granted.has(m.authority))
    if (!own && !children.length) continue
    out.push({
      Id: m.id,
      Name: m.name,
      Path: m.path,
      Url: m.url,
      Icon: m.icon,
      Type: m.type,
      Sort: m.sort,
      OpenMode: m.openMode,
      Authority: m.authority,
      Authoritys: (m.authoritys as MenuButton[]).map((b) => ({ ...b, IsGranted: granted.has(b.Authority) })),
      Children: children,
    })
  }
  return out
}

export interface PermNode {
  Name: string
  Authority: string
  AuthorityName: string
  ParentName: string
  IsGranted: boolean
  GrantedBy: string[]
  Authoritys: { Authority: string; AuthorityName: string; IsGranted: boolean; GrantedBy: string[] }[]
  Children: PermNode[]
}

export interface PermissionGroups {
  Groups: { Name: string; DisplayName: string; Permissions: PermNode[] }[]
}

const NONE: GrantState = { direct: new Set(), viaRoles: new Map() }

function status(state: GrantState, name: string) {
  const by = state.viaRoles.get(name) ?? []
  return { IsGranted: state.direct.has(name) || by.length > 0, GrantedBy: by }
}

function permNode(m: MenuTree, parentName: string, state: GrantState): PermNode {
  return {
    Name: m.authority,
    Authority: m.authority,
    AuthorityName: m.name,
    ParentName: parentName,
    ...status(state, m.authority),
    Authoritys: (m.authoritys as MenuButton[]).map((b) => ({ ...b, ...status(state, b.Authority) })),
    Children: m.children.filter((c) => c.authority).map((c) => permNode(c, m.authority, state)),
  }
}

/** One group per top-level menu; its pages are the checkable tree (the group tab on the left). */
export function permissionGroups(tree: MenuTree[], state: GrantState = NONE): PermissionGroups {
  return {
    Groups: tree
      .filter((g) => g.authority)
      .map((g) => ({
        Name: g.authority,
        DisplayName: g.name,
        Permissions: g.children.length ? g.children.filter((c) => c.authority).map((c) => permNode(c, g.authority, state)) : [permNode(g, '', state)],
      })),
  }
}
