/**
 * The tab header (spec 000 s.2): closable only when more than one tab is open; the refresh icon on
 * the active tab reloads its page (with a spinner of about 500 ms); closing the active tab activates another.
 */
import { ReloadOutlined } from '@ant-design/icons'
import { Tabs } from 'antd'
import type { PageTab } from './tabs'

export default function TabBar(props: {
  tabs: PageTab[]
  active: string
  onActivate: (path: string) => void
  onClose: (path: string) => void
  onRefresh: () => void
}) {
  const closable = props.tabs.length > 1
  return (
    <Tabs
      className="app-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={props.active}
      onChange={props.onActivate}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') props.onClose(key)
      }}
      items={props.tabs.map((t) => ({
        key: t.path,
        closable,
        label: (
          <span className="app-tabs__label">
            {t.title}
            {t.path === props.active && (
              <ReloadOutlined
                className="app-tabs__refresh"
                title="刷新"
                aria-label="刷新"
                onClick={(e) => {
                  e.stopPropagation()
                  props.onRefresh()
                }}
              />
            )}
          </span>
        ),
      }))}
    />
  )
}
