/**
 * The messages between the main thread and the PGlite worker (./pglite-worker.ts, ./pglite-client.ts).
 * Every request carries an id; the worker answers each with the same id, a result or an error.
 */
import { types } from '@electric-sql/pglite'

/**
 * Dates, times and intervals stay text, as drizzle's PGlite driver asks on every query (its
 * parsers are functions and cannot cross threads, so the worker applies the same ones).
 */
const keep = (value: string) => value
export const QUERY_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keep]),
)
/** PGlite's parsers under the queries', as the worker merges them: for reading a handed-over answer (RawResult) */
export const ANSWER_PARSERS = { ...types.parsers, ...QUERY_PARSERS }

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

/**
 * A named statement's plain answer as PostgreSQL wrote it (./pglite-answer.ts), handed over
 * (transferred, not copied) for the main thread to read: reading it there costs about what the
 * worker spent reading it and cloning the rows into the message, and the worker runs the next
 * statement meanwhile.
 */
export interface RawResult {
  answer: Uint8Array
  fields: { name: string; dataTypeID: number }[]
}

export const isRawResult = (value: unknown): value is RawResult => typeof value === 'object' && value !== null && 'answer' in value

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
