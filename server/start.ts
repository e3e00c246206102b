/**
 * startServer(options): open (and lock) the database, migrate, ANALYZE, seed (PGlite: then VACUUM ANALYZE), build the app,
 * listen. Used by `npm start`, the bench and tests (docs/contracts.md, "Server entry").
 */
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import { checkSmsFixedCode, type ServerOptions } from './config'
import { openDatabase } from './db/open'
import type { Db } from './db/types'
import { seed, type SeedResult } from './seed'
import { logSmsProvider } from './modules/auth/sms-provider'
import { diskStorage } from './storage'
import { join, resolve } from 'node:path'

export type StartOptions = Partial<ServerOptions> & { dataDir?: string }

export interface RunningServer {
  url: string
  app: FastifyInstance
  /** what the seed created on this start (the first start prints the administrator's password) */
  seeded: SeedResult
  /** the open database, for tools and tests running in the same process */
  db: Db
  close(): Promise<void>
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const smsFixedCode = checkSmsFixedCode(options.smsFixedCode, process.env.NODE_ENV)
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.databaseUrl ? undefined : options.dataDir ?? './data' })
  let app: FastifyInstance | undefined
  // Uploaded files: DATA_DIR/files, outside the served UI folder, also when the database is PostgreSQL.
  const storage = diskStorage(join(resolve(options.dataDir ?? './data'), 'files'))
  try {
    const seeded = await database.exclusive((db) =>
      seed(db, { adminPassword: options.adminPassword, seedDemo: options.seedDemo ?? true, demoPassword: options.demoPassword, storage }),
    )
    app = await buildApp({
      db: database.db,
      planned: database.planned,
      tokenTtl: options.tokenTtl ?? 8 * 3600,
      idleTimeout: options.idleTimeout,
      authCacheMs: options.authCacheMs,
      maxInFlight: options.maxInFlight,
      smsLimits: options.smsLimits,
      // Plain lines on stdout, so a person can read the code from the server log.
      sms: logSmsProvider(),
      smsFixedCode,
      uiDir: options.serveUi,
      logger: options.logger ?? false,
      storage,
    })
    const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' })
    const url = address.replace('0.0.0.0', '127.0.0.1').replace('[::]', '127.0.0.1')
    const running = app
    return {
      url,
      app: running,
      seeded,
      db: database.db,
      async close() {
        await running.close()
        await database.close()
      },
    }
  } catch (e) {
    await app?.close().catch(() => {})
    await database.close()
    throw e
  }
}
