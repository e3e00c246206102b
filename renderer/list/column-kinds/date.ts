/** `date`: a date or time in the column's dayjs `format` (default YYYY-MM-DD HH:mm:ss). */
import { formatDate } from '../../fields/dateFormat'
import { defineColumnKind } from '../columnKinds'

export const dateColumn = defineColumnKind({ name: 'date', render: (value, col) => formatDate(value, col.format) })
