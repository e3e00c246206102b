/**
 * The page of one menu item: its screen from the registry (schema screens render through the
 * renderer, loaded lazily so the layout itself carries no Formily), or 建设中 when none exists.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { Spin } from 'antd'
import type { MenuNode } from '../api/account'
import { buttonCodes } from '../auth/menus'
import Building from '../pages/Status/Building'
import type { EntitySchema } from '../../common/entity-fields'
import { timed, withChunkTimeout } from './chunkTimeout'
import { loadEntities, resolveScreen, type ScreenSchemaLike } from './registry'

const loadScreenHost = () => import('./ScreenHost')
const ScreenHost = lazy(timed(loadScreenHost))

function Loading() {
  return (
    <div className="page-loading">
      <Spin size="large" />
    </div>
  )
}

function SchemaScreen(props: { load: () => Promise<ScreenSchemaLike>; buttons: string[] }) {
  const { load } = props
  const [loaded, setLoaded] = useState<{ schema: ScreenSchemaLike; entities: Record<string, EntitySchema> } | null>(null)
  const [failed, setFailed] = useState<Error | null>(null)
  useEffect(() => {
    let live = true
    // the renderer and the code of the screen's kind load beside the schema's entities, then what the screen
    // needs with them (a form's field kinds), so the screen mounts at once
    const host = loadScreenHost()
    host.catch(() => undefined) // a failed load is reported once, below
    withChunkTimeout(
      load().then(async (schema) => {
        const [entities, h] = await Promise.all([loadEntities(schema), host, host.then((h) => h.preloadScreenKind(schema.kind))])
        await h.preloadScreenKind(schema.kind, { schema, entities })
        return { schema, entities }
      }),
    )
      .then((x) => live && setLoaded(x))
      .catch((e: unknown) => {
        console.error(e)
        if (live) setFailed(e instanceof Error ? e : new Error('页面加载失败'))
      })
    return () => {
      live = false
    }
  }, [load])
  if (failed) throw failed
  if (!loaded) return <Loading />
  return (
    <Suspense fallback={<Loading />}>
      <ScreenHost schema={loaded.schema} entities={loaded.entities} buttons={props.buttons} />
    </Suspense>
  )
}

export default function ScreenPage(props: { node: MenuNode }) {
  const { node } = props
  const buttons = useMemo(() => buttonCodes(node), [node])
  const resolved = useMemo(() => resolveScreen(node.Path), [node.Path])
  const Page = useMemo(() => (resolved.kind === 'page' ? lazy(timed(resolved.load)) : null), [resolved])
  if (resolved.kind === 'schema') return <SchemaScreen load={resolved.load} buttons={buttons} />
  if (Page)
    return (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    )
  return <Building title={node.Name} />
}
