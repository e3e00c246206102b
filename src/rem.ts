/**
 * Root font size scaled from the 1920x1080 design (spec 000 s.2, Layout), with a minimum of 45 px.
 *
 * Formula: font-size = max(45, 50 * innerWidth / 1920) px, i.e. 1rem = 50 design pixels. On the
 * 1920 px design the sidebar is then 4.32rem = 216 px open and 1.4rem = 70 px collapsed, and on
 * narrower screens it never drops below 194 px / 63 px. Only layout sizes use rem; text and antd
 * components keep their pixel sizes (body resets font-size to 14px).
 */
export const DESIGN_WIDTH = 1920
export const DESIGN_REM = 50
export const MIN_ROOT_FONT = 45

export function rootFontSize(width: number): number {
  return Math.max(MIN_ROOT_FONT, (DESIGN_REM * width) / DESIGN_WIDTH)
}

export function installRem(): () => void {
  const apply = () => {
    document.documentElement.style.fontSize = `${rootFontSize(window.innerWidth)}px`
  }
  apply()
  window.addEventListener('resize', apply)
  return () => window.removeEventListener('resize', apply)
}
