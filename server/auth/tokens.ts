/**
 * Opaque bearer tokens: 32 random bytes, base64url. Only the sha256 is stored. The guard looks it up
 * through a short-lived cache (session-cache.ts): logout, password change and account disable take
 * effect at once in this process and within AUTH_CACHE_MS in every other.
 * A token dies at its lifetime (TOKEN_TTL) or after IDLE_TIMEOUT without a request, whichever is first.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import { tokens, users } from '../db/schema'
import type { Executor } from '../db/types'
import { sessionsChanged } from './session-cache'

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** Default idle timeout: 2 hours (issue 13 s.3). */
export const DEFAULT_IDLE_TIMEOUT = 2 * 3600
/** last_seen_at is written at most this often per token: a write per request would cost more than it tells. */
export const SEEN_RESOLUTION_MS = 60_000

export interface SignedInUser {
  id: string
  userName: string
  realName: string
  tokenHash: string
}

export async function issueToken(db: Executor, userId: string, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(tokens).values({ tokenHash: sha256(token), userId, expiresAt: new Date(Date.now() + ttlSeconds * 1000) })
  return token
}

/** The user a token belongs to, when it is live, not idle too long, and the account is active; and when the token ends. */
export async function lookupToken(db: Executor, token: string, idleSeconds = DEFAULT_IDLE_TIMEOUT): Promise<{ user: SignedInUser; expiresAt: number } | undefined> {
  const tokenHash = sha256(token)
  const now = Date.now()
  const [row] = await db
    .select({ id: users.id, userName: users.userName, realName: users.realName, lastSeenAt: tokens.lastSeenAt, expiresAt: tokens.expiresAt })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(
      and(
        eq(tokens.tokenHash, tokenHash),
        isNull(tokens.revokedAt),
        gt(tokens.expiresAt, new Date(now)),
        gt(tokens.lastSeenAt, new Date(now - idleSeconds * 1000)),
        eq(users.isActive, true),
      ),
    )
  if (!row) return undefined
  if (now - row.lastSeenAt.getTime() > SEEN_RESOLUTION_MS) {
    await db
      .update(tokens)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(tokens.tokenHash, tokenHash), lt(tokens.lastSeenAt, new Date(now - SEEN_RESOLUTION_MS))))
  }
  return { user: { id: row.id, userName: row.userName, realName: row.realName, tokenHash }, expiresAt: row.expiresAt.getTime() }
}

export async function revokeToken(db: Executor, tokenHash: string): Promise<void> {
  await db.update(tokens).set({ revokedAt: new Date() }).where(eq(tokens.tokenHash, tokenHash))
  sessionsChanged()
}

/** For password change and account disable: every session of the user ends. */
export async function revokeUserTokens(db: Executor, userId: string): Promise<void> {
  await db
    .update(tokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt)))
  sessionsChanged()
}

export function bearerOf(header: string | undefined): string | undefined {
  const m = header?.match(/^Bearer\s+(\S+)$/i)
  return m?.[1]
}
