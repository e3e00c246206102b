/**
 * The PGlite worker thread: owns the embedded database and runs what the main thread sends
 * (./pglite-client.ts), so PostgreSQL's WASM work and the results' parsing leave the event loop
 * that serves HTTP. Queries run through PGlite's own API, so its locking holds as in one thread:
 * a query waits while a transaction is open, a transaction's queries run in the order sent.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { QUERY_PARSERS, isRawResult, toWire, type OpenRequest, type QueryResult, type Reply, type Request } from './pglite-protocol'
import { StatementCache } from './pglite-statements'

interface OpenTx {
  tx: Transaction
  finish(commit: boolean): void
  done: Promise<void>
}

async function main() {
  const port = parentPort!
  const open = workerData as OpenRequest
  const pg = await PGlite.create({
    dataDir: open.dataDir,
    loadDataDir: open.loadDataDir ? new Blob([open.loadDataDir]) : undefined,
  })
  const txs = new Map<number, OpenTx>()
  const statements = new StatementCache(pg)

  const begin = (id: number) =>
    new Promise<void>((begun, failed) => {
      let finish!: (commit: boolean) => void
      const decided = new Promise<boolean>((resolve) => (finish = resolve))
      let started = false
      const done = pg.transaction(async (tx) => {
        started = true
        txs.set(id, { tx, finish, done })
        begun()
        // A rollback closes the transaction itself, so PGlite skips its COMMIT.
        if (!(await decided)) await tx.rollback()
      })
      done.catch((e) => {
        if (!started) failed(e)
      })
    })

  async function run(req: Request): Promise<unknown> {
    switch (req.op) {
      case 'query': {
        const open = req.tx === undefined ? undefined : txs.get(req.tx)
        if (req.tx !== undefined && !open) throw new Error('Transaction is closed')
        const options = { rowMode: req.rowMode, parsers: QUERY_PARSERS }
        let r
        if (StatementCache.reuses(req.sql)) {
          // the locks PGlite's query() takes: a transaction's query holds the query lock only
          const named = () => pg.runExclusive(() => statements.query(req.sql, req.params, options, open !== undefined, req.generic ?? false, true))
          const result = await (open ? named() : pg._runExclusiveTransaction(named))
          if (isRawResult(result)) return result
          r = result
        } else {
          try {
            r = await (open?.tx ?? pg).query(req.sql, req.params, options)
          } finally {
            // after it ran: a statement named before a schema change is not used after it
            statements.forget()
          }
        }
        const out: QueryResult = { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }
        return out
      }
      case 'begin':
        return begin(req.tx)
      case 'end': {
        const open = txs.get(req.tx)
        if (!open) throw new Error('Transaction is closed')
        txs.delete(req.tx)
        open.finish(req.commit)
        return open.done
      }
      case 'dump':
        return (await pg.dumpDataDir('gzip')).arrayBuffer()
      case 'close':
        return pg.close()
    }
  }

  port.on('message', (req: Request) => {
    run(req).then(
      (value) => {
        const reply: Reply = { id: req.id, ok: true, value }
        port.postMessage(reply, value instanceof ArrayBuffer ? [value] : isRawResult(value) ? [value.answer.buffer as ArrayBuffer] : [])
      },
      (e: unknown) => port.postMessage({ id: req.id, ok: false, error: toWire(e) } satisfies Reply),
    )
  })
  port.postMessage({ id: 0, ok: true } satisfies Reply)
}

main().catch((e: unknown) => parentPort!.postMessage({ id: 0, ok: false, error: toWire(e) } satisfies Reply))
