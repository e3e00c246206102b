import { Navigate, useSearchParams } from 'react-router-dom'

/** /redirect?path=... (route name emptyBlack, spec 000 s.2): replaces the current path with `path`. */
export default function Redirect() {
  const [params] = useSearchParams()
  const path = params.get('path') || '/'
  // only paths of this application (no open redirect to another origin)
  const safe = path.startsWith('/') && !path.startsWith('//') ? path : '/'
  return <Navigate to={safe} replace />
}
