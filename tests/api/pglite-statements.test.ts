/**
 * The PGlite worker names repeated DML (server/db/pglite-statements.ts): parsed and planned once,
 * run again by name; forgotten after a schema change; a name gone stale is replaced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../../server/db/open'
import { pgCode } from '../../server/http/db-errors'

let database: Database

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows
const LOOKUP = 'SELECT * FROM s WHERE n = $1'
const lookup = (n: number) => database.db.execute(sql`SELECT * FROM s WHERE n = ${n}`).then(rowsOf<Record<string, unknown>>)
/** the worker's named statements for the lookup's text */
const named = async () =>
  rowsOf<{ name: string }>(await database.db.execute(sql`SELECT name FROM pg_prepared_statements WHERE statement = ${LOOKUP}`)).map((r) => r.name)

beforeAll(async () => {
  database = await openDatabase({})
  await database.db.execute(sql`CREATE TABLE s (n int PRIMARY KEY, label text)`)
  await database.db.execute(sql`INSERT INTO s VALUES (1, 'one'), (2, 'two')`)
})
afterAll(() => database.close())

describe('named statements in the PGlite worker', () => {
  it('parses a repeated statement once and runs it again by name, with each call’s values', async () => {
    expect(await lookup(1)).toEqual([{ n: 1, label: 'one' }])
    const [name] = await named()
    expect(await lookup(2)).toEqual([{ n: 2, label: 'two' }])
    expect(await named()).toEqual([name])
  })

  it('forgets its names after DDL, so the rows follow the new schema', async () => {
    await lookup(1)
    const [before] = await named()
    await database.db.execute(sql`ALTER TABLE s ADD COLUMN extra text DEFAULT 'x'`)
    expect(await lookup(1)).toEqual([{ n: 1, label: 'one', extra: 'x' }])
    // the old name is closed, the text runs under a new one
    const after = await named()
    expect(after).toHaveLength(1)
    expect(after[0]).not.toBe(before)
  })

  it('replaces a name whose result type changed under it (DDL run from a function), outside a transaction', async () => {
    await database.db.execute(sql`CREATE FUNCTION widen() RETURNS int LANGUAGE sql AS 'ALTER TABLE s ADD COLUMN wide int DEFAULT 7; SELECT 1'`)
    await lookup(2)
    // a SELECT keeps the names; PostgreSQL refuses the stale one ("cached plan must not change result type")
    await database.db.execute(sql`SELECT widen()`)
    expect(await lookup(2)).toEqual([{ n: 2, label: 'two', extra: 'x', wide: 7 }])
  })

  it('in a transaction, lets the stale name’s error through (the transaction is aborted) and replaces the name after', async () => {
    await database.db.execute(sql`CREATE FUNCTION narrow() RETURNS int LANGUAGE sql AS 'ALTER TABLE s DROP COLUMN wide; SELECT 1'`)
    await lookup(1)
    await database.db.execute(sql`SELECT narrow()`)
    const e = await database.db.transaction(async (tx) => tx.execute(sql`SELECT * FROM s WHERE n = ${1}`)).catch((err: unknown) => err)
    expect(pgCode(e)).toBe('0A000')
    expect(await lookup(1)).toEqual([{ n: 1, label: 'one', extra: 'x' }])
  })

  it('keeps an error’s code and constraint through a named statement, and the name stays usable', async () => {
    const insert = (n: number) => database.db.execute(sql`INSERT INTO s (n, label) VALUES (${n}, 'again')`)
    await insert(3)
    const e = await insert(3).catch((err: unknown) => err)
    expect(pgCode(e)).toBe('23505')
    expect((e as { cause: { constraint: string } }).cause.constraint).toBe('s_pkey')
    await insert(4)
    expect(rowsOf(await database.db.execute(sql`SELECT n FROM s WHERE label = 'again' ORDER BY n`))).toEqual([{ n: 3 }, { n: 4 }])
  })
})
