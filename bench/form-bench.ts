/** Builds bench/form and times the 300-field form's mount and full validation in Chromium. */
import { execFileSync } from 'node:child_process'
import { createServer } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import type { Browser } from 'playwright-core'
import { median, round } from './stats'

const OUT = '.tmp/bench-form'
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }

export async function measureForm(browser: Browser, runs = 5) {
  execFileSync('npx', ['vite', 'build', 'bench/form', '--outDir', `../../${OUT}`, '--emptyOutDir', '--base', './', '--logLevel', 'warn'], { stdio: 'inherit' })
  const server = createServer(async (req, res) => {
    const path = join(OUT, req.url === '/' ? 'index.html' : decodeURIComponent(req.url!.split('?')[0]))
    const body = await readFile(path).catch(() => undefined)
    if (body) res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body)
    else res.writeHead(404).end()
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as { port: number }
  const mounts: number[] = []
  const validates: number[] = []
  try {
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage()
      await page.goto(`http://127.0.0.1:${port}/`)
      const r = await page.waitForFunction(() => window.__bench, undefined, { timeout: 60_000 }).then((h) => h.jsonValue())
      if (r!.errors !== 300) throw new Error(`the form reported ${r!.errors} errors, expected 300`)
      mounts.push(round(r!.mount))
      validates.push(round(r!.validate))
      await page.close()
    }
  } finally {
    server.close()
  }
  return { mount: median(mounts), validate: median(validates), mounts, validates }
}
