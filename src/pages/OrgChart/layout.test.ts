import { describe, expect, it } from 'vitest'
import { generateOrgChart } from './fixture'
import { DEFAULT_LAYOUT, layoutTree, nodesIn, rowWidth, type TreeLayout } from './layout'
import { toPeople } from './normalize'
import type { Person } from './types'

interface T {
  id: string
  children: T[]
}
const t = (id: string, ...children: T[]): T => ({ id, children })
const leaves = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => t(`${prefix}${i}`))
const { nodeWidth: W, nodeHeight: H, hGap } = DEFAULT_LAYOUT

function expectNoOverlap<X>(layout: TreeLayout<X>) {
  const byRow = new Map<number, number[]>()
  for (const n of layout.nodes) byRow.set(n.y, [...(byRow.get(n.y) ?? []), n.x])
  for (const xs of byRow.values()) {
    xs.sort((a, b) => a - b)
    for (let i = 1; i < xs.length; i++) expect(xs[i] - xs[i - 1]).toBeGreaterThanOrEqual(W + hGap - 1e-6)
  }
}

function expectInside<X>(layout: TreeLayout<X>) {
  for (const n of layout.nodes) {
    expect(n.x).toBeGreaterThanOrEqual(0)
    expect(n.y).toBeGreaterThanOrEqual(0)
    expect(n.x + W).toBeLessThanOrEqual(layout.width + 1e-6)
    expect(n.y + H).toBeLessThanOrEqual(layout.height + 1e-6)
  }
}

const centre = (n: { x: number }) => n.x + W / 2

function expectParentsCentred<X>(layout: TreeLayout<X>) {
  const kids = new Map<number, number[]>()
  layout.nodes.forEach((n, i) => n.parent >= 0 && kids.set(n.parent, [...(kids.get(n.parent) ?? []), i]))
  for (const [p, ks] of kids) {
    const parent = layout.nodes[p]
    const top = Math.min(...ks.map((j) => layout.nodes[j].y))
    // the parent sits over the middle of the first row of its children
    const xs = ks.filter((k) => layout.nodes[k].y === top).map((k) => centre(layout.nodes[k]))
    expect(centre(parent)).toBeCloseTo((Math.min(...xs) + Math.max(...xs)) / 2, 6)
    expect(top).toBe(parent.y + H + DEFAULT_LAYOUT.vGap)
    for (const k of ks) expect(layout.nodes[k].y).toBeGreaterThan(parent.y)
  }
}

describe('org chart layout', () => {
  it('lays out nothing for no tree, at the minimum width', () => {
    const l = layoutTree<T>(null)
    expect(l.nodes).toEqual([])
    expect(l.width).toBeGreaterThanOrEqual(rowWidth(10))
  })

  it('places a single root in the middle of a row wide enough for 10 children', () => {
    const l = layoutTree(t('a'))
    expect(l.nodes).toHaveLength(1)
    expect(l.width).toBeGreaterThanOrEqual(10 * W + 9 * hGap)
    expect(centre(l.nodes[0])).toBeCloseTo(l.width / 2, 6)
    expect(l.links).toBe('')
  })

  it('puts 10 children in one row under a centred parent, within the minimum width', () => {
    const l = layoutTree(t('root', ...leaves('c', 10)))
    const kids = l.nodes.slice(1)
    expect(new Set(kids.map((n) => n.y)).size).toBe(1)
    expect(Math.max(...kids.map((n) => n.x + W)) - Math.min(...kids.map((n) => n.x))).toBe(rowWidth(10))
    expect(l.width).toBe(rowWidth(10) + 2 * DEFAULT_LAYOUT.padding)
    expectNoOverlap(l)
    expectParentsCentred(l)
    expectInside(l)
  })

  it('keeps children in tree order, left to right', () => {
    const l = layoutTree(t('r', t('a'), t('b'), t('c')))
    const xs = l.nodes.slice(1).map((n) => n.x)
    expect(xs).toEqual([...xs].sort((a, b) => a - b))
    expect(l.nodes.map((n) => n.item.id)).toEqual(['r', 'a', 'b', 'c'])
  })

  it('wraps more than 10 leaf children into rows of 10', () => {
    const l = layoutTree(t('root', ...leaves('c', 23)))
    const rows = new Map<number, number>()
    for (const n of l.nodes.slice(1)) rows.set(n.y, (rows.get(n.y) ?? 0) + 1)
    expect([...rows.values()]).toEqual([10, 10, 3])
    expectNoOverlap(l)
    expectParentsCentred(l)
    expectInside(l)
  })

  it('wraps the leaves among more than 10 children after the children with reports', () => {
    const l = layoutTree(t('root', ...leaves('x', 3), t('boss', ...leaves('b', 2)), ...leaves('y', 12)))
    const boss = l.nodes.find((n) => (n.item as T).id === 'boss')!
    const ls = l.nodes.filter((n) => /^[xy]/.test((n.item as T).id))
    expect(ls).toHaveLength(15)
    expect(new Set(ls.map((n) => n.y)).size).toBe(2)
    expect(boss.y).toBe(Math.min(...ls.map((n) => n.y)))
    // the grid is to the right of the subtree
    expect(Math.min(...ls.map((n) => n.x))).toBeGreaterThan(boss.x)
    expectNoOverlap(l)
    expectParentsCentred(l)
    expectInside(l)
  })

  it('packs uneven subtrees without overlaps and centres every parent', () => {
    const tree = t(
      'r',
      t('a', t('a1', ...leaves('a1-', 4)), t('a2')),
      t('b'),
      t('c', t('c1', t('c1a', ...leaves('deep', 3))), ...leaves('c-', 14)),
      t('d', ...leaves('d-', 2)),
    )
    const l = layoutTree(tree)
    expectNoOverlap(l)
    expectParentsCentred(l)
    expectInside(l)
  })

  it('a subtree does not reach under its neighbour: contours keep the gap at every level', () => {
    const l = layoutTree(t('r', t('a', ...leaves('a', 5)), t('b', ...leaves('b', 5))))
    const a = l.nodes.filter((n) => String((n.item as T).id).startsWith('a') && n.row === 2)
    const b = l.nodes.filter((n) => String((n.item as T).id).startsWith('b') && n.row === 2)
    expect(Math.min(...b.map((n) => n.x)) - Math.max(...a.map((n) => n.x + W))).toBeGreaterThanOrEqual(hGap)
  })

  it('handles a chain 2,000 deep without recursion', () => {
    let node = t('leaf')
    for (let i = 0; i < 2000; i++) node = t(`n${i}`, node)
    const l = layoutTree(node)
    expect(l.nodes).toHaveLength(2001)
    expect(new Set(l.nodes.map((n) => n.x)).size).toBe(1)
  })

  it('lays out 500 generated people: no overlaps, parents centred, everything inside, in a few ms', () => {
    const root = toPeople(generateOrgChart(500))!
    const t0 = performance.now()
    const l: TreeLayout<Person> = layoutTree(root)
    const ms = performance.now() - t0
    expect(l.nodes).toHaveLength(500)
    expectNoOverlap(l)
    expectParentsCentred(l)
    expectInside(l)
    expect(ms).toBeLessThan(200)
    // one connector end per child
    expect((l.links.match(/M/g) ?? []).length).toBeGreaterThanOrEqual(499)
  })

  it('finds the boxes in a rectangle', () => {
    const l = layoutTree(t('root', ...leaves('c', 10)))
    expect(nodesIn(l, { x0: 0, y0: 0, x1: l.width, y1: l.height })).toHaveLength(11)
    expect(nodesIn(l, { x0: 0, y0: 0, x1: l.width, y1: DEFAULT_LAYOUT.padding + H - 1 })).toEqual([0])
    expect(nodesIn(l, { x0: -500, y0: -500, x1: -1, y1: -1 })).toEqual([])
  })
})
