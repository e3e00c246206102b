/** The icon of an approval type by name (only the names the catalogue uses are imported), in the type's colour. */
import { CalendarOutlined, CarOutlined, FieldTimeOutlined, FormOutlined, MoneyCollectOutlined, SafetyCertificateOutlined, ShoppingCartOutlined } from '@ant-design/icons'
import type { ComponentType, CSSProperties } from 'react'

const ICONS: Record<string, ComponentType<{ style?: CSSProperties }>> = {
  CalendarOutlined,
  CarOutlined,
  FieldTimeOutlined,
  MoneyCollectOutlined,
  SafetyCertificateOutlined,
  ShoppingCartOutlined,
}

export function TypeIcon(props: { name: string; color: string }) {
  const Icon = ICONS[props.name] ?? FormOutlined
  return (
    <span className="approval-type-icon" style={{ background: props.color }}>
      <Icon style={{ color: '#fff', fontSize: 20 }} />
    </span>
  )
}
