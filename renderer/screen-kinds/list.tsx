/** `kind: list`: a list screen, loaded with its first screen (a form screen's page does not carry it); it carries no Formily until a dialog opens. */
import type { ListScreenSchema } from '../schema/types'
import { lazyComponent } from '../kinds/lazyComponent'
import { defineScreenKind } from '../screenKinds'

const { Component: ListScreen, preload } = lazyComponent(() => import('../list/ListScreen').then((m) => m.ListScreen))

export const listScreenKind = defineScreenKind<ListScreenSchema>({
  name: 'list',
  component: ({ schema, entities, params, handle }) => <ListScreen schema={schema} entities={entities} params={params} handle={handle} />,
  preload,
})
