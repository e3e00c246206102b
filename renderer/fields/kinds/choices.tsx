/**
 * The choice kinds bundled with the form side: Select (an enum or x-select property), Switch (a
 * boolean), Checkbox (one flag, 1/0 by default), Checkbox.Group and Radio.Group; options static or
 * from an endpoint (../remote.tsx).
 */
import { Select } from '@formily/antd-v5/esm/select'
import { Switch } from '@formily/antd-v5/esm/switch'
import { Checkbox } from '@formily/antd-v5/esm/checkbox'
import { Checkbox as AntCheckbox } from 'antd'
import { Radio } from '@formily/antd-v5/esm/radio'
import { defineFieldKind } from '../fieldKinds'
import { withRemoteOptions } from '../remote'
import { propertyType } from './propertyType'

defineFieldKind({
  name: 'Select',
  component: withRemoteOptions(Select),
  select: true,
  options: true,
  placeholder: 'select',
  props: { allowClear: true, showSearch: true, optionFilterProp: 'label' },
  rank: (p) => (p?.enum || p?.['x-select'] ? 60 : 0),
})
defineFieldKind({ name: 'Switch', component: Switch, select: true, emptyValue: false, valueType: 'boolean', rank: (p) => (propertyType(p) === 'boolean' ? 50 : 0) })
defineFieldKind({ name: 'Checkbox.Group', component: withRemoteOptions(Checkbox.Group), select: true, options: true, valueType: 'array' })
defineFieldKind({ name: 'Radio.Group', component: withRemoteOptions(Radio.Group), select: true, options: true })

export interface FlagCheckboxProps {
  value?: unknown
  onChange?(value: unknown): void
  disabled?: boolean
  readOnly?: boolean
  /** the text beside the box (e.g. 设为置顶公告) */
  text?: string
  /** the values of the two states (default 1 and 0: the spec's check fields post 1 or 0) */
  checkedValue?: unknown
  uncheckedValue?: unknown
}

/** One flag as a checkbox whose value is `checkedValue` / `uncheckedValue`. */
export function FlagCheckbox({ value, onChange, disabled, readOnly, text, checkedValue = 1, uncheckedValue = 0 }: FlagCheckboxProps) {
  return (
    <AntCheckbox checked={value === checkedValue} disabled={disabled || readOnly} onChange={(e) => onChange?.(e.target.checked ? checkedValue : uncheckedValue)}>
      {text}
    </AntCheckbox>
  )
}
defineFieldKind({ name: 'Checkbox', component: FlagCheckbox, select: true, emptyValue: 0 })
