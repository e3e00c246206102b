/** Sign-in, the signed-in user's profile, sign-out (spec 000 s.7; docs/contracts.md, "HTTP"). */
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { departments, roles, userRoles, users } from '../../db/schema'
import { revokeToken } from '../../auth/tokens'
import { userOf } from '../../auth/policy'
import { ApiError, ok } from '../../http/envelope'
import { newCode, recordCode } from './sms-codes'
import { DEFAULT_SMS_LIMITS, SMS_LIMIT_MESSAGES, sendLimitHit } from './sms-limits'
import { audit } from '../audit/log'
import { invalidRequest, passwordGrant, type TokenRequest } from './sign-in'

const tags = ['auth']

export function authRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    app.post<{ Body: { username?: string } }>(
      '/api/app/old-frame/send-sms',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: '发送短信验证码',
          body: { type: 'object', properties: { username: { type: 'string', maxLength: 100, description: '工号' } } },
        },
      },
      async (request) => {
        const userName = String(request.body?.username ?? '').trim()
        if (!userName) throw new ApiError(400, '请填写工号', { Errors: [{ Field: 'username', Message: '请填写工号' }] })
        const code = newCode(ctx.smsFixedCode)
        // The limits hold for unknown work numbers too, so the answer never tells whether one exists.
        const limits = ctx.smsLimits ?? DEFAULT_SMS_LIMITS
        const refused = await ctx.db.transaction(async (tx) => {
          const hit = await sendLimitHit(tx, request.ip, limits)
          if (hit) return SMS_LIMIT_MESSAGES[hit]
          return (await recordCode(tx, userName, code, request.ip)) ? undefined : '发送过于频繁，请60秒后再试'
        })
        if (refused) throw new ApiError(429, refused)
        const [user] = await ctx.db
          .select({ userName: users.userName, phoneNumber: users.phoneNumber, isActive: users.isActive })
          .from(users)
          .where(eq(users.userName, userName))
        if (user?.isActive) await ctx.sms.send(user, code)
        return ok(null)
      },
    )

    app.post<{ Body: TokenRequest }>(
      '/connect/token',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: '登录（OAuth2 password grant，表单编码）',
          body: {
            type: 'object',
            properties: {
              grant_type: { type: 'string', maxLength: 100, description: 'password' },
              client_id: { type: 'string', maxLength: 100 },
              username: { type: 'string', maxLength: 100, description: '工号' },
              password: { type: 'string', maxLength: 200 },
              code: { type: 'string', maxLength: 20, description: '短信验证码' },
            },
          },
        },
        // Missing fields get the sign-in's own messages ('请输入工号'...); a refused value (wrong type,
        // control character) answers with OAuth's error fields like every other refusal here.
        attachValidation: true,
      },
      async (request, reply) => {
        if (request.validationError) throw invalidRequest(request.validationError)
        const { token, expiresIn } = await passwordGrant(ctx, (request.body ?? {}) as TokenRequest, request.ip)
        const answer = { access_token: token, token_type: 'Bearer', expires_in: expiresIn }
        // OAuth clients read the top-level fields; envelope readers read Data. Never cache a token.
        reply.header('cache-control', 'no-store')
        return { ...answer, Code: 200, Message: '', Data: answer }
      },
    )

    app.post(
      '/api/app/old-frame/get-login-user-info',
      { config: { access: 'signedIn' }, schema: { tags, summary: '当前登录用户信息' } },
      async (request) => {
        const me = userOf(request)
        const [row] = await ctx.db
          .select({ user: users, orgName: departments.name })
          .from(users)
          .leftJoin(departments, eq(departments.id, users.departmentId))
          .where(eq(users.id, me.id))
        const roleRows = await ctx.db
          .select({ name: roles.name })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(eq(userRoles.userId, me.id))
          .orderBy(roles.name)
        const u = row.user
        return ok({
          Id: u.id,
          UserName: u.userName,
          WorkNo: u.userName,
          Name: u.name,
          Surname: u.surname,
          NickName: u.nickName,
          RealName: u.realName,
          OrgName: row.orgName ?? '',
          Email: u.email,
          PhoneNumber: u.phoneNumber,
          Avatar: u.avatar,
          Roles: roleRows.map((r) => r.name),
        })
      },
    )

    app.post('/api/app/account/logout', { config: { access: 'signedIn' }, schema: { tags, summary: '退出登录（吊销当前令牌）' } }, async (request) => {
      const me = userOf(request)
      await ctx.db.transaction(async (tx) => {
        await revokeToken(tx, me.tokenHash)
        await audit(tx, { actor: me, action: 'signOut', targetType: 'user', targetId: me.id, targetName: me.userName, clientAddress: request.ip })
      })
      return ok(null)
    })
  }
}
