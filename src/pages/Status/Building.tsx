import { ToolOutlined } from '@ant-design/icons'

/** A granted page whose screen is not built yet (plain markup: it is part of the layout chunk). */
export default function Building(props: { title?: string }) {
  return (
    <div className="building" role="status">
      <ToolOutlined className="building__icon" />
      <div className="building__title">建设中</div>
      <div className="building__text">{props.title ? `「${props.title}」页面正在建设中，敬请期待` : '该页面正在建设中，敬请期待'}</div>
    </div>
  )
}
