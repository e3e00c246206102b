/**
 * The messages between the main thread and the PGlite worker (./pglite-worker.ts, ./pglite-client.ts).
 * Every request carries an id; the worker answers each with the same id, a result or an error.
 */

export interface OpenRequest {
  /** the PGlite data directory; absent = in memory */
  dataDir?: string
  /** a data directory dump (tar.gz) to start from */
  loadDataDir?: ArrayBuffer
}

export type Request =
  /** `generic`: a named statement bound under its generic plan (./planned.ts) */
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; tx?: number; generic?: boolean }
  /** BEGIN; the worker holds PGlite's transaction lock until 'end' with the same tx */
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' }

export interface QueryResult {
  rows: unknown[]
  fields: { name: string; dataTypeID: number }[]
  affectedRows?: number
}

export type Reply = { id: number; ok: true; value?: unknown } | { id: number; ok: false; error: WireError }

/** A database error with the fields callers read (code: SQLSTATE, constraint, ...), as plain data. */
export interface WireError {
  name: string
  message: string
  stack?: string
  fields: Record<string, string | number | undefined>
}

/** The fields of pg-protocol's DatabaseError (PGlite throws those). */
const FIELDS = [
  'severity', 'code', 'detail', 'hint', 'position', 'internalPosition', 'internalQuery', 'where',
  'schema', 'table', 'column', 'dataType', 'constraint', 'file', 'line', 'routine', 'query',
] as const

export function toWire(e: unknown): WireError {
  if (!(e instanceof Error)) return { name: 'Error', message: String(e), fields: {} }
  const fields: WireError['fields'] = {}
  for (const k of FIELDS) {
    const v = (e as unknown as Record<string, unknown>)[k]
    if (typeof v === 'string' || typeof v === 'number') fields[k] = v
  }
  return { name: e.name, message: e.message, stack: e.stack, fields }
}

/** The error again on the main thread: message, name and the database fields, so `e.code` reads as before. */
export function fromWire(w: WireError): Error {
  const e = new Error(w.message)
  e.name = w.name
  if (w.stack) e.stack = w.stack
  return Object.assign(e, w.fields)
}
