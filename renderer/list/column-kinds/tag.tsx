/** `tag`: the value as one tag, labelled and coloured by its option (else the column's colour). */
import { Tag } from 'antd'
import { defineColumnKind, isEmptyCell } from '../columnKinds'
import { optionOf } from './options'

export const tagColumn = defineColumnKind({
  name: 'tag',
  render(value, col) {
    if (isEmptyCell(value)) return null
    const o = optionOf(col.options, value)
    return <Tag color={o?.color ?? col.color}>{o?.label ?? String(value)}</Tag>
  },
})
