/**
 * The session (spec 000 s.3 "Session"): token, user info, granted menu tree and the button
 * permissions of the current menu item. The token and user info survive a reload in localStorage;
 * the menu tree is fetched again after a reload (the route guard does it before navigating).
 */
import { useSyncExternalStore } from 'react'
import { fetchGrantedMenus, fetchLoginUser, requestToken, revokeToken, type LoginUser, type MenuNode } from '../api/account'
import { configureRequest } from '../api/request'
import { goToLogin } from '../router/navigation'
import { firstPath } from './menus'

export interface SessionState {
  token: string | null
  user: LoginUser | null
  /** null until fetched */
  menus: MenuNode[] | null
  /** button codes of the current menu item (Create, Update, ...) */
  buttons: string[]
}

export const TOKEN_KEY = 'oa.token'
export const USER_KEY = 'oa.user'

function readUser(): LoginUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY)
    return raw ? (JSON.parse(raw) as LoginUser) : null
  } catch {
    return null
  }
}

let state: SessionState = { token: localStorage.getItem(TOKEN_KEY), user: readUser(), menus: null, buttons: [] }
const listeners = new Set<() => void>()
const signOutListeners = new Set<() => void>()

function set(patch: Partial<SessionState>): void {
  state = { ...state, ...patch }
  listeners.forEach((l) => l())
}

export function getSession(): SessionState {
  return state
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSession<T>(select: (s: SessionState) => T): T {
  return useSyncExternalStore(subscribe, () => select(state))
}

/** Other stores (tabs) register here to be cleared on sign-out. */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener)
  return () => signOutListeners.delete(listener)
}

export function setToken(token: string | null): void {
  if (token) localStorage.setItem(TOKEN_KEY, token)
  else localStorage.removeItem(TOKEN_KEY)
  set({ token })
}

export function setButtons(buttons: string[]): void {
  if (buttons.length === state.buttons.length && buttons.every((b, i) => b === state.buttons[i])) return
  set({ buttons })
}

/** Fetch the granted menu tree. A failure is only logged (spec 000 s.8); the result is then empty. */
export async function loadPermissions(): Promise<MenuNode[]> {
  let menus: MenuNode[] = []
  try {
    const answer = await fetchGrantedMenus()
    menus = Array.isArray(answer) ? answer : []
  } catch (error) {
    console.error('权限获取失败', error)
  }
  if (state.token) set({ menus })
  return menus
}

export async function loadUser(): Promise<LoginUser | null> {
  try {
    const user = await fetchLoginUser()
    localStorage.setItem(USER_KEY, JSON.stringify(user))
    if (state.token) set({ user })
    return user
  } catch (error) {
    console.error('用户信息获取失败', error)
    return null
  }
}

/** With a token but no permission list, fetch it (and the user info) first (spec 000 s.4). */
let pending: Promise<MenuNode[]> | null = null
export function ensurePermissions(): Promise<MenuNode[]> {
  if (state.menus) return Promise.resolve(state.menus)
  pending ??= Promise.all([loadPermissions(), state.user ? Promise.resolve(state.user) : loadUser()]).then(([menus]) => {
    pending = null
    return menus
  })
  return pending
}

/**
 * Sign in: token, then permissions and user info. Resolves with where to go: the first permitted
 * page, or /403 when no permission data came back. Rejects (already toasted) when the token call fails.
 */
export async function login(fields: { username: string; password: string; code: string }): Promise<string> {
  const answer = await requestToken(fields)
  setToken(answer.access_token)
  const [menus] = await Promise.all([loadPermissions(), loadUser()])
  return firstPath(menus) ?? '/403'
}

/** Forget everything of the session in this browser: token, permissions, tabs, local and session storage. */
export function clearSession(): void {
  signOutListeners.forEach((l) => l())
  try {
    localStorage.clear()
    sessionStorage.clear()
  } catch {
    /* storage may be unavailable */
  }
  pending = null
  set({ token: null, user: null, menus: null, buttons: [] })
}

/** Sign out: revoke the token on the server (best effort), clear the session, go to the login page. */
export async function logout(): Promise<void> {
  if (state.token) {
    try {
      await revokeToken()
    } catch {
      /* the token may already be invalid; signing out locally is what matters */
    }
  }
  clearSession()
  goToLogin()
}

/** Called by the request layer 1 s after a 401: the token is no good any more. */
function authExpired(): void {
  const here = window.location.pathname + window.location.search
  clearSession()
  goToLogin(here)
}

/**
 * Calls that change what the granted menu tree shows (menu management: names, icons, order, deletion;
 * role and user grants): the sidebar and the tab bar follow at once, without a reload.
 */
const MENU_SOURCES = /^\/api\/(app\/apb-menu|permission-management|identity\/(roles|users))\b/

configureRequest({
  getToken: () => state.token,
  onAuthExpired: authExpired,
  onChanged: (_method, url) => {
    if (state.token && MENU_SOURCES.test(url)) void loadPermissions()
  },
})
