/**
 * `<ScreenRenderer schema={screenJson} entities={...} />`: renders a screen schema by its kind.
 * The application supplies the DataProvider and the granted button codes around it
 * (DataProviderContextProvider, PermissionProvider) and the locale (RendererLocale).
 *
 * Field kinds that load on demand (date pickers, number pickers, ...) and that the screen or its
 * dialogs use are loaded before the screen mounts: until then the renderer suspends, so the host's
 * Suspense boundary keeps showing its loading state (no flicker, no dialog waiting later).
 */
import { Alert } from 'antd'
import type { EntitySchema } from '../common/entity-fields'
import { screenFieldKinds } from './compile/formSchema'
import { suspendForFieldKinds } from './fields/registry'
import { FormScreen } from './dialog/FormScreen'
import { ListScreen } from './list/ListScreen'
import type { FormScreenSchema, ListScreenSchema, ScreenSchema } from './schema/types'

export interface ScreenRendererProps {
  schema: ScreenSchema | Record<string, unknown>
  /** entity schemas by $id (at least those the screen names) */
  entities?: Record<string, EntitySchema>
}

export function ScreenRenderer({ schema, entities = {} }: ScreenRendererProps) {
  const s = schema as ScreenSchema
  suspendForFieldKinds(screenFieldKinds(schema as Record<string, unknown>, entities))
  switch (s.kind) {
    case 'list':
      return <ListScreen key={s.id} schema={s as ListScreenSchema} entities={entities} />
    case 'form': {
      const f = s as FormScreenSchema
      return <FormScreen key={f.id} schema={f} entity={f.entity ? entities[f.entity] : undefined} />
    }
    default:
      return <Alert type="warning" showIcon message={`暂不支持的页面类型：${String((s as { kind?: unknown }).kind)}`} />
  }
}
