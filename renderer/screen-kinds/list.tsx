/** `kind: list`: a list screen (renders at once; carries no Formily until a dialog opens). */
import { ListScreen } from '../list/ListScreen'
import type { ListScreenSchema } from '../schema/types'
import { defineScreenKind } from '../screenKinds'

export const listScreenKind = defineScreenKind<ListScreenSchema>({
  name: 'list',
  component: ({ schema, entities, params, handle }) => <ListScreen schema={schema} entities={entities} params={params} handle={handle} />,
})
