/** What every module gets: the database and the settings that shape behaviour. */
import type { Db } from './db/types'
import type { SmsProvider } from './modules/auth/sms-provider'
import type { SmsLimits } from './modules/auth/sms-limits'
import type { FileStorage } from './storage'

export interface AppContext {
  /** the database; buildApp never touches it at registration, only handlers do */
  db: Db
  /** the same database for hot statements planned once (server/db/planned.ts); absent = `db` */
  planned?: Db
  /** seconds an access token stays valid */
  tokenTtl: number
  /** seconds without a request after which a token is dead; default 2 h (server/auth/tokens.ts) */
  idleTimeout?: number
  /** milliseconds the guard remembers a token's user and grants (server/auth/session-cache.ts); 0 = never */
  authCacheMs?: number
  /** API requests in flight beyond which a new one is answered 503 at once; default DEFAULT_MAX_IN_FLIGHT (server/http/load-shedding.ts) */
  maxInFlight?: number
  /** SMS sends per 10 minutes per client address and overall; defaults in modules/auth/sms-limits.ts */
  smsLimits?: SmsLimits
  sms: SmsProvider
  /** every SMS code is this value (demos and tests); refused in production by server/config.ts */
  smsFixedCode?: string
  /** absolute path of the built UI to serve, when it should be served */
  uiDir?: string
  /** Fastify logger on or off */
  logger?: boolean
  /** where uploaded files go (server/storage); absent = uploads and downloads fail with 500 */
  storage?: FileStorage
}

/** A database that refuses every use: builds the app for the route table without opening one. */
export function noDatabase(): Db {
  return new Proxy({} as Db, {
    get() {
      throw new Error('no database: this app was built only to list its routes')
    },
  })
}
