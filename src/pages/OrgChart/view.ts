/** Pan and zoom arithmetic of the chart (pure): the canvas is drawn at `translate(x, y) scale(k)`. */

export const MIN_ZOOM = 0.3
export const MAX_ZOOM = 2
export const ZOOM_STEP = 0.1
/** The smallest zoom the chart opens at: names and positions stay readable (12 px text at 75 % is 9 px). */
export const READABLE_ZOOM = 0.75

export interface View {
  x: number
  y: number
  k: number
}

export interface Rect {
  x0: number
  y0: number
  x1: number
  y1: number
}

export function clampZoom(k: number): number {
  if (!Number.isFinite(k)) return 1
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(k * 1000) / 1000))
}

/** The next button step (+1 or -1) on a 10 % grid: 0.3, 0.4 ... 2. */
export function stepZoom(k: number, dir: 1 | -1): number {
  const snapped = dir > 0 ? Math.floor(k / ZOOM_STEP + 1e-6) : Math.ceil(k / ZOOM_STEP - 1e-6)
  return clampZoom((snapped + dir) * ZOOM_STEP)
}

/** Zoom to `k` keeping the content point under the viewport point (px, py) where it is. */
export function zoomAround(v: View, k: number, px: number, py: number): View {
  const next = clampZoom(k)
  const cx = (px - v.x) / v.k
  const cy = (py - v.y) / v.k
  return { x: px - cx * next, y: py - cy * next, k: next }
}

/**
 * The starting view: fitted to the width when that needs no less than the readable zoom (never
 * above 100 %), centred; a chart wider than that opens at the readable zoom with the root's centre
 * (content x `rootCx`) in the middle, the rest a drag away. The top at the top.
 */
export function initialView(contentWidth: number, rootCx: number, viewportWidth: number): View {
  const k = clampZoom(Math.max(READABLE_ZOOM, Math.min(1, viewportWidth / contentWidth)))
  if (contentWidth * k <= viewportWidth) return { x: Math.round((viewportWidth - contentWidth * k) / 2), y: 0, k }
  return { x: Math.round(viewportWidth / 2 - rootCx * k), y: 0, k }
}

/** A view that puts the content point (cx, cy) in the middle of the viewport at zoom k. */
export function centreOn(cx: number, cy: number, k: number, viewportWidth: number, viewportHeight: number): View {
  const kk = clampZoom(k)
  return { x: Math.round(viewportWidth / 2 - cx * kk), y: Math.round(viewportHeight / 2 - cy * kk), k: kk }
}

/**
 * The content rectangle worth rendering: what the viewport shows plus a margin of `margin`
 * screen pixels, snapped outward to `cell` content pixels so small pans do not change it.
 */
export function renderWindow(v: View, viewportWidth: number, viewportHeight: number, margin = 200, cell = 400): Rect {
  const x0 = (-v.x - margin) / v.k
  const y0 = (-v.y - margin) / v.k
  const x1 = (viewportWidth - v.x + margin) / v.k
  const y1 = (viewportHeight - v.y + margin) / v.k
  return {
    x0: Math.floor(x0 / cell) * cell,
    y0: Math.floor(y0 / cell) * cell,
    x1: Math.ceil(x1 / cell) * cell,
    y1: Math.ceil(y1 / cell) * cell,
  }
}

export const sameRect = (a: Rect, b: Rect) => a.x0 === b.x0 && a.y0 === b.y0 && a.x1 === b.x1 && a.y1 === b.y1

/** Keep at least `keep` screen pixels of the content inside the viewport (a drag cannot lose the chart). */
export function clampPan(v: View, contentWidth: number, contentHeight: number, viewportWidth: number, viewportHeight: number, keep = 120): View {
  const w = contentWidth * v.k
  const h = contentHeight * v.k
  const kx = Math.min(keep, w, viewportWidth)
  const ky = Math.min(keep, h, viewportHeight)
  const x = Math.min(viewportWidth - kx, Math.max(kx - w, v.x))
  const y = Math.min(viewportHeight - ky, Math.max(ky - h, v.y))
  return x === v.x && y === v.y ? v : { ...v, x, y }
}
