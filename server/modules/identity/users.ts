/**
 * Users (spec 000 s.2 "User management", s.3 "Identity user"): paged list with the top search
 * and a role filter, get, create (with password and roles), update with the ConcurrencyStamp,
 * delete, roles of a user, assignable roles, and a password set by an administrator (which ends
 * every session of that user).
 */
import type { FastifyInstance } from 'fastify'
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { entities, type EntityValue } from '../../../common/entities'
import { userOf } from '../../auth/policy'
import { hashPassword } from '../../auth/password'
import { checkNewPassword } from '../../auth/password-policy'
import { revokeUserTokens } from '../../auth/tokens'
import { departments, files, permissionGrants, positions, roles, userRoles, users } from '../../db/schema'
import { ADMIN_ROLE, ADMIN_WORK_NO } from '../../db/seed'
import type { Executor } from '../../db/types'
import { ApiError, fail, forbidden, MESSAGES, ok, paged } from '../../http/envelope'
import { TAKEN, UUID } from '../../http/db-errors'
import { likePattern, pageQuery, parseSorting, type PageQueryInput } from '../../http/paging'
import { idParams, text, type IdParams } from '../../http/params'
import { updateStamped } from '../../http/stamp'
import { entityBody } from '../../http/validation'
import { roleDto } from './roles'
import { claimAvatar } from '../files/references'

export const userEntity = entities['identity-user']
export const passwordResetEntity = entities['password-reset']
const tags = ['users']

export const USER_MESSAGES = {
  notFound: '用户不存在',
  workNoTaken: TAKEN.workNo,
  deleteSelf: '不能删除自己',
  deleteAdmin: '系统管理员不能删除',
  adminRole: '系统管理员必须保留管理员角色',
  adminActive: '系统管理员不能停用',
  mismatch: '两次输入的密码不一致',
  avatar: '头像地址不正确',
  noStamp: MESSAGES.noStamp,
  department: '部门不存在',
  position: '岗位不存在',
} as const

type UserInput = EntityValue<'identity-user'>

/** An avatar is an uploaded file of ours or an http(s) address; nothing else reaches an <img>. */
export function checkAvatar(avatar: string | undefined): string {
  const value = (avatar ?? '').trim()
  if (!value) return ''
  if (/^\/download-file\?id=[0-9a-fA-F-]{36}$/.test(value) || /^https?:\/\/[^\s"'<>]+$/.test(value)) return value
  throw fail('Avatar', USER_MESSAGES.avatar)
}

/** ExtraProperties.Gender (spec) or Gender: 1 male, anything else female (stored as 2). */
function genderOf(input: UserInput): number | undefined {
  const extra = input.ExtraProperties
  const raw = extra && typeof extra === 'object' && !Array.isArray(extra) ? (extra as Record<string, unknown>).Gender : undefined
  const value = raw ?? input.Gender
  if (value === undefined || value === null || value === '') return undefined
  return Number(value) === 1 ? 1 : 2
}

/** Role names without blanks and repeats (the validator has made sure they are texts). */
export const uniqueNames = (raw: string[] | undefined) => (raw ? [...new Set(raw.map((r) => r.trim()).filter(Boolean))] : undefined)

function validUser(input: UserInput) {
  for (const [field, id] of [['DepartmentId', input.DepartmentId], ['PositionId', input.PositionId]] as const) {
    if (id && !UUID.test(id)) throw fail(field, field === 'DepartmentId' ? USER_MESSAGES.department : USER_MESSAGES.position)
  }
  return {
    input,
    gender: genderOf(input),
    avatar: checkAvatar(input.Avatar),
    roleNames: uniqueNames(input.RoleNames),
  }
}

type UserRow = typeof users.$inferSelect

async function findUser(db: Executor, id: string, forUpdate = false): Promise<UserRow> {
  if (!UUID.test(id)) throw new ApiError(404, USER_MESSAGES.notFound)
  const q = db.select().from(users).where(eq(users.id, id))
  const [row] = forUpdate ? await q.for('update') : await q
  if (!row) throw new ApiError(404, USER_MESSAGES.notFound)
  return row
}

/** Role names per user, for a page of users. */
async function rolesOf(db: Executor, ids: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>()
  if (!ids.length) return out
  const rows = await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, ids))
    .orderBy(roles.name)
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.name])
  return out
}

function userDto(u: UserRow, extra: { departmentName?: string | null; positionName?: string | null; roleNames?: string[] }) {
  return {
    Id: u.id,
    UserName: u.userName,
    Name: u.name,
    Surname: u.surname,
    NickName: u.nickName,
    RealName: u.realName,
    Email: u.email,
    PhoneNumber: u.phoneNumber,
    Avatar: u.avatar,
    DepartmentId: u.departmentId,
    DepartmentName: extra.departmentName ?? '',
    PositionId: u.positionId,
    PositionName: extra.positionName ?? '',
    LockoutEnabled: u.lockoutEnabled,
    TwoFactorEnabled: u.twoFactorEnabled,
    IsActive: u.isActive,
    IsLockedOut: Boolean(u.lockoutEnabled && u.lockoutEnd && u.lockoutEnd.getTime() > Date.now()),
    ExtraProperties: { Gender: u.gender },
    Gender: u.gender,
    RoleNames: extra.roleNames ?? [],
    ConcurrencyStamp: u.concurrencyStamp,
    CreationTime: u.creationTime.toISOString(),
  }
}

const withNames = (db: Executor) =>
  db
    .select({ user: users, departmentName: departments.name, positionName: positions.name })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(positions, eq(positions.id, users.positionId))

async function detail(db: Executor, id: string) {
  const [row] = await withNames(db).where(eq(users.id, id))
  if (!row) throw new ApiError(404, USER_MESSAGES.notFound)
  const roleMap = await rolesOf(db, [id])
  return userDto(row.user, { ...row, roleNames: roleMap.get(id) })
}

async function roleIdsOf(tx: Executor, names: string[]): Promise<string[]> {
  if (!names.length) return []
  const rows = await tx.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, names))
  const missing = names.find((n) => !rows.some((r) => r.name === n))
  if (missing) throw fail('RoleNames', `角色不存在：${missing}`)
  return rows.map((r) => r.id)
}

async function checkReferences(tx: Executor, input: UserInput): Promise<void> {
  if (input.DepartmentId) {
    const found = await tx.select({ id: departments.id }).from(departments).where(eq(departments.id, input.DepartmentId))
    if (!found.length) throw fail('DepartmentId', USER_MESSAGES.department)
  }
  if (input.PositionId) {
    const found = await tx.select({ id: positions.id }).from(positions).where(eq(positions.id, input.PositionId))
    if (!found.length) throw fail('PositionId', USER_MESSAGES.position)
  }
}

async function workNoTaken(db: Executor, userName: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(sql`lower(${users.userName}) = lower(${userName})`, sql`${users.id} <> ${exceptId}`) : sql`lower(${users.userName}) = lower(${userName})`)
  return rows.length > 0
}

const takenError = () => fail('UserName', USER_MESSAGES.workNoTaken)

const SORTABLE = ['UserName', 'Name', 'Surname', 'Email', 'PhoneNumber', 'CreationTime'] as const
const sortColumn = { UserName: users.userName, Name: users.name, Surname: users.surname, Email: users.email, PhoneNumber: users.phoneNumber, CreationTime: users.creationTime }
const userId = idParams('id', '用户编号')

export function userRoutes(ctx: AppContext) {
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
          conditions.push(
            or(ilike(users.userName, p), ilike(users.surname, p), ilike(users.name, p), ilike(users.realName, p), ilike(users.email, p), ilike(users.phoneNumber, p))!,
          )
        }
        const roleName = q.RoleName?.trim()
        if (roleName) {
          conditions.push(
            sql`${users.id} IN (SELECT ${userRoles.userId} FROM ${userRoles} JOIN ${roles} ON ${roles.id} = ${userRoles.roleId} WHERE ${roles.name} = ${roleName})`,
          )
        }
        const where = conditions.length ? and(...conditions) : undefined
        const sort = parseSorting(q.Sorting, SORTABLE, 'UserName')
        const column = sortColumn[sort.field]
        const [rows, [{ total }]] = await Promise.all([
          withNames(ctx.db)
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

    app.get(
      '/api/identity/users/assignable-roles',
      { config: { permission: 'System.User' }, schema: { tags, summary: '可分配的角色' } },
      async () => {
        const rows = await ctx.db.select().from(roles).orderBy(roles.name)
        return ok({ Items: rows.map(roleDto) })
      },
    )

    app.get<IdParams>(
      '/api/identity/users/:id',
      { config: { permission: 'System.User' }, schema: { tags, summary: '用户详情', params: userId } },
      async (request) => {
        const user = await findUser(ctx.db, request.params.id)
        return ok(await detail(ctx.db, user.id))
      },
    )

    app.get<IdParams>(
      '/api/identity/users/:id/roles',
      { config: { permission: 'System.User' }, schema: { tags, summary: '用户的角色', params: userId } },
      async (request) => {
        const user = await findUser(ctx.db, request.params.id)
        const rows = await ctx.db
          .select({ role: roles })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(eq(userRoles.userId, user.id))
          .orderBy(roles.name)
        return ok({ Items: rows.map((r) => roleDto(r.role)) })
      },
    )

    app.post<{ Body: UserInput }>(
      '/api/identity/users',
      { config: { permission: 'System.User.Create' }, schema: { tags, summary: '新增用户（需设置密码）', body: entityBody(userEntity, { require: ['Password'] }) } },
      async (request) => {
        const { input, gender, avatar, roleNames } = validUser(request.body)
        checkNewPassword('Password', '密码', input.Password!, input.UserName)
        const passwordHash = await hashPassword(input.Password!)
        const id = await ctx.db.transaction(async (tx) => {
            if (await workNoTaken(tx, input.UserName)) throw takenError()
            await checkReferences(tx, input)
            const roleIds = await roleIdsOf(tx, roleNames ?? [])
            const [row] = await tx
              .insert(users)
              .values({
                userName: input.UserName,
                surname: input.Surname,
                name: input.Name,
                nickName: input.NickName ?? '',
                realName: input.Surname + input.Name,
                email: input.Email ?? '',
                phoneNumber: input.PhoneNumber ?? '',
                gender: gender ?? 1,
                avatar,
                departmentId: input.DepartmentId || null,
                positionId: input.PositionId || null,
                lockoutEnabled: input.LockoutEnabled,
                twoFactorEnabled: input.TwoFactorEnabled,
                isActive: input.IsActive,
                passwordHash,
              })
              .returning({ id: users.id })
            if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })))
            await claimAvatar(tx, avatar, row.id, userOf(request).id)
            return row.id
          })
        return ok(await detail(ctx.db, id))
      },
    )

    app.put<IdParams & { Body: UserInput }>(
      '/api/identity/users/:id',
      {
        config: { permission: 'System.User.Update' },
        schema: { tags, summary: '编辑用户（需带 ConcurrencyStamp；不改密码）', params: userId, body: entityBody(userEntity, { stamped: true }) },
      },
      async (request) => {
        const { input, gender, avatar, roleNames } = validUser(request.body)
        const id = await ctx.db.transaction(async (tx) => {
            const current = await findUser(tx, request.params.id, true)
            const isAdmin = current.userName === ADMIN_WORK_NO
            if (isAdmin && input.UserName !== current.userName) throw fail('UserName', '系统管理员不能修改工号')
            if (isAdmin && !input.IsActive) throw fail('IsActive', USER_MESSAGES.adminActive)
            if (isAdmin && roleNames && !roleNames.includes(ADMIN_ROLE)) throw fail('RoleNames', USER_MESSAGES.adminRole)
            if (input.UserName !== current.userName && (await workNoTaken(tx, input.UserName, current.id))) throw takenError()
            await checkReferences(tx, input)
            if (input.Avatar !== undefined && avatar !== current.avatar) await claimAvatar(tx, avatar, current.id, userOf(request).id)
            const roleIds = roleNames ? await roleIdsOf(tx, roleNames) : undefined
            await updateStamped(tx, users, eq(users.id, current.id), input.ConcurrencyStamp, {
                userName: input.UserName,
                surname: input.Surname,
                name: input.Name,
                nickName: input.NickName ?? current.nickName,
                realName: input.Surname + input.Name,
                email: input.Email ?? '',
                phoneNumber: input.PhoneNumber ?? '',
                gender: gender ?? current.gender,
                avatar: input.Avatar === undefined ? current.avatar : avatar,
                departmentId: input.DepartmentId === undefined ? current.departmentId : input.DepartmentId || null,
                positionId: input.PositionId === undefined ? current.positionId : input.PositionId || null,
                lockoutEnabled: input.LockoutEnabled,
                twoFactorEnabled: input.TwoFactorEnabled,
                isActive: input.IsActive,
                // Switching lockout off also ends a running lockout.
                ...(input.LockoutEnabled ? {} : { lockoutEnd: null, accessFailedCount: 0 }),
            })
            if (roleIds) {
              await tx.delete(userRoles).where(eq(userRoles.userId, current.id))
              if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: current.id, roleId })))
            }
            // Disabling an account ends its sessions.
            if (current.isActive && !input.IsActive) await revokeUserTokens(tx, current.id)
            return current.id
          })
        return ok(await detail(ctx.db, id))
      },
    )

    app.delete<IdParams>(
      '/api/identity/users/:id',
      { config: { permission: 'System.User.Delete' }, schema: { tags, summary: '删除用户（不能删除自己和系统管理员）', params: userId } },
      async (request) => {
        const me = userOf(request)
        const keys = await ctx.db.transaction(async (tx) => {
          const current = await findUser(tx, request.params.id, true)
          if (current.id === me.id) throw forbidden(USER_MESSAGES.deleteSelf)
          if (current.userName === ADMIN_WORK_NO) throw forbidden(USER_MESSAGES.deleteAdmin)
          const owned = await tx.select({ key: files.storageKey }).from(files).where(eq(files.ownerId, current.id))
          await tx.delete(permissionGrants).where(and(eq(permissionGrants.providerName, 'U'), eq(permissionGrants.providerKey, current.id)))
          // user_roles, tokens and files rows go with the user (ON DELETE CASCADE)
          await tx.delete(users).where(eq(users.id, current.id))
          return owned.map((o) => o.key)
        })
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
        const { NewPassword, ConfirmPassword } = request.body
        if (NewPassword !== ConfirmPassword) throw fail('ConfirmPassword', USER_MESSAGES.mismatch)
        const user = await findUser(ctx.db, request.params.id)
        checkNewPassword('NewPassword', '新密码', NewPassword, user.userName)
        const passwordHash = await hashPassword(NewPassword)
        await ctx.db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ passwordHash, accessFailedCount: 0, lockoutEnd: null })
            .where(eq(users.id, user.id))
          await revokeUserTokens(tx, user.id)
        })
        return ok(null)
      },
    )
  }
}
