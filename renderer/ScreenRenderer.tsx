/**
 * `<ScreenRenderer schema={screenJson} entities={...} />`: renders a screen schema by its kind.
 * The application supplies the DataProvider and the granted button codes around it
 * (DataProviderContextProvider, PermissionProvider) and the locale (RendererLocale).
 *
 * A list screen renders at once (a tabs screen once its module is there), without Formily (its search form is plain antd controls; its
 * dialogs load when first opened, or when the pointer reaches a button: ./dialog/lazy.tsx). A form
 * or wizard screen loads the form side (Formily, the compiler, the field kinds it names) first: until then
 * the renderer suspends, so the host's Suspense boundary keeps showing its loading state.
 */
import { lazy } from 'react'
import { Alert } from 'antd'
import type { EntitySchema } from '../common/entity-fields'
import { LazyFormScreen, LazyWizardScreen } from './dialog/lazy'
import { ListScreen } from './list/ListScreen'
import type { FormScreenSchema, ListScreenSchema, ScreenSchema, TabsScreenSchema, WizardScreenSchema } from './schema/types'

// a tabs screen (antd Tabs) loads with the first one: a plain list route does not carry it
const LazyTabsScreen = lazy(() => import('./tabs/TabsScreen').then((m) => ({ default: m.TabsScreen })))

export interface ScreenRendererProps {
  schema: ScreenSchema | Record<string, unknown>
  /** entity schemas by $id (at least those the screen names) */
  entities?: Record<string, EntitySchema>
  /** the page's query/route parameters (a wizard's record and check mode); default: the location's query */
  params?: Record<string, string | undefined>
}

export function ScreenRenderer({ schema, entities = {}, params }: ScreenRendererProps) {
  const s = schema as ScreenSchema
  switch (s.kind) {
    case 'list':
      return <ListScreen key={s.id} schema={s as ListScreenSchema} entities={entities} />
    case 'form': {
      const f = s as FormScreenSchema
      return <LazyFormScreen key={f.id} schema={f} entities={entities} />
    }
    case 'wizard': {
      const w = s as WizardScreenSchema
      return <LazyWizardScreen key={w.id} schema={w} entities={entities} params={params} />
    }
    case 'tabs':
      return <LazyTabsScreen key={s.id} schema={s as TabsScreenSchema} entities={entities} />
    default:
      return <Alert type="warning" showIcon message={`暂不支持的页面类型：${String((s as { kind?: unknown }).kind)}`} />
  }
}
