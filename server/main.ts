/**
 * Command line: `node --import tsx server/main.ts [--build-if-needed]`. Serves the API and, when
 * dist/ exists, the UI from one process; prints the administrator's and the demo accounts' credentials on first start.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from './config'
import { firstStartBanner } from './banner'
import { startServer } from './start'

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)))
const DIST = join(ROOT, 'dist')
/** What the UI bundle is built from: a newer file here means dist/ is stale. */
const UI_SOURCES = ['src', 'renderer', 'schemas', 'common', 'index.html', 'vite.config.ts', 'package.json']

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

function buildIfNeeded(): void {
  const index = join(DIST, 'index.html')
  const built = existsSync(index) ? statSync(index).mtimeMs : 0
  const sources = Math.max(...UI_SOURCES.map((p) => newestMtime(join(ROOT, p))))
  if (built && built >= sources) return
  console.log(built ? 'UI sources changed since the last build: running vite build…' : 'No UI build yet: running vite build…')
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js')
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: ROOT, stdio: 'inherit' })
  // Keep serving the API (and any previous build) rather than refusing to start: the failure is
  // printed above by vite, and the next start tries again.
  if (result.status !== 0) console.error(`vite build failed (exit ${result.status}); continuing with ${existsSync(index) ? 'the previous build' : 'the API only'}`)
}

async function main(): Promise<void> {
  const config = loadConfig()
  if (process.argv.includes('--build-if-needed')) buildIfNeeded()
  const serveUi = existsSync(join(DIST, 'index.html')) ? DIST : undefined
  if (!serveUi) console.log('dist/ not found: serving the API only (run `npm run build` or start with --build-if-needed for the UI).')

  const server = await startServer({ ...config, serveUi })
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`
  console.log(`OA/HR admin listening on http://localhost:${config.port} (${where}); API docs at /api/docs`)
  for (const line of firstStartBanner(server.seeded)) console.log(line)
  if (config.smsFixedCode) console.log('SMS_FIXED_CODE is set: every SMS code is that value (never do this in production).')

  let closing = false
  const stop = async (signal: string) => {
    if (closing) return
    closing = true
    console.log(`${signal}: shutting down`)
    try {
      await server.close()
      process.exit(0)
    } catch (e) {
      console.error(e)
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})
