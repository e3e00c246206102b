/** `tags`: one tag per truthy flag of `tags`, or one tag per value of an array field. */
import { Tag } from 'antd'
import { evaluate } from '../../../common/conditions'
import { defineColumnKind, isEmptyCell } from '../columnKinds'
import { optionOf } from './options'

export const tagsColumn = defineColumnKind({
  name: 'tags',
  render(value, col, row) {
    if (col.tags) {
      const on = col.tags.filter((t) => evaluate({ field: t.field, truthy: true }, row))
      return on.length ? on.map((t) => <Tag key={t.field} color={t.color}>{t.text}</Tag>) : null
    }
    const list = Array.isArray(value) ? value : isEmptyCell(value) ? [] : [value]
    return list.map((v, i) => {
      const o = optionOf(col.options, v)
      return <Tag key={i} color={o?.color ?? col.color}>{o?.label ?? String(v)}</Tag>
    })
  },
})
