/**
 * `icon`: the value names an icon (e.g. a menu's TeamOutlined); the cell shows the icon with its
 * name beside it in grey, so an administrator sees both what the menu looks like and what to type.
 * A name no registered icon has stays as text (the sidebar then shows its fallback icon).
 * A plain span, not antd's Typography: every list route loads the column kinds, and Typography (~5 KB
 * gzip) would ride along (it had pushed the role route over its 350 KB budget).
 */
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
        <span style={{ color: 'var(--ant-color-text-secondary, rgba(0, 0, 0, 0.45))' }}>{name}</span>
      </span>
    )
  },
})
