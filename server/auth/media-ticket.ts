/**
 * Media tickets: a `<video>` or `<audio>` element cannot send the bearer header, and a blob URL
 * would download a whole video before it plays. So a signed-in user asks for a ticket for one file
 * they may read (GET /api/app/file/media-url) and the element loads `/download-file?id=&ticket=`,
 * whose Range requests then stream and seek.
 *
 * A ticket is `<token row id>.<expiry, unix seconds>.<HMAC-SHA256>` over the file id and expiry,
 * keyed by the sign-in's token hash, which never leaves the database. Nothing is stored per ticket,
 * every process can check it, and it dies with the sign-in (logout, password change, disable, idle
 * or lifetime end) or after TICKET_TTL, whichever is first. It opens that one file only, and the
 * file's read rules are checked again on every request, as with the bearer header.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { tokens, users } from '../db/schema'
import type { Executor } from '../db/types'
import { UUID } from '../http/db-errors'
import { DEFAULT_IDLE_TIMEOUT, type SignedInUser } from './tokens'

/** A ticket lasts an hour: long enough for a lesson video, short enough that a copied link soon dies. */
export const TICKET_TTL = 3600

const mac = (tokenHash: string, fileId: string, expires: number) => createHmac('sha256', tokenHash).update(`${fileId.toLowerCase()}.${expires}`).digest('base64url')

/** The tokens row id of a sign-in, to name it in a ticket. */
async function tokenIdOf(db: Executor, tokenHash: string): Promise<string | undefined> {
  const [row] = await db.select({ id: tokens.id }).from(tokens).where(eq(tokens.tokenHash, tokenHash))
  return row?.id
}

export async function issueTicket(db: Executor, user: SignedInUser, fileId: string, now = Date.now()): Promise<string> {
  const tokenId = await tokenIdOf(db, user.tokenHash)
  if (!tokenId) throw new Error('the caller signed in with a token the database no longer has')
  const expires = Math.floor(now / 1000) + TICKET_TTL
  return `${tokenId}.${expires}.${mac(user.tokenHash, fileId, expires)}`
}

/** The user a ticket for `fileId` speaks for, when it is genuine, unexpired and its sign-in is live. */
export async function ticketUser(db: Executor, ticket: string, fileId: string, idleSeconds = DEFAULT_IDLE_TIMEOUT): Promise<SignedInUser | undefined> {
  const m = /^([0-9a-fA-F-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(ticket)
  if (!m || !UUID.test(m[1]) || !UUID.test(fileId)) return undefined
  const expires = Number(m[2])
  const now = Date.now()
  if (expires * 1000 <= now) return undefined
  const [row] = await db
    .select({ id: users.id, userName: users.userName, realName: users.realName, tokenHash: tokens.tokenHash })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(
      and(
        eq(tokens.id, m[1]),
        isNull(tokens.revokedAt),
        gt(tokens.expiresAt, new Date(now)),
        gt(tokens.lastSeenAt, new Date(now - idleSeconds * 1000)),
        eq(users.isActive, true),
      ),
    )
  if (!row) return undefined
  const given = Buffer.from(m[3])
  const expected = Buffer.from(mac(row.tokenHash, fileId, expires))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  return { id: row.id, userName: row.userName, realName: row.realName, tokenHash: row.tokenHash }
}
