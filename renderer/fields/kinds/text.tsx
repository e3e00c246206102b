/**
 * The text kinds: Input (the default of any property), Password (x-rule password) and TextArea
 * (x-rule textarea / messageBoard); each says 请输入{label} and takes the rule's maximum length.
 * ValueText shows a value nobody types (a computed field) as plain text.
 */
import { createElement, type ComponentType } from 'react'
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled'
import { Input } from '@formily/antd-v5/esm/input'
import { Password } from '@formily/antd-v5/esm/password'
import { defineFieldKind } from '../fieldKinds'
import { staticIcon } from '../staticIcon'

/** antd's clear icon, the same for every text field, as plain markup (../staticIcon.ts) */
const CLEAR = { clearIcon: staticIcon(CloseCircleFilled) }
function TextInput(props: Record<string, unknown>) {
  return createElement(Input as ComponentType<Record<string, unknown>>, { ...props, allowClear: props.allowClear === true ? CLEAR : props.allowClear })
}

defineFieldKind({ name: 'Input', component: TextInput, props: { allowClear: true }, placeholder: 'input', maxLength: true, rank: () => 1 })
defineFieldKind({
  name: 'Password',
  component: Password,
  props: { autoComplete: 'new-password' },
  placeholder: 'input',
  maxLength: true,
  rank: (p) => (p?.['x-rule'] === 'password' ? 10 : 0),
})
defineFieldKind({
  name: 'TextArea',
  component: Input.TextArea,
  props: { rows: 4, showCount: true },
  placeholder: 'input',
  span: 'full',
  maxLength: true,
  rank: (p) => (p?.['x-rule'] === 'textarea' || p?.['x-rule'] === 'messageBoard' ? 20 : 0),
})

/** A value shown as text ('—' while empty): what a computed field displays. */
export function ValueText(props: { value?: unknown }) {
  const v = props.value
  return createElement('span', { className: 'renderer-value-text' }, v === undefined || v === null || v === '' ? '—' : String(v))
}
defineFieldKind({ name: 'ValueText', component: ValueText })
