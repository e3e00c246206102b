/** The top bar (spec 000 s.1): greeting with nickname, account and real name; announcements, messages, 'My', logout. */
import {
  BellOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  NotificationOutlined,
  UserOutlined,
  DownOutlined,
} from '@ant-design/icons'
import { Badge, Button, Dropdown, Space, Tooltip } from 'antd'
import type { LoginUser } from '../api/account'
import { ACCOUNT_PAGES } from './pages'

/** A count of 0 is shown in grey: nothing waits (red is for something to read). */
const ZERO_GREY = '#bfbfbf'

export default function HeaderBar(props: {
  user: LoginUser | null
  collapsed: boolean
  onToggle: () => void
  onOpen: (path: string) => void
  onAnnouncements: () => void
  onMessages: () => void
  onLogout: () => void
  announcementCount?: number
  messageCount?: number
}) {
  const { user } = props
  const nick = user?.NickName || user?.RealName || user?.Name || user?.UserName || ''
  const account = user?.WorkNo || user?.UserName || ''
  const realName = user?.RealName || [user?.Surname, user?.Name].filter(Boolean).join('') || ''
  return (
    <header className="app-header">
      <Button
        type="text"
        className="app-header__toggle"
        aria-label={props.collapsed ? '展开菜单' : '收起菜单'}
        icon={props.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={props.onToggle}
      />
      <div className="app-header__greeting">
        <span className="app-header__hello">您好，{nick}</span>
        {account && <span className="app-header__meta">账号：{account}</span>}
        {realName && <span className="app-header__meta">姓名：{realName}</span>}
      </div>
      <Space size={4} className="app-header__actions">
        <Tooltip title="公告">
          <Button type="text" onClick={props.onAnnouncements} aria-label="公告">
            <Badge count={props.announcementCount ?? 0} showZero size="small" offset={[6, -2]} color={props.announcementCount ? undefined : ZERO_GREY}>
              <NotificationOutlined />
            </Badge>
            <span className="app-header__label">公告</span>
          </Button>
        </Tooltip>
        <Tooltip title="消息">
          <Button type="text" onClick={props.onMessages} aria-label="消息">
            <Badge count={props.messageCount ?? 0} showZero size="small" offset={[6, -2]} color={props.messageCount ? undefined : ZERO_GREY}>
              <BellOutlined />
            </Badge>
            <span className="app-header__label">消息</span>
          </Button>
        </Tooltip>
        <Dropdown
          trigger={['click', 'hover']}
          menu={{
            items: ACCOUNT_PAGES.map((p) => ({ key: p.path, label: p.title })),
            onClick: ({ key }) => props.onOpen(key),
          }}
        >
          <Button type="text" icon={<UserOutlined />} aria-label="我的">
            <span className="app-header__wide">我的</span> <DownOutlined style={{ fontSize: 10 }} />
          </Button>
        </Dropdown>
        <Button type="text" icon={<LogoutOutlined />} onClick={props.onLogout} aria-label="退出登录" title="退出登录">
          <span className="app-header__wide">退出登录</span>
        </Button>
      </Space>
    </header>
  )
}
