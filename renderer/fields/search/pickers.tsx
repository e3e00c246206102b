/**
 * The search widgets that load on demand (rc-picker, rc-input-number): number, day and day range.
 * Days are 'YYYY-MM-DD' strings in the search values (a range: [from, to]), as the form fields give them.
 */
import { DatePicker, InputNumber } from 'antd'
import dayjs from 'dayjs'
import { DATE_FORMAT } from '../dateFormat'
import { disabledDate } from '../dates'
import type { SearchWidgetProps } from './searchWidget'

const day = (v: unknown) => {
  if (v === undefined || v === null || v === '') return null
  const d = dayjs(v as string)
  return d.isValid() ? d : null
}

export function NumberSearch({ id, value, onChange, props, disabled }: SearchWidgetProps) {
  return <InputNumber id={id} disabled={disabled} {...props} value={typeof value === 'number' ? value : value ? Number(value) : null} onChange={(v) => onChange(v ?? undefined)} />
}

export function DateSearch({ id, value, onChange, props, disabled }: SearchWidgetProps) {
  const format = typeof props.format === 'string' ? props.format : DATE_FORMAT
  return (
    <DatePicker
      id={id}
      disabled={disabled}
      disabledDate={disabledDate}
      {...props}
      format={format}
      value={day(value)}
      onChange={(d) => onChange(d ? d.format(format) : undefined)}
    />
  )
}

export function DateRangeSearch({ id, value, onChange, props, disabled }: SearchWidgetProps) {
  const format = typeof props.format === 'string' ? props.format : DATE_FORMAT
  const range = Array.isArray(value) ? value : []
  return (
    <DatePicker.RangePicker
      id={id}
      disabled={disabled}
      disabledDate={disabledDate}
      {...props}
      format={format}
      value={range.length ? [day(range[0]), day(range[1])] : null}
      onChange={(d) => onChange(d && d[0] && d[1] ? [d[0].format(format), d[1].format(format)] : undefined)}
    />
  )
}
