/** `text` (the default column kind): the value as it is; an object as JSON. */
import { defineColumnKind, isEmptyCell } from '../columnKinds'

export const textColumn = defineColumnKind({
  name: 'text',
  render: (value) => (isEmptyCell(value) ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)),
})
