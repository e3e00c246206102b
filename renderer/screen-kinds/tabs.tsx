/** `kind: tabs`: tabs of list screens; antd Tabs loads with the first one, so a plain list route does not carry it. */
import type { TabsScreenSchema } from '../schema/types'
import { lazyComponent } from '../kinds/lazyComponent'
import { defineScreenKind } from '../screenKinds'

const { Component: TabsScreen, preload } = lazyComponent(() => import('../tabs/TabsScreen').then((m) => m.TabsScreen))

export const tabsScreenKind = defineScreenKind<TabsScreenSchema>({
  name: 'tabs',
  component: ({ schema, entities }) => <TabsScreen schema={schema} entities={entities} />,
  preload,
})
