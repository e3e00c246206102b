import { isRouteErrorResponse, useRouteError } from 'react-router-dom'

/**
 * A route that failed to load (e.g. a chunk missing after a new deployment) or threw while
 * rendering. Plain markup: this is part of the entry, so it imports no antd component.
 */
export default function RouteError() {
  const error = useRouteError()
  console.error(error)
  const notFound = isRouteErrorResponse(error) && error.status === 404
  // a screen whose code did not arrive within 120 s (src/screens/chunkTimeout.ts) says so
  const timedOut = error instanceof Error && error.name === 'ChunkTimeoutError'
  return (
    <div className="status-page">
      <div className="route-error" role="alert">
        <h2>{notFound ? '404' : '页面加载失败'}</h2>
        <p>{notFound ? '请检查您输入的网址是否正确' : timedOut ? error.message : '请刷新页面后重试'}</p>
        <button type="button" onClick={() => window.location.reload()}>
          刷新
        </button>
      </div>
    </div>
  )
}
