/**
 * The password grant: work number + password + SMS code, all three required. A wrong password
 * and a wrong code get the same answer so a caller cannot tell which was wrong.
 *
 * The code is checked first (issue 13 s.3): without the live code of the account, an attempt only
 * counts against that code (5 and it is void) and never against the account, so nobody can lock
 * an account without its owner's phone. Only a wrong password sent with the valid code counts
 * toward the lockout. Every outcome is in the audit log, written with the counters it changes.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { smsCodes, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { dummyHash, verifyPassword } from '../../auth/password'
import { issueToken } from '../../auth/tokens'
import { ApiError } from '../../http/envelope'
import { audit, type AuditActor } from '../audit/log'
import { codeMatches, countFailure, liveCode } from './sms-codes'

export const MAX_FAILED_SIGN_INS = 5
export const LOCKOUT_MS = 5 * 60_000
/** The OAuth clients this server issues tokens to: the web UI (src/api/account.ts). */
export const KNOWN_CLIENTS: readonly string[] = ['oa-web']

export const SIGN_IN_MESSAGES = {
  workNo: '请输入工号',
  password: '请输入密码',
  code: '请输入验证码',
  invalid: '工号、密码或验证码错误',
  locked: '账号已锁定，请5分钟后再试',
  inactive: '账号已停用，请联系管理员',
  client: '未知的客户端',
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

export async function passwordGrant(ctx: AppContext, input: TokenRequest, clientAddress: string): Promise<{ token: string; expiresIn: number }> {
  if (input.grant_type !== 'password') throw grantError('不支持的授权类型', 'grant_type', 'unsupported_grant_type')
  if (!KNOWN_CLIENTS.includes(input.client_id ?? '')) throw grantError(SIGN_IN_MESSAGES.client, 'client_id', 'invalid_client')
  const userName = (input.username ?? '').trim()
  const password = input.password ?? ''
  const code = (input.code ?? '').trim()
  if (!userName) throw grantError(SIGN_IN_MESSAGES.workNo, 'username', 'invalid_request')
  if (!password) throw grantError(SIGN_IN_MESSAGES.password, 'password', 'invalid_request')
  if (!code) throw grantError(SIGN_IN_MESSAGES.code, 'code', 'invalid_request')

  const db = ctx.db
  const [user] = await db.select().from(users).where(eq(users.userName, userName))
  const sms = await liveCode(db, userName)
  const codeOk = Boolean(user && sms && codeMatches(sms, code))
  // The password is checked whatever the code (against a dummy for an unknown work number), so
  // the time an answer takes tells neither which work numbers exist nor whether the code was right.
  const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()))
  const actor: AuditActor = { id: user?.id ?? null, userName: user?.userName ?? userName, realName: user?.realName }
  const failure = (tx: Executor, reason: string, action: 'signIn.failure' | 'signIn.lockout' = 'signIn.failure') =>
    audit(tx, { actor, action, targetType: 'user', targetId: user?.id ?? '', targetName: actor.userName, changes: { Reason: reason }, clientAddress })

  if (!codeOk) {
    await db.transaction(async (tx) => {
      if (sms) await countFailure(tx, sms.id)
      await failure(tx, sms ? 'code' : 'noCode')
    })
    throw grantError(SIGN_IN_MESSAGES.invalid)
  }
  // From here on the caller holds the account's live code.
  if (user.lockoutEnabled && user.lockoutEnd && user.lockoutEnd.getTime() > Date.now()) {
    await db.transaction(async (tx) => {
      await countFailure(tx, sms!.id)
      await failure(tx, 'locked')
    })
    throw grantError(SIGN_IN_MESSAGES.locked)
  }
  if (!passwordOk) {
    const locked = await db.transaction(async (tx) => {
      await countFailure(tx, sms!.id)
      const nowLocked = await recordFailure(tx, user.id, user.lockoutEnabled)
      await failure(tx, 'password', nowLocked ? 'signIn.lockout' : 'signIn.failure')
      return nowLocked
    })
    throw grantError(locked ? SIGN_IN_MESSAGES.locked : SIGN_IN_MESSAGES.invalid)
  }
  if (!user.isActive) {
    await failure(db, 'inactive')
    throw grantError(SIGN_IN_MESSAGES.inactive)
  }

  const token = await db.transaction(async (tx) => {
    // Single use: only one of two concurrent sign-ins with the same code can consume it.
    const consumed = await tx
      .update(smsCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(smsCodes.id, sms!.id), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id })
    if (!consumed.length) return undefined
    await tx.update(users).set({ accessFailedCount: 0, lockoutEnd: null }).where(eq(users.id, user.id))
    await audit(tx, { actor, action: 'signIn.success', targetType: 'user', targetId: user.id, targetName: user.userName, clientAddress })
    return issueToken(tx, user.id, ctx.tokenTtl)
  })
  if (!token) throw grantError(SIGN_IN_MESSAGES.invalid)
  return { token, expiresIn: ctx.tokenTtl }
}

/** Counts a wrong password sent with a valid code; the fifth locks the account for 5 minutes when lockout is enabled. */
async function recordFailure(tx: Executor, userId: string, lockoutEnabled: boolean): Promise<boolean> {
  const [row] = await tx
    .update(users)
    .set({ accessFailedCount: sql`${users.accessFailedCount} + 1` })
    .where(eq(users.id, userId))
    .returning({ count: users.accessFailedCount })
  if (!lockoutEnabled || row.count < MAX_FAILED_SIGN_INS) return false
  await tx
    .update(users)
    .set({ accessFailedCount: 0, lockoutEnd: new Date(Date.now() + LOCKOUT_MS) })
    .where(eq(users.id, userId))
  return true
}
