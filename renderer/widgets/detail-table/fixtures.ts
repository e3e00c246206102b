/** Row forms of the detail-table stories and tests (family members, work history). */
import type { ColumnSpec, FieldSpec } from '../../schema/types'

export const familyFields: FieldSpec[] = [
  { field: 'Name', label: '姓名', required: true, rule: { kind: 'name' } },
  {
    field: 'Relation',
    label: '关系',
    component: 'Select',
    required: true,
    // without an entity the compiler's default rule kind is 'text', which refuses a number
    rule: { kind: 'select' },
    options: [
      { label: '父亲', value: 1 },
      { label: '母亲', value: 2 },
      { label: '配偶', value: 3 },
    ],
  },
  { field: 'Phone', label: '联系电话', rule: { kind: 'mobile' } },
]

export const familyRows = [
  { Name: '张大山', Relation: 1, Phone: '13800000001' },
  { Name: '李秀英', Relation: 2, Phone: '' },
]

export const workFields: FieldSpec[] = [
  { field: 'Company', label: '公司名称', required: true, rule: { kind: 'text', maxLength: 50 } },
  { field: 'Position', label: '职位', required: true },
  { field: 'Start', label: '开始时间', component: 'DatePicker' },
  { field: 'End', label: '结束时间', component: 'DatePicker' },
  { field: 'Witness', label: '证明人' },
  { field: 'WitnessPhone', label: '证明人电话', rule: { kind: 'mobile' } },
]

export const workColumns: ColumnSpec[] = [
  { field: 'Company', title: '公司名称', width: 200 },
  { field: 'Position', title: '职位', width: 120 },
  { field: 'Start', title: '开始时间', kind: 'date', format: 'YYYY-MM-DD', width: 120 },
  { field: 'End', title: '结束时间', kind: 'date', format: 'YYYY-MM-DD', width: 120 },
  { field: 'Witness', title: '证明人', width: 100 },
  { field: 'WitnessPhone', title: '证明人电话', width: 140 },
]

export const workRows = [
  { Company: '某某科技有限公司', Position: '前端工程师', Start: '2018-07-01', End: '2021-06-30', Witness: '王经理', WitnessPhone: '13900000002' },
]
