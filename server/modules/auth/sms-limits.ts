/**
 * Send limits of SMS codes beyond the one-per-60-s of a work number (issue 13 s.3): per client
 * address and overall, counted over the last 10 minutes from the sms_codes rows themselves, so
 * several API processes on one database share them. An SMS costs money; an attacker walking
 * work numbers from one address, or from many, runs into one of these.
 */
import { count, gt, sql } from 'drizzle-orm'
import { smsCodes } from '../../db/schema'
import type { Executor } from '../../db/types'

export interface SmsLimits {
  /** sends per window from one client address (offices behind one NAT address share it) */
  perAddress: number
  /** sends per window in total */
  total: number
}

export const DEFAULT_SMS_LIMITS: SmsLimits = { perAddress: 20, total: 200 }
export const SMS_LIMIT_WINDOW_MS = 10 * 60_000

export const SMS_LIMIT_MESSAGES = {
  address: '发送过于频繁，请10分钟后再试',
  total: '短信发送量已达上限，请稍后再试',
} as const

/**
 * The limit a send from this address would break, or undefined. Must run in the transaction
 * that records the code: the advisory lock makes concurrent sends (in any process) take turns,
 * so two of them cannot both see the last free place.
 */
export async function sendLimitHit(tx: Executor, clientAddress: string, limits: SmsLimits): Promise<keyof typeof SMS_LIMIT_MESSAGES | undefined> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('sms:*'))`)
  const [row] = await tx
    .select({ total: count(), fromAddress: sql<number>`count(*) FILTER (WHERE ${smsCodes.clientAddress} = ${clientAddress})` })
    .from(smsCodes)
    .where(gt(smsCodes.sentAt, new Date(Date.now() - SMS_LIMIT_WINDOW_MS)))
  if (Number(row.fromAddress) >= limits.perAddress) return 'address'
  if (Number(row.total) >= limits.total) return 'total'
  return undefined
}
