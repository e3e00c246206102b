import { lazy, Suspense } from 'react'

const AppLayout = lazy(() => import('../layout/AppLayout'))

/**
 * The layout route's element. The layout chunk is fetched only when this renders, i.e. after the
 * route guard let the navigation through; a lazy route would fetch it alongside the guard, so a
 * signed-out visitor redirected to /login would download the layout for nothing.
 */
export default function LayoutGate() {
  return (
    <Suspense fallback={<div className="app-boot" />}>
      <AppLayout />
    </Suspense>
  )
}
