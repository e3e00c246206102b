/**
 * Bench pages in Chromium: bench/form (the 300-field form's mount and full validation),
 * bench/approval-form (the approval form dialog opening a 30-field type with 20 detail rows) and
 * bench/pdf (the knowledge player opening a long PDF, ./pdf-open.ts).
 * Each page is built with Vite, served from a local port and opened `runs` times; it publishes its
 * timings on window.__bench.
 */
import { execFileSync } from 'node:child_process'
import { createServer } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import type { Browser } from 'playwright-core'
import { median, round } from './stats'

// .mjs: pdf.js's worker, which the browser starts only from a JavaScript type
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.pdf': 'application/pdf' }

/**
 * Builds bench/<page>, opens it `runs` times and answers what each run published; `files` are
 * served next to the page (by their path, e.g. '/doc.pdf').
 */
export async function runPage<T>(browser: Browser, page: string, runs: number, files: Record<string, Buffer> = {}): Promise<T[]> {
  const out = `.tmp/bench-${page}`
  execFileSync('npx', ['vite', 'build', `bench/${page}`, '--outDir', `../../${out}`, '--emptyOutDir', '--base', './', '--logLevel', 'warn'], { stdio: 'inherit' })
  const server = createServer(async (req, res) => {
    const url = decodeURIComponent(req.url!.split('?')[0])
    const path = join(out, url === '/' ? 'index.html' : url)
    const body = files[url] ?? (await readFile(path).catch(() => undefined))
    if (body) res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body)
    else res.writeHead(404).end()
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as { port: number }
  const results: T[] = []
  try {
    for (let i = 0; i < runs; i++) {
      const tab = await browser.newPage()
      await tab.goto(`http://127.0.0.1:${port}/`)
      results.push((await tab.waitForFunction(() => (window as { __bench?: unknown }).__bench, undefined, { timeout: 60_000 }).then((h) => h.jsonValue())) as T)
      await tab.close()
    }
  } finally {
    server.close()
  }
  return results
}

export async function measureForm(browser: Browser, runs = 5) {
  const results = await runPage<{ mount: number; validate: number; errors: number }>(browser, 'form', runs)
  for (const r of results) if (r.errors !== 300) throw new Error(`the form reported ${r.errors} errors, expected 300`)
  const mounts = results.map((r) => round(r.mount))
  const validates = results.map((r) => round(r.validate))
  return { mount: median(mounts), validate: median(validates), mounts, validates }
}

/** The approval form dialog: from approval-load's answer to every field and detail row laid out. */
export async function measureApprovalForm(browser: Browser, runs = 5) {
  const results = await runPage<{ open: number; fields: number; rows: number }>(browser, 'approval-form', runs)
  const opens = results.map((r) => round(r.open))
  return { open: median(opens), opens, fields: results[0].fields, rows: results[0].rows }
}
