/**
 * `<ScreenRenderer schema={screenJson} entities={...} />`: renders a screen schema by its kind
 * (./screenKinds.ts; the built-in kinds are in ./screen-kinds/).
 * The application supplies the DataProvider and the granted button codes around it
 * (DataProviderContextProvider, PermissionProvider) and the locale (RendererLocale).
 *
 * Every built-in kind's code loads with its first screen, so a page carries only the kinds it shows (a
 * form screen's page has no list code): until it is there the renderer suspends, so the host's Suspense
 * boundary keeps showing its loading state. A host that knows the schema early calls `preloadScreenKind`
 * with it, and the screen then mounts at once. A list screen carries no Formily (its search form is plain
 * antd controls; its dialogs load when first opened, or when the pointer reaches a button:
 * ./dialog/lazy.tsx). A form or wizard screen also waits for the field kinds it names.
 */
import { forwardRef, useMemo } from 'react'
import type { EntitySchema } from '../common/entity-fields'
import type { ScreenSchema } from './schema/types'
import type { ScreenHandle } from './screenHandle'
import { withEntityDefaults } from './schema/entityOptions'
import { screenKinds } from './screenKinds'
import './screen-kinds'

// from here, where the built-in kinds are registered
export { preloadScreenKind } from './screenKinds'

export interface ScreenRendererProps {
  schema: ScreenSchema | Record<string, unknown>
  /** entity schemas by $id (at least those the screen names) */
  entities?: Record<string, EntitySchema>
  /** the page's query/route parameters (a wizard's record and check mode); default: the location's query */
  params?: Record<string, string | undefined>
}

const NO_ENTITIES: Record<string, EntitySchema> = {}

/** `ref` takes the screen's handle (./screenHandle.ts): validate, submit, getValues, setValues, reload. */
export const ScreenRenderer = forwardRef<ScreenHandle, ScreenRendererProps>(function ScreenRenderer({ schema: given, entities = NO_ENTITIES, params }, ref) {
  const schema = useMemo(() => withEntityDefaults(given, entities), [given, entities])
  const { kind, id } = schema as { kind?: unknown; id?: string }
  const Screen = typeof kind === 'string' ? screenKinds.get(kind)?.component : undefined
  // a developer's mistake, seldom seen: plain warning markup rather than antd's Alert in every screen's load
  if (!Screen) return <div role="alert" className="renderer-unknown-screen" style={{ padding: "8px 12px", background: "#fffbe6", border: "1px solid #ffe58f", borderRadius: 6 }}>{`暂不支持的页面类型：${String(kind)}`}</div>
  return <Screen key={id} schema={schema as never} entities={entities} params={params} handle={ref} />
})
