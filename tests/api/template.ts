/**
 * What the API tests share: the known passwords of the template database and where the template
 * is (PGlite dump file or PostgreSQL template database), handed from globalSetup via provide().
 */
export const ADMIN_PASSWORD = 'Oa#Admin2468'
export const DEMO_PASSWORD = 'Demo@123456'

export type ApiTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; baseUrl: string; template: string }

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplate: ApiTemplate
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl)
  url.pathname = `/${database}`
  return url.toString()
}
