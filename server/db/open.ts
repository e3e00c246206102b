/**
 * Opens the database: node-postgres when a URL is given, else embedded PGlite in DATA_DIR/pg
 * behind an exclusive lock file, run in a worker thread (./pglite-client.ts). Then applies the
 * migration set and runs ANALYZE (PGlite: VACUUM ANALYZE after the seed, see `exclusive`).
 */
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import * as schema from './schema'
import { lockDataDir } from './lock'
import { openPgliteWorker, type QueryClient } from './pglite-client'
import { GENERIC_PLANS, PLANNED_POOL_SIZE } from './planned'
import type { Db } from './types'

export const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url))

export interface Database {
  db: Db
  /** the same database for statements planned once, under their generic plan (./planned.ts) */
  planned: Db
  kind: 'pglite' | 'postgres'
  /** the embedded database's data directory as a tar.gz (test templates); absent on PostgreSQL */
  dumpDataDir?(): Promise<Blob>
  /**
   * Runs fn with the migrations applied, holding a lock that keeps other processes on the same
   * PostgreSQL database from migrating or seeding at the same time.
   */
  exclusive<T>(fn: (db: Db) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export interface OpenOptions {
  /** PostgreSQL; when absent, PGlite */
  databaseUrl?: string
  /** PGlite directory root (the files go to dataDir/pg); absent = in memory */
  dataDir?: string
  /** a PGlite data directory dump to start from (test templates) */
  loadDataDir?: Blob
  /** skip the lock file (in-memory PGlite needs none) */
  noLock?: boolean
}

/** Fixed key of the advisory lock that serialises migrate + seed across processes. */
const MIGRATION_LOCK = 7_310_2024

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  return openPglite(options)
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const lock = options.dataDir && !options.noLock ? lockDataDir(options.dataDir) : undefined
  try {
    const client = await openPgliteWorker({
      dataDir: options.dataDir ? join(options.dataDir, 'pg') : undefined,
      loadDataDir: options.loadDataDir,
    })
    // drizzle's PGlite driver uses only query and transaction, which the worker client forwards.
    const db = drizzlePglite({ client: client as never, schema }) as unknown as Db
    const generic: QueryClient['query'] = (text, params, o) => client.query(text, params, { ...o, generic: true })
    return {
      db,
      planned: drizzlePglite({ client: { ...client, query: generic } as never, schema }) as unknown as Db,
      kind: 'pglite',
      dumpDataDir: () => client.dumpDataDir(),
      // One process owns the directory (the lock file), so there is nobody to exclude.
      async exclusive(fn) {
        await migratePglite(db as never, { migrationsFolder: MIGRATIONS })
        const result = await fn(db)
        // PGlite runs no autovacuum: without VACUUM the visibility map stays empty, so counts read
        // the table instead of an index (index-only scan), and statistics miss what fn (the seed) wrote.
        await db.execute(sql`VACUUM ANALYZE`)
        return result
      },
      async close() {
        try {
          await client.close()
        } finally {
          lock?.release()
        }
      },
    }
  } catch (e) {
    lock?.release()
    throw e
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {})
  const db = drizzlePg({ client: pool, schema }) as unknown as Db
  const plannedPool = new pg.Pool({ connectionString: url, max: PLANNED_POOL_SIZE, options: `-c ${GENERIC_PLANS}` })
  plannedPool.on('error', () => {})
  return {
    db,
    planned: drizzlePg({ client: plannedPool, schema }) as unknown as Db,
    kind: 'postgres',
    async exclusive(fn) {
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
        const locked = drizzlePg({ client, schema }) as unknown as Db
        await migratePg(locked as never, { migrationsFolder: MIGRATIONS })
        await locked.execute(sql`ANALYZE`)
        return await fn(locked)
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
        client.release()
      }
    },
    async close() {
      await Promise.all([pool.end(), plannedPool.end()])
    },
  }
}
