/**
 * `Database.planned` (server/db/planned.ts): its statements run under their generic plan; the
 * main database's do not, also after a planned statement failed. On PGlite the worker sets the
 * mode around each statement; on PostgreSQL (TEST_DATABASE_URL) a pool of its own is in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../../server/db/open'
import type { Executor } from '../../server/db/types'
import { pgCode } from '../../server/http/db-errors'
import { databaseUrl } from './template'

const mode = async (db: Executor) => ((await db.execute(sql`SELECT current_setting('plan_cache_mode') AS mode`)) as unknown as { rows: { mode: string }[] }).rows[0].mode

const baseUrl = process.env.TEST_DATABASE_URL
let database: Database
let drop = async () => {}

beforeAll(async () => {
  if (!baseUrl) {
    database = await openDatabase({})
    return
  }
  const name = `oa_planned_${process.pid}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`)
  await admin.query(`CREATE DATABASE "${name}"`)
  database = await openDatabase({ databaseUrl: databaseUrl(baseUrl, name) })
  drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.end()
  }
})
afterAll(async () => {
  await database?.close()
  await drop()
})

describe(`statements planned once (${baseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('run under the generic plan on `planned`, under the default choice on `db`', async () => {
    expect(await mode(database.planned)).toBe('force_generic_plan')
    expect(await mode(database.db)).toBe('auto')
    // again, now that the worker names the statement
    expect(await mode(database.planned)).toBe('force_generic_plan')
    expect(await mode(database.db)).toBe('auto')
  })

  it('a planned statement that fails leaves the mode of the others as it was', async () => {
    const failed = await database.planned.execute(sql`SELECT 1 / ${0}::int AS x`).catch((e: unknown) => e)
    expect(pgCode(failed)).toBe('22012')
    expect(await mode(database.db)).toBe('auto')
    expect(await mode(database.planned)).toBe('force_generic_plan')
  })

  it('a statement prepared on it answers each call with that call’s values', async () => {
    const page = database.planned
      .select({ n: sql<number>`g`.mapWith(Number) })
      .from(sql`generate_series(1, 20) g`)
      .orderBy(sql`g`)
      .limit(sql.raw('3') as unknown as number)
      .offset(sql.placeholder('skip') as unknown as number)
      .prepare('planned_test_page')
    for (const [skip, expected] of [[0, [1, 2, 3]], [10, [11, 12, 13]], [18, [19, 20]], [0, [1, 2, 3]]] as const)
      expect((await page.execute({ skip })).map((r) => r.n)).toEqual(expected)
  })
})
