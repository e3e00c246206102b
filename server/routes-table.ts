/**
 * The server's route table for the schema checker: builds the app on no database (module
 * registration never touches it) and lists every route with its permission or access level.
 */
import { buildApp } from './app'
import { noDatabase } from './context'
import type { RouteRecord } from './auth/policy'
import { logSmsProvider } from './modules/auth/sms-provider'

export type { RouteRecord }

export async function listRoutes(): Promise<RouteRecord[]> {
  const app = await buildApp({ db: noDatabase(), tokenTtl: 3600, sms: logSmsProvider() })
  await app.ready()
  const routes = [...app.routeTable]
  await app.close()
  return routes
}
