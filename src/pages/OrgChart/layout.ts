/**
 * Tidy tree layout of the organisation chart: a pure function from a tree to box positions and
 * one SVG path for every connector. No DOM, no React.
 *
 * - Every box is `nodeWidth` x `nodeHeight` (105 x 140); a level is one row, `vGap` apart.
 * - Subtrees are packed left to right as close as their contours allow (`hGap` between any two
 *   boxes of a row, whatever their parents), and a parent is centred over its first and last child
 *   (Reingold-Tilford style, contours kept per level).
 * - A parent with more than `columns` (10) children puts those without reports of their own in
 *   a grid block of `columns` per row, after the children that have reports (a bus line on the
 *   grid's left joins its rows), so a manager with 60 reports does not make the chart 7,500 px wide.
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
  /** row of each child relative to this node's row (1, or 1 + its grid row) */
  rows: number[]
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
      shapes.set(t, { offsets: [], rows: [], contour })
      continue
    }
    // More than `columns` children: the leaves among them go into one grid block (placed after the
    // children that have reports of their own), `columns` per row.
    const leaves: number[] = []
    const blocks: Array<{ contour: Contour; members: number[]; grid: boolean }> = []
    kids.forEach((k, j) => {
      if (kids.length > o.columns && k.children.length === 0) leaves.push(j)
      else blocks.push({ contour: shapes.get(k)!.contour, members: [j], grid: false })
    })
    if (leaves.length === 1) {
      // a grid of one is just a child, in its place
      const at = blocks.filter((b) => b.members[0] < leaves[0]).length
      blocks.splice(at, 0, { contour: shapes.get(kids[leaves[0]])!.contour, members: [leaves[0]], grid: false })
      leaves.length = 0
    }
    let gridCols = 0
    let gridWidth = 0
    if (leaves.length > 1) {
      gridCols = Math.min(o.columns, leaves.length)
      gridWidth = rowWidth(gridCols, o)
      const rowCount = Math.ceil(leaves.length / gridCols)
      const gc: Contour = []
      for (let r = 0; r < rowCount; r++) {
        const inRow = Math.min(gridCols, leaves.length - r * gridCols)
        // rows below the first hang from a bus line hGap/2 left of the grid: keep that room
        gc.push([-gridWidth / 2 - (rowCount > 1 ? o.hGap / 2 : 0), -gridWidth / 2 + rowWidth(inRow, o)])
      }
      blocks.push({ contour: gc, members: leaves, grid: true })
    }
    // pack the blocks left to right as close as their contours allow
    const pos: number[] = []
    const merged: Contour = []
    blocks.forEach((b, j) => {
      const c = b.contour
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
    // centre of every child relative to the first block's centre, and its row below the parent
    const offsets: number[] = new Array(kids.length)
    const rows: number[] = new Array(kids.length)
    blocks.forEach((b, j) => {
      if (!b.grid) {
        offsets[b.members[0]] = pos[j]
        rows[b.members[0]] = 1
        return
      }
      b.members.forEach((k, m) => {
        offsets[k] = pos[j] - gridWidth / 2 + half + (m % gridCols) * step
        rows[k] = 1 + Math.floor(m / gridCols)
      })
    })
    // the parent sits over the middle of the first row of its children
    let lo = Infinity
    let hi = -Infinity
    kids.forEach((_, j) => {
      if (rows[j] !== 1) return
      lo = Math.min(lo, offsets[j])
      hi = Math.max(hi, offsets[j])
    })
    const mid = (lo + hi) / 2
    for (const [l, r] of merged) contour.push([l - mid, r - mid])
    shapes.set(t, { offsets: offsets.map((x) => x - mid), rows, contour })
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
    const byRow = new Map<number, number[]>()
    for (const k of kids) {
      const list = byRow.get(nodes[k].y) ?? []
      list.push(k)
      byRow.set(nodes[k].y, list)
    }
    const ys = [...byRow.keys()].sort((a, b) => a - b)
    const bar = (y: number) => y - o.vGap / 2
    const centre = (k: number) => r1(nodes[k].x + half)
    // rows below the first (a wrapped grid of leaves) hang from a bus line left of the grid
    const spine = ys.length > 1 ? r1(Math.min(...byRow.get(ys[1])!.map((k) => nodes[k].x)) - o.hGap / 2) : null
    const first = byRow.get(ys[0])!.map(centre)
    const from = Math.min(px, ...first, spine ?? Infinity)
    const to = Math.max(px, ...first)
    d.push(`M${px} ${pb}V${bar(ys[0])}`)
    if (to > from) d.push(`M${from} ${bar(ys[0])}H${to}`)
    for (const x of first) d.push(`M${x} ${bar(ys[0])}V${ys[0]}`)
    if (spine !== null) {
      d.push(`M${spine} ${bar(ys[0])}V${bar(ys[ys.length - 1])}`)
      for (const y of ys.slice(1)) {
        const xs = byRow.get(y)!.map(centre)
        d.push(`M${spine} ${bar(y)}H${Math.max(...xs)}`)
        for (const x of xs) d.push(`M${x} ${bar(y)}V${y}`)
      }
    }
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
