/**
 * Tidy tree layout of the organisation chart: a pure function from a tree to box positions and
 * one SVG path for every connector. No DOM, no React.
 *
 * - Every box is `nodeWidth` x `nodeHeight` (105 x 140); a level is one row, `vGap` apart.
 * - Subtrees are packed left to right as close as their contours allow (`hGap` between any two
 *   boxes of a row, whatever their parents), and a parent is centred over its first and last child
 *   (Reingold-Tilford style, contours kept per level).
 * - A parent whose children are all leaves and more than `columns` (10) puts them in a grid of
 *   `columns` per row (a bus line on the left joins the rows), so a manager with 60 reports does
 *   not make the chart 7,500 px wide.
 * - The content is at least `columns` boxes wide (the spec's "minimum width for 10 children");
 *   a narrower tree is centred in it.
 */

export interface LayoutOptions {
  nodeWidth: number
  nodeHeight: number
  /** horizontal space between two boxes of a row */
  hGap: number
  /** vertical space between two rows (the connectors run here) */
  vGap: number
  /** children per row before leaf children wrap; also the minimum content width in boxes */
  columns: number
  /** margin around the content */
  padding: number
}

export const DEFAULT_LAYOUT: LayoutOptions = { nodeWidth: 105, nodeHeight: 140, hGap: 20, vGap: 56, columns: 10, padding: 32 }

export interface PlacedNode<T> {
  item: T
  /** top-left corner in content coordinates */
  x: number
  y: number
  /** row (0 = the root's) */
  row: number
  /** index of the parent in `nodes`, -1 for the root */
  parent: number
}

export interface TreeLayout<T> {
  /** pre-order: a parent always comes before its children */
  nodes: PlacedNode<T>[]
  /** every connector as one SVG path (`d`) */
  links: string
  width: number
  height: number
  options: LayoutOptions
}

interface Treeish<T> {
  children: readonly T[]
}

/** Per level below a node: the leftmost and rightmost box edge, relative to the node's centre. */
type Contour = Array<[number, number]>

interface Shape {
  /** centre of each child relative to this node's centre */
  offsets: number[]
  /** row of each child relative to this node's row (1, or 1 + grid row) */
  rows: number[]
  grid: boolean
  contour: Contour
}

/** Width of `n` boxes in a row. */
export function rowWidth(n: number, o: Pick<LayoutOptions, 'nodeWidth' | 'hGap'> = DEFAULT_LAYOUT): number {
  return n <= 0 ? 0 : n * o.nodeWidth + (n - 1) * o.hGap
}

export function layoutTree<T extends Treeish<T>>(root: T | null, options: Partial<LayoutOptions> = {}): TreeLayout<T> {
  const o: LayoutOptions = { ...DEFAULT_LAYOUT, ...options }
  const minWidth = rowWidth(o.columns, o) + 2 * o.padding
  if (!root) return { nodes: [], links: '', width: minWidth, height: o.nodeHeight + 2 * o.padding, options: o }
  const w = o.nodeWidth
  const half = w / 2
  const step = w + o.hGap

  // Post-order without recursion (a chain of thousands must not overflow the stack).
  const order: T[] = []
  {
    const stack: T[] = [root]
    while (stack.length) {
      const t = stack.pop()!
      order.push(t)
      for (const c of t.children) stack.push(c)
    }
  }
  const shapes = new Map<T, Shape>()
  for (let i = order.length - 1; i >= 0; i--) {
    const t = order[i]
    const kids = t.children
    const contour: Contour = [[-half, half]]
    if (kids.length === 0) {
      shapes.set(t, { offsets: [], rows: [], grid: false, contour })
      continue
    }
    if (kids.length > o.columns && kids.every((k) => k.children.length === 0)) {
      // grid of leaves, `columns` per row, left-aligned, the full rows centred under the parent
      const full = rowWidth(o.columns, o)
      const offsets: number[] = []
      const rows: number[] = []
      kids.forEach((_, j) => {
        offsets.push(-full / 2 + half + (j % o.columns) * step)
        rows.push(1 + Math.floor(j / o.columns))
      })
      const rowCount = Math.ceil(kids.length / o.columns)
      for (let r = 0; r < rowCount; r++) {
        const inRow = Math.min(o.columns, kids.length - r * o.columns)
        // the bus line runs hGap/2 left of the grid: keep that room in the contour
        contour.push([-full / 2 - o.hGap / 2, -full / 2 + rowWidth(inRow, o)])
      }
      shapes.set(t, { offsets, rows, grid: true, contour })
      continue
    }
    // pack the children's subtrees left to right
    const pos: number[] = []
    const merged: Contour = []
    kids.forEach((k, j) => {
      const c = shapes.get(k)!.contour
      let at = 0
      if (j > 0) {
        at = -Infinity
        const common = Math.min(c.length, merged.length)
        for (let l = 0; l < common; l++) at = Math.max(at, merged[l][1] + o.hGap - c[l][0])
      }
      pos.push(at)
      for (let l = 0; l < c.length; l++) {
        const left = c[l][0] + at
        const right = c[l][1] + at
        if (l < merged.length) merged[l] = [Math.min(merged[l][0], left), Math.max(merged[l][1], right)]
        else merged.push([left, right])
      }
    })
    const mid = (pos[0] + pos[pos.length - 1]) / 2
    for (const [l, r] of merged) contour.push([l - mid, r - mid])
    shapes.set(t, { offsets: pos.map((p) => p - mid), rows: kids.map(() => 1), grid: false, contour })
  }

  // Absolute positions, pre-order; centre x relative to the root first.
  const nodes: PlacedNode<T>[] = []
  {
    const stack: Array<[T, number, number, number]> = [[root, 0, 0, -1]]
    while (stack.length) {
      const [t, cx, row, parent] = stack.pop()!
      const index = nodes.length
      nodes.push({ item: t, x: cx - half, y: row, row, parent })
      const s = shapes.get(t)!
      // push in reverse so children come out in order
      for (let j = t.children.length - 1; j >= 0; j--) stack.push([t.children[j], cx + s.offsets[j], row + s.rows[j], index])
    }
  }
  const rootShape = shapes.get(root)!
  let left = Infinity
  let right = -Infinity
  for (const [l, r] of rootShape.contour) {
    left = Math.min(left, l)
    right = Math.max(right, r)
  }
  const treeWidth = right - left
  const width = Math.max(treeWidth + 2 * o.padding, minWidth)
  const dx = (width - treeWidth) / 2 - left // content x of the root's centre
  let maxRow = 0
  const rowH = o.nodeHeight + o.vGap
  for (const n of nodes) {
    n.x += dx
    maxRow = Math.max(maxRow, n.row)
    n.y = o.padding + n.row * rowH
  }
  const height = o.padding * 2 + (maxRow + 1) * o.nodeHeight + maxRow * o.vGap

  // Connectors: one path.
  const r1 = (v: number) => Math.round(v * 2) / 2
  const d: string[] = []
  const childIdx: number[][] = nodes.map(() => [])
  nodes.forEach((n, i) => {
    if (n.parent >= 0) childIdx[n.parent].push(i)
  })
  nodes.forEach((p, i) => {
    const kids = childIdx[i]
    if (kids.length === 0) return
    const px = r1(p.x + half)
    const pb = p.y + o.nodeHeight
    if (shapes.get(p.item)!.grid) {
      const spine = r1(nodes[kids[0]].x - o.hGap / 2)
      const byRow = new Map<number, number[]>()
      for (const k of kids) {
        const list = byRow.get(nodes[k].y) ?? []
        list.push(k)
        byRow.set(nodes[k].y, list)
      }
      const ys = [...byRow.keys()].sort((a, b) => a - b)
      const bar = (y: number) => y - o.vGap / 2
      d.push(`M${px} ${pb}V${bar(ys[0])}`, `M${spine} ${bar(ys[0])}V${bar(ys[ys.length - 1])}`)
      for (const y of ys) {
        const row = byRow.get(y)!
        const last = r1(nodes[row[row.length - 1]].x + half)
        d.push(`M${spine} ${bar(y)}H${Math.max(last, px)}`)
        for (const k of row) d.push(`M${r1(nodes[k].x + half)} ${bar(y)}V${y}`)
      }
      return
    }
    const mid = pb + o.vGap / 2
    const xs = kids.map((k) => r1(nodes[k].x + half))
    d.push(`M${px} ${pb}V${mid}`)
    if (kids.length > 1) d.push(`M${Math.min(xs[0], px)} ${mid}H${Math.max(xs[xs.length - 1], px)}`)
    for (let j = 0; j < kids.length; j++) d.push(`M${xs[j]} ${mid}V${nodes[kids[j]].y}`)
  })
  return { nodes, links: d.join(''), width, height, options: o }
}

/** Indexes of the boxes that meet a rectangle of content coordinates. */
export function nodesIn<T>(layout: TreeLayout<T>, rect: { x0: number; y0: number; x1: number; y1: number }): number[] {
  const { nodeWidth, nodeHeight } = layout.options
  const out: number[] = []
  layout.nodes.forEach((n, i) => {
    if (n.x + nodeWidth >= rect.x0 && n.x <= rect.x1 && n.y + nodeHeight >= rect.y0 && n.y <= rect.y1) out.push(i)
  })
  return out
}
