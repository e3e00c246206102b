/**
 * The guard's two reads per request (the token's user, the user's grants) remembered for a short
 * time in this process: at 10 connections they cost more than the approval lists' own SQL.
 *
 * Staleness is bounded both ways (docs/architecture.md, "Sign-in and grant cache"):
 * - in this process a sign-out, a revoked session, a disabled account or any change of roles and
 *   grants calls `sessionsChanged()`, which invalidates every entry at once;
 * - another process sharing the PostgreSQL database learns of such a change when its entries run
 *   out, at most `ttlMs` later (AUTH_CACHE_MS, default 2 s). A token's lifetime ends on time: an
 *   entry never outlives the token's expiry.
 *
 * A change is written inside a transaction, so a request of the same user may read the old rows
 * between `sessionsChanged()` and the commit. Two guards against keeping such a read: an entry is
 * stored only when no change happened while it was read, and the request that made a change
 * invalidates everything again once it has answered (`settle`, after the commit).
 */
/** Default lifetime of an entry in milliseconds; also the bound on cross-process staleness. */
export const DEFAULT_AUTH_CACHE_MS = 2000
/** Entries kept at most; past it the cache starts over rather than tracking ages. */
const MAX_ENTRIES = 10_000

/** Process-wide, like the changes it follows: every app in this process (tests run several) obeys one counter. */
let generation = 0
/** The generation the last change moved to. */
let changedAt = -1

/** Sign-outs, revoked sessions, account state, roles or grants changed: nothing cached before stays valid. */
export function sessionsChanged(): void {
  changedAt = ++generation
}

interface Entry<T> {
  value: T
  generation: number
  until: number
}

class Shelf<T> {
  private entries = new Map<string, Entry<T>>()
  constructor(private ttlMs: number) {}

  get(key: string, now: number): T | undefined {
    const e = this.entries.get(key)
    return e && e.generation === generation && now < e.until ? e.value : undefined
  }

  /** `readFrom` is the generation when the read began: a read that overlapped a change is not kept. */
  put(key: string, value: T, readFrom: number, now: number, expiresAt = Infinity): void {
    if (this.ttlMs <= 0 || readFrom !== generation) return
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear()
    this.entries.set(key, { value, generation: readFrom, until: Math.min(now + this.ttlMs, expiresAt) })
  }
}

/** One per app: the guard's memory of tokens (by hash) and grants (by user id); `U` is the signed-in user. */
export class SessionCache<U> {
  readonly users: Shelf<U>
  readonly grants: Shelf<Set<string>>
  constructor(ttlMs = DEFAULT_AUTH_CACHE_MS) {
    this.users = new Shelf(ttlMs)
    this.grants = new Shelf(ttlMs)
  }

  /** The generation to pass to `put` and `settle`: read it before the database. */
  mark(): number {
    return generation
  }

  /** At the end of a request that began at `startedAt`: a change made meanwhile is committed now, so forget again. */
  settle(startedAt: number): void {
    if (changedAt > startedAt) generation++
  }
}
