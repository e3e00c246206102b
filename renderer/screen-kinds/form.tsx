/** `kind: form`: a form screen, loaded with the form side (Formily, the compiler, its field kinds). */
import { LazyFormScreen, preloadFormScreen } from '../dialog/lazy'
import type { FormScreenSchema } from '../schema/types'
import { defineScreenKind } from '../screenKinds'

export const formScreenKind = defineScreenKind<FormScreenSchema>({
  name: 'form',
  component: ({ schema, entities, handle }) => <LazyFormScreen schema={schema} entities={entities} handle={handle} />,
  preload: preloadFormScreen,
})
