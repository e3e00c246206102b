/** The form components of the date kinds (./pickers.ts): Formily's antd pickers with the spec's date bounds. */
import { createElement, type ElementType } from 'react'
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined'
import { DatePicker as FormilyDatePicker } from '@formily/antd-v5/esm/date-picker'
import { disabledDate } from '../dates'
import { emptyValue, withIdleShell, type ShellProps } from '../idleShell'
import { staticIcon } from '../staticIcon'

const withBounds = (Picker: ElementType) => (props: Record<string, unknown>) => createElement(Picker, { disabledDate, ...props })

const CALENDAR = staticIcon(CalendarOutlined)

/** An empty DatePicker's idle look, as rc-picker 4 draws it (the placeholder, the calendar icon). */
function datePickerShell({ props, look, anchor, use }: ShellProps) {
  if (!emptyValue(props.value)) return null
  const placeholder = (props.placeholder as string | undefined) ?? look.locale?.DatePicker?.lang.placeholder
  if (placeholder === undefined) return null
  const p = look.prefixCls('picker')
  const className = `${p} ${p}-outlined ${look.hashId}${props.className ? ` ${props.className as string}` : ''}`
  return (
    <div ref={anchor} className={className} style={props.style as object} onPointerEnter={use} onFocus={use}>
      <div className={`${p}-input`}>
        <input aria-invalid="false" autoComplete="off" size={12} placeholder={placeholder} readOnly value="" />
        <span className={`${p}-suffix`}>{CALENDAR}</span>
      </div>
    </div>
  )
}

export const DatePicker = withIdleShell(withBounds(FormilyDatePicker), { draws: ['format'], render: datePickerShell })
export const DateRangePicker = withBounds(FormilyDatePicker.RangePicker)
