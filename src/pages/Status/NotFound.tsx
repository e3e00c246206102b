import { Button, Result } from 'antd'
import { useBackInApp } from './useBackInApp'

/** /404 (spec 000 s.2). */
export default function NotFound() {
  const back = useBackInApp()
  return (
    <div className="status-page">
      <Result
        status="404"
        title="404"
        subTitle="请检查您输入的网址是否正确"
        extra={
          <Button type="primary" onClick={back}>
            返回
          </Button>
        }
      />
    </div>
  )
}
