/** The form components of the text kinds (./text.ts): Formily's antd Input and TextArea (Password loads with its first form, ./forms.ts). */
import { createElement, type ComponentType } from 'react'
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled'
import { Input } from '@formily/antd-v5/esm/input'
import { staticIcon } from '../staticIcon'


/** antd's clear icon, the same for every text field, as plain markup (../staticIcon.ts) */
const CLEAR = { clearIcon: staticIcon(CloseCircleFilled) }
export function TextInput(props: Record<string, unknown>) {
  return createElement(Input as ComponentType<Record<string, unknown>>, { ...props, allowClear: props.allowClear === true ? CLEAR : props.allowClear })
}

export const TextArea = Input.TextArea
