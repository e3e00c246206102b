/**
 * SMS verification codes: 6 digits from a secure random source, valid 5 minutes, single use,
 * void after 5 failed sign-ins with it, at most one send per 60 s per work number (the limits per
 * address and overall are in sms-limits.ts). All state is in the database so several processes agree.
 */
import { randomBytes, randomInt } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { sha256 } from '../../auth/tokens'
import { smsCodes } from '../../db/schema'
import type { Executor } from '../../db/types'

export const CODE_TTL_MS = 5 * 60_000
export const RESEND_AFTER_MS = 60_000
export const MAX_CODE_ATTEMPTS = 5

export function newCode(fixed?: string): string {
  return fixed ?? String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * Records a new code unless one was sent to this work number in the last 60 s (then false).
 * Must run in a transaction; the advisory lock keyed by the work number makes two concurrent
 * sends in two processes take turns.
 */
export async function recordCode(tx: Executor, userName: string, code: string, clientAddress: string): Promise<boolean> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'sms:' + userName}))`)
  const now = Date.now()
  const recent = await tx
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.userName, userName), gt(smsCodes.sentAt, new Date(now - RESEND_AFTER_MS))))
    .limit(1)
  if (recent.length) return false
  // An older unused code is void once a new one is sent: only the latest works.
  await tx
    .update(smsCodes)
    .set({ usedAt: new Date(now) })
    .where(and(eq(smsCodes.userName, userName), isNull(smsCodes.usedAt)))
  const salt = randomBytes(16).toString('hex')
  await tx.insert(smsCodes).values({ userName, salt, codeHash: sha256(salt + code), expiresAt: new Date(now + CODE_TTL_MS), sentAt: new Date(now), clientAddress })
  return true
}

/** The live code of a work number, if any. */
export async function liveCode(tx: Executor, userName: string) {
  const [row] = await tx
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.userName, userName), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, new Date()), lt(smsCodes.attempts, MAX_CODE_ATTEMPTS)))
    .orderBy(desc(smsCodes.sentAt))
    .limit(1)
  return row
}

export function codeMatches(row: { salt: string; codeHash: string }, code: string): boolean {
  return sha256(row.salt + code) === row.codeHash
}

export async function consumeCode(tx: Executor, id: string): Promise<void> {
  await tx.update(smsCodes).set({ usedAt: new Date() }).where(eq(smsCodes.id, id))
}

/** A failed sign-in with this code counts against it; the fifth voids it. */
export async function countFailure(tx: Executor, id: string): Promise<void> {
  await tx
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id))
}
