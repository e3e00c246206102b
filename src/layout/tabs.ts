/**
 * The open tabs of the layout (spec 000 s.2, Layout): saved to sessionStorage when the page is
 * unloaded and restored on the next load; cleared on sign-out.
 */
import { useSyncExternalStore } from 'react'
import { getSession, onSignOut } from '../auth/session'

export interface PageTab {
  /** the path (and search) the tab shows; also its key */
  path: string
  title: string
}

export const TABS_KEY = 'oa.tabs'

function restore(): PageTab[] {
  try {
    const raw = sessionStorage.getItem(TABS_KEY)
    const parsed = raw ? (JSON.parse(raw) as unknown) : []
    return Array.isArray(parsed)
      ? parsed.filter((t): t is PageTab => typeof t?.path === 'string' && typeof t?.title === 'string')
      : []
  } catch {
    return []
  }
}

let tabs: PageTab[] = restore()
const listeners = new Set<() => void>()

function set(next: PageTab[]): void {
  tabs = next
  listeners.forEach((l) => l())
}

export function getTabs(): PageTab[] {
  return tabs
}

export function useTabs(): PageTab[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => tabs,
  )
}

/** Open (or retitle) the tab of `path`. */
export function openTab(tab: PageTab): void {
  const at = tabs.findIndex((t) => t.path === tab.path)
  if (at < 0) set([...tabs, tab])
  else if (tabs[at].title !== tab.title) set(tabs.map((t, i) => (i === at ? tab : t)))
}

/**
 * Close the tab of `path` (only when more than one is open). Returns the tab to show instead when
 * the closed one was the active one: its right neighbour, else its left one.
 */
export function closeTab(path: string, activePath: string): PageTab | null {
  if (tabs.length <= 1) return null
  const at = tabs.findIndex((t) => t.path === path)
  if (at < 0) return null
  const next = tabs.filter((t) => t.path !== path)
  set(next)
  return path === activePath ? (next[at] ?? next[at - 1] ?? null) : null
}

/** 关闭其他: only the tab of `path` stays. */
export function closeOtherTabs(path: string): void {
  set(tabs.filter((t) => t.path === path))
}

/** 关闭全部: every tab goes; the layout then opens the home page, which gets the only tab. */
export function closeAllTabs(): void {
  set([])
}

/**
 * After the menu tree changed (renamed or deleted in 菜单管理, grants changed): a tab follows its
 * menu item's new name, and a tab whose page is no longer in the tree closes. `titleOf` answers the
 * title of a path still reachable, or null.
 */
export function syncTabs(titleOf: (path: string) => string | null): void {
  const next = tabs.flatMap((t) => {
    const title = titleOf(t.path)
    return title === null ? [] : [title === t.title ? t : { ...t, title }]
  })
  if (next.length !== tabs.length || next.some((t, i) => t !== tabs[i])) set(next)
}

export function saveTabs(): void {
  // after a sign-out nothing is saved: the next visitor of this browser tab starts clean
  if (!getSession().token) return
  try {
    sessionStorage.setItem(TABS_KEY, JSON.stringify(tabs))
  } catch {
    /* storage full or unavailable */
  }
}

onSignOut(() => set([]))
window.addEventListener('pagehide', saveTabs)
window.addEventListener('beforeunload', saveTabs)
