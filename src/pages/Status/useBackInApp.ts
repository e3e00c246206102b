import { useNavigate } from 'react-router-dom'

/**
 * 返回 of the status pages: the previous page when it belongs to this application (react-router
 * numbers the entries it made; 0 = the first page of this visit), else the home page. Never
 * history.back() out of the application (a typed URL in a new tab would land on about:blank).
 */
export function useBackInApp(): () => void {
  const navigate = useNavigate()
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (idx > 0) navigate(-1)
    else navigate('/', { replace: true })
  }
}
