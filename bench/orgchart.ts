/**
 * Builds bench/orgchart and times the organisation chart page with 500 generated people in
 * Chromium: render (React render call -> first painted frame with the boxes, at the start view),
 * the + button from the start zoom to 100 %, and the layout computation alone; median of `runs`
 * fresh pages. Standalone: `node --import tsx bench/orgchart.ts`.
 */
import { execFileSync } from 'node:child_process'
import { createServer } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Browser } from 'playwright-core'
import { median, round } from './stats'

const OUT = '.tmp/bench-orgchart'
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' }

export interface OrgChartBench {
  /** ms, median */
  render: number
  zoomIn: number
  layout: number
  renders: number[]
  zoomIns: number[]
  people: number
  /** zoom of the start view, e.g. '30%' */
  startZoom: string
  /** boxes mounted at the start view and at 100 % (only those near the viewport are) */
  nodes: number
  nodesZoomedIn: number
}

export async function benchOrgChart(browser: Browser, runs = 5, people = 500): Promise<OrgChartBench> {
  execFileSync('npx', ['vite', 'build', 'bench/orgchart', '--outDir', `../../${OUT}`, '--emptyOutDir', '--base', './', '--logLevel', 'warn'], { stdio: 'inherit' })
  const server = createServer(async (req, res) => {
    const path = join(OUT, req.url === '/' || req.url?.startsWith('/?') ? 'index.html' : decodeURIComponent(req.url!.split('?')[0]))
    const body = await readFile(path).catch(() => undefined)
    if (body) res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body)
    else res.writeHead(404).end()
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as { port: number }
  const renders: number[] = []
  const zoomIns: number[] = []
  const layouts: number[] = []
  let last = { people: 0, nodes: 0, nodesZoomedIn: 0, startZoom: '' }
  try {
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
      await page.goto(`http://127.0.0.1:${port}/?people=${people}`)
      const r = await page.waitForFunction(() => window.__orgChartBench, undefined, { timeout: 60_000 }).then((h) => h.jsonValue())
      if (!r || r.people !== people) throw new Error(`the chart reported ${r?.people} people, expected ${people}`)
      if (people > 0 && r.nodes === 0) throw new Error('the chart rendered no boxes')
      renders.push(round(r.render))
      zoomIns.push(round(r.zoomIn))
      layouts.push(round(r.layout))
      last = { people: r.people, nodes: r.nodes, nodesZoomedIn: r.nodesZoomedIn, startZoom: r.startZoom }
      await page.close()
    }
  } finally {
    server.close()
  }
  return { render: median(renders), zoomIn: median(zoomIns), layout: median(layouts), renders, zoomIns, ...last }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { launch } = await import('./browser')
  const browser = await launch()
  try {
    const r = await benchOrgChart(browser)
    console.log(`organisation chart, ${r.people} people: render ${r.render} ms (runs ${r.renders.join(', ')}), ` +
      `zoom ${r.startZoom}->100% ${r.zoomIn} ms (runs ${r.zoomIns.join(', ')}), layout ${r.layout} ms; boxes mounted ${r.nodes} at ${r.startZoom}, ${r.nodesZoomedIn} at 100%`)
  } finally {
    await browser.close()
  }
}
