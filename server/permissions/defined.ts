/**
 * The permission names defined right now: those of schemas/menus.json (fixed, what routes may
 * declare) plus the page and button names of menus an administrator added or extended in menu
 * management (stored in the menus table). Grants may name any of them.
 */
import { menus, type MenuButton } from '../db/schema'
import type { Executor } from '../db/types'
import { permissionNames } from './definitions'

export async function definedPermissionNames(db: Executor): Promise<Set<string>> {
  const rows = await db.select({ authority: menus.authority, authoritys: menus.authoritys }).from(menus)
  const names = new Set(permissionNames)
  for (const r of rows) {
    if (r.authority) names.add(r.authority)
    for (const b of (r.authoritys ?? []) as MenuButton[]) names.add(b.Authority)
  }
  return names
}

/** The names one menu defines: its page permission and its buttons. */
export function namesOfMenu(m: { authority: string; authoritys: MenuButton[] }): string[] {
  return [...(m.authority ? [m.authority] : []), ...m.authoritys.map((b) => b.Authority)]
}
