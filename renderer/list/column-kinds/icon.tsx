/**
 * `icon`: the value names an icon (e.g. a menu's TeamOutlined); the cell shows the icon with its
 * name beside it in grey, so an administrator sees both what the menu looks like and what to type.
 * A name no registered icon has stays as text (the sidebar then shows its fallback icon).
 */
import { Typography } from 'antd'
import { iconByName } from '../../icons'
import { defineColumnKind, isEmptyCell } from '../columnKinds'

export const iconColumn = defineColumnKind({
  name: 'icon',
  render(value) {
    if (isEmptyCell(value)) return null
    const name = String(value)
    const Icon = iconByName(name)
    if (!Icon) return name
    return (
      <span title={name}>
        <span style={{ fontSize: 16, marginRight: 8, verticalAlign: 'middle' }}><Icon /></span>
        <Typography.Text type="secondary">{name}</Typography.Text>
      </span>
    )
  },
})
