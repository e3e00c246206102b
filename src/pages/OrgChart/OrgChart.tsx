/**
 * The chart itself: boxes (absolutely positioned divs) over one SVG path of connectors, all inside
 * one canvas element that carries the pan/zoom transform. Only the boxes inside the render window
 * (the viewport plus a margin) are mounted; each box is memoised, so panning mounts just the boxes
 * that come into view and zooming re-renders nothing but the window.
 */
import { forwardRef, memo, useCallback, useImperativeHandle, useMemo, type KeyboardEvent, type MouseEvent } from 'react'
import { ApartmentOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Empty, Tooltip } from 'antd'
import { PersonAvatar } from './avatars'
import { layoutTree, nodesIn, type TreeLayout } from './layout'
import type { Person } from './types'
import { usePanZoom } from './usePanZoom'
import { MAX_ZOOM, MIN_ZOOM } from './view'
import './orgChart.css'

export interface OrgChartHandle {
  zoomIn(): void
  zoomOut(): void
  zoomTo(k: number): void
  reset(): void
  /** centre the box of `key`; false when it is not in the chart */
  focus(key: string): boolean
}

export interface OrgChartProps {
  root: Person | null
  /** a person's box was clicked (department boxes are not clickable) */
  onOpen?(person: Person): void
  /** key of a box to mark (a search hit) */
  highlight?: string | null
}

const LEVEL_CLASSES = 6

const OrgNode = memo(function OrgNode(props: { person: Person; index: number; x: number; y: number; hit: boolean }) {
  const { person: p } = props
  const dept = !p.userId
  const level = p.level === null ? 0 : Math.min(Math.max(1, Math.round(p.level)), LEVEL_CLASSES)
  const label = dept ? p.name : `${p.name}${p.position ? `，${p.position}` : ''}`
  return (
    <div
      className={`org-node org-node--l${level}${dept ? ' org-node--dept' : ''}${props.hit ? ' org-node--hit' : ''}`}
      style={{ left: props.x, top: props.y }}
      data-index={props.index}
      data-key={p.key}
      role={dept ? undefined : 'button'}
      tabIndex={dept ? undefined : 0}
      aria-label={label}
      title={label}
    >
      <PersonAvatar url={p.avatar} name={p.name} size={56} icon={dept ? <ApartmentOutlined /> : undefined} />
      <div className="org-node__name">{p.name || '—'}</div>
      <div className="org-node__position">{dept ? p.depName || '部门' : p.position}</div>
    </div>
  )
})

/** The links never change after layout: one memoised SVG. */
const Links = memo(function Links(props: { layout: TreeLayout<Person> }) {
  const { width, height, links } = props.layout
  return (
    <svg className="org-chart__links" width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden>
      <path d={links} />
    </svg>
  )
})

export const OrgChart = forwardRef<OrgChartHandle, OrgChartProps>(function OrgChart(props, ref) {
  const { root, onOpen, highlight } = props
  const layout = useMemo(() => layoutTree(root), [root])
  const rootCx = layout.nodes.length ? layout.nodes[0].x + layout.options.nodeWidth / 2 : layout.width / 2
  const pz = usePanZoom({ width: layout.width, height: layout.height, rootCx })
  const indexByKey = useMemo(() => new Map(layout.nodes.map((n, i) => [n.item.key, i])), [layout])
  const visible = useMemo(() => nodesIn(layout, pz.window), [layout, pz.window])

  const focus = useCallback(
    (key: string) => {
      const i = indexByKey.get(key)
      if (i === undefined) return false
      const n = layout.nodes[i]
      pz.centre(n.x + layout.options.nodeWidth / 2, n.y + layout.options.nodeHeight / 2)
      return true
    },
    [indexByKey, layout, pz],
  )
  useImperativeHandle(ref, () => ({ zoomIn: pz.zoomIn, zoomOut: pz.zoomOut, zoomTo: pz.zoomTo, reset: pz.reset, focus }), [pz, focus])

  const personAt = (target: EventTarget): Person | null => {
    const el = (target as Element).closest?.('[data-index]')
    if (!el) return null
    const n = layout.nodes[Number(el.getAttribute('data-index'))]
    return n && n.item.userId ? n.item : null
  }
  const onClick = (e: MouseEvent) => {
    if (pz.dragged.current) return
    const p = personAt(e.target)
    if (p) onOpen?.(p)
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.key === 'Enter' || e.key === ' ') && e.target !== e.currentTarget) {
      const p = personAt(e.target)
      if (p) {
        e.preventDefault()
        onOpen?.(p)
      }
      return
    }
    if (e.target !== e.currentTarget) return
    if (e.key === '+' || e.key === '=') pz.zoomIn()
    else if (e.key === '-') pz.zoomOut()
    else if (e.key === '0') pz.reset()
    else return
    e.preventDefault()
  }

  const empty = !root || (layout.nodes.length === 1 && !root.userId)
  return (
    <div className="org-chart">
      <div
        ref={pz.viewportRef}
        className="org-chart__viewport"
        tabIndex={0}
        aria-label="组织架构图：拖动平移，Ctrl + 滚轮缩放"
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {empty ? (
          <div className="org-chart__empty">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
          </div>
        ) : (
          <div ref={pz.canvasRef} className="org-chart__canvas" style={{ width: layout.width, height: layout.height }}>
            <Links layout={layout} />
            {visible.map((i) => {
              const n = layout.nodes[i]
              return <OrgNode key={n.item.key} person={n.item} index={i} x={n.x} y={n.y} hit={highlight === n.item.key} />
            })}
          </div>
        )}
      </div>
      <div className="org-chart__controls" role="group" aria-label="缩放">
        <Tooltip title="缩小">
          <Button size="small" icon={<MinusOutlined />} aria-label="缩小" disabled={empty || pz.zoom <= MIN_ZOOM} onClick={pz.zoomOut} />
        </Tooltip>
        <span className="org-chart__zoom" aria-live="polite">
          {Math.round(pz.zoom * 100)}%
        </span>
        <Tooltip title="放大">
          <Button size="small" icon={<PlusOutlined />} aria-label="放大" disabled={empty || pz.zoom >= MAX_ZOOM} onClick={pz.zoomIn} />
        </Tooltip>
        <Button size="small" disabled={empty} onClick={pz.reset}>
          重置
        </Button>
      </div>
    </div>
  )
})
