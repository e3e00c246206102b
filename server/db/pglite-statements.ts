/**
 * Named statements for repeated SQL in the PGlite worker (./pglite-worker.ts). PGlite's query()
 * parses and plans every statement again (an unnamed statement, five calls into the WASM); drizzle
 * sends the same texts over and over, so a DML text is parsed once under a name and later runs as
 * Bind + Execute + Sync in one call, on the plan PostgreSQL keeps for it.
 *
 * Keyed by the SQL text alone: drizzle sends no parameter types, so PostgreSQL infers them from
 * the text. A bounded LRU; statements pushed out are closed with the next Parse. Any statement
 * that is not DML (a migration's DDL, SET, VACUUM, a savepoint) forgets them all, so a schema
 * change never runs on a description taken before it; if one still changes under a name (DDL run
 * from a function), PostgreSQL refuses with "cached plan must not change result type", and the
 * name is dropped and, outside a transaction, the statement parsed afresh.
 */
import { messages as backend, parse, protocol, types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite'
import { isPlainAnswer, readAnswer, type Field } from './pglite-answer'
import type { RawResult } from './pglite-protocol'

const { serialize } = protocol
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number]
type Parsers = Parameters<typeof readAnswer>[2]

/** SELECT, INSERT, UPDATE, DELETE, and those behind WITH */
const DML = /^\s*(select|insert|update|delete|with)\b/i
/** the codes of a name gone stale: result type changed (0A000), statement missing (26000) */
const STALE = new Set(['0A000', '26000'])

interface Named {
  name: string
  /** the parameters' types, to serialise the values as PGlite's query() does */
  paramTypes: number[]
  /** the rows' description (absent for a statement without rows), put before each execution's rows */
  rows?: BackendMessage
  fields: Field[]
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

/**
 * Around a statement bound under its generic plan, in the same call (one implicit transaction, or
 * the open one): the mode is set for its Bind and reset after. If the statement fails, PostgreSQL
 * skips to the Sync, but the failed transaction undoes the SET with it, so no later statement
 * inherits the mode.
 */
const GENERIC_ON = [serialize.parse({ text: 'SET plan_cache_mode = force_generic_plan' }), serialize.bind({}), serialize.execute({})]
const GENERIC_OFF = [serialize.parse({ text: 'RESET plan_cache_mode' }), serialize.bind({}), serialize.execute({})]
const GENERIC_TAGS = new Set(['SET', 'RESET'])

export class StatementCache {
  readonly #named = new Map<string, Named>()
  /** names to close with the next Parse */
  #closing: string[] = []
  #next = 1

  constructor(
    private readonly pg: PGlite,
    private readonly size = 200,
  ) {}

  /** PGlite's parsers under the query's, merged once per set the queries pass (the worker passes one) */
  readonly #merged = new WeakMap<object, Parsers>()
  #parsers(own: QueryOptions['parsers']): Parsers {
    const key = own ?? this.#merged
    let merged = this.#merged.get(key)
    if (!merged) this.#merged.set(key, (merged = { ...types.parsers, ...this.pg.parsers, ...own } as Parsers))
    return merged
  }

  /** how many statements are kept under a name */
  get count() {
    return this.#named.size
  }

  /** whether a statement runs through a name (DML); any other one must be followed by forget() */
  static reuses(sql: string): boolean {
    return DML.test(sql)
  }

  /**
   * Runs one DML statement as PGlite's query() would, through its name; the caller holds the
   * locks query() takes (in a transaction: the transaction's; otherwise both). `generic`: bound
   * under PostgreSQL's generic plan (./planned.ts). `handOver`: a plain answer comes back unread,
   * for the main thread to read (RawResult).
   */
  query<T>(sql: string, params: unknown[], options: QueryOptions, inTransaction: boolean, generic?: boolean): Promise<Results<T>>
  query<T>(sql: string, params: unknown[], options: QueryOptions, inTransaction: boolean, generic: boolean, handOver: true): Promise<Results<T> | RawResult>
  async query<T>(sql: string, params: unknown[], options: QueryOptions, inTransaction: boolean, generic = false, handOver = false): Promise<Results<T> | RawResult> {
    const result = await this.#execute<T>(sql, params, options, generic, handOver).catch(async (e: unknown) => {
      if (!STALE.has((e as { code?: string }).code ?? '') || !this.#drop(sql) || inTransaction) throw e
      return this.#execute<T>(sql, params, options, generic, handOver)
    })
    if (!inTransaction) await this.pg.syncToFs()
    return result
  }

  /** forgets every name (closed with the next Parse) */
  forget() {
    for (const { name } of this.#named.values()) this.#closing.push(name)
    this.#named.clear()
  }

  #drop(sql: string): boolean {
    const named = this.#named.get(sql)
    if (!named) return false
    this.#named.delete(sql)
    this.#closing.push(named.name)
    return true
  }

  async #execute<T>(sql: string, params: unknown[], options: QueryOptions, generic: boolean, handOver: boolean): Promise<Results<T> | RawResult> {
    const named = this.#named.get(sql) ?? (await this.#prepare(sql, options))
    // most recently used last: the first one is the one to push out
    this.#named.delete(sql)
    this.#named.set(sql, named)
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const serialise = options.serializers?.[named.paramTypes[i]] ?? this.pg.serializers[named.paramTypes[i]]
      return serialise ? serialise(value) : String(value)
    })
    const run = [serialize.bind({ statement: named.name, values: values as string[] }), serialize.execute({})]
    const answer = await this.#send([...(generic ? [...GENERIC_ON, ...run, ...GENERIC_OFF] : run), serialize.sync()], sql, params)
    if (handOver && isPlainAnswer(answer)) return { answer, fields: named.fields }
    const read = readAnswer<T>(answer, named.fields, this.#parsers(options.parsers), options.rowMode)
    if (read) return read
    // the SET and RESET around a generic run answer a CommandComplete each: not results of the query
    const messages = this.#messages(answer, sql, params, options).filter((m) => !(m instanceof backend.CommandCompleteMessage && GENERIC_TAGS.has(m.text)))
    return parse.parseResults(named.rows ? [named.rows, ...messages] : messages, this.pg.parsers, options)[0] as Results<T>
  }

  async #prepare(sql: string, options: QueryOptions): Promise<Named> {
    if (this.#named.size >= this.size) this.#drop(this.#named.keys().next().value!)
    const name = `oa_${this.#next++}`
    const closes = this.#closing.map((n) => serialize.close({ type: 'S', name: n }))
    this.#closing = []
    const parts = [...closes, serialize.parse({ name, text: sql, types: options.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()]
    const messages = this.#messages(await this.#send(parts, sql, undefined), sql, undefined, options)
    const rows = messages.find((m): m is backend.RowDescriptionMessage => m.name === 'rowDescription')
    const named: Named = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rows,
      fields: rows?.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) ?? [],
    }
    this.#named.set(sql, named)
    return named
  }

  /** one call into PostgreSQL with the messages and their Sync: its answer, unread */
  async #send(parts: Uint8Array[], sql: string, params: unknown[] | undefined): Promise<Uint8Array> {
    // the answer as it comes (views of PGlite's memory, copied); execProtocolRaw would also parse it all
    const chunks: Uint8Array[] = []
    try {
      await this.pg.execProtocolRawStream(concat(parts), { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) })
    } catch (e) {
      throw this.#withQuery(e, sql, params, {})
    }
    return chunks.length === 1 ? chunks[0] : concat(chunks)
  }

  /** an answer's messages as PGlite's execProtocolStream reads them: notices reported, an error thrown (carrying the query, as query()'s does) */
  #messages(answer: Uint8Array, sql: string, params: unknown[] | undefined, options: QueryOptions): BackendMessage[] {
    const out: BackendMessage[] = []
    let error: unknown
    new protocol.Parser().parse(answer, (m) => {
      if (m instanceof backend.DatabaseError) error ??= m
      else if (m instanceof backend.NoticeMessage) options.onNotice?.(m)
      out.push(m)
    })
    if (error) throw this.#withQuery(error, sql, params, options)
    return out
  }

  #withQuery(e: unknown, sql: string, params: unknown[] | undefined, options: QueryOptions): unknown {
    if (e instanceof Error && 'code' in e) Object.assign(e, { query: sql, params, queryOptions: options })
    return e
  }
}
