/**
 * Permission definitions, read from schemas/menus.json: the one place permission names are
 * defined (docs/contracts.md, "Permissions"). Menu Authority = page permission, Authoritys =
 * button permissions.
 */
import menusJson from '../../schemas/menus.json'
import type { MenuButton } from '../db/schema'

export interface MenuDef {
  Name: string
  Path: string
  Url: string
  Icon: string
  Type: number
  Sort: number
  Authority: string
  OpenMode: string
  IsEnable: number
  IsStatic: boolean
  Authoritys: MenuButton[]
  Children?: MenuDef[]
}

export const menuDefs: MenuDef[] = (menusJson as unknown as { menus: MenuDef[] }).menus

function collect(list: MenuDef[], out: string[]): string[] {
  for (const m of list) {
    if (m.Authority) out.push(m.Authority)
    for (const b of m.Authoritys ?? []) out.push(b.Authority)
    collect(m.Children ?? [], out)
  }
  return out
}

/** Every permission name, in menu order. */
export const permissionNames: readonly string[] = collect(menuDefs, [])
const known = new Set(permissionNames)

export function isPermission(name: string): boolean {
  return known.has(name)
}

/** Flattens the tree, parents first, each with its parent's Path. */
export function flattenMenus(list: MenuDef[] = menuDefs, parentPath?: string): (MenuDef & { parentPath?: string })[] {
  return list.flatMap((m) => [{ ...m, parentPath }, ...flattenMenus(m.Children ?? [], m.Path)])
}
