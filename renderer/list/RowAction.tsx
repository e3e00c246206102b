/**
 * A row's action as a link-styled text button (./rowActions.css), the look of antd's
 * `<Button type="link" size="small">` without its style hooks and wave per instance: a list page
 * has hundreds of them, a detail table two per row. The colours come from the theme through CSS
 * variables an ancestor sets (`useRowActionTheme`).
 */
import { useMemo, type CSSProperties, type ReactNode } from 'react'
import useToken from 'antd/es/theme/useToken'
import './rowActions.css'

export function RowAction(props: { danger?: boolean; disabled?: boolean; onClick(): void; children: ReactNode }) {
  return (
    <button type="button" className={props.danger ? 'renderer-row-action is-danger' : 'renderer-row-action'} disabled={props.disabled} onClick={props.onClick}>
      {props.children}
    </button>
  )
}

/** The style of an element holding row actions: the theme's link, danger, focus and disabled colours. */
export function useRowActionTheme(): CSSProperties {
  const [, token] = useToken()
  return useMemo(
    () =>
      ({
        '--renderer-link': token.colorLink,
        '--renderer-link-hover': token.colorLinkHover,
        '--renderer-link-active': token.colorLinkActive,
        '--renderer-focus': token.colorPrimaryBorder,
        '--renderer-danger': token.colorError,
        '--renderer-danger-hover': token.colorErrorHover,
        '--renderer-disabled': token.colorTextDisabled,
      }) as CSSProperties,
    [token],
  )
}
