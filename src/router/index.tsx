/**
 * The routes (spec 000 s.2) and the route guard (s.4). Every page is a lazy route, so the login
 * page loads neither the layout nor the renderer.
 *
 *   /login      login page; with a token it goes back (to ?redirect= or the first permitted page)
 *   /403        no permission data
 *   /404        unknown address
 *   /redirect   ?path= replaces the current path (route name emptyBlack)
 *   /*          the layout, signed in only; its children are generated from the granted menu tree
 *               (src/layout/MenuRoutes.tsx)
 *
 * Guard (loader of the layout route): no token -> /login; a token but no permission list -> fetch
 * it first; an empty list -> /403; / -> the first permitted page; an unknown page -> /404 (in the layout).
 */
import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router-dom'
import { firstPath } from '../auth/menus'
import { ensurePermissions, getSession } from '../auth/session'
import RouteError from '../pages/Status/RouteError'
import LayoutGate from './LayoutGate'
import Root from './Root'
import { LOGIN_HOST, setNavigate } from './navigation'

function loginUrl(url: URL): string {
  const here = url.pathname + url.search
  return here === '/' ? '/login' : `/login?redirect=${encodeURIComponent(here)}`
}

export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url)
  if (!getSession().token) {
    if (LOGIN_HOST) {
      window.location.assign(LOGIN_HOST)
      return null
    }
    throw redirect(loginUrl(url))
  }
  const menus = await ensurePermissions()
  if (!getSession().token) throw redirect(loginUrl(url)) // the token was refused meanwhile
  if (!menus.length) throw redirect('/403')
  if (url.pathname === '/') throw redirect(firstPath(menus) ?? '/403')
  return null
}

export function loginLoader({ request }: LoaderFunctionArgs): null {
  if (getSession().token) {
    const back = new URL(request.url).searchParams.get('redirect')
    throw redirect(back && back.startsWith('/') && !back.startsWith('//') ? back : '/')
  }
  return null
}

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default })

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="app-boot" />,
    children: [
      { path: '/login', loader: loginLoader, lazy: page(() => import('../pages/Login')) },
      { path: '/403', lazy: page(() => import('../pages/Status/Forbidden')) },
      { path: '/404', lazy: page(() => import('../pages/Status/NotFound')) },
      { path: '/redirect', lazy: page(() => import('../pages/Status/Redirect')) },
      { path: '/*', loader: guardLoader, Component: LayoutGate },
    ],
  },
])

setNavigate((to, options) => void router.navigate(to, options))
