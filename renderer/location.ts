/** The page's query parameters as the renderer reads them when the host passes none. */

/** The location's query parameters (also those after a hash route's '?'). */
export function locationParams(): Record<string, string> {
  if (typeof window === 'undefined') return {}
  const out: Record<string, string> = {}
  const parts = [window.location.search, window.location.hash.includes('?') ? window.location.hash.slice(window.location.hash.indexOf('?')) : '']
  for (const p of parts) new URLSearchParams(p).forEach((v, k) => (out[k] = v))
  return out
}

/**
 * Removes a parameter from the address without a navigation (the router's state kept), so a
 * parameter that asked for something once (a dialog to open) does not ask again on reload.
 */
export function dropLocationParam(name: string): void {
  if (typeof window === 'undefined') return
  const url = new URL(window.location.href)
  if (!url.searchParams.has(name)) return
  url.searchParams.delete(name)
  window.history.replaceState(window.history.state, '', url)
}
