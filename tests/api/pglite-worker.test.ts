/**
 * The embedded database runs in a worker thread (server/db/pglite-client.ts): what the server's
 * code sees through drizzle must be what it saw with PGlite on the main thread.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../../server/db/open'
import { isUniqueViolation, pgCode } from '../../server/http/db-errors'
import type { Executor } from '../../server/db/types'

let database: Database

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows
const names = async (db: Executor) => rowsOf<{ name: string }>(await db.execute(sql`SELECT name FROM t ORDER BY name`)).map((r) => r.name)

beforeAll(async () => {
  database = await openDatabase({})
  await database.db.execute(sql`CREATE TABLE t (name text PRIMARY KEY, at timestamp, day date, n bigint, doc jsonb)`)
})
afterAll(() => database.close())

describe('the PGlite worker client', () => {
  it('answers rows with dates as text, as the driver on the main thread did', async () => {
    await database.db.execute(sql`INSERT INTO t VALUES ('a', '2026-01-02 03:04:05', '2026-01-02', 7, '{"k":[1,2]}')`)
    const [row] = rowsOf<Record<string, unknown>>(await database.db.execute(sql`SELECT * FROM t WHERE name = 'a'`))
    expect(row).toEqual({ name: 'a', at: '2026-01-02 03:04:05', day: '2026-01-02', n: 7, doc: { k: [1, 2] } })
    await database.db.execute(sql`DELETE FROM t`)
  })

  it('keeps the SQLSTATE code and the constraint of an error', async () => {
    await database.db.execute(sql`INSERT INTO t (name) VALUES ('dup')`)
    const e = await database.db.execute(sql`INSERT INTO t (name) VALUES ('dup')`).catch((err: unknown) => err)
    expect(isUniqueViolation(e)).toBe(true)
    expect((e as { cause: { constraint: string } }).cause.constraint).toBe('t_pkey')
    expect(pgCode(await database.db.execute(sql`SELECT 1/0`).catch((err: unknown) => err))).toBe('22012')
    await database.db.execute(sql`DELETE FROM t`)
  })

  it('rolls back a transaction whose function throws, and its failed statement too', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO t (name) VALUES ('kept?')`)
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    await database.db.execute(sql`INSERT INTO t (name) VALUES ('x')`)
    const e = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO t (name) VALUES ('y')`)
        await tx.execute(sql`INSERT INTO t (name) VALUES ('x')`)
      })
      .catch((err: unknown) => err)
    expect(pgCode(e)).toBe('23505')
    expect(await names(database.db)).toEqual(['x'])
    await database.db.execute(sql`DELETE FROM t`)
  })

  it('runs concurrent transactions one after the other, and a query waits for the open one', async () => {
    const order: string[] = []
    const pause = () => new Promise((r) => setTimeout(r, 30))
    const writer = (name: string) =>
      database.db.transaction(async (tx) => {
        order.push(`${name} begins`)
        await tx.execute(sql`INSERT INTO t (name) VALUES (${name})`)
        await pause()
        const seen = await names(tx)
        order.push(`${name} sees ${seen.join(',')}`)
        return seen
      })
    const first = writer('p')
    const second = writer('q')
    await pause()
    const outside = names(database.db)
    expect(await first).toEqual(['p'])
    expect(await second).toEqual(['p', 'q'])
    expect(order).toEqual(['p begins', 'p sees p', 'q begins', 'q sees p,q'])
    // Sent while p was open, it ran after p and q: PGlite queues a query behind open transactions.
    expect(await outside).toEqual(['p', 'q'])
    await database.db.execute(sql`DELETE FROM t`)
  })

  it('a nested transaction (savepoint) that fails leaves the outer one going', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO t (name) VALUES ('outer')`)
      await tx.transaction(async (inner) => {
        await inner.execute(sql`INSERT INTO t (name) VALUES ('inner')`)
        throw new Error('undo inner')
      }).catch(() => {})
    })
    expect(await names(database.db)).toEqual(['outer'])
    await database.db.execute(sql`DELETE FROM t`)
  })

  it('leaves the event loop free while a long query runs', async () => {
    let ticks = 0
    const timer = setInterval(() => ticks++, 5)
    const t0 = performance.now()
    await database.db.execute(sql`SELECT count(*) FROM generate_series(1, 3000000)`)
    const took = performance.now() - t0
    clearInterval(timer)
    expect(took).toBeGreaterThan(50)
    // On the main thread the timer could not fire at all until the query ended.
    expect(ticks).toBeGreaterThan(took / 5 / 4)
  })

  it('dumps the data directory, and a database opened from the dump has the rows', async () => {
    await database.db.execute(sql`INSERT INTO t (name) VALUES ('dumped')`)
    const copy = await openDatabase({ loadDataDir: await database.dumpDataDir!() })
    try {
      expect(await names(copy.db)).toEqual(['dumped'])
    } finally {
      await copy.close()
    }
  })
})

describe('opening the embedded database', () => {
  it('vacuums and analyzes after the work of exclusive (PGlite has no autovacuum)', async () => {
    const fresh = await openDatabase({})
    try {
      await fresh.exclusive(async (db) => {
        await db.execute(sql`CREATE TABLE v (n int PRIMARY KEY)`)
        await db.execute(sql`INSERT INTO v SELECT generate_series(1, 2000)`)
      })
      const [stats] = rowsOf<{ visible: number; tuples: number }>(
        await fresh.db.execute(sql`SELECT relallvisible AS visible, reltuples::int AS tuples FROM pg_class WHERE relname = 'v'`),
      )
      // all-visible pages let a count use an index-only scan; the statistics know the new rows
      expect(stats.visible).toBeGreaterThan(0)
      expect(stats.tuples).toBe(2000)
    } finally {
      await fresh.close()
    }
  })
})
