/**
 * Roles (spec 000 s.2 "Role management"): paged list, get, create, update with the
 * ConcurrencyStamp, delete. System (static) roles cannot be renamed or deleted.
 */
import type { FastifyInstance } from 'fastify'
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { entities, type EntityValue } from '../../../common/entities'
import { permissionGrants, roles, userRoles } from '../../db/schema'
import type { Executor } from '../../db/types'
import { ApiError, fail, forbidden, ok, paged } from '../../http/envelope'
import { TAKEN, UUID } from '../../http/db-errors'
import { likePattern, pageQuerySchema, parseSorting, type PageQueryInput } from '../../http/paging'
import { idParams, type IdParams } from '../../http/params'
import { updateStamped } from '../../http/stamp'
import { entityBody } from '../../http/validation'

export const roleEntity = entities.role
const tags = ['roles']
const NOT_FOUND = '角色不存在'

type RoleRow = typeof roles.$inferSelect
type RoleInput = EntityValue<'role'>

export function roleDto(r: RoleRow) {
  return { Id: r.id, Name: r.name, IsDefault: r.isDefault, IsPublic: r.isPublic, IsStatic: r.isStatic, ConcurrencyStamp: r.concurrencyStamp }
}

const nameTaken = () => fail('Name', TAKEN.roleName)

async function findRole(db: Executor, id: string, forUpdate = false): Promise<RoleRow> {
  if (!UUID.test(id)) throw new ApiError(404, NOT_FOUND)
  const q = db.select().from(roles).where(eq(roles.id, id))
  const [row] = forUpdate ? await q.for('update') : await q
  if (!row) throw new ApiError(404, NOT_FOUND)
  return row
}

async function nameInUse(db: Executor, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(exceptId ? and(eq(roles.name, name), sql`${roles.id} <> ${exceptId}`) : eq(roles.name, name))
  return rows.length > 0
}

const SORTABLE = ['Name', 'IsDefault', 'IsPublic', 'IsStatic', 'CreationTime'] as const
const sortColumn = { Name: roles.name, IsDefault: roles.isDefault, IsPublic: roles.isPublic, IsStatic: roles.isStatic, CreationTime: roles.creationTime }

export function roleRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.get<{ Querystring: PageQueryInput }>(
      '/api/identity/roles',
      { config: { permission: 'System.Role' }, schema: { tags, summary: '角色列表（分页，按名称排序）', querystring: pageQuerySchema } },
      async (request) => {
        const q = request.query
        const where = q.Filter?.trim() ? ilike(roles.name, likePattern(q.Filter.trim())) : undefined
        const sort = parseSorting(q.Sorting, SORTABLE, 'Name')
        const column = sortColumn[sort.field]
        const [rows, [{ total }]] = await Promise.all([
          ctx.db
            .select()
            .from(roles)
            .where(where)
            .orderBy(sort.desc ? desc(column) : asc(column), asc(roles.id))
            .limit(q.MaxResultCount)
            .offset(q.SkipCount),
          ctx.db.select({ total: count() }).from(roles).where(where),
        ])
        return paged(rows.map(roleDto), Number(total))
      },
    )

    app.get<IdParams>(
      '/api/identity/roles/:id',
      { config: { permission: 'System.Role' }, schema: { tags, summary: '角色详情', params: idParams('id', '角色编号') } },
      async (request) => ok(roleDto(await findRole(ctx.db, request.params.id))),
    )

    app.post<{ Body: RoleInput }>(
      '/api/identity/roles',
      { config: { permission: 'System.Role.Create' }, schema: { tags, summary: '新增角色', body: entityBody(roleEntity) } },
      async (request) => {
        const input = request.body
        const row = await ctx.db.transaction(async (tx) => {
          if (await nameInUse(tx, input.Name)) throw nameTaken()
          const [created] = await tx.insert(roles).values({ name: input.Name, isDefault: input.IsDefault, isPublic: input.IsPublic }).returning()
          return created
        })
        return ok(roleDto(row))
      },
    )

    app.put<IdParams & { Body: RoleInput }>(
      '/api/identity/roles/:id',
      {
        config: { permission: 'System.Role.Update' },
        schema: { tags, summary: '编辑角色（需带 ConcurrencyStamp）', params: idParams('id', '角色编号'), body: entityBody(roleEntity, { stamped: true }) },
      },
      async (request) => {
        const input = request.body
        const row = await ctx.db.transaction(async (tx) => {
          const current = await findRole(tx, request.params.id, true)
          if (current.isStatic && input.Name !== current.name) throw fail('Name', '系统角色不能修改名称')
          if (input.Name !== current.name && (await nameInUse(tx, input.Name, current.id))) throw nameTaken()
          const saved = await updateStamped(tx, roles, eq(roles.id, current.id), input.ConcurrencyStamp, {
            name: input.Name,
            isDefault: input.IsDefault,
            isPublic: input.IsPublic,
          })
          // Role grants are keyed by the role name (provider R), so they follow a rename.
          if (saved.name !== current.name) {
            await tx
              .update(permissionGrants)
              .set({ providerKey: saved.name })
              .where(and(eq(permissionGrants.providerName, 'R'), eq(permissionGrants.providerKey, current.name)))
          }
          return saved
        })
        return ok(roleDto(row))
      },
    )

    app.delete<IdParams>(
      '/api/identity/roles/:id',
      { config: { permission: 'System.Role.Delete' }, schema: { tags, summary: '删除角色（同时删除其授权与用户关联）', params: idParams('id', '角色编号') } },
      async (request) => {
        await ctx.db.transaction(async (tx) => {
          const current = await findRole(tx, request.params.id, true)
          if (current.isStatic) throw forbidden('系统角色不能删除')
          await tx.delete(permissionGrants).where(and(eq(permissionGrants.providerName, 'R'), eq(permissionGrants.providerKey, current.name)))
          await tx.delete(userRoles).where(eq(userRoles.roleId, current.id))
          await tx.delete(roles).where(eq(roles.id, current.id))
        })
        return ok(null)
      },
    )
  }
}
