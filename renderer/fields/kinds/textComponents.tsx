/** The form components of the text kinds (./text.ts): Formily's antd Input, Password and TextArea. */
import { createElement, type ComponentType } from 'react'
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled'
import { Input } from '@formily/antd-v5/esm/input'
import { staticIcon } from '../staticIcon'

export { Password } from '@formily/antd-v5/esm/password'

/** antd's clear icon, the same for every text field, as plain markup (../staticIcon.ts) */
const CLEAR = { clearIcon: staticIcon(CloseCircleFilled) }
export function TextInput(props: Record<string, unknown>) {
  return createElement(Input as ComponentType<Record<string, unknown>>, { ...props, allowClear: props.allowClear === true ? CLEAR : props.allowClear })
}

export const TextArea = Input.TextArea
