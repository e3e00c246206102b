/**
 * Users and roles (spec 000 s.2 "User management", "Role management", s.3 "Identity user"): paged
 * lists, get, create, update with the ConcurrencyStamp, delete, roles of a user, assignable roles,
 * and a password set by an administrator. Rules and transactions: ./service.ts; SQL: ./queries.ts.
 */
import type { FastifyInstance } from 'fastify'
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { entities, type EntityValue } from '../../../common/entities'
import { userOf } from '../../auth/policy'
import { roles, userRoles, users } from '../../db/schema'
import { ok, paged } from '../../http/envelope'
import { likePattern, pageQuery, pageQuerySchema, parseSorting, type PageQueryInput } from '../../http/paging'
import { idParams, text, type IdParams } from '../../http/params'
import { entityBody } from '../../http/validation'
import { findRole, findUser, roleDto, rolesOf, userDetail, userDto, usersWithNames } from './queries'
import { createIdentityUser, createRole, deleteIdentityUser, deleteRole, resetPassword, updateIdentityUser, updateRole, type RoleInput, type UserInput } from './service'
import { byRequest } from '../audit/log'

export const userEntity = entities['identity-user']
export const passwordResetEntity = entities['password-reset']
export const roleEntity = entities.role

const USER_SORTABLE = ['UserName', 'Name', 'Surname', 'Email', 'PhoneNumber', 'CreationTime'] as const
const userSort = { UserName: users.userName, Name: users.name, Surname: users.surname, Email: users.email, PhoneNumber: users.phoneNumber, CreationTime: users.creationTime }
const ROLE_SORTABLE = ['Name', 'IsDefault', 'IsPublic', 'IsStatic', 'CreationTime'] as const
const roleSort = { Name: roles.name, IsDefault: roles.isDefault, IsPublic: roles.isPublic, IsStatic: roles.isStatic, CreationTime: roles.creationTime }
const userId = idParams('id', '用户编号')
const roleId = idParams('id', '角色编号')

export function identityRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    await app.register(userRoutes(ctx))
    await app.register(roleRoutes(ctx))
  }
}

function userRoutes(ctx: AppContext) {
  const tags = ['users']
  return async function (app: FastifyInstance) {
    app.get<{ Querystring: PageQueryInput & { RoleName?: string } }>(
      '/api/identity/users',
      {
        config: { permission: 'System.User' },
        schema: {
          tags,
          summary: '用户列表（分页；Filter 匹配工号、姓、名、邮箱、手机；RoleName 按角色）',
          querystring: pageQuery({ Filter: text(), RoleName: text(), Sorting: text() }),
        },
      },
      async (request) => {
        const q = request.query
        const conditions: SQL[] = []
        const filter = q.Filter?.trim()
        if (filter) {
          const p = likePattern(filter)
          conditions.push(or(ilike(users.userName, p), ilike(users.surname, p), ilike(users.name, p), ilike(users.realName, p), ilike(users.email, p), ilike(users.phoneNumber, p))!)
        }
        const roleName = q.RoleName?.trim()
        if (roleName)
          conditions.push(sql`${users.id} IN (SELECT ${userRoles.userId} FROM ${userRoles} JOIN ${roles} ON ${roles.id} = ${userRoles.roleId} WHERE ${roles.name} = ${roleName})`)
        const where = conditions.length ? and(...conditions) : undefined
        const sort = parseSorting(q.Sorting, USER_SORTABLE, 'UserName')
        const column = userSort[sort.field]
        const [rows, [{ total }]] = await Promise.all([
          usersWithNames(ctx.db)
            .where(where)
            .orderBy(sort.desc ? desc(column) : asc(column), asc(users.id))
            .limit(q.MaxResultCount)
            .offset(q.SkipCount),
          ctx.db.select({ total: count() }).from(users).where(where),
        ])
        const roleMap = await rolesOf(ctx.db, rows.map((r) => r.user.id))
        return paged(
          rows.map((r) => userDto(r.user, { ...r, roleNames: roleMap.get(r.user.id) })),
          Number(total),
        )
      },
    )

    app.get('/api/identity/users/assignable-roles', { config: { permission: 'System.User' }, schema: { tags, summary: '可分配的角色' } }, async () => {
      const rows = await ctx.db.select().from(roles).orderBy(roles.name)
      return ok({ Items: rows.map(roleDto) })
    })

    app.get<IdParams>('/api/identity/users/:id', { config: { permission: 'System.User' }, schema: { tags, summary: '用户详情', params: userId } }, async (request) => {
      const user = await findUser(ctx.db, request.params.id)
      return ok(await userDetail(ctx.db, user.id))
    })

    app.get<IdParams>('/api/identity/users/:id/roles', { config: { permission: 'System.User' }, schema: { tags, summary: '用户的角色', params: userId } }, async (request) => {
      const user = await findUser(ctx.db, request.params.id)
      const rows = await ctx.db.select({ role: roles }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(userRoles.userId, user.id)).orderBy(roles.name)
      return ok({ Items: rows.map((r) => roleDto(r.role)) })
    })

    app.post<{ Body: UserInput }>(
      '/api/identity/users',
      { config: { permission: 'System.User.Create' }, schema: { tags, summary: '新增用户（需设置密码）', body: entityBody(userEntity, { require: ['Password'] }) } },
      async (request) => ok(await userDetail(ctx.db, await createIdentityUser(ctx.db, request.body, userOf(request).id, byRequest(request)))),
    )

    app.put<IdParams & { Body: UserInput }>(
      '/api/identity/users/:id',
      {
        config: { permission: 'System.User.Update' },
        schema: { tags, summary: '编辑用户（需带 ConcurrencyStamp；不改密码）', params: userId, body: entityBody(userEntity, { stamped: true }) },
      },
      async (request) => ok(await userDetail(ctx.db, await updateIdentityUser(ctx.db, request.params.id, request.body, userOf(request).id, byRequest(request)))),
    )

    app.delete<IdParams>(
      '/api/identity/users/:id',
      { config: { permission: 'System.User.Delete' }, schema: { tags, summary: '删除用户（不能删除自己和系统管理员）', params: userId } },
      async (request) => {
        const keys = await deleteIdentityUser(ctx.db, request.params.id, userOf(request).id, byRequest(request))
        for (const key of keys) await ctx.storage!.delete(key).catch((e) => request.log.warn({ err: e, key }, 'file of a deleted user not removed'))
        return ok(null)
      },
    )

    app.put<IdParams & { Body: EntityValue<'password-reset'> }>(
      '/api/identity/users/:id/change-password',
      {
        config: { permission: 'System.User.ChangePassword' },
        schema: { tags, summary: '管理员修改用户密码（该用户的登录全部失效）', params: userId, body: entityBody(passwordResetEntity) },
      },
      async (request) => {
        await resetPassword(ctx.db, request.params.id, request.body, byRequest(request))
        return ok(null)
      },
    )
  }
}

function roleRoutes(ctx: AppContext) {
  const tags = ['roles']
  return async function (app: FastifyInstance) {
    app.get<{ Querystring: PageQueryInput }>(
      '/api/identity/roles',
      { config: { permission: 'System.Role' }, schema: { tags, summary: '角色列表（分页，按名称排序）', querystring: pageQuerySchema } },
      async (request) => {
        const q = request.query
        const where = q.Filter?.trim() ? ilike(roles.name, likePattern(q.Filter.trim())) : undefined
        const sort = parseSorting(q.Sorting, ROLE_SORTABLE, 'Name')
        const column = roleSort[sort.field]
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

    app.get<IdParams>('/api/identity/roles/:id', { config: { permission: 'System.Role' }, schema: { tags, summary: '角色详情', params: roleId } }, async (request) =>
      ok(roleDto(await findRole(ctx.db, request.params.id))),
    )

    app.post<{ Body: RoleInput }>(
      '/api/identity/roles',
      { config: { permission: 'System.Role.Create' }, schema: { tags, summary: '新增角色', body: entityBody(roleEntity) } },
      async (request) => ok(roleDto(await createRole(ctx.db, request.body, byRequest(request)))),
    )

    app.put<IdParams & { Body: RoleInput }>(
      '/api/identity/roles/:id',
      {
        config: { permission: 'System.Role.Update' },
        schema: { tags, summary: '编辑角色（需带 ConcurrencyStamp）', params: roleId, body: entityBody(roleEntity, { stamped: true }) },
      },
      async (request) => ok(roleDto(await updateRole(ctx.db, request.params.id, request.body, byRequest(request)))),
    )

    app.delete<IdParams>(
      '/api/identity/roles/:id',
      { config: { permission: 'System.Role.Delete' }, schema: { tags, summary: '删除角色（同时删除其授权与用户关联）', params: roleId } },
      async (request) => {
        await deleteRole(ctx.db, request.params.id, byRequest(request))
        return ok(null)
      },
    )
  }
}
