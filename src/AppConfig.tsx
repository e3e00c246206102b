import type { ReactNode } from 'react'
import { ConfigProvider } from 'antd'
import '../renderer/antdStyles'

/**
 * antd settings for the whole application. No locale here: the login page needs none, and the
 * layout (and the renderer) bring zh_CN with them, which keeps the login route small.
 * autoInsertSpace off: buttons read 登录 / 确认, never 登 录. The field kinds' antd styles come
 * pre-generated (renderer/antdStyles.ts).
 */
export function AppConfig(props: { children?: ReactNode }) {
  return (
    <ConfigProvider button={{ autoInsertSpace: false }} theme={{ token: { colorPrimary: '#1677ff', borderRadius: 6 } }}>
      {props.children}
    </ConfigProvider>
  )
}
