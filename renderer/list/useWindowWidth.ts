import { useEffect, useState } from 'react'

/**
 * Below this window width the screen is a phone's (a 390 px one, a small tablet upright): a list's
 * side tree moves into a drawer, columns stop being pinned and the layout's menu overlays the page.
 */
export const PHONE_WIDTH = 768

/** The window's inner width, following resizes. */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1920 : window.innerWidth))
  useEffect(() => {
    const on = () => setWidth(window.innerWidth)
    window.addEventListener('resize', on)
    return () => window.removeEventListener('resize', on)
  }, [])
  return width
}
