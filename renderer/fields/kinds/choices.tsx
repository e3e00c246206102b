/**
 * The choice kinds: Select (an enum or x-select property; shown by the label of its option),
 * Switch (a boolean; shown as a switch), Checkbox (one flag, 1/0 by default), Checkbox.Group and
 * Radio.Group; options static or from an endpoint (../remote.tsx). Each is searched with the
 * plain antd control of the same name (../search/widgets.tsx). The form side gives them their
 * Formily components (./forms.ts).
 */
import { Checkbox } from 'antd'
import { defineFieldKind } from '../fieldKinds'
import { CheckboxSearch, RadioSearch, SelectSearch } from '../search/widgets'
import { propertyType } from './propertyType'

const selectProps = { allowClear: true, showSearch: true, optionFilterProp: 'label' }

export const selectKind = defineFieldKind({
  name: 'Select',
  select: true,
  options: true,
  placeholder: 'select',
  props: selectProps,
  rank: (p) => (p?.enum || p?.['x-select'] ? 60 : 0),
  search: { component: SelectSearch, props: { ...selectProps, style: { minWidth: 160 } } },
  cell: 'enum',
})
export const switchKind = defineFieldKind({
  name: 'Switch',
  load: () => import('@formily/antd-v5/esm/switch').then((m) => m.Switch),
  select: true,
  emptyValue: false,
  valueType: 'boolean',
  rank: (p) => (propertyType(p) === 'boolean' ? 50 : 0),
  search: { load: () => import('../search/deferred').then((m) => m.SwitchSearch) },
  cell: 'switch',
})
export const checkboxGroupKind = defineFieldKind({
  name: 'Checkbox.Group',
  select: true,
  options: true,
  valueType: 'array',
  search: { component: CheckboxSearch },
  cell: 'tags',
})
export const radioGroupKind = defineFieldKind({
  name: 'Radio.Group',
  select: true,
  options: true,
  search: { component: RadioSearch },
  cell: 'enum',
})

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
    <Checkbox checked={value === checkedValue} disabled={disabled || readOnly} onChange={(e) => onChange?.(e.target.checked ? checkedValue : uncheckedValue)}>
      {text}
    </Checkbox>
  )
}
defineFieldKind({ name: 'Checkbox', component: FlagCheckbox, select: true, emptyValue: 0 })
