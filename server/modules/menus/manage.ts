/**
 * Menu management (spec 000 s.2 "Menu management", s.3 "Menu (editable)", s.5 "Menu"): paged
 * list, parent choices, create, update with the ConcurrencyStamp, delete. A menu's page and
 * button names are permission definitions (server/permissions/defined.ts), so a saved change
 * shows in the permission tree and in user-granted-menus at once.
 */
import type { FastifyInstance } from 'fastify'
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import type { FieldError } from '../../../common/api-types'
import type { AppContext } from '../../context'
import { entities, type EntityValue } from '../../../common/entities'
import { menus, permissionGrants, roles, type MenuButton } from '../../db/schema'
import { ADMIN_ROLE, grantAll } from '../../db/seed'
import type { Executor } from '../../db/types'
import { chunks } from '../../db/chunks'
import { ApiError, badRequest, fail, forbidden, MESSAGES, ok, paged } from '../../http/envelope'
import { TAKEN, UUID } from '../../http/db-errors'
import { pageQuery, type Paging } from '../../http/paging'
import { idParams, text, type IdParams } from '../../http/params'
import { updateStamped } from '../../http/stamp'
import { entityBody } from '../../http/validation'
import { flattenMenus } from '../../permissions/definitions'
import { definedPermissionNames, namesOfMenu } from '../../permissions/defined'
import { uniqueNames } from '../identity/users'

export const menuEntity = entities.menu
const tags = ['menus']

export const MENU_MESSAGES = {
  notFound: '菜单不存在',
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

type MenuRow = typeof menus.$inferSelect

type MenuInput = EntityValue<'menu'>

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

async function findMenu(db: Executor, id: string, forUpdate = false): Promise<MenuRow> {
  if (!UUID.test(id)) throw new ApiError(404, MENU_MESSAGES.notFound)
  const q = db.select().from(menus).where(eq(menus.id, id))
  const [row] = forUpdate ? await q.for('update') : await q
  if (!row) throw new ApiError(404, MENU_MESSAGES.notFound)
  return row
}

/** Roles that hold a menu's page permission. */
async function roleNamesOf(db: Executor, authority: string): Promise<string[]> {
  if (!authority) return []
  const rows = await db
    .select({ name: roles.name })
    .from(permissionGrants)
    .innerJoin(roles, eq(roles.name, permissionGrants.providerKey))
    .where(and(eq(permissionGrants.providerName, 'R'), eq(permissionGrants.name, authority)))
    .orderBy(roles.name)
  return rows.map((r) => r.name)
}

function menuDto(m: MenuRow, parentName = '', roleNames: string[] = []) {
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

async function detail(db: Executor, m: MenuRow) {
  const parent = m.parentId ? (await db.select({ name: menus.name }).from(menus).where(eq(menus.id, m.parentId)))[0] : undefined
  return menuDto(m, parent?.name ?? '', await roleNamesOf(db, m.authority))
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
  if (before) {
    const defined = await definedPermissionNames(tx)
    const gone = namesOfMenu({ authority: before.authority, authoritys: before.authoritys as MenuButton[] }).filter((n) => !defined.has(n))
    for (const part of chunks(gone)) await tx.delete(permissionGrants).where(inArray(permissionGrants.name, part))
  }
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

const menuId = idParams('id', '菜单编号')

export function menuManagementRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.get<{ Querystring: Paging & { Filter?: string; ParentId?: string } }>(
      '/api/app/apb-menu/menu-list',
      {
        config: { permission: 'System.Menu' },
        schema: { tags, summary: '菜单列表（分页，按树的顺序）', querystring: pageQuery({ Filter: text(), ParentId: text(40) }) },
      },
      async (request) => {
        const q = request.query
        // Menus are few (tens to hundreds): order them as the tree in memory, then page.
        const rows = await ctx.db.select().from(menus)
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
        const filter = q.Filter?.trim().toLowerCase()
        const matching = ordered.filter(
          (m) =>
            (!q.ParentId || m.parentId === q.ParentId) &&
            (!filter || [m.name, m.path, m.url, m.authority].some((t) => t.toLowerCase().includes(filter))),
        )
        const page = matching.slice(q.SkipCount, q.SkipCount + q.MaxResultCount)
        return paged(
          page.map((m) => menuDto(m, m.parentId ? names.get(m.parentId) ?? '' : '')),
          matching.length,
        )
      },
    )

    app.get(
      '/api/app/apb-menu/parent-menu',
      { config: { permission: 'System.Menu' }, schema: { tags, summary: '可选的上级菜单（分组）' } },
      async () => {
        const rows = await ctx.db.select({ Id: menus.id, Name: menus.name, Sort: menus.sort }).from(menus).where(eq(menus.type, 0)).orderBy(menus.sort, menus.name)
        return ok(rows.map((r) => ({ Id: r.Id, Name: r.Name })))
      },
    )

    app.get<IdParams>(
      '/api/app/apb-menu/:id/menu',
      { config: { permission: 'System.Menu' }, schema: { tags, summary: '菜单详情（含拥有页面权限的角色）', params: menuId } },
      async (request) => ok(await detail(ctx.db, await findMenu(ctx.db, request.params.id))),
    )

    app.post<{ Body: MenuInput }>(
      '/api/app/apb-menu/menu',
      { config: { permission: 'System.Menu.Create' }, schema: { tags, summary: '新增菜单', body: entityBody(menuEntity) } },
      async (request) => {
        const { menu, roleNames } = validMenu(request.body)
        if (!menu.path) menu.path = `menu_${randomBytes(4).toString('hex')}`
        const saved = await ctx.db.transaction(async (tx) => {
          await checkMenu(tx, menu)
          await checkRoles(tx, roleNames)
          const [row] = await tx.insert(menus).values({ ...menu, isStatic: false }).returning()
          await syncGrants(tx, row, undefined, roleNames ?? [])
          return detail(tx, row)
        })
        return ok(saved)
      },
    )

    for (const url of ['/api/app/apb-menu/:id/menu/', '/api/app/apb-menu/:id/menu']) {
      app.put<IdParams & { Body: MenuInput }>(
        url,
        {
          config: { permission: 'System.Menu.Update' },
          schema: { tags, summary: '编辑菜单（需带 ConcurrencyStamp）', params: menuId, body: entityBody(menuEntity, { stamped: true }) },
        },
        async (request) => {
          const { menu, roleNames, stamp } = validMenu(request.body)
          const saved = await ctx.db.transaction(async (tx) => {
            const current = await findMenu(tx, request.params.id, true)
            if (!menu.path) menu.path = current.path
            await checkMenu(tx, menu, current)
            await checkRoles(tx, roleNames)
            const row = await updateStamped(tx, menus, eq(menus.id, current.id), stamp, menu)
            await syncGrants(tx, row, current, roleNames)
            return detail(tx, row)
          })
          return ok(saved)
        },
      )
    }

    app.delete<IdParams>(
      '/api/app/apb-menu/:id/menu',
      { config: { permission: 'System.Menu.Delete' }, schema: { tags, summary: '删除菜单（系统菜单不能删除）', params: menuId } },

      async (request) => {
        await ctx.db.transaction(async (tx) => {
          const current = await findMenu(tx, request.params.id, true)
          if (current.isStatic) throw forbidden(MENU_MESSAGES.staticDelete)
          const children = await tx.select({ id: menus.id }).from(menus).where(eq(menus.parentId, current.id)).limit(1)
          if (children.length) throw badRequest(MENU_MESSAGES.hasChildren)
          await tx.delete(menus).where(eq(menus.id, current.id))
          const defined = await definedPermissionNames(tx)
          const gone = namesOfMenu({ authority: current.authority, authoritys: current.authoritys as MenuButton[] }).filter((n) => !defined.has(n))
          for (const part of chunks(gone)) await tx.delete(permissionGrants).where(inArray(permissionGrants.name, part))
        })
        return ok(null)
      },
    )
  }
}
