/**
 * Menus: the granted menu tree (sidebar), the permission trees of the permission dialogs, and menu
 * management (spec 000 s.2 "Menu management": paged list, parent choices, get, create, update with the
 * ConcurrencyStamp, delete). Rules and transactions: ./service.ts; SQL: ./queries.ts.
 */
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { entities } from '../../../common/entities'
import { grantedNames } from '../../auth/grants'
import { callerHolds, userOf } from '../../auth/policy'
import { menus } from '../../db/schema'
import { forbidden, ok, paged } from '../../http/envelope'
import { pageQuery, type Paging } from '../../http/paging'
import { idParams, text, type IdParams } from '../../http/params'
import { entityBody } from '../../http/validation'
import { MANAGE_PERMISSIONS, permissionFor } from '../../permissions/grant'
import { assertProviderExists, grantState, parseProvider, PROVIDER_MESSAGES, providerKeyOf } from '../../permissions/grant-state'
import { grantedMenus, loadMenuTree, permissionGroups } from '../../permissions/menu-tree'
import { findMenu, menuDetail, menuDto, menusInTreeOrder } from './queries'
import { createMenu, deleteMenu, updateMenu, type MenuInput } from './service'
import { byRequest } from '../audit/log'

export const menuEntity = entities.menu
const tags = ['menus']
const menuId = idParams('id', '菜单编号')

export function menuRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.get('/api/app/apb-menu/user-granted-menus', { config: { access: 'signedIn' }, schema: { tags, summary: '当前用户被授权的菜单树' } }, async (request) => {
      const me = userOf(request)
      const [tree, granted] = await Promise.all([loadMenuTree(ctx.db, true), grantedNames(ctx.db, me.id)])
      return ok(grantedMenus(tree, granted))
    })

    app.get(
      '/api/app/apb-menu/permission-definition',
      {
        config: { permission: MANAGE_PERMISSIONS },
        schema: { tags, summary: '权限定义（按分组）', querystring: { type: 'object', properties: { defaultName: { type: 'string', maxLength: 100 } } } },
      },
      async () => ok(permissionGroups(await loadMenuTree(ctx.db, false))),
    )

    app.get<{ Querystring: { providerName: string; providerKey: string } }>(
      '/api/app/apb-menu/management-granted-menus',
      {
        config: { permission: MANAGE_PERMISSIONS },
        schema: {
          tags,
          summary: '某角色(R)或用户(U)的授权状态',
          querystring: {
            type: 'object',
            required: ['providerName', 'providerKey'],
            properties: {
              providerName: { type: 'string', enum: ['R', 'U'], 'x-message': PROVIDER_MESSAGES.name },
              providerKey: { type: 'string', minLength: 1, maxLength: 100, 'x-message': PROVIDER_MESSAGES.key },
            },
          },
        },
      },
      async (request) => {
        const provider = parseProvider(request.query.providerName)
        if (!(await callerHolds(request, [permissionFor(provider)]))) throw forbidden()
        const key = providerKeyOf(request.query.providerKey)
        await assertProviderExists(ctx.db, provider, key)
        const [tree, state] = await Promise.all([loadMenuTree(ctx.db, false), grantState(ctx.db, provider, key)])
        return ok(permissionGroups(tree, state))
      },
    )

    await app.register(menuManagementRoutes(ctx))
  }
}

function menuManagementRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.get<{ Querystring: Paging & { Filter?: string; ParentId?: string } }>(
      '/api/app/apb-menu/menu-list',
      {
        config: { permission: 'System.Menu' },
        schema: { tags, summary: '菜单列表（分页，按树的顺序）', querystring: pageQuery({ Filter: text(), ParentId: text(40) }) },
      },
      async (request) => {
        const q = request.query
        const { ordered, names } = await menusInTreeOrder(ctx.db)
        const filter = q.Filter?.trim().toLowerCase()
        const matching = ordered.filter(
          (m) => (!q.ParentId || m.parentId === q.ParentId) && (!filter || [m.name, m.path, m.url, m.authority].some((t) => t.toLowerCase().includes(filter))),
        )
        const page = matching.slice(q.SkipCount, q.SkipCount + q.MaxResultCount)
        return paged(
          page.map((m) => menuDto(m, m.parentId ? (names.get(m.parentId) ?? '') : '')),
          matching.length,
        )
      },
    )

    app.get('/api/app/apb-menu/parent-menu', { config: { permission: 'System.Menu' }, schema: { tags, summary: '可选的上级菜单（分组）' } }, async () => {
      const rows = await ctx.db.select({ Id: menus.id, Name: menus.name }).from(menus).where(eq(menus.type, 0)).orderBy(menus.sort, menus.name)
      return ok(rows)
    })

    app.get<IdParams>(
      '/api/app/apb-menu/:id/menu',
      { config: { permission: 'System.Menu' }, schema: { tags, summary: '菜单详情（含拥有页面权限的角色）', params: menuId } },
      async (request) => ok(await menuDetail(ctx.db, await findMenu(ctx.db, request.params.id))),
    )

    app.post<{ Body: MenuInput }>(
      '/api/app/apb-menu/menu',
      { config: { permission: 'System.Menu.Create' }, schema: { tags, summary: '新增菜单', body: entityBody(menuEntity) } },
      async (request) => ok(await createMenu(ctx.db, request.body, byRequest(request))),
    )

    for (const url of ['/api/app/apb-menu/:id/menu/', '/api/app/apb-menu/:id/menu']) {
      app.put<IdParams & { Body: MenuInput }>(
        url,
        {
          config: { permission: 'System.Menu.Update' },
          schema: { tags, summary: '编辑菜单（需带 ConcurrencyStamp）', params: menuId, body: entityBody(menuEntity, { stamped: true }) },
        },
        async (request) => ok(await updateMenu(ctx.db, request.params.id, request.body, byRequest(request))),
      )
    }

    app.delete<IdParams>(
      '/api/app/apb-menu/:id/menu',
      { config: { permission: 'System.Menu.Delete' }, schema: { tags, summary: '删除菜单（系统菜单不能删除）', params: menuId } },
      async (request) => {
        await deleteMenu(ctx.db, request.params.id, byRequest(request))
        return ok(null)
      },
    )
  }
}
