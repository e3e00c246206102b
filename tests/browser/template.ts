/**
 * What every browser test file starts from: the UI as `npm run build` makes it and a data directory
 * with the demo seed. tests/setup/browser-global.ts makes both once per run and hands them over with
 * provide(); each file copies the data directory for its own server (harness.ts). Making them in
 * every file cost about 14 s a file (build 4 s, seed 10 s), a quarter of the browser tests' time.
 */
import path from 'node:path'
import { startServer, type StartOptions } from '../../server/start'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const SMS_CODE = '123456'
export const ADMIN = { workNo: 'A0001', password: 'Oa#Admin2468' }

export interface BrowserTemplate {
  /** the production UI build, served read-only by every file's server */
  uiDir: string
  /** a closed, seeded PGlite data directory (database and uploaded files) to copy */
  dataDir: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    browserTemplate: BrowserTemplate
  }
}

/** The server options of every browser test: the template is seeded with them, each file starts with them. */
export function serverOptions(dataDir: string, uiDir: string): StartOptions {
  return {
    port: 0,
    dataDir,
    smsFixedCode: SMS_CODE,
    adminPassword: ADMIN.password,
    seedDemo: true,
    serveUi: uiDir,
    // Every sign-in of the browser tests comes from 127.0.0.1, more often than an office would.
    smsLimits: { perAddress: 10_000, total: 10_000 },
  }
}

/** Seeds dataDir as a browser test's server would on its first start, then closes it. */
export async function seedDataDir(dataDir: string, uiDir: string): Promise<void> {
  const server = await startServer(serverOptions(dataDir, uiDir))
  await server.close()
}
