/** A screen full screen over a list (a `screen` action), loaded through the application's screen loader. */
import { lazy, Suspense, useEffect, useState } from 'react'
import { Alert, Modal, Spin } from 'antd'
import { useScreenLoader, type LoadedScreen } from './screenLoader'

// the renderer itself, lazily: a list screen that never opens a screen does not import it twice
const LazyScreenRenderer = lazy(() => import('./ScreenRenderer').then((m) => ({ default: m.ScreenRenderer })))

export function ScreenOverlay(props: { route: string; title?: string; params: Record<string, string>; onClose(): void }) {
  const loader = useScreenLoader()
  const [loaded, setLoaded] = useState<LoadedScreen | null>(null)
  const [error, setError] = useState<string>()
  useEffect(() => {
    let live = true
    if (!loader) return void setError('无法打开该页面')
    loader(props.route).then(
      (s) => live && setLoaded(s),
      () => live && setError('页面加载失败'),
    )
    return () => {
      live = false
    }
  }, [loader, props.route])
  return (
    <Modal
      open
      title={props.title ?? (loaded?.schema.title as string | undefined)}
      footer={null}
      width="100%"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { minHeight: 'calc(100vh - 110px)' } }}
      className="renderer-screen-overlay"
      destroyOnHidden
      maskClosable={false}
      onCancel={props.onClose}
    >
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {loaded ? (
        <Suspense fallback={<Spin />}>
          <LazyScreenRenderer schema={loaded.schema} entities={loaded.entities} params={props.params} />
        </Suspense>
      ) : error ? null : (
        <Spin />
      )}
    </Modal>
  )
}
