/** `tags`: one tag per truthy flag of `tags`, or one tag per value of an array field. */
import { evaluate } from '../../../common/conditions'
import { defineColumnKind, isEmptyCell } from '../columnKinds'
import { optionOf } from './options'
import { PlainTag } from './plainTag'

export const tagsColumn = defineColumnKind({
  name: 'tags',
  render(value, col, row) {
    if (col.tags) {
      const on = col.tags.filter((t) => evaluate({ field: t.field, truthy: true }, row))
      return on.length ? on.map((t) => <PlainTag key={t.field} color={t.color}>{t.text}</PlainTag>) : null
    }
    const list = Array.isArray(value) ? value : isEmptyCell(value) ? [] : [value]
    return list.map((v, i) => {
      const o = optionOf(col.options, v)
      return <PlainTag key={i} color={o?.color ?? col.color}>{o?.label ?? String(v)}</PlainTag>
    })
  },
})
