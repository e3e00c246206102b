/**
 * An approval form definition (BusinessForm.formItems, spec 002 s.5) compiled to the renderer's
 * field specs, so the approval centre draws it with the renderer's one form pipeline: each input
 * kind becomes a field kind, its rule is the one the server checks with (common/approval-validate
 * `ruleOf`: the same verdicts and messages), computed items and money in words are the renderer's
 * `computed` / `moneyWords`, a detail table is the DetailTable widget whose row form is its
 * columns compiled alike, attachments are the preset's upload widget (ApprovalAttachments).
 */
import type { FormItem, FormItemType } from '../../../common/approval-form'
import { DETAILS_DEFAULT_LABEL, ruleOf } from '../../../common/approval-validate'
import { DATE_TIME_FORMAT } from '../../../renderer/fields/dateFormat'
import type { FieldSpec } from '../../../renderer/schema/types'

/** the field kind of each input kind */
const KIND: Record<FormItemType, string> = {
  input: 'Input',
  textarea: 'TextArea',
  number: 'NumberPicker',
  float: 'NumberPicker',
  phone: 'Input',
  select: 'Select',
  radio: 'Radio.Group',
  checkbox: 'Checkbox.Group',
  date: 'DatePicker',
  datetime: 'DatePicker',
  upload: 'ApprovalAttachments',
  details: 'DetailTable',
}

/** every field kind an approval form may use: the dialog loads them while its data is on the way */
export const APPROVAL_FIELD_KINDS = [...new Set([...Object.values(KIND), 'ValueText'])]

/** kinds whose control shows a placeholder, and its verb (spec 002 s.5: 请输入 / 请选择 + label) */
const PLACEHOLDER: Partial<Record<FormItemType, string>> = {
  input: '请输入',
  textarea: '请输入',
  number: '请输入',
  float: '请输入',
  phone: '请输入',
  select: '请选择',
  date: '请选择',
  datetime: '请选择',
}

function compileItem(item: FormItem): FieldSpec {
  const spec: FieldSpec = { name: item.name, label: item.label, component: KIND[item.type], rule: ruleOf(item), required: Boolean(item.required) }
  if (item.formVisible === false) spec.readOnly = true
  if (item.moneyWords) spec.moneyWords = true
  if (item.expression) {
    // shown as text, recomputed as the values it reads change (the server recomputes it too)
    return { ...spec, component: 'ValueText', computed: item.expression }
  }
  const verb = PLACEHOLDER[item.type]
  if (verb) spec.placeholder = item.placeholder ?? `${verb}${item.label}`
  if (item.options) spec.options = item.options
  if (item.type === 'number' && item.precision === 0) spec.props = { precision: 0 }
  if (item.type === 'datetime') spec.props = { showTime: true, format: DATE_TIME_FORMAT }
  if (item.type === 'details') {
    const label = item.label || DETAILS_DEFAULT_LABEL
    // at least one row: an empty table says 请添加 + its label, as the server does
    spec.label = label
    spec.required = true
    spec.rule = { kind: 'select', select: true }
    spec.texts = { required: `请添加${label}` }
    spec.props = { fields: compileApprovalFields(item.details ?? []), title: label, addText: `添加${label}` }
  }
  return spec
}

/** The field specs of a form definition's items, in order. */
export function compileApprovalFields(items: FormItem[]): FieldSpec[] {
  return items.map(compileItem)
}
