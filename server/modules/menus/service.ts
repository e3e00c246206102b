/**
 * Rules and transactions of menu management (spec 000 s.2 "Menu management", s.3 "Menu (editable)"):
 * a menu's page and button names are permission definitions (server/permissions/defined.ts), so a
 * saved change shows in the permission tree and in user-granted-menus at once; static menus keep
 * what schemas/menus.json defines.
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import type { FieldError } from '../../../common/api-types'
import type { EntityValue } from '../../../common/entities'
import { chunks } from '../../db/chunks'
import { menus, permissionGrants, roles, type MenuButton } from '../../db/schema'
import type { Executor } from '../../db/types'
import { badRequest, fail, forbidden, MESSAGES } from '../../http/envelope'
import { TAKEN, UUID } from '../../http/db-errors'
import { updateStamped } from '../../http/stamp'
import { flattenMenus } from '../../permissions/definitions'
import { definedPermissionNames, namesOfMenu } from '../../permissions/defined'
import { grantAll } from '../../permissions/grant'
import { ADMIN_ROLE } from '../identity/admin'
import { uniqueNames } from '../identity/service'
import { findMenu, menuDetail, MENU_NOT_FOUND, type MenuRow } from './queries'
import { auditChange, type AuditWho } from '../audit/log'
import { sessionsChanged } from '../../auth/session-cache'

export const MENU_MESSAGES = {
  notFound: MENU_NOT_FOUND,
  staticDelete: '系统菜单不能删除',
  hasChildren: '请先删除子菜单',
  authorityRequired: '请选择菜单功能编码',
  authorityPattern: '菜单功能编码只能包含字母、数字和点',
  authorityTaken: '菜单功能编码已存在',
  pathTaken: TAKEN.menuPath,
  parentMissing: '上级菜单不存在',
  parentLoop: '上级菜单不能是自己或下级菜单',

  buttonName: '请填写名称',
  buttonNameLength: '名称最多10个字符',
  buttonCode: '请填写编码',
  buttonCodePattern: '编码只能包含字母和数字',
  buttonDuplicate: '功能编码不能重复',
  buttonTaken: '功能编码已存在',
  staticAuthority: '系统菜单不能修改功能编码',
  staticButtons: '系统菜单的内置按钮不能删除',
  staticType: '系统菜单不能修改菜单类型',
  staticParent: '系统菜单不能修改上级菜单',
  staticPath: '系统菜单不能修改路由名称',
  noStamp: MESSAGES.noStamp,
} as const

const BUTTON_NAME_MAX = 10
const AUTHORITY = /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/
const CODE = /^[A-Za-z][A-Za-z0-9]*$/

export type MenuInput = EntityValue<'menu'>

interface SavedMenu {
  parentId: string | null
  name: string
  url: string
  path: string
  icon: string
  type: number
  sort: number
  authority: string
  openMode: string
  isEnable: number
  authoritys: MenuButton[]
}

/** The button rows (at most 20, checked by the validator): every problem of every row, in order (the dialog marks each one). */
function parseButtons(raw: Record<string, unknown>[] | undefined, authority: string): MenuButton[] {
  if (!raw) return []
  const errors: FieldError[] = []
  const out: MenuButton[] = []
  raw.forEach((row, i) => {
    const r = (row && typeof row === 'object' ? row : {}) as Record<string, unknown>
    const name = typeof r.AuthorityName === 'string' ? r.AuthorityName.trim() : ''
    const given = typeof r.Authority === 'string' ? r.Authority.trim() : ''
    // A bare code or any dotted name: the button is <menu Authority>.<last segment>.
    const code = given.split('.').pop() ?? ''
    if (!name) errors.push({ Field: `Authoritys[${i}].AuthorityName`, Message: MENU_MESSAGES.buttonName })
    else if ([...name].length > BUTTON_NAME_MAX) errors.push({ Field: `Authoritys[${i}].AuthorityName`, Message: MENU_MESSAGES.buttonNameLength })
    if (!given) errors.push({ Field: `Authoritys[${i}].Authority`, Message: MENU_MESSAGES.buttonCode })
    else if (!CODE.test(code) || (given.includes('.') && !AUTHORITY.test(given)))
      errors.push({ Field: `Authoritys[${i}].Authority`, Message: MENU_MESSAGES.buttonCodePattern })
    else if (out.some((b) => b.Authority === `${authority}.${code}`))
      errors.push({ Field: `Authoritys[${i}].Authority`, Message: MENU_MESSAGES.buttonDuplicate })
    out.push({ Authority: `${authority}.${code}`, AuthorityName: name })
  })
  if (errors.length) throw badRequest(errors[0].Message, errors)
  return out
}

function validMenu(input: MenuInput): { menu: SavedMenu; roleNames?: string[]; stamp?: string } {
  const authority = input.Authority
  if (!AUTHORITY.test(authority)) throw fail('Authority', MENU_MESSAGES.authorityPattern)
  const parentId = input.ParentId || null
  if (parentId && !UUID.test(parentId)) throw fail('ParentId', MENU_MESSAGES.parentMissing)
  return {
    menu: {
      parentId,
      name: input.Name,
      url: input.Url ?? '',
      path: input.Path ?? '',
      icon: input.Icon ?? '',
      type: input.Type,
      sort: input.Sort,
      authority,
      openMode: input.OpenMode,
      isEnable: input.IsEnable,
      authoritys: parseButtons(input.Authoritys, authority),
    },
    roleNames: uniqueNames(input.RoleNames),
    stamp: input.ConcurrencyStamp,
  }
}

/** Buttons menus.json defines for a static menu (they come back at every start, so they stay). */
function definedButtons(path: string): MenuButton[] {
  return flattenMenus().find((m) => m.Path === path)?.Authoritys ?? []
}

/** Checks the parent, the uniqueness of path and names, and the rules of static menus. */
async function checkMenu(tx: Executor, menu: SavedMenu, current?: MenuRow): Promise<void> {
  if (menu.parentId) {
    const [parent] = await tx.select().from(menus).where(eq(menus.id, menu.parentId))
    if (!parent || parent.type !== 0) throw fail('ParentId', MENU_MESSAGES.parentMissing)
    if (current) {
      // Walk up from the new parent: meeting the menu itself means a loop.
      const all = await tx.select({ id: menus.id, parentId: menus.parentId }).from(menus)
      const up = new Map(all.map((r) => [r.id, r.parentId]))
      for (let at: string | null | undefined = menu.parentId, i = 0; at && i < 1000; at = up.get(at), i++) {
        if (at === current.id) throw fail('ParentId', MENU_MESSAGES.parentLoop)
      }
    }
  }
  if (current?.isStatic) {
    if (menu.authority !== current.authority) throw fail('Authority', MENU_MESSAGES.staticAuthority)
    if (menu.type !== current.type) throw fail('Type', MENU_MESSAGES.staticType)
    if (menu.parentId !== current.parentId) throw fail('ParentId', MENU_MESSAGES.staticParent)
    if (menu.path !== current.path) throw fail('Path', MENU_MESSAGES.staticPath)
    for (const b of definedButtons(current.path)) {
      if (!menu.authoritys.some((x) => x.Authority === b.Authority)) throw fail('Authoritys', MENU_MESSAGES.staticButtons)
    }
  }
  const others = await tx
    .select({ id: menus.id, path: menus.path, authority: menus.authority, authoritys: menus.authoritys })
    .from(menus)
    .where(current ? sql`${menus.id} <> ${current.id}` : undefined)
  const taken = new Set(others.flatMap((o) => namesOfMenu({ authority: o.authority, authoritys: o.authoritys as MenuButton[] })))
  if (taken.has(menu.authority)) throw fail('Authority', MENU_MESSAGES.authorityTaken)
  const i = menu.authoritys.findIndex((b) => taken.has(b.Authority))
  if (i >= 0) throw fail(`Authoritys[${i}].Authority`, `${MENU_MESSAGES.buttonTaken}：${menu.authoritys[i].Authority}`)
  if (others.some((o) => o.path === menu.path)) throw fail('Path', MENU_MESSAGES.pathTaken)
}

/**
 * After a save: grants follow renamed names, names no longer defined lose their grants, the
 * administrator role holds every name, and RoleNames (when sent) is the set of roles holding the page.
 */
async function syncGrants(tx: Executor, saved: MenuRow, before: MenuRow | undefined, roleNames: string[] | undefined): Promise<void> {
  const buttons = saved.authoritys as MenuButton[]
  if (before && before.authority !== saved.authority) {
    const moves: [string, string][] = [[before.authority, saved.authority]]
    for (const b of before.authoritys as MenuButton[]) {
      const code = b.Authority.split('.').pop()
      const now = buttons.find((x) => x.Authority.split('.').pop() === code)
      if (now) moves.push([b.Authority, now.Authority])
    }
    for (const [from, to] of moves) {
      await tx.delete(permissionGrants).where(eq(permissionGrants.name, to))
      await tx.update(permissionGrants).set({ name: to }).where(eq(permissionGrants.name, from))
    }
  }
  if (before) await dropUndefinedGrants(tx, before)
  // grantAll tells the session cache; the renames and removals above are told with it
  await grantAll(tx, 'R', ADMIN_ROLE, namesOfMenu({ authority: saved.authority, authoritys: buttons }))
  if (roleNames) {
    const keep = [...new Set([...roleNames, ADMIN_ROLE])]
    await tx
      .delete(permissionGrants)
      .where(and(eq(permissionGrants.providerName, 'R'), eq(permissionGrants.name, saved.authority), notInArray(permissionGrants.providerKey, keep)))
    await tx
      .insert(permissionGrants)
      .values(keep.map((key) => ({ name: saved.authority, providerName: 'R', providerKey: key })))
      .onConflictDoNothing()
  }
}

async function checkRoles(tx: Executor, names: string[] | undefined): Promise<void> {
  if (!names?.length) return
  const found = new Set((await tx.select({ name: roles.name }).from(roles).where(inArray(roles.name, names))).map((r) => r.name))
  const missing = names.find((n) => !found.has(n))
  if (missing) throw fail('RoleNames', `角色不存在：${missing}`)
}

/** Names of a deleted or changed menu that no menu defines any more lose their grants. */
async function dropUndefinedGrants(tx: Executor, menu: MenuRow): Promise<void> {
  const defined = await definedPermissionNames(tx)
  const gone = namesOfMenu({ authority: menu.authority, authoritys: menu.authoritys as MenuButton[] }).filter((n) => !defined.has(n))
  for (const part of chunks(gone)) await tx.delete(permissionGrants).where(inArray(permissionGrants.name, part))
  sessionsChanged()
}

export async function createMenu(db: Executor, input: MenuInput, who: AuditWho) {
  const { menu, roleNames } = validMenu(input)
  if (!menu.path) menu.path = `menu_${randomBytes(4).toString('hex')}`
  return db.transaction(async (tx) => {
    await checkMenu(tx, menu)
    await checkRoles(tx, roleNames)
    const [row] = await tx.insert(menus).values({ ...menu, isStatic: false }).returning()
    await syncGrants(tx, row, undefined, roleNames ?? [])
    await auditChange(tx, who, 'create', { type: 'menu', id: row.id, name: row.name }, null, row, roleNames?.length ? { RoleNames: [null, roleNames] } : {})
    return menuDetail(tx, row)
  })
}

export async function updateMenu(db: Executor, id: string, input: MenuInput, who: AuditWho) {
  const { menu, roleNames, stamp } = validMenu(input)
  return db.transaction(async (tx) => {
    const current = await findMenu(tx, id, true)
    if (!menu.path) menu.path = current.path
    await checkMenu(tx, menu, current)
    await checkRoles(tx, roleNames)
    const row = await updateStamped(tx, menus, eq(menus.id, current.id), stamp, menu)
    await syncGrants(tx, row, current, roleNames)
    await auditChange(tx, who, 'update', { type: 'menu', id: row.id, name: row.name }, current, row, roleNames ? { RoleNames: roleNames } : {})
    return menuDetail(tx, row)
  })
}

/** Deletes a menu without children (static menus stay) and the grants of the names it alone defined. */
export async function deleteMenu(db: Executor, id: string, who: AuditWho): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findMenu(tx, id, true)
    if (current.isStatic) throw forbidden(MENU_MESSAGES.staticDelete)
    const children = await tx.select({ id: menus.id }).from(menus).where(eq(menus.parentId, current.id)).limit(1)
    if (children.length) throw badRequest(MENU_MESSAGES.hasChildren)
    await tx.delete(menus).where(eq(menus.id, current.id))
    await auditChange(tx, who, 'delete', { type: 'menu', id: current.id, name: current.name }, current, null)
    await dropUndefinedGrants(tx, current)
  })
}
