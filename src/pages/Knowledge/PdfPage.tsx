/** One PDF page: a placeholder of the page's size, drawn only once it comes near the visible area. */
import { useEffect, useRef, useState, type RefObject } from 'react'
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist'

export function PdfPage(props: { doc: PDFDocumentProxy; number: number; scale: number; width: number; height: number; root: RefObject<HTMLDivElement | null> }) {
  const box = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const [near, setNear] = useState(false)
  const [size, setSize] = useState<{ width: number; height: number; scale: number } | null>(null)
  // the zoom the canvas holds a finished drawing of (data-drawn: tests and the bench wait for it)
  const [drawn, setDrawn] = useState<number | null>(null)

  useEffect(() => {
    const el = box.current
    if (!el) return
    // a screen's height above and below: the next pages are ready before they scroll in
    const observer = new IntersectionObserver(([entry]) => setNear(entry.isIntersecting), { root: props.root.current, rootMargin: '100% 0px' })
    observer.observe(el)
    return () => observer.disconnect()
  }, [props.root])

  useEffect(() => {
    if (!near) return
    let task: RenderTask | null = null
    let live = true
    void props.doc.getPage(props.number).then((page) => {
      const target = canvas.current
      if (!live || !target) return
      const viewport = page.getViewport({ scale: props.scale })
      const ratio = window.devicePixelRatio || 1
      target.width = Math.floor(viewport.width * ratio)
      target.height = Math.floor(viewport.height * ratio)
      setSize({ width: viewport.width, height: viewport.height, scale: props.scale })
      task = page.render({ canvas: target, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] })
      task.promise.then(
        () => live && setDrawn(props.scale),
        () => undefined, // cancelled by a zoom or by scrolling away
      )
    })
    return () => {
      live = false
      task?.cancel()
      setDrawn(null) // the next drawing (another zoom, or back in view on a new canvas) is not finished yet
    }
  }, [near, props.doc, props.number, props.scale])

  // a page of another size than the first is known once drawn at this zoom
  const own = size?.scale === props.scale ? size : null
  const width = own?.width ?? props.width
  const height = own?.height ?? props.height
  return (
    <div ref={box} className="kb-pdf-page" data-page={props.number} data-rendered={near ? 1 : 0} data-drawn={near && drawn === props.scale ? 1 : 0} style={{ width, height }}>
      {near && <canvas ref={canvas} style={{ width, height }} aria-label={`第${props.number}页`} />}
    </div>
  )
}
