/**
 * Answers of endpoints that several consumers ask for at about the same time (remote options, the
 * trees of tree selects and side trees): one request per key and DataProvider, shared while fresh.
 * An answer serves for SHARED_FOR_MS after it arrived, so a dialog opened later reads it again (a
 * category or teacher added meanwhile is there); a failed request is forgotten at once.
 */
import type { DataProvider } from './provider'

/** how long an answer serves the consumers that ask for the same thing (ms after it arrived) */
export const SHARED_FOR_MS = 2000

const cache = new WeakMap<DataProvider, Map<string, { p: Promise<unknown>; until?: number }>>()

export function sharedWhileFresh<T>(dp: DataProvider, key: string, load: () => Promise<T>, options: { fresh?: boolean } = {}): Promise<T> {
  let byKey = cache.get(dp)
  if (!byKey) cache.set(dp, (byKey = new Map()))
  const held = options.fresh ? undefined : byKey.get(key)
  if (held && (held.until === undefined || Date.now() <= held.until)) return held.p as Promise<T>
  const entry: { p: Promise<T>; until?: number } = { p: load() }
  const store = byKey
  entry.p.then(
    () => (entry.until = Date.now() + SHARED_FOR_MS),
    () => store.get(key) === entry && store.delete(key),
  )
  byKey.set(key, entry)
  return entry.p
}

/** The rows of an answer: at `path` (dot-separated), else its `Items` when it has them, else itself. */
export function pickRows(data: unknown, path?: string): unknown[] {
  let v: unknown = data
  if (path) for (const k of path.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined
  else if (v && typeof v === 'object' && !Array.isArray(v) && Array.isArray((v as { Items?: unknown }).Items)) v = (v as { Items: unknown[] }).Items
  return Array.isArray(v) ? v : []
}
