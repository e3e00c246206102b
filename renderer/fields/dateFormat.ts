/**
 * Date display formats and the date column's text. Apart from ./dates.ts (the bounds), which reads
 * schemas/rules.json: a list screen shows dates without loading the rule engine.
 */
import dayjs from 'dayjs'

export const DATE_FORMAT = 'YYYY-MM-DD'
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'

/** Display of a date column: '' for empty, the raw text when it is not a date. */
export function formatDate(value: unknown, format = DATE_TIME_FORMAT): string {
  if (value === undefined || value === null || value === '') return ''
  const d = dayjs(value as string)
  return d.isValid() ? d.format(format) : String(value)
}
