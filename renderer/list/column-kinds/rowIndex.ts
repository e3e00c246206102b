/** `index` (序号): the row's number in the whole list, counting the pages before the one shown. */
import { defineColumnKind } from '../columnKinds'

export const indexColumn = defineColumnKind({ name: 'index', align: 'center', render: (_value, _col, _row, cell, index) => (index === undefined ? '' : (cell?.offset ?? 0) + index + 1) })
