/**
 * MountAtOnce: what a Suspense retry mounts (a screen loaded on demand) renders in one task, not in
 * time slices with other tasks run between them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { lazy, Suspense, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MountAtOnce } from './mountAtOnce'

const ROWS = 40
/** the ticks a ticker task had counted when each row rendered */
let seen: number[] = []
let ticks = 0

/** keeps the thread busy for `ms` */
function spend(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until);
}

function Row() {
  seen.push(ticks)
  // a row that takes a while, so the whole list takes longer than React's 5 ms slice
  spend(1)
  return <li>row</li>
}

const rows = () => Array.from({ length: ROWS }, (_, i) => <Row key={i} />)

/** mounts `wrap(rows)` behind a lazy module and answers the ticks seen by the rows */
async function mountBehindLazy(wrap: (children: ReactNode) => ReactNode): Promise<number[]> {
  const Screen = lazy(async () => ({ default: () => <ul>{wrap(rows())}</ul> }))
  const el = document.createElement('div')
  root = createRoot(el)
  root.render(
    <Suspense fallback={<p>loading</p>}>
      <Screen />
    </Suspense>,
  )
  // a task that runs whenever React yields to the event loop
  let running = true
  const tick = () => {
    ticks++
    if (running) setImmediate(tick)
  }
  setImmediate(tick)
  while (el.querySelectorAll('li').length < ROWS) await new Promise((r) => setTimeout(r, 5))
  running = false
  return seen
}

let root: Root | undefined
beforeEach(() => {
  seen = []
  ticks = 0
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})
afterEach(() => {
  root?.unmount()
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

describe('MountAtOnce', () => {
  it('renders the children of a Suspense retry without yielding to other tasks', async () => {
    const at = await mountBehindLazy((children) => <MountAtOnce>{children}</MountAtOnce>)
    expect(at).toHaveLength(ROWS)
    expect(new Set(at).size).toBe(1)
  })

  it('is needed: React renders such a retry in slices, with other tasks between them', async () => {
    const at = await mountBehindLazy((children) => children)
    expect(new Set(at).size).toBeGreaterThan(1)
  })
})
