/**
 * The signed-in layout of spec 000 s.2: header, collapsible sidebar from the granted menu tree,
 * tab header, breadcrumb with a back button, and the page generated from the menu tree.
 */
import { ArrowLeftOutlined } from '@ant-design/icons'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Breadcrumb, Button, ConfigProvider, Layout, Spin, message } from 'antd'
// the ES module: antd/locale/zh_CN is a CommonJS re-export whose default import is the whole
// exports object under the build's Node-style interop (the locale would silently be English)
import zhCN from 'antd/es/locale/zh_CN'
import { useLocation, useNavigate } from 'react-router-dom'
import type { MenuNode } from '../api/account'
import { setMessageApi } from '../api/notify'
import { buttonCodes, findByUrl, firstPath } from '../auth/menus'
import { logout, setButtons, useSession } from '../auth/session'
import { PRODUCT_NAME } from '../brand'
import HeaderBar from './HeaderBar'
import MenuRoutes from './MenuRoutes'
import { pageInfo } from './pages'
import SideMenu from './SideMenu'
import TabBar from './TabBar'
import { useAnnouncementCount, useMessageCount } from './useMessageCount'
import { PHONE_WIDTH } from '../../renderer/list/useWindowWidth'
import { closeAllTabs, closeOtherTabs, closeTab, getTabs, openTab, syncTabs, useTabs } from './tabs'
import './layout.css'

const MessageInbox = lazy(() => import('./MessageInbox'))
const AnnouncementInbox = lazy(() => import('./AnnouncementInbox'))

/** At this width or less the sidebar collapses by itself, and after each menu pick (spec 000 s.2). */
export const AUTO_COLLAPSE_WIDTH = 1024
/** How long the refresh spinner shows (spec 000 s.9). */
export const REFRESH_SPIN_MS = 500

const narrow = () => window.innerWidth <= AUTO_COLLAPSE_WIDTH
// a phone: the menu hides completely and opens over the page (even collapsed it would take a sixth of the width)
const phoneWidth = () => window.innerWidth < PHONE_WIDTH

/** antd in Chinese for every signed-in page (the login page needs no locale), and toasts bound to it. */
export default function AppLayout() {
  return (
    <ConfigProvider locale={zhCN}>
      <LayoutShell />
    </ConfigProvider>
  )
}

function LayoutShell() {
  const [messageApi, messageHolder] = message.useMessage()
  useEffect(() => {
    setMessageApi(messageApi)
    return () => setMessageApi(null)
  }, [messageApi])
  const menus = useSession((s) => s.menus)
  const user = useSession((s) => s.user)
  const location = useLocation()
  const navigate = useNavigate()
  const tabs = useTabs()
  const here = location.pathname
  const info = useMemo(() => pageInfo(menus, here), [menus, here])
  const trail = useMemo(() => findByUrl(menus, here)?.trail ?? [], [menus, here])

  const messages = useMessageCount()
  const announcements = useAnnouncementCount()
  const [inboxOpen, setInboxOpen] = useState(false)
  const [announcementsOpen, setAnnouncementsOpen] = useState(false)
  const [collapsed, setCollapsed] = useState(narrow)
  const [phone, setPhone] = useState(phoneWidth)
  useEffect(() => {
    const onResize = () => {
      if (narrow()) setCollapsed(true)
      setPhone(phoneWidth())
    }
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])

  // the page shown gets a tab, and its menu item's button permissions
  useEffect(() => {
    if (!info) return
    openTab({ path: info.path, title: info.title })
    setButtons(buttonCodes(info.node))
  }, [info])

  // The menu tree changed while signed in (菜单管理, grants): tabs follow renames, those of pages
  // gone close, and when the page shown is gone another open tab (else the home page) takes its
  // place. Only a change counts: the first tree is MenuRoutes' business (403/404 of a typed address).
  const previousMenus = useRef(menus)
  useEffect(() => {
    const before = previousMenus.current
    previousMenus.current = menus
    if (!menus || !before || before === menus) return
    syncTabs((path) => pageInfo(menus, path.split('?')[0])?.title ?? null)
    if (pageInfo(before, here) && !pageInfo(menus, here)) {
      const fallback = getTabs()[0]?.path ?? firstPath(menus)
      if (fallback) navigate(fallback, { replace: true })
    }
  }, [menus, here, navigate])

  const [refreshKey, setRefreshKey] = useState(0)
  const [refreshing, setRefreshing] = useState(false)
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const refresh = useCallback(() => {
    setRefreshing(true)
    setRefreshKey((k) => k + 1)
    if (refreshTimer.current) clearTimeout(refreshTimer.current)
    refreshTimer.current = setTimeout(() => setRefreshing(false), REFRESH_SPIN_MS)
  }, [])
  useEffect(() => () => void (refreshTimer.current && clearTimeout(refreshTimer.current)), [])

  const pick = useCallback(
    (node: MenuNode) => {
      if (node.OpenMode === '_blank') {
        window.open(node.Url, '_blank', 'noopener')
        return
      }
      setButtons(buttonCodes(node))
      openTab({ path: node.Url, title: node.Name })
      if (node.Url !== here) navigate(node.Url)
      if (narrow()) setCollapsed(true)
    },
    [here, navigate],
  )

  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (idx > 0) navigate(-1)
    else navigate('/')
  }

  return (
    <Layout className="app-layout">
      {messageHolder}
      {inboxOpen && (
        <Suspense fallback={null}>
          <MessageInbox open onClose={() => setInboxOpen(false)} onRead={messages.refresh} />
        </Suspense>
      )}
      {announcementsOpen && (
        <Suspense fallback={null}>
          <AnnouncementInbox onClose={() => setAnnouncementsOpen(false)} onRead={announcements.refresh} />
        </Suspense>
      )}
      {phone && !collapsed ? <div className="app-sider-mask" onClick={() => setCollapsed(true)} /> : null}
      <Layout.Sider className={`app-sider${phone ? ' app-sider--phone' : ''}`} width="4.32rem" collapsedWidth={phone ? 0 : '1.4rem'} collapsed={collapsed} trigger={null}>
        <div className="app-logo" title={PRODUCT_NAME}>
          <span className="app-logo__mark">智</span>
          {!collapsed && <span className="app-logo__text">{PRODUCT_NAME}</span>}
        </div>
        <div className="app-sider__menu">
          <SideMenu menus={menus} selected={info?.path ?? here} trail={trail} collapsed={collapsed} onPick={pick} />
        </div>
      </Layout.Sider>
      <Layout className="app-main">
        <HeaderBar
          user={user}
          collapsed={collapsed}
          onToggle={() => setCollapsed((c) => !c)}
          onOpen={(path) => navigate(path)}
          onAnnouncements={() => setAnnouncementsOpen(true)}
          announcementCount={announcements.count}
          messageCount={messages.count}
          onMessages={() => setInboxOpen(true)}
          onLogout={() => void logout()}
        />
        <TabBar
          tabs={tabs}
          active={info?.path ?? here}
          onActivate={(path) => navigate(path)}
          onClose={(path) => {
            const next = closeTab(path, info?.path ?? here)
            if (next) navigate(next.path)
          }}
          onRefresh={refresh}
          onCloseOthers={(path) => {
            closeOtherTabs(path)
            if (path !== (info?.path ?? here)) navigate(path)
          }}
          onCloseAll={() => {
            closeAllTabs()
            const first = firstPath(menus)
            if (!first) return
            // the home page gets the only tab (openTab also when it is the page shown already)
            const page = pageInfo(menus, first)
            if (page) openTab({ path: page.path, title: page.title })
            navigate(first)
          }}
        />
        <div className="app-pagebar">
          <Button size="small" icon={<ArrowLeftOutlined />} onClick={back}>
            返回
          </Button>
          <Breadcrumb className="app-breadcrumb" items={(info?.trail ?? []).map((title) => ({ title }))} />
        </div>
        <Layout.Content className="app-content">
          {refreshing ? (
            <div className="page-loading">
              <Spin size="large" />
            </div>
          ) : (
            <div key={refreshKey} className="app-page">
              <MenuRoutes menus={menus} />
            </div>
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  )
}
