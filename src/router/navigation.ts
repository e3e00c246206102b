/**
 * Navigation for code that lives outside React (the request layer's sign-out, the session store).
 * The router registers itself at start-up; before that a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void

let navigateImpl: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to)
  else window.location.assign(to)
}

export function setNavigate(fn: Navigate): void {
  navigateImpl = fn
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options)
}

/**
 * Optional external sign-in host (SSO). Off by default: the application's own /login page is used.
 * Set VITE_LOGIN_HOST at build time (e.g. https://login.example.com/) to send signed-out users there.
 */
export const LOGIN_HOST: string = ((import.meta.env?.VITE_LOGIN_HOST as string | undefined) ?? '').trim()

export function goToLogin(redirect?: string): void {
  if (LOGIN_HOST) {
    window.location.assign(LOGIN_HOST)
    return
  }
  const to = redirect && redirect !== '/' && !redirect.startsWith('/login') ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'
  navigateTo(to, { replace: true })
}
