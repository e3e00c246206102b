/** Pure helpers over the granted menu tree (spec 000 s.3 "Permission menu item", s.6). */
import type { MenuNode } from '../api/account'

export const MENU_GROUP = 0
export const MENU_ITEM = 1

export function visible(nodes: MenuNode[] | null | undefined): MenuNode[] {
  return (nodes ?? [])
    .filter((n) => !n.Hidden && n.IsEnable !== 0)
    .slice()
    .sort((a, b) => (a.Sort ?? 0) - (b.Sort ?? 0))
}

/** The button codes an item grants: the last dotted segment of each granted authority. */
export function buttonCodes(node: MenuNode | null | undefined): string[] {
  if (!node) return []
  return (node.Authoritys ?? []).filter((a) => a.IsGranted !== false).map((a) => a.Authority.split('.').pop() ?? a.Authority)
}

/** Every page item (one that has a Url), depth first in sidebar order, with its ancestors. */
export function pages(nodes: MenuNode[] | null | undefined, ancestors: MenuNode[] = []): { node: MenuNode; trail: MenuNode[] }[] {
  const out: { node: MenuNode; trail: MenuNode[] }[] = []
  for (const n of visible(nodes)) {
    const trail = [...ancestors, n]
    if (n.Url && (n.Type === MENU_ITEM || !n.Children?.length)) out.push({ node: n, trail })
    out.push(...pages(n.Children, trail))
  }
  return out
}

/** The first page the user may open (where / and a fresh sign-in go). */
export function firstPath(nodes: MenuNode[] | null | undefined): string | null {
  return pages(nodes)[0]?.node.Url ?? null
}

function norm(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

export function findByUrl(nodes: MenuNode[] | null | undefined, url: string): { node: MenuNode; trail: MenuNode[] } | null {
  const target = norm(url)
  return pages(nodes).find((p) => norm(p.node.Url) === target) ?? null
}
