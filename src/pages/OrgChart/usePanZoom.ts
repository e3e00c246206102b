/**
 * Pan (drag, wheel, arrow keys) and zoom (ctrl/⌘ + wheel, buttons, +/- keys) of the chart.
 * The view lives in a ref and is written to ONE element's transform, at most once per frame;
 * React re-renders only when the zoom percentage or the snapped render window changes.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { centreOn, clampPan, clampZoom, initialView, renderWindow, sameRect, stepZoom, zoomAround, type Rect, type View } from './view'

/** jsdom (and a hidden tab) lay out nothing: assume a common screen then. */
const FALLBACK = { w: 1280, h: 720 }
const DRAG_THRESHOLD = 4

export interface PanZoom {
  viewportRef: RefObject<HTMLDivElement>
  canvasRef: RefObject<HTMLDivElement>
  zoom: number
  /** the content rectangle to render */
  window: Rect
  /** true from the moment a press became a drag until the next press (clicks after a drag are ignored) */
  dragged: RefObject<boolean>
  zoomIn(): void
  zoomOut(): void
  zoomTo(k: number): void
  reset(): void
  centre(cx: number, cy: number): void
}

export function usePanZoom(content: { width: number; height: number; rootCx: number }): PanZoom {
  const viewportRef = useRef<HTMLDivElement>(null)
  const canvasRef = useRef<HTMLDivElement>(null)
  const view = useRef<View>({ x: 0, y: 0, k: 1 })
  const size = useRef({ ...FALLBACK })
  const frame = useRef(0)
  const dragged = useRef(false)
  const [zoom, setZoom] = useState(1)
  const [win, setWin] = useState<Rect>(() => renderWindow(view.current, FALLBACK.w, FALLBACK.h))

  const apply = useCallback(() => {
    if (frame.current) cancelAnimationFrame(frame.current)
    frame.current = 0
    const v = view.current
    const el = canvasRef.current
    if (el) el.style.transform = `translate(${v.x}px, ${v.y}px) scale(${v.k})`
    setZoom(v.k)
    const next = renderWindow(v, size.current.w, size.current.h)
    setWin((prev) => (sameRect(prev, next) ? prev : next))
  }, [])

  const schedule = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(apply)
  }, [apply])

  /** now: apply at once (buttons); else on the next frame (drag, wheel) */
  const setView = useCallback(
    (v: View, now = false) => {
      view.current = clampPan(v, content.width, content.height, size.current.w, size.current.h)
      if (now) apply()
      else schedule()
    },
    [apply, schedule, content.width, content.height],
  )

  const measure = useCallback(() => {
    const el = viewportRef.current
    const w = el?.clientWidth || FALLBACK.w
    const h = el?.clientHeight || FALLBACK.h
    size.current = { w, h }
  }, [])

  const reset = useCallback(() => {
    measure()
    setView(initialView(content.width, content.rootCx, size.current.w), true)
  }, [content.width, content.rootCx, measure, setView])

  // a new tree starts from the initial view
  useLayoutEffect(reset, [reset])

  useEffect(() => () => cancelAnimationFrame(frame.current), [])

  useEffect(() => {
    const el = viewportRef.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const ro = new ResizeObserver(() => {
      measure()
      schedule()
    })
    ro.observe(el)
    return () => ro.disconnect()
  }, [measure, schedule])

  const zoomAtCentre = useCallback(
    (k: number) => {
      const { w, h } = size.current
      setView(zoomAround(view.current, k, w / 2, h / 2), true)
    },
    [setView],
  )

  // wheel: ctrl/⌘ zooms around the pointer, otherwise pans; passive: false to keep the page still
  useEffect(() => {
    const el = viewportRef.current
    if (!el) return
    const onWheel = (e: WheelEvent) => {
      e.preventDefault()
      const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? size.current.h : 1
      const v = view.current
      if (e.ctrlKey || e.metaKey) {
        const r = el.getBoundingClientRect()
        setView(zoomAround(v, v.k * Math.exp(-e.deltaY * unit * 0.002), e.clientX - r.left, e.clientY - r.top))
      } else {
        const dx = (e.shiftKey && !e.deltaX ? e.deltaY : e.deltaX) * unit
        const dy = (e.shiftKey && !e.deltaX ? 0 : e.deltaY) * unit
        setView({ ...v, x: v.x - dx, y: v.y - dy })
      }
    }
    el.addEventListener('wheel', onWheel, { passive: false })
    return () => el.removeEventListener('wheel', onWheel)
  }, [setView])

  // drag to pan: the pointer is captured only once the press moved, so plain clicks reach the boxes
  useEffect(() => {
    const el = viewportRef.current
    if (!el) return
    let start: { id: number; x: number; y: number; vx: number; vy: number } | null = null
    const down = (e: PointerEvent) => {
      if (e.button !== 0 || (e.target as Element).closest?.('.org-chart__controls')) return
      dragged.current = false
      start = { id: e.pointerId, x: e.clientX, y: e.clientY, vx: view.current.x, vy: view.current.y }
    }
    const move = (e: PointerEvent) => {
      if (!start || e.pointerId !== start.id) return
      const dx = e.clientX - start.x
      const dy = e.clientY - start.y
      if (!dragged.current) {
        if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return
        dragged.current = true
        el.classList.add('is-dragging')
        try {
          el.setPointerCapture(e.pointerId)
        } catch {
          /* the pointer is gone already */
        }
      }
      setView({ ...view.current, x: start.vx + dx, y: start.vy + dy })
    }
    const up = (e: PointerEvent) => {
      if (!start || e.pointerId !== start.id) return
      start = null
      el.classList.remove('is-dragging')
      if (el.hasPointerCapture?.(e.pointerId)) el.releasePointerCapture(e.pointerId)
    }
    el.addEventListener('pointerdown', down)
    el.addEventListener('pointermove', move)
    el.addEventListener('pointerup', up)
    el.addEventListener('pointercancel', up)
    return () => {
      el.removeEventListener('pointerdown', down)
      el.removeEventListener('pointermove', move)
      el.removeEventListener('pointerup', up)
      el.removeEventListener('pointercancel', up)
    }
  }, [setView])

  return {
    viewportRef,
    canvasRef,
    zoom,
    window: win,
    dragged,
    zoomIn: useCallback(() => zoomAtCentre(stepZoom(view.current.k, 1)), [zoomAtCentre]),
    zoomOut: useCallback(() => zoomAtCentre(stepZoom(view.current.k, -1)), [zoomAtCentre]),
    zoomTo: useCallback((k: number) => zoomAtCentre(clampZoom(k)), [zoomAtCentre]),
    reset,
    centre: useCallback(
      (cx: number, cy: number) => {
        measure()
        setView(centreOn(cx, cy, Math.max(view.current.k, 0.8), size.current.w, size.current.h), true)
      },
      [measure, setView],
    ),
  }
}
