/**
 * Saves permission changes as a diff (only what changed is sent), all in one transaction: a
 * request with one bad name changes nothing.
 */
import type { FastifyInstance } from 'fastify'
import { and, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { callerHolds } from '../../auth/policy'
import { permissionGrants } from '../../db/schema'
import { ADMIN_ROLE } from '../identity/admin'
import { grantAll } from '../../permissions/grant'
import { chunks } from '../../db/chunks'
import { badRequest, forbidden, ok } from '../../http/envelope'
import { definedPermissionNames } from '../../permissions/defined'
import { assertProviderExists, parseProvider, PROVIDER_MESSAGES, providerKeyOf } from '../../permissions/grant-state'
import { MANAGE_PERMISSIONS, permissionFor } from '../../permissions/grant'
import { audit, byRequest } from '../audit/log'

interface Change {
  Name: string
  IsGranted: boolean
}

/** Reads the body by hand so every problem gets a Chinese message naming the entry. */
function parseChanges(body: unknown, defined: Set<string>): Change[] {
  const list = (body as { Permissions?: unknown } | null)?.Permissions
  if (!Array.isArray(list)) throw badRequest('请提交权限列表', [{ Field: 'Permissions', Message: '请提交权限列表' }])
  return list.map((item, i) => {
    const c = item as Partial<Change> | null
    if (!c || typeof c.Name !== 'string' || typeof c.IsGranted !== 'boolean') {
      const message = `第${i + 1}项权限格式不正确`
      throw badRequest(message, [{ Field: `Permissions[${i}]`, Message: message }])
    }
    if (!defined.has(c.Name)) {
      const message = `权限不存在：${c.Name}`
      throw badRequest(message, [{ Field: `Permissions[${i}].Name`, Message: message }])
    }
    return { Name: c.Name, IsGranted: c.IsGranted }
  })
}

export function permissionManagementRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.put<{ Querystring: { providerName: string; providerKey: string } }>(
      '/api/permission-management/permissions',
      {
        config: { permission: MANAGE_PERMISSIONS },
        schema: {
          tags: ['permissions'],
          summary: '保存授权变更（仅差异）',
          querystring: {
            type: 'object',
            required: ['providerName', 'providerKey'],
            properties: {
              providerName: { type: 'string', enum: ['R', 'U'], 'x-message': PROVIDER_MESSAGES.name },
              providerKey: { type: 'string', minLength: 1, maxLength: 100, 'x-message': PROVIDER_MESSAGES.key },
            },
          },
          body: {
            type: 'object',
            required: ['Permissions'],
            properties: {
              Permissions: {
                type: 'array',
                maxItems: 10000,
                'x-message': '请提交权限列表',
                items: { type: 'object', required: ['Name', 'IsGranted'], properties: { Name: { type: 'string', maxLength: 200 }, IsGranted: { type: 'boolean' } } },
              },
            },
          },
        },
      },
      async (request) => {
        const provider = parseProvider(request.query.providerName)
        const key = providerKeyOf(request.query.providerKey)
        if (!(await callerHolds(request, [permissionFor(provider)]))) throw forbidden()
        const changes = parseChanges(request.body, await definedPermissionNames(ctx.db))
        await assertProviderExists(ctx.db, provider, key)
        const revoke = changes.filter((c) => !c.IsGranted).map((c) => c.Name)
        // The administrator role holds everything (re-granted at every start); refusing here
        // keeps anyone from locking the whole company out of system settings.
        if (provider === 'R' && key === ADMIN_ROLE && revoke.length) throw badRequest('管理员角色拥有全部权限，不能取消')
        const grant = changes.filter((c) => c.IsGranted).map((c) => c.Name)
        await ctx.db.transaction(async (tx) => {
          await grantAll(tx, provider, key, grant)
          for (const part of chunks(revoke)) {
            await tx
              .delete(permissionGrants)
              .where(and(eq(permissionGrants.providerName, provider), eq(permissionGrants.providerKey, key), inArray(permissionGrants.name, part)))
          }
          if (grant.length || revoke.length)
            await audit(tx, { ...byRequest(request), action: 'grant', targetType: provider === 'R' ? 'role' : 'user', targetId: key, targetName: key, changes: { Granted: grant, Revoked: revoke } })
        })
        return ok(null)
      },
    )
  }
}
