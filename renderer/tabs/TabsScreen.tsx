/**
 * A `kind: tabs` screen: tabs each holding a list screen (e.g. employee care). A tab's list mounts
 * when the tab is first opened (then stays, keeping its search and page); like any list screen it
 * carries no Formily until one of its dialogs opens.
 */
import { useState } from 'react'
import { Tabs } from 'antd'
import type { EntitySchema } from '../../common/entity-fields'
import { ListScreen } from '../list/ListScreen'
import type { TabsScreenSchema } from '../schema/types'

export interface TabsScreenProps {
  schema: TabsScreenSchema
  entities?: Record<string, EntitySchema>
}

export function TabsScreen({ schema, entities = {} }: TabsScreenProps) {
  const [active, setActive] = useState(schema.tabs[0]?.id ?? '')
  return (
    <Tabs
      className="renderer-tabs-screen"
      activeKey={active}
      onChange={setActive}
      destroyOnHidden={false}
      items={schema.tabs.map((t) => ({
        key: t.id,
        label: t.title,
        children: <ListScreen schema={t} entities={entities} />,
      }))}
    />
  )
}
