/**
 * `npm run dev`: the API server and the Vite dev server, in one process.
 *
 * Choice: two ports. The API (server/start.ts startServer, embedded database in DATA_DIR, demo
 * data) listens on API_PORT (default 8080) without serving the UI; Vite serves the UI with hot
 * reload on DEV_PORT (default 5173) and proxies /api, /connect and /download-file to the API
 * (vite.config.ts, server.proxy). Open http://localhost:5173. Running Vite in middleware mode
 * inside Fastify would need a middleware plugin the server does not have; the proxy keeps the
 * server untouched and behaves like production (same origin for the browser).
 *
 * Environment: API_PORT, DEV_PORT, DATA_DIR, DATABASE_URL, ADMIN_PASSWORD, SMS_FIXED_CODE, SEED_DEMO.
 */
import { createServer } from 'vite'
import { loadConfig } from '../server/config'
import { firstStartBanner } from '../server/banner'
import { startServer } from '../server/start'

const apiPort = Number(process.env.API_PORT ?? 8080)
const devPort = Number(process.env.DEV_PORT ?? 5173)

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, PORT: String(apiPort) })
  const api = await startServer({ ...config, port: apiPort, host: '127.0.0.1', serveUi: undefined, logger: false })
  for (const line of firstStartBanner(api.seeded)) console.log(line)
  process.env.API_URL = api.url
  const vite = await createServer({ server: { port: devPort, strictPort: true } })
  await vite.listen()
  console.log(`API  ${api.url}`)
  vite.printUrls()

  let closing = false
  const stop = async () => {
    if (closing) return
    closing = true
    await vite.close()
    await api.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
