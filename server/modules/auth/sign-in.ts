/**
 * The password grant: work number + password + SMS code, all three required. A wrong password
 * and a wrong code get the same answer so a caller cannot tell which was wrong.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { smsCodes, users } from '../../db/schema'
import { dummyHash, verifyPassword } from '../../auth/password'
import { issueToken } from '../../auth/tokens'
import { ApiError } from '../../http/envelope'
import { codeMatches, countFailure, liveCode } from './sms-codes'

export const MAX_FAILED_SIGN_INS = 5
export const LOCKOUT_MS = 5 * 60_000

export const SIGN_IN_MESSAGES = {
  workNo: '请输入工号',
  password: '请输入密码',
  code: '请输入验证码',
  invalid: '工号、密码或验证码错误',
  locked: '账号已锁定，请5分钟后再试',
  inactive: '账号已停用，请联系管理员',
} as const

/** OAuth's error fields ride along with the envelope (docs/contracts.md, "Token"). */
function grantError(message: string, field?: string, error = 'invalid_grant'): ApiError {
  return new ApiError(400, message, field ? { Errors: [{ Field: field, Message: message }] } : null, { error, error_description: message })
}

/** A token request the validator refused: its message, as an OAuth invalid_request. */
export function invalidRequest(error: Error): ApiError {
  const data = error instanceof ApiError ? (error.data as { Errors?: { Field: string }[] } | null) : null
  return grantError(error.message, data?.Errors?.[0]?.Field, 'invalid_request')
}

export interface TokenRequest {
  grant_type?: string
  client_id?: string
  username?: string
  password?: string
  code?: string
}

export async function passwordGrant(ctx: AppContext, input: TokenRequest): Promise<{ token: string; expiresIn: number }> {
  if (input.grant_type !== 'password') throw grantError('不支持的授权类型', 'grant_type', 'unsupported_grant_type')
  const userName = (input.username ?? '').trim()
  const password = input.password ?? ''
  const code = (input.code ?? '').trim()
  if (!userName) throw grantError(SIGN_IN_MESSAGES.workNo, 'username', 'invalid_request')
  if (!password) throw grantError(SIGN_IN_MESSAGES.password, 'password', 'invalid_request')
  if (!code) throw grantError(SIGN_IN_MESSAGES.code, 'code', 'invalid_request')

  const db = ctx.db
  const [user] = await db.select().from(users).where(eq(users.userName, userName))
  if (!user) {
    // Spend the time a real check takes, so timing does not tell which work numbers exist.
    await verifyPassword(password, await dummyHash())
    throw grantError(SIGN_IN_MESSAGES.invalid)
  }
  if (user.lockoutEnabled && user.lockoutEnd && user.lockoutEnd.getTime() > Date.now()) throw grantError(SIGN_IN_MESSAGES.locked)

  const sms = await liveCode(db, userName)
  const codeOk = Boolean(sms && codeMatches(sms, code))
  const passwordOk = await verifyPassword(password, user.passwordHash)
  if (!codeOk || !passwordOk) {
    if (sms) await countFailure(db, sms.id)
    const locked = await recordFailure(ctx, user.id, user.lockoutEnabled)
    throw grantError(locked ? SIGN_IN_MESSAGES.locked : SIGN_IN_MESSAGES.invalid)
  }
  if (!user.isActive) throw grantError(SIGN_IN_MESSAGES.inactive)

  // Single use: only one of two concurrent sign-ins with the same code can consume it.
  const consumed = await db
    .update(smsCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(smsCodes.id, sms!.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id })
  if (!consumed.length) throw grantError(SIGN_IN_MESSAGES.invalid)
  await db.update(users).set({ accessFailedCount: 0, lockoutEnd: null }).where(eq(users.id, user.id))
  return { token: await issueToken(db, user.id, ctx.tokenTtl), expiresIn: ctx.tokenTtl }
}

/** Counts a failed sign-in; the fifth locks the account for 5 minutes when lockout is enabled. */
async function recordFailure(ctx: AppContext, userId: string, lockoutEnabled: boolean): Promise<boolean> {
  const [row] = await ctx.db
    .update(users)
    .set({ accessFailedCount: sql`${users.accessFailedCount} + 1` })
    .where(eq(users.id, userId))
    .returning({ count: users.accessFailedCount })
  if (!lockoutEnabled || row.count < MAX_FAILED_SIGN_INS) return false
  await ctx.db
    .update(users)
    .set({ accessFailedCount: 0, lockoutEnd: new Date(Date.now() + LOCKOUT_MS) })
    .where(eq(users.id, userId))
  return true
}
