/**
 * The heavier kinds, loaded with the first screen that names them (rc-picker, rc-input-number, the
 * tree select): NumberPicker (an integer or number property), DatePicker (format date or
 * date-time), DateRangePicker and TreeSelect.
 */
import { DATE_FORMAT } from '../dateFormat'
import { disabledDate } from '../dates'
import { defineFieldKind } from '../fieldKinds'
import { propertyType } from './propertyType'

const dateProps = { format: DATE_FORMAT, disabledDate, style: { width: '100%' } }

defineFieldKind({
  name: 'NumberPicker',
  load: () => import('@formily/antd-v5/esm/number-picker').then((m) => m.NumberPicker),
  props: { style: { width: '100%' } },
  valueType: 'number',
  placeholder: 'input',
  span: 'short',
  rank: (p) => (propertyType(p) === 'integer' || propertyType(p) === 'number' ? 40 : 0),
})
defineFieldKind({
  name: 'DatePicker',
  load: () => import('@formily/antd-v5/esm/date-picker').then((m) => m.DatePicker),
  select: true,
  props: dateProps,
  rank: (p) => (p?.format === 'date' || p?.format === 'date-time' ? 30 : 0),
})
defineFieldKind({
  name: 'TreeSelect',
  load: () => import('../../tree/TreeSelectField').then((m) => m.TreeSelectField),
  select: true,
  options: true,
  props: { allowClear: true, showSearch: true, treeNodeFilterProp: 'title', treeDefaultExpandAll: true, popupMatchSelectWidth: false, style: { minWidth: 180 } },
})
defineFieldKind({
  name: 'DateRangePicker',
  load: () => import('@formily/antd-v5/esm/date-picker').then((m) => m.DatePicker.RangePicker),
  select: true,
  valueType: 'array',
  props: dateProps,
})
