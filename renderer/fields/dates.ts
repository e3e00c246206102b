/** Date bounds of the spec (000 s.5 / s.9), read from schemas/rules.json's date kind. */
import type { Dayjs } from 'dayjs'
import { rules } from '../../common/rules'
import { DATE_FORMAT } from './dateFormat'

export const MIN_DATE = String(rules.kinds.date?.minimum ?? '2000-01-01')
export const MAX_DATE = String(rules.kinds.date?.maximum ?? '2035-12-30')

/** antd `disabledDate`: days outside MIN_DATE..MAX_DATE cannot be picked. */
export function disabledDate(current: Dayjs | null | undefined): boolean {
  if (!current) return false
  const day = current.format(DATE_FORMAT)
  return day < MIN_DATE || day > MAX_DATE
}
