import { Outlet } from 'react-router-dom'

/** The root of every route (the place for app-wide providers that every page needs; none yet beyond main.tsx). */
export default function Root() {
  return <Outlet />
}
