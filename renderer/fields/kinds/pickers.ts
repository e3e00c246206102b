/**
 * The heavier kinds, whose controls load with the first form or search form that names them
 * (rc-picker, rc-input-number, the tree select; form components: ./forms.ts): NumberPicker (an
 * integer or number property; shown as a number), DatePicker (format date or date-time; shown as a
 * date), DateRangePicker and TreeSelect.
 */
import { DATE_FORMAT } from '../dateFormat'
import { defineFieldKind } from '../fieldKinds'
import { propertyType } from './propertyType'

// the days outside the spec's bounds are disabled by the form components (./dateComponents.tsx): the bounds come from the rule engine, which a list does not load
const dateProps = { format: DATE_FORMAT, style: { width: '100%' } }
const deferred = () => import('../search/deferred')
const treeProps = { allowClear: true, showSearch: true, treeNodeFilterProp: 'title', treeDefaultExpandAll: true, popupMatchSelectWidth: false, style: { minWidth: 180 } }

export const numberPickerKind = defineFieldKind({
  name: 'NumberPicker',
  load: () => import('./numberComponents').then((m) => m.NumberPicker),
  props: { style: { width: '100%' } },
  valueType: 'number',
  placeholder: 'input',
  span: 'short',
  rank: (p) => (propertyType(p) === 'integer' || propertyType(p) === 'number' ? 40 : 0),
  search: { load: () => deferred().then((m) => m.loadNumberSearch()) },
  cell: 'number',
})
export const datePickerKind = defineFieldKind({
  name: 'DatePicker',
  load: () => import('./dateComponents').then((m) => m.DatePicker),
  select: true,
  props: dateProps,
  rank: (p) => (p?.format === 'date' || p?.format === 'date-time' ? 30 : 0),
  search: { load: () => deferred().then((m) => m.loadDateSearch()) },
  cell: 'date',
})
export const treeSelectKind = defineFieldKind({
  name: 'TreeSelect',
  load: () => import('../../tree/TreeSelectField').then((m) => m.TreeSelectField),
  select: true,
  options: true,
  props: treeProps,
  search: { load: () => deferred().then((m) => m.loadTreeSelectSearch()), placeholder: 'select', props: treeProps },
})
export const dateRangePickerKind = defineFieldKind({
  name: 'DateRangePicker',
  load: () => import('./dateComponents').then((m) => m.DateRangePicker),
  select: true,
  valueType: 'array',
  props: dateProps,
  search: { load: () => deferred().then((m) => m.loadDateRangeSearch()) },
})
