/** SQL of menus and the one mapper of a menu (menuDto). */
import { and, eq } from 'drizzle-orm'
import { menus, permissionGrants, roles, type MenuButton } from '../../db/schema'
import type { Executor } from '../../db/types'
import { ApiError } from '../../http/envelope'
import { UUID } from '../../http/db-errors'

export const MENU_NOT_FOUND = '菜单不存在'

export type MenuRow = typeof menus.$inferSelect

export async function findMenu(db: Executor, id: string, forUpdate = false): Promise<MenuRow> {
  if (!UUID.test(id)) throw new ApiError(404, MENU_NOT_FOUND)
  const q = db.select().from(menus).where(eq(menus.id, id))
  const [row] = forUpdate ? await q.for('update') : await q
  if (!row) throw new ApiError(404, MENU_NOT_FOUND)
  return row
}

/** Roles that hold a menu's page permission. */
export async function roleNamesOf(db: Executor, authority: string): Promise<string[]> {
  if (!authority) return []
  const rows = await db
    .select({ name: roles.name })
    .from(permissionGrants)
    .innerJoin(roles, eq(roles.name, permissionGrants.providerKey))
    .where(and(eq(permissionGrants.providerName, 'R'), eq(permissionGrants.name, authority)))
    .orderBy(roles.name)
  return rows.map((r) => r.name)
}

export function menuDto(m: MenuRow, parentName = '', roleNames: string[] = []) {
  return {
    Id: m.id,
    ParentId: m.parentId,
    ParentName: parentName,
    Name: m.name,
    Path: m.path,
    Url: m.url,
    Icon: m.icon,
    Type: m.type,
    Sort: m.sort,
    Authority: m.authority,
    OpenMode: m.openMode,
    IsEnable: m.isEnable,
    IsStatic: m.isStatic,
    Authoritys: (m.authoritys as MenuButton[]).map((b) => ({ Authority: b.Authority, AuthorityName: b.AuthorityName })),
    RoleNames: roleNames,
    ConcurrencyStamp: m.concurrencyStamp,
    CreationTime: m.creationTime.toISOString(),
  }
}

/** One menu as the menu API answers it, with its parent's name and the roles holding its page. */
export async function menuDetail(db: Executor, m: MenuRow) {
  const parent = m.parentId ? (await db.select({ name: menus.name }).from(menus).where(eq(menus.id, m.parentId)))[0] : undefined
  return menuDto(m, parent?.name ?? '', await roleNamesOf(db, m.authority))
}

/** Every menu in the order of the tree (menus are few, tens to hundreds: ordered in memory). */
export async function menusInTreeOrder(db: Executor): Promise<{ ordered: MenuRow[]; names: Map<string, string> }> {
  const rows = await db.select().from(menus)
  const byParent = new Map<string | null, MenuRow[]>()
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r])
  const names = new Map(rows.map((r) => [r.id, r.name]))
  const ordered: MenuRow[] = []
  const walk = (parentId: string | null) => {
    const list = (byParent.get(parentId) ?? []).sort((a, b) => a.sort - b.sort || a.creationTime.getTime() - b.creationTime.getTime())
    for (const m of list) {
      ordered.push(m)
      walk(m.id)
    }
  }
  walk(null)
  return { ordered, names }
}
