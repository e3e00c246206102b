/**
 * Opaque bearer tokens: 32 random bytes, base64url. Only the sha256 is stored, and every request
 * looks it up, so logout, password change and account disable take effect at once in every process.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { tokens, users } from '../db/schema'
import type { Executor } from '../db/types'

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

export interface SignedInUser {
  id: string
  userName: string
  tokenHash: string
}

export async function issueToken(db: Executor, userId: string, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(tokens).values({ tokenHash: sha256(token), userId, expiresAt: new Date(Date.now() + ttlSeconds * 1000) })
  return token
}

/** The user a token belongs to, when it is live and the account is active. */
export async function lookupToken(db: Executor, token: string): Promise<SignedInUser | undefined> {
  const tokenHash = sha256(token)
  const [row] = await db
    .select({ id: users.id, userName: users.userName })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(and(eq(tokens.tokenHash, tokenHash), isNull(tokens.revokedAt), gt(tokens.expiresAt, new Date()), eq(users.isActive, true)))
  return row ? { ...row, tokenHash } : undefined
}

export async function revokeToken(db: Executor, tokenHash: string): Promise<void> {
  await db.update(tokens).set({ revokedAt: new Date() }).where(eq(tokens.tokenHash, tokenHash))
}

/** For password change and account disable: every session of the user ends. */
export async function revokeUserTokens(db: Executor, userId: string): Promise<void> {
  await db
    .update(tokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt)))
}

export function bearerOf(header: string | undefined): string | undefined {
  const m = header?.match(/^Bearer\s+(\S+)$/i)
  return m?.[1]
}
