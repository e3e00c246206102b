/** `kind: tabs`: tabs of list screens; antd Tabs loads with the first one, so a plain list route does not carry it. */
import { lazy } from 'react'
import type { TabsScreenSchema } from '../schema/types'
import { defineScreenKind } from '../screenKinds'

const LazyTabsScreen = lazy(() => import('../tabs/TabsScreen').then((m) => ({ default: m.TabsScreen })))

export const tabsScreenKind = defineScreenKind<TabsScreenSchema>({
  name: 'tabs',
  component: ({ schema, entities }) => <LazyTabsScreen schema={schema} entities={entities} />,
})
