/** The form components of the date kinds (./pickers.ts): Formily's antd pickers with the spec's date bounds. */
import { createElement, type ElementType } from 'react'
import dayjs from 'dayjs'
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined'
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled'
import { DatePicker as FormilyDatePicker } from '@formily/antd-v5/esm/date-picker'
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../dateFormat'
import { disabledDate } from '../dates'
import { emptyValue, withIdleShell, type ShellProps } from '../idleShell'
import { staticIcon } from '../staticIcon'

type Props = Record<string, unknown>

const withBounds = (Picker: ElementType, map = (props: Props) => props) => (props: Props) => createElement(Picker, { disabledDate, ...map(props) })

const CALENDAR = staticIcon(CalendarOutlined)
const CLEAR = staticIcon(CloseCircleFilled)

/** The format Formily's DatePicker reads and writes a value with: the field's, else its default by showTime. */
const formatOf = (props: Props) => (props.format as string | undefined) ?? (props.showTime ? DATE_TIME_FORMAT : DATE_FORMAT)

/**
 * The text a date picker shows for a stored value, as Formily's DatePicker hands it to rc-picker
 * (read with the format, else as any date) and rc-picker writes it back (with the format); null
 * for a value it would not read.
 */
function shownDate(value: unknown, format: string): string | null {
  if (typeof value !== 'string') return null
  const withFormat = dayjs(value, format)
  const date = withFormat.isValid() ? withFormat : dayjs(value)
  return date.isValid() ? date.format(format) : null
}

/**
 * A text no date can be read from (one stored before the field became a date) reaches rc-picker as
 * the raw string from Formily's DatePicker, and rc-picker throws on it, taking the whole form down:
 * the picker shows no date instead, while the field keeps its value for the date rule to name.
 */
const readableValue = (props: Props): Props => (typeof props.value === 'string' && !emptyValue(props.value) && shownDate(props.value, formatOf(props)) === null ? { ...props, value: null } : props)

/** A DatePicker's idle look, as rc-picker 4 draws it (the placeholder or the date, the calendar icon, the clear icon over a date). */
function datePickerShell({ props, look, anchor, use }: ShellProps) {
  const placeholder = (props.placeholder as string | undefined) ?? look.locale?.DatePicker?.lang.placeholder
  if (placeholder === undefined) return null
  const format = formatOf(props)
  const empty = emptyValue(props.value)
  const text = empty ? '' : shownDate(props.value, format)
  if (text === null) return null
  const p = look.prefixCls('picker')
  const className = `${p} ${p}-outlined ${look.hashId}${props.className ? ` ${props.className as string}` : ''}`
  return (
    <div ref={anchor} className={className} style={props.style as object} onPointerEnter={use} onFocus={use}>
      <div className={`${p}-input`}>
        <input aria-invalid="false" autoComplete="off" size={Math.max(10, format.length) + 2} placeholder={placeholder} readOnly value={text} />
        <span className={`${p}-suffix`}>{CALENDAR}</span>
        {!empty && (
          <span className={`${p}-clear`} role="button">
            {CLEAR}
          </span>
        )}
      </div>
    </div>
  )
}

export const DatePicker = withIdleShell(withBounds(FormilyDatePicker, readableValue), { draws: ['format', 'showTime'], render: datePickerShell })
export const DateRangePicker = withBounds(FormilyDatePicker.RangePicker)
