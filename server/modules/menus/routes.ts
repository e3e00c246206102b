/** The granted menu tree (sidebar) and the permission trees of the permission dialogs. */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { holdsAny, grantedNames } from '../../auth/grants'
import { userOf } from '../../auth/policy'
import { forbidden, ok } from '../../http/envelope'
import { assertProviderExists, grantState, parseProvider, PROVIDER_MESSAGES, providerKeyOf, type ProviderName } from '../../permissions/grant-state'
import { grantedMenus, loadMenuTree, permissionGroups } from '../../permissions/menu-tree'

const tags = ['menus']
/** Managing either roles' or users' permissions needs the permission tree. */
export const MANAGE_PERMISSIONS = ['System.Role.Permission', 'System.User.Permission']
export const permissionFor = (provider: ProviderName) => (provider === 'R' ? 'System.Role.Permission' : 'System.User.Permission')

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
        if (!(await holdsAny(ctx.db, userOf(request).id, [permissionFor(provider)]))) throw forbidden()
        const key = providerKeyOf(request.query.providerKey)
        await assertProviderExists(ctx.db, provider, key)
        const [tree, state] = await Promise.all([loadMenuTree(ctx.db, false), grantState(ctx.db, provider, key)])
        return ok(permissionGroups(tree, state))
      },
    )
  }
}
