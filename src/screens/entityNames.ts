/** The entity ids a screen schema names (pure: the registry and its tests use it). */

/** Every `entity` a screen schema names at any depth (its own, its dialogs', a wizard's steps', a tabs screen's lists'). */
export function entityNames(node: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => entityNames(n, out))
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (k === 'entity' && typeof v === 'string') out.add(v)
      else if (k !== 'props') entityNames(v, out)
    }
  return out
}
