/**
 * Trees from endpoints (a TreeSelect's options, a list's side tree): nested answers (children
 * under `childrenField`) or flat lists with a parent reference (`parentField`, e.g. ParentId), both
 * turned into `{ title, label, value, key, children }` nodes. One request per endpoint and
 * DataProvider, shared by every consumer asking at about the same time, while fresh
 * (../data/sharedAnswers.ts), so a dialog opened later reads the tree again.
 */
import { callEndpoint, type DataProvider } from '../data/provider'
import { pickRows, sharedWhileFresh } from '../data/sharedAnswers'
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

type Spec = Pick<RemoteTree, 'labelField' | 'valueField' | 'parentField' | 'childrenField' | 'itemsPath'>

/** The rows of an answer as tree nodes (flat lists are linked by parentField; unknown parents make roots). */
export function buildTree(data: unknown, spec: Spec): TreeNode[] {
  const rows = pickRows(data, spec.itemsPath) as Record<string, unknown>[]
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

export function loadTree(dp: DataProvider, remote: RemoteTree, options: { fresh?: boolean } = {}): Promise<TreeNode[]> {
  const key = JSON.stringify([remote.api, remote.labelField, remote.valueField, remote.parentField, remote.childrenField, remote.itemsPath])
  return sharedWhileFresh(dp, key, () => callEndpoint<unknown>(dp, remote.api, { silent: true }).then((data) => buildTree(data, remote)), options)
}
