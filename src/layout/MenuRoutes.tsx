/**
 * The children of the layout route, generated from the granted menu tree: each page item's Url is
 * a route whose element is the screen its Path (route name) selects; the 'My' pages come from
 * schemas/menus.json "personal"; a page defined but not granted is 403, anything else 404.
 */
import { useEffect, useMemo } from 'react'
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom'
import type { MenuNode } from '../api/account'
import { pages } from '../auth/menus'
import ScreenPage from '../screens/ScreenPage'
import { ACCOUNT_PAGES, personalNode } from './pages'

export function menuRoutes(menus: MenuNode[] | null): RouteObject[] {
  const routes: RouteObject[] = pages(menus).map(({ node }) => ({
    path: node.Url.replace(/^\/+/, ''),
    element: <ScreenPage key={node.Url} node={node} />,
  }))
  // the 'My' pages (schemas/menus.json "personal"): signed in is enough, the layout route checks that
  for (const p of ACCOUNT_PAGES) routes.push({ path: p.path.replace(/^\/+/, ''), element: <ScreenPage key={p.path} node={personalNode(p)} /> })
  routes.push({ path: '*', element: <NotGranted /> })
  return routes
}

/** An address outside the granted pages: /403 when it is a page of the application, else /404. */
function NotGranted() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    let live = true
    import('./knownPages').then(
      (m) => live && navigate(m.isDefinedPage(pathname) ? '/403' : '/404', { replace: true }),
      () => live && navigate('/404', { replace: true }),
    )
    return () => {
      live = false
    }
  }, [pathname, navigate])
  return null
}

/** No routes while the menu tree is unknown (signing out clears it; nothing is "not found" then). */
const NONE: RouteObject[] = [{ path: '*', element: null }]

export default function MenuRoutes(props: { menus: MenuNode[] | null }) {
  const routes = useMemo(() => (props.menus ? menuRoutes(props.menus) : NONE), [props.menus])
  return useRoutes(routes)
}
