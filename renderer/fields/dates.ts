/** Date bounds of the spec (000 s.5 / s.9), read from schemas/rules.json's date kind. */
import dayjs, { type Dayjs } from 'dayjs'
import { rules } from '../../common/rules'

export const DATE_FORMAT = 'YYYY-MM-DD'
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'
export const MIN_DATE = String(rules.kinds.date?.minimum ?? '2000-01-01')
export const MAX_DATE = String(rules.kinds.date?.maximum ?? '2035-12-30')

/** antd `disabledDate`: days outside MIN_DATE..MAX_DATE cannot be picked. */
export function disabledDate(current: Dayjs | null | undefined): boolean {
  if (!current) return false
  const day = current.format(DATE_FORMAT)
  return day < MIN_DATE || day > MAX_DATE
}

/** Display of a date column: '' for empty, the raw text when it is not a date. */
export function formatDate(value: unknown, format = DATE_TIME_FORMAT): string {
  if (value === undefined || value === null || value === '') return ''
  const d = dayjs(value as string)
  return d.isValid() ? d.format(format) : String(value)
}
