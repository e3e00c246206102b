/**
 * My account (spec 000 s.1 'My' menu: personal centre and change password), for every signed-in
 * user about themselves only.
 */
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { entities, type EntityValue } from '../../../common/entities'
import { userOf } from '../../auth/policy'
import { hashPassword, verifyPassword } from '../../auth/password'
import { checkNewPassword } from '../../auth/password-policy'
import { revokeUserTokens } from '../../auth/tokens'
import { departments, positions, roles, userRoles, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { ApiError, fail, ok } from '../../http/envelope'
import { updateStamped } from '../../http/stamp'
import { entityBody } from '../../http/validation'
import { checkAvatar, USER_MESSAGES } from '../identity/service'
import { claimAvatar } from '../files/references'
import { audit, auditChange, byRequest } from '../audit/log'

export const profileEntity = entities['my-profile']
export const passwordChangeEntity = entities['password-change']
const tags = ['my-profile']
export const WRONG_PASSWORD = '当前密码不正确'

async function profile(db: Executor, id: string) {
  const [row] = await db
    .select({ user: users, departmentName: departments.name, positionName: positions.name })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(positions, eq(positions.id, users.positionId))
    .where(eq(users.id, id))
  if (!row) throw new ApiError(404, USER_MESSAGES.notFound)
  const roleRows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, id))
    .orderBy(roles.name)
  const u = row.user
  return {
    Id: u.id,
    UserName: u.userName,
    WorkNo: u.userName,
    Name: u.name,
    Surname: u.surname,
    NickName: u.nickName,
    RealName: u.realName,
    Email: u.email,
    PhoneNumber: u.phoneNumber,
    Avatar: u.avatar,
    DepartmentName: row.departmentName ?? '',
    PositionName: row.positionName ?? '',
    Roles: roleRows.map((r) => r.name),
    ConcurrencyStamp: u.concurrencyStamp,
  }
}

type ProfileInput = EntityValue<'my-profile'>

export function profileRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.get('/api/app/my-profile', { config: { access: 'signedIn' }, schema: { tags, summary: '个人中心：我的资料' } }, async (request) =>
      ok(await profile(ctx.db, userOf(request).id)),
    )

    app.put<{ Body: ProfileInput }>(
      '/api/app/my-profile',
      { config: { access: 'signedIn' }, schema: { tags, summary: '个人中心：修改我的资料（需带 ConcurrencyStamp）', body: entityBody(profileEntity, { stamped: true }) } },
      async (request) => {
        const me = userOf(request)
        const input = request.body
        const avatar = checkAvatar(input.Avatar)
        await ctx.db.transaction(async (tx) => {
          const [current] = await tx.select().from(users).where(eq(users.id, me.id)).for('update')
          if (!current) throw new ApiError(404, USER_MESSAGES.notFound)
          const surname = input.Surname ?? current.surname
          // The full name is rebuilt only when its parts changed: a stored name that is not the plain
          // concatenation (a title, a compound surname split differently) survives a save of other fields.
          const renamed = surname !== current.surname || input.Name !== current.name
          if (input.Avatar !== undefined && avatar !== current.avatar) await claimAvatar(tx, avatar, me.id, me.id)
          const saved = await updateStamped(tx, users, eq(users.id, me.id), input.ConcurrencyStamp, {
            name: input.Name,
            surname,
            realName: renamed ? surname + input.Name : current.realName,
            nickName: input.NickName ?? current.nickName,
            email: input.Email ?? current.email,
            phoneNumber: input.PhoneNumber ?? current.phoneNumber,
            avatar: input.Avatar === undefined ? current.avatar : avatar,
          })
          await auditChange(tx, byRequest(request), 'update', { type: 'user', id: me.id, name: current.userName }, current, saved)
        })
        return ok(await profile(ctx.db, me.id))
      },
    )

    app.post<{ Body: EntityValue<'password-change'> }>(
      '/api/app/my-profile/change-password',
      { config: { access: 'signedIn' }, schema: { tags, summary: '修改我的密码（成功后所有登录失效）', body: entityBody(passwordChangeEntity) } },
      async (request) => {
        const me = userOf(request)
        const { CurrentPassword, NewPassword, ConfirmPassword } = request.body

        if (NewPassword !== ConfirmPassword) throw fail('ConfirmPassword', USER_MESSAGES.mismatch)
        const [current] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, me.id))
        if (!current || !(await verifyPassword(CurrentPassword, current.hash))) throw fail('CurrentPassword', WRONG_PASSWORD)
        checkNewPassword('NewPassword', '新密码', NewPassword, me.userName)
        const passwordHash = await hashPassword(NewPassword)
        await ctx.db.transaction(async (tx) => {
          await tx.update(users).set({ passwordHash }).where(eq(users.id, me.id))
          await revokeUserTokens(tx, me.id)
          await audit(tx, { ...byRequest(request), action: 'update', targetType: 'user', targetId: me.id, targetName: me.userName, changes: { Password: '***' } })
        })
        return ok(null)
      },
    )
  }
}
