import { Button, Result } from 'antd'
import { logout } from '../../auth/session'
import { useBackInApp } from './useBackInApp'

/** /403: signed in, but nothing granted, or the address of a page not granted (spec 000 s.2). */
export default function Forbidden() {
  const back = useBackInApp()
  return (
    <div className="status-page">
      <Result
        status="403"
        title="403"
        subTitle="您没有权限访问该页面，请联系管理员分配权限"
        extra={[
          <Button key="back" type="primary" onClick={back}>
            返回
          </Button>,
          <Button key="logout" onClick={() => void logout()}>
            重新登录
          </Button>,
        ]}
      />
    </div>
  )
}
