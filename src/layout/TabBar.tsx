/**
 * The tab header (spec 000 s.2): closable only when more than one tab is open; the refresh icon on
 * the active tab reloads its page (with a spinner of about 500 ms); closing the active tab activates another.
 * 关闭其他 / 关闭全部 from a tab's right-click menu, or for the active tab from the menu at the end of the bar.
 */
import { DownOutlined, ReloadOutlined } from '@ant-design/icons'
import { Button, Dropdown, Tabs, type MenuProps } from 'antd'
import type { PageTab } from './tabs'

export default function TabBar(props: {
  tabs: PageTab[]
  active: string
  onActivate: (path: string) => void
  onClose: (path: string) => void
  onRefresh: () => void
  onCloseOthers: (path: string) => void
  onCloseAll: () => void
}) {
  const closable = props.tabs.length > 1
  const menuOf = (path: string): MenuProps => ({
    items: [
      { key: 'others', label: '关闭其他', disabled: !closable },
      { key: 'all', label: '关闭全部' },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation()
      if (key === 'others') props.onCloseOthers(path)
      else props.onCloseAll()
    },
  })
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
      tabBarExtraContent={
        <Dropdown menu={menuOf(props.active)} trigger={['click']}>
          <Button type="text" size="small" className="app-tabs__more" aria-label="标签操作" icon={<DownOutlined />} />
        </Dropdown>
      }
      items={props.tabs.map((t) => ({
        key: t.path,
        closable,
        label: (
          <Dropdown menu={menuOf(t.path)} trigger={['contextMenu']}>
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
          </Dropdown>
        ),
      }))}
    />
  )
}
