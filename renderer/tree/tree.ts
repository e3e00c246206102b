/**
 * Trees from endpoints (a TreeSelect's options, a list's side tree): nested answers (children
 * under `childrenField`) or flat lists with a parent reference (`parentField`, e.g. ParentId), both
 * turned into `{ title, label, value, key, children }` nodes. One request per endpoint and
 * DataProvider, shared by every consumer asking at about the same time: an answer serves for
 * SHARED_FOR_MS (as remote options, ../fields/options.ts), so a dialog opened later reads the tree again.
 */
import { callEndpoint, type DataProvider } from '../data/provider'
import { SHARED_FOR_MS } from '../fields/options'
import type { RemoteTree } from '../schema/types'

export interface TreeNode {
  title: string
  label: string
  value: string | number
  key: string | number
  children?: TreeNode[]
  /** the row the node was made from */
  raw: Record<string, unknown>
}

function pick(data: unknown, path?: string): unknown[] {
  let v: unknown = data
  if (path) for (const k of path.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined
  else if (v && typeof v === 'object' && !Array.isArray(v) && Array.isArray((v as { Items?: unknown }).Items)) v = (v as { Items: unknown[] }).Items
  return Array.isArray(v) ? v : []
}

type Spec = Pick<RemoteTree, 'labelField' | 'valueField' | 'parentField' | 'childrenField' | 'itemsPath'>

/** The rows of an answer as tree nodes (flat lists are linked by parentField; unknown parents make roots). */
export function buildTree(data: unknown, spec: Spec): TreeNode[] {
  const rows = pick(data, spec.itemsPath) as Record<string, unknown>[]
  const node = (r: Record<string, unknown>): TreeNode => {
    const value = r[spec.valueField] as string | number
    const label = String(r[spec.labelField] ?? '')
    return { title: label, label, value, key: value, raw: r }
  }
  if (spec.parentField) {
    const nodes = rows.map((r) => ({ n: node(r), parent: r[spec.parentField!] }))
    const byValue = new Map(nodes.map((x) => [String(x.n.value), x.n]))
    const roots: TreeNode[] = []
    for (const { n, parent } of nodes) {
      const p = parent === undefined || parent === null || parent === '' ? undefined : byValue.get(String(parent))
      if (p && p !== n) (p.children ??= []).push(n)
      else roots.push(n)
    }
    return roots
  }
  const childrenField = spec.childrenField ?? 'children'
  const walk = (list: Record<string, unknown>[]): TreeNode[] =>
    list.map((r) => {
      const n = node(r)
      const kids = r[childrenField]
      if (Array.isArray(kids) && kids.length) n.children = walk(kids as Record<string, unknown>[])
      return n
    })
  return walk(rows)
}

/** Every value of a tree, depth first (e.g. to expand it all). */
export function treeValues(nodes: TreeNode[]): (string | number)[] {
  return nodes.flatMap((n) => [n.value, ...treeValues(n.children ?? [])])
}

const cache = new WeakMap<DataProvider, Map<string, { p: Promise<TreeNode[]>; until?: number }>>()

export function loadTree(dp: DataProvider, remote: RemoteTree, options: { fresh?: boolean } = {}): Promise<TreeNode[]> {
  let byKey = cache.get(dp)
  if (!byKey) cache.set(dp, (byKey = new Map()))
  const key = JSON.stringify([remote.api, remote.labelField, remote.valueField, remote.parentField, remote.childrenField, remote.itemsPath])
  const held = options.fresh ? undefined : byKey.get(key)
  if (held && (held.until === undefined || Date.now() <= held.until)) return held.p
  const entry: { p: Promise<TreeNode[]>; until?: number } = { p: callEndpoint<unknown>(dp, remote.api, { silent: true }).then((data) => buildTree(data, remote)) }
  const store = byKey
  entry.p.then(
    () => (entry.until = Date.now() + SHARED_FOR_MS),
    () => store.get(key) === entry && store.delete(key),
  )
  byKey.set(key, entry)
  return entry.p
}
