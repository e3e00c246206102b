/** `enum`: the label of the value's option; `otherwise` for a value no option names (e.g. 1 男, else 女). */
import { defineColumnKind, isEmptyCell } from '../columnKinds'
import { optionOf } from './options'

export const enumColumn = defineColumnKind({
  name: 'enum',
  render(value, col) {
    if (isEmptyCell(value)) return col.otherwise ?? null
    return optionOf(col.options, value)?.label ?? col.otherwise ?? String(value)
  },
})
