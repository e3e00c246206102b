/**
 * The text kinds: Input (the default of any property), Password (x-rule password) and TextArea
 * (x-rule textarea / messageBoard); each says 请输入{label}, takes the rule's maximum length, is
 * searched with a text box and shown as text (the default cell). ValueText shows a value nobody types (a computed
 * field) as plain text. The form side gives them their components (./forms.ts).
 */
import { createElement } from 'react'
import { defineFieldKind } from '../fieldKinds'
import { TextSearch } from '../search/widgets'

const search = { component: TextSearch, props: { allowClear: true } }

export const inputKind = defineFieldKind({
  name: 'Input',
  props: { allowClear: true },
  placeholder: 'input',
  maxLength: true,
  rank: () => 1,
  search,
})
export const passwordKind = defineFieldKind({
  name: 'Password',
  load: () => import('@formily/antd-v5/esm/password').then((m) => m.Password),
  props: { autoComplete: 'new-password' },
  placeholder: 'input',
  maxLength: true,
  rank: (p) => (p?.['x-rule'] === 'password' ? 10 : 0),
  search,
})
export const textAreaKind = defineFieldKind({
  name: 'TextArea',
  props: { rows: 4, showCount: true },
  placeholder: 'input',
  span: 'full',
  maxLength: true,
  rank: (p) => (p?.['x-rule'] === 'textarea' || p?.['x-rule'] === 'messageBoard' ? 20 : 0),
  search,
})

/** A value shown as text ('—' while empty): what a computed field displays. */
export function ValueText(props: { value?: unknown }) {
  const v = props.value
  return createElement('span', { className: 'renderer-value-text' }, v === undefined || v === null || v === '' ? '—' : String(v))
}
defineFieldKind({ name: 'ValueText', component: ValueText })
