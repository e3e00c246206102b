/** `tag`: the value as one tag, labelled and coloured by its option (else the column's colour). */
import { defineColumnKind, isEmptyCell } from '../columnKinds'
import { optionOf } from './options'
import { PlainTag } from './plainTag'

export const tagColumn = defineColumnKind({
  name: 'tag',
  render(value, col) {
    if (isEmptyCell(value)) return null
    const o = optionOf(col.options, value)
    return <PlainTag color={o?.color ?? col.color}>{o?.label ?? String(value)}</PlainTag>
  },
})
