/**
 * The choice kinds bundled with the form side: Select (an enum or x-select property), Switch (a
 * boolean), Checkbox.Group and Radio.Group; options static or from an endpoint (../remote.tsx).
 */
import { Select } from '@formily/antd-v5/esm/select'
import { Switch } from '@formily/antd-v5/esm/switch'
import { Checkbox } from '@formily/antd-v5/esm/checkbox'
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
