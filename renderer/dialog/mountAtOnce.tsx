/**
 * Renders its children in one uninterrupted pass, committed before the browser paints.
 *
 * A screen loaded on demand first renders when React retries the Suspense boundary its load
 * suspended, and React 18 renders a retry in 5 ms time slices, yielding to the browser between
 * them. For a 300-field form that is about a hundred slices, and the yields (the host's loading
 * spinner painted each frame, the scheduler's messages) added ~15% to the mount. Here the retry
 * commits nothing but this component; its layout effect's update is rendered synchronously (React
 * does not slice updates scheduled in a layout effect) and committed in the same task, so the
 * empty first commit is never painted and the children's own effects all run after they mounted.
 */
import { useLayoutEffect, useState, type ReactNode } from 'react'

export function MountAtOnce(props: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false)
  useLayoutEffect(() => setMounted(true), [])
  return mounted ? props.children : null
}
