import { describe, expect, it } from 'vitest'
import { clampPan, clampZoom, initialView, renderWindow, stepZoom, zoomAround } from './view'

describe('org chart view', () => {
  it('keeps the zoom between 0.3 and 2', () => {
    expect(clampZoom(0.1)).toBe(0.3)
    expect(clampZoom(5)).toBe(2)
    expect(clampZoom(Number.NaN)).toBe(1)
    expect(stepZoom(2, 1)).toBe(2)
    expect(stepZoom(0.3, -1)).toBe(0.3)
    expect(stepZoom(1, 1)).toBe(1.1)
    expect(stepZoom(1, -1)).toBe(0.9)
    expect(stepZoom(1.234, 1)).toBe(1.3)
    expect(stepZoom(1.234, -1)).toBe(1.2)
  })

  it('zooms around a point, keeping it still', () => {
    const v = { x: 40, y: 10, k: 1 }
    const z = zoomAround(v, 2, 200, 100)
    expect(z.k).toBe(2)
    // content point under (200, 100) before and after
    expect((200 - v.x) / v.k).toBeCloseTo((200 - z.x) / z.k)
    expect((100 - v.y) / v.k).toBeCloseTo((100 - z.y) / z.k)
  })

  it('starts with the root centred, or a narrow chart centred', () => {
    expect(initialView(600, 300, 1000)).toEqual({ x: 200, y: 0, k: 1 })
    // 1250 wide in 1000: 80 %, all of it, readable
    expect(initialView(1250, 625, 1000)).toEqual({ x: 0, y: 0, k: 0.8 })
    // wider than that: never below the readable 75 % (not 30 % with unreadable text), the root in the middle
    expect(initialView(2000, 1000, 1000)).toEqual({ x: 500 - 750, y: 0, k: 0.75 })
    expect(initialView(20000, 9000, 1000)).toEqual({ x: 500 - 6750, y: 0, k: 0.75 })
  })

  it('snaps the render window so that small pans keep it', () => {
    const a = renderWindow({ x: -50, y: -30, k: 1 }, 1000, 600)
    const b = renderWindow({ x: -60, y: -35, k: 1 }, 1000, 600)
    expect(b).toEqual(a)
    expect(a.x0).toBeLessThanOrEqual(50 - 200)
    expect(a.x1).toBeGreaterThanOrEqual(1050 + 200)
    const zoomedOut = renderWindow({ x: 0, y: 0, k: 0.3 }, 1000, 600)
    expect(zoomedOut.x1).toBeGreaterThanOrEqual(1000 / 0.3)
  })

  it('keeps part of the chart in view when panning', () => {
    // content 2000 x 1000 at 100 % in a 1000 x 600 viewport
    expect(clampPan({ x: 5000, y: 0, k: 1 }, 2000, 1000, 1000, 600).x).toBe(1000 - 120)
    expect(clampPan({ x: -5000, y: 0, k: 1 }, 2000, 1000, 1000, 600).x).toBe(120 - 2000)
    expect(clampPan({ x: 0, y: -5000, k: 1 }, 2000, 1000, 1000, 600).y).toBe(120 - 1000)
    const inside = { x: -300, y: -100, k: 1 }
    expect(clampPan(inside, 2000, 1000, 1000, 600)).toBe(inside)
  })
})
