/** The form components of the date kinds (./pickers.ts): Formily's antd pickers with the spec's date bounds. */
import { createElement, type ElementType } from 'react'
import { DatePicker as FormilyDatePicker } from '@formily/antd-v5/esm/date-picker'
import { disabledDate } from '../dates'

const withBounds = (Picker: ElementType) => (props: Record<string, unknown>) => createElement(Picker, { disabledDate, ...props })

export const DatePicker = withBounds(FormilyDatePicker)
export const DateRangePicker = withBounds(FormilyDatePicker.RangePicker)
