import { describe, expect, it } from 'vitest'
import type { FormItem } from '../../../common/approval-form'
import { checkBusinessData } from '../../../common/approval-validate'
import { compileField } from '../../../renderer/compile/formSchema'
import { finishField } from '../../../renderer/fields/extras'
import { compileApprovalFields } from './compileFields'

const one = (item: FormItem) => compileApprovalFields([item])[0]
const OPTIONS = [
  { label: '年假', value: '年假' },
  { label: '事假', value: '事假' },
]

describe('approval form items -> renderer field specs', () => {
  it('input: a text field of the approval rule, 请输入 + label', () => {
    expect(one({ name: 'Title', label: '标题', type: 'input', required: true })).toEqual({
      name: 'Title',
      label: '标题',
      component: 'Input',
      required: true,
      placeholder: '请输入标题',
      rule: { label: '标题', kind: 'approvalText', required: true, select: false, after: undefined },
    })
  })
  it('textarea', () => expect(one({ name: 'Reason', label: '事由', type: 'textarea' })).toMatchObject({ component: 'TextArea', placeholder: '请输入事由', rule: { kind: 'textarea' } }))
  it('number: integers keep precision 0', () => expect(one({ name: 'N', label: '人数', type: 'number', precision: 0 })).toMatchObject({ component: 'NumberPicker', props: { precision: 0 }, rule: { kind: 'approvalInteger' } }))
  it('float', () => expect(one({ name: 'F', label: '金额', type: 'float' })).toMatchObject({ component: 'NumberPicker', placeholder: '请输入金额', rule: { kind: 'approvalFloat' } }))
  it('phone', () => expect(one({ name: 'P', label: '电话', type: 'phone' })).toMatchObject({ component: 'Input', rule: { kind: 'approvalPhone' } }))
  it('select: options, 请选择 + label', () => expect(one({ name: 'T', label: '请假类型', type: 'select', options: OPTIONS, required: true })).toMatchObject({ component: 'Select', options: OPTIONS, placeholder: '请选择请假类型', rule: { select: true, required: true } }))
  it('radio: options, no placeholder', () => {
    const spec = one({ name: 'H', label: '时段', type: 'radio', options: OPTIONS })
    expect(spec).toMatchObject({ component: 'Radio.Group', options: OPTIONS })
    expect(spec.placeholder).toBeUndefined()
  })
  it('checkbox', () => expect(one({ name: 'C', label: '用品', type: 'checkbox', options: OPTIONS })).toMatchObject({ component: 'Checkbox.Group', options: OPTIONS }))
  it('date: not before the start it names', () => expect(one({ name: 'End', label: '结束时间', type: 'date', after: 'Start' })).toMatchObject({ component: 'DatePicker', placeholder: '请选择结束时间', rule: { kind: 'date', after: 'Start' } }))
  it('datetime: with the time', () => expect(one({ name: 'At', label: '时间', type: 'datetime' })).toMatchObject({ component: 'DatePicker', props: { showTime: true, format: 'YYYY-MM-DD HH:mm:ss' } }))
  it('upload: the preset attachments widget', () => expect(one({ name: 'Files', label: '附件', type: 'upload' })).toMatchObject({ component: 'ApprovalAttachments', label: '附件' }))
  it('details: a detail table whose row form is its columns compiled alike; empty says 请添加 + label', () => {
    const spec = one({ name: 'Items', label: '', type: 'details', details: [{ name: 'Amount', label: '金额', type: 'float', required: true }] })
    expect(spec).toMatchObject({
      component: 'DetailTable',
      label: '明细',
      required: true,
      texts: { required: '请添加明细' },
      props: { title: '明细', addText: '添加明细', fields: [{ name: 'Amount', component: 'NumberPicker', required: true }] },
    })
    // as the form draws it: the required check of an empty table says 请添加明细
    const validators = finishField(compileField(spec), spec).model.validator as { required?: boolean; message?: string }[]
    expect(validators.find((v) => v.required)).toMatchObject({ required: true, message: '请添加明细' })
  })
  it('a computed item: read-only text following its expression, money in words', () =>
    expect(one({ name: 'Total', label: '合计', type: 'number', expression: 'sum(Items.Amount)', moneyWords: true })).toMatchObject({
      component: 'ValueText',
      computed: 'sum(Items.Amount)',
      moneyWords: true,
    }))
  it('an item an approver fills later (formVisible false): read-only', () => expect(one({ name: 'Opinion', label: '意见', type: 'input', formVisible: false })).toMatchObject({ readOnly: true }))
  it('a placeholder of its own wins', () => expect(one({ name: 'X', label: '地点', type: 'input', placeholder: '城市' }).placeholder).toBe('城市'))

  it('a compiled field validates as the server does (the same messages)', () => {
    const items: FormItem[] = [
      { name: 'Phone', label: '电话', type: 'phone', required: true },
      { name: 'Days', label: '天数', type: 'number', precision: 0 },
    ]
    const [phone, days] = compileApprovalFields(items).map((s) => compileField(s))
    const run = (f: typeof phone, v: unknown) => (f.model.validator![1] as (v: unknown) => string)(v)
    const server = (data: Record<string, unknown>) => (checkBusinessData({ title: '', desTxt: '', operation: '', formItems: items }, data) as { message: string }).message
    expect(server({ Phone: '123' })).toContain(run(phone, '123'))
    expect(run(phone, '123')).not.toBe('')
    expect(server({ Phone: '13800000000', Days: 'x' })).toContain(run(days, 'x'))
    expect(run(days, 'x')).not.toBe('')
    expect(phone.model.validator![0]).toEqual({ required: true, message: '请输入电话' })
    expect(server({})).toBe('请输入电话')
  })
})
