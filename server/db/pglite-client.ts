/**
 * The main thread's side of the PGlite worker (./pglite-worker.ts): the part of PGlite's client
 * that drizzle's driver uses (query, transaction), forwarded to the worker. Errors come back with
 * their SQLSTATE code and constraint; a transaction's queries go to the worker's open transaction.
 */
import { Worker } from 'node:worker_threads'
import { readAnswer } from './pglite-answer'
import { ANSWER_PARSERS, fromWire, isRawResult, type OpenRequest, type QueryResult, type RawResult, type Reply, type Request } from './pglite-protocol'

type Op = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never

export interface QueryOptions {
  rowMode?: 'array' | 'object'
  /** a repeated DML statement bound under its generic plan (./planned.ts) */
  generic?: boolean
}

export interface QueryClient {
  query<T = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult & { rows: T[] }>
}

export interface PgliteWorkerClient extends QueryClient {
  /** runs fn in one transaction: committed when fn resolves, rolled back when it throws */
  transaction<T>(fn: (tx: QueryClient) => Promise<T>): Promise<T>
  /** the data directory as a tar.gz */
  dumpDataDir(): Promise<Blob>
  close(): Promise<void>
}

export async function openPgliteWorker(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteWorkerClient> {
  const load = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined
  const workerData: OpenRequest = { dataDir: options.dataDir, loadDataDir: load }
  const worker = new Worker(new URL('./pglite-worker-start.mjs', import.meta.url), { workerData, transferList: load ? [load] : [] })
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>()
  let nextId = 1
  let nextTx = 1
  let gone: Error | undefined

  // The worker keeps the process alive only while an answer is awaited.
  const settle = (id: number) => {
    pending.delete(id)
    if (!pending.size) worker.unref()
  }
  const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }))
  worker.on('message', (reply: Reply) => {
    const p = pending.get(reply.id)
    if (!p) return
    settle(reply.id)
    if (reply.ok) p.resolve(reply.value)
    else p.reject(fromWire(reply.error))
  })
  const fail = (e: Error) => {
    gone = e
    for (const [id, p] of pending) {
      settle(id)
      p.reject(e)
    }
  }
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`The PGlite worker stopped (exit code ${code})`)))

  const call = <T>(op: Op): Promise<T> => {
    if (gone) return Promise.reject(gone)
    const id = nextId++
    if (!pending.size) worker.ref()
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject })
      worker.postMessage({ ...op, id })
    })
  }
  const query = (tx: number | undefined) =>
    (async <T>(sql: string, params: unknown[] = [], o: QueryOptions = {}) => {
      const rowMode = o.rowMode ?? 'object'
      const value = await call<(QueryResult & { rows: T[] }) | RawResult>({ op: 'query', sql, params, rowMode, tx, generic: o.generic })
      if (!isRawResult(value)) return value
      // the worker hands over only answers this reads (isPlainAnswer)
      return readAnswer<T>(value.answer, value.fields, ANSWER_PARSERS, rowMode)!
    }) as QueryClient['query']

  try {
    await ready
  } catch (e) {
    await worker.terminate()
    throw e
  }
  return {
    query: query(undefined),
    async transaction(fn) {
      const tx = nextTx++
      await call({ op: 'begin', tx })
      let closed = false
      const run = query(tx)
      const handle: QueryClient = {
        query: (sql, params, o) => (closed ? Promise.reject(new Error('Transaction is closed')) : run(sql, params, o)),
      }
      try {
        const result = await fn(handle)
        closed = true
        await call({ op: 'end', tx, commit: true })
        return result
      } catch (e) {
        if (!closed) {
          closed = true
          await call({ op: 'end', tx, commit: false })
        }
        throw e
      }
    },
    async dumpDataDir() {
      return new Blob([await call<ArrayBuffer>({ op: 'dump' })])
    },
    async close() {
      if (gone) return
      await call({ op: 'close' })
      await worker.terminate()
    },
  }
}
