/**
 * The tab header (spec 000 s.2): closable only when more than one tab is open; the refresh icon on
 * the active tab reloads its page (with a spinner of about 500 ms); closing the active tab activates another.
 * 关闭其他 / 关闭全部 from a tab's right-click menu, or for the active tab from the menu at the end of the bar.
 *
 * A plain tab strip rather than antd's Tabs: the layout needs no panes, animation or overflow menu
 * (the strip scrolls sideways and keeps the active tab in view), and rc-tabs cost every signed-in
 * page about 11 KB gzip (the trip budget of issue 17).
 */
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { CloseOutlined, DownOutlined, ReloadOutlined } from '@ant-design/icons'
import { Button, Dropdown, type MenuProps } from 'antd'
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
  const list = useRef<HTMLDivElement>(null)
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

  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [props.active, props.tabs.length])

  // the tablist pattern: arrows move between tabs (and activate, as pages open cheaply), Delete closes
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (step) {
      e.preventDefault()
      const next = props.tabs[(index + step + props.tabs.length) % props.tabs.length]
      props.onActivate(next.path)
      list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[props.tabs.indexOf(next)]?.focus()
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      props.onActivate(props.tabs[index].path)
    } else if (e.key === 'Delete' && closable) {
      props.onClose(props.tabs[index].path)
    }
  }

  return (
    <div className="app-tabs">
      <div className="app-tabs__list" role="tablist" aria-label="已打开的页面" ref={list}>
        {props.tabs.map((t, i) => {
          const active = t.path === props.active
          return (
            <Dropdown key={t.path} menu={menuOf(t.path)} trigger={['contextMenu']}>
              <div
                role="tab"
                aria-selected={active}
                tabIndex={active ? 0 : -1}
                className={active ? 'app-tabs__tab app-tabs__tab--active' : 'app-tabs__tab'}
                onClick={() => !active && props.onActivate(t.path)}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                <span className="app-tabs__label">{t.title}</span>
                {active && (
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
                {closable && (
                  <button
                    type="button"
                    className="app-tabs__close"
                    aria-label="关闭标签"
                    tabIndex={-1}
                    onClick={(e) => {
                      e.stopPropagation()
                      props.onClose(t.path)
                    }}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </div>
            </Dropdown>
          )
        })}
      </div>
      <Dropdown menu={menuOf(props.active)} trigger={['click']}>
        <Button type="text" size="small" className="app-tabs__more" aria-label="标签操作" icon={<DownOutlined />} />
      </Dropdown>
    </div>
  )
}
