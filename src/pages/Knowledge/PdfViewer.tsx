/**
 * The PDF player (spec 002 s.2.7, s.9): pdf.js over the file's bytes, zoom 90%..190% in 10%
 * steps (100% fits the page into a narrower box), page navigation, and 文件解析错误 when pdf.js
 * cannot read the file. Pages render lazily: every page gets a placeholder of the first page's
 * size and only pages near the visible area are drawn, so a long PDF opens as fast as a short one
 * once its bytes are here.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Button, InputNumber, Result, Space, Spin } from 'antd'
import { MinusOutlined, PlusOutlined } from '@ant-design/icons'
import type { PDFDocumentProxy } from 'pdfjs-dist'
import { PdfPage } from './PdfPage'
import { loadPdf } from './pdf'
import './pdf-viewer.css'

export const ZOOM_MIN = 90
export const ZOOM_MAX = 190
const ZOOM_STEP = 10
/** pdf.js sizes pages in points (1/72 in); CSS pixels are 1/96 in */
const CSS_PER_POINT = 96 / 72

export interface PdfViewerProps {
  /** the file's bytes, or a failure to fetch them */
  bytes: Uint8Array | Error | null
  initialPage?: number
  /** the page at the top of the view changed (debounced by the caller) */
  onPage?(page: number, pages: number): void
}

export function PdfViewer(props: PdfViewerProps) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null)
  const [failed, setFailed] = useState(false)
  const [size, setSize] = useState<{ width: number; height: number } | null>(null)
  const [zoom, setZoom] = useState(100)
  const [page, setPage] = useState(props.initialPage ?? 1)
  const scroller = useRef<HTMLDivElement>(null)
  const restored = useRef(false)

  const { bytes } = props
  useEffect(() => {
    if (!bytes) return
    if (bytes instanceof Error) return setFailed(true)
    let live = true
    let opened: PDFDocumentProxy | null = null
    loadPdf(bytes).then(
      async (d) => {
        opened = d
        const first = (await d.getPage(1)).getViewport({ scale: 1 })
        if (!live) return
        setSize({ width: first.width, height: first.height })
        setDoc(d)
      },
      () => live && setFailed(true),
    )
    return () => {
      live = false
      void opened?.destroy()
    }
  }, [bytes])

  // the width pages may take in the box (its padding aside), known once the box is laid out
  const [room, setRoom] = useState(0)
  useLayoutEffect(() => {
    const box = scroller.current
    if (!box) return
    const measure = () => {
      const style = getComputedStyle(box)
      setRoom(box.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
  }, [doc, size])
  // 100% is the page's own size, or the box's width where that is narrower (a phone): the whole
  // width is in view before zooming in
  const fit = size && room > 0 && room < size.width * CSS_PER_POINT ? room / size.width : CSS_PER_POINT
  const scale = (zoom / 100) * fit
  const goTo = useCallback((n: number) => {
    const el = scroller.current?.querySelector<HTMLElement>(`[data-page="${n}"]`)
    if (el && scroller.current) scroller.current.scrollTop = el.offsetTop - scroller.current.offsetTop
  }, [])

  // back where the learner left off, once the placeholders are laid out; opening counts as being
  // on that page (without a scroll a one-page file would never be read through)
  useEffect(() => {
    if (!doc || !room || restored.current) return
    restored.current = true
    const start = Math.min(Math.max(1, props.initialPage ?? 1), doc.numPages)
    if (start > 1) goTo(start)
    props.onPage?.(start, doc.numPages)
  }, [doc, room, goTo, props])

  // a zoom (or a new fit) keeps the current page at the top
  useEffect(() => {
    if (doc) goTo(page)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on a change of scale
  }, [scale])

  const onScroll = () => {
    const box = scroller.current
    if (!box || !doc) return
    const pages = box.querySelectorAll<HTMLElement>('[data-page]')
    const top = box.scrollTop + box.offsetTop + 8
    let current = 1
    for (const el of pages) {
      if (el.offsetTop <= top) current = Number(el.dataset.page)
      else break
    }
    if (current !== page) {
      setPage(current)
      props.onPage?.(current, doc.numPages)
    }
  }

  if (failed) return <Result status="error" title="文件解析错误" />
  if (!doc || !size) return <Spin className="kb-pdf-loading" />
  return (
    <div className="kb-pdf">
      <Space className="kb-pdf-bar" wrap>
        <Button aria-label="缩小" icon={<MinusOutlined />} disabled={zoom <= ZOOM_MIN} onClick={() => setZoom((z) => Math.max(ZOOM_MIN, z - ZOOM_STEP))} />
        <span className="kb-pdf-zoom" aria-label="缩放比例">
          {zoom}%
        </span>
        <Button aria-label="放大" icon={<PlusOutlined />} disabled={zoom >= ZOOM_MAX} onClick={() => setZoom((z) => Math.min(ZOOM_MAX, z + ZOOM_STEP))} />
        <Button disabled={page <= 1} onClick={() => goTo(page - 1)}>
          上一页
        </Button>
        <InputNumber
          aria-label="页码"
          size="small"
          min={1}
          max={doc.numPages}
          value={page}
          onChange={(v) => v && goTo(Math.min(doc.numPages, Math.max(1, Math.floor(v))))}
          style={{ width: 72 }}
        />
        <span className="kb-pdf-pages">/ {doc.numPages}</span>
        <Button disabled={page >= doc.numPages} onClick={() => goTo(page + 1)}>
          下一页
        </Button>
      </Space>
      <div className="kb-pdf-pages-box" ref={scroller} onScroll={onScroll} data-testid="pdf-scroller">
        {Array.from({ length: doc.numPages }, (_, i) => (
          <PdfPage key={i + 1} doc={doc} number={i + 1} scale={scale} width={size.width * scale} height={size.height * scale} root={scroller} />
        ))}
      </div>
    </div>
  )
}
