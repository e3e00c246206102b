import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

/** The drizzle database over either driver (PGlite or node-postgres): one dialect, one type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
/** The handle inside db.transaction(); use it, never the outer db (PGlite has one connection). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx
