/**
 * Bench page: the organisation chart page (as its story renders it) on 500 generated people,
 * from the React render call to the first painted frame with the boxes (the start view: 500 people
 * are too wide for the screen, so it opens at 30 % and mounts every box in that wider window), then
 * the + button up to 100 %. Timings land on window.__orgChartBench.
 */
import { createRoot } from 'react-dom/client'
import { App, ConfigProvider } from 'antd'
import zhCN from 'antd/es/locale/zh_CN'
import { createOrgChartProvider, generateOrgChart } from '../../src/pages/OrgChart/fixture'
import { layoutTree } from '../../src/pages/OrgChart/layout'
import { toPeople } from '../../src/pages/OrgChart/normalize'
import OrgChartPage from '../../src/pages/OrgChart/OrgChartPage'

declare global {
  interface Window {
    __orgChartBench?: { render: number; nodes: number; people: number; zoomIn: number; nodesZoomedIn: number; startZoom: string; layout: number; sinceNavigation: number }
  }
}

const PEOPLE = Number(new URLSearchParams(location.search).get('people') || 500)
const data = PEOPLE > 0 ? generateOrgChart(PEOPLE) : null
const provider = createOrgChartProvider(data)

/** resolves after the next frame has been painted (rAF runs before paint; a task queued there runs after it) */
const painted = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      const ch = new MessageChannel()
      ch.port1.onmessage = () => resolve()
      ch.port2.postMessage(null)
    }),
  )

async function until(test: () => boolean) {
  for (;;) {
    if (test()) return
    await new Promise((r) => requestAnimationFrame(r))
  }
}

const start = performance.now()
createRoot(document.getElementById('root')!).render(
  <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
    <App>
      <OrgChartPage provider={provider} />
    </App>
  </ConfigProvider>,
)

async function measure() {
  // boxes, or the empty state (people=0: the page without a chart, a baseline)
  await until(() => document.querySelector('.org-node, .org-chart__empty') !== null)
  await painted()
  const render = performance.now() - start
  const sinceNavigation = performance.now()
  const nodes = document.querySelectorAll('.org-node').length
  const people = Number(/共 (\d+) 人/.exec(document.body.textContent ?? '')?.[1] ?? 0)

  const zoomText = () => document.querySelector('.org-chart__zoom')?.textContent ?? ''
  const startZoom = zoomText()
  const zoomInButton = document.querySelector<HTMLButtonElement>('button[aria-label="放大"]')!
  const t = performance.now()
  for (let i = 0; i < 20 && zoomText() !== '100%'; i++) {
    zoomInButton.click() // a discrete event: React commits synchronously
    await Promise.resolve()
  }
  await painted()
  const zoomIn = performance.now() - t
  const nodesZoomedIn = document.querySelectorAll('.org-node').length

  const l0 = performance.now()
  layoutTree(toPeople(data))
  const layout = performance.now() - l0
  window.__orgChartBench = { render, nodes, people, zoomIn, nodesZoomedIn, startZoom, layout, sinceNavigation }
}

void measure()
