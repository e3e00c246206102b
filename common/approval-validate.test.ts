import { describe, expect, it } from 'vitest'
import type { BusinessForm } from './approval-form'
import { checkBusinessData } from './approval-validate'
import { definitionProblem } from './approval-definition'

const form: BusinessForm = {
  title: '报销',
  desTxt: '',
  operation: '',
  formItems: [
    { name: 'Reason', label: '事由', type: 'input', required: true },
    { name: 'Note', label: '备注', type: 'textarea' },
    { name: 'Phone', label: '联系电话', type: 'phone' },
    { name: 'Kind', label: '类别', type: 'select', required: true, options: [{ label: '差旅', value: '差旅' }, { label: '办公', value: '办公' }] },
    { name: 'Tags', label: '标签', type: 'checkbox', options: [{ label: 'A', value: 'A' }, { label: 'B', value: 'B' }] },
    {
      name: 'Items',
      label: '费用明细',
      type: 'details',
      details: [
        { name: 'Item', label: '项目', type: 'input', required: true },
        { name: 'Qty', label: '数量', type: 'number', precision: 0, required: true },
        { name: 'Price', label: '单价', type: 'number', required: true },
        { name: 'Amount', label: '金额', type: 'number', expression: 'Qty * Price' },
      ],
    },
    { name: 'Total', label: '合计', type: 'number', expression: 'sum(Items.Amount)', moneyWords: true },
    { name: 'Approved', label: '核定金额', type: 'number', formVisible: false, required: true },
  ],
}

const good = { Reason: ' 出差 ', Kind: '差旅', Tags: ['A', 'B'], Items: [{ Item: '机票', Qty: '2.9', Price: '100.456' }, { Item: '酒店', Qty: 1, Price: 300, Amount: 999999 }], Total: 1 }

describe('checkBusinessData: a filled approval form against its definition', () => {
  it('normalizes, recomputes computed fields (never the client value), joins arrays, adds the capitals', () => {
    const r = checkBusinessData(form, good)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value).toMatchObject({ Reason: '出差', Kind: '差旅', Tags: 'A,B', Total: 500.92, TotalWords: '伍佰元玖角贰分' })
    expect(r.value.Items).toEqual([
      { Item: '机票', Qty: 2, Price: 100.46, Amount: 200.92 },
      { Item: '酒店', Qty: 1, Price: 300, Amount: 300 },
    ])
    // a field hidden before submit is neither required nor kept
    expect(r.value).not.toHaveProperty('Approved')
  })

  it.each([
    [{ ...good, Reason: '' }, 'Reason', '请输入事由'],
    [{ ...good, Kind: undefined }, 'Kind', '请选择类别'],
    [{ ...good, Kind: '其他' }, 'Kind', '请选择类别'],
    [{ ...good, Reason: '字'.repeat(101) }, 'Reason', '事由：请输入1-100个字符'],
    [{ ...good, Note: '字'.repeat(301) }, 'Note', '备注：请输入1-300个字符'],
    [{ ...good, Phone: '12345' }, 'Phone', '联系电话：请输入正确的手机号'],
    [{ ...good, Tags: 'A,C' }, 'Tags', '请选择标签'],
    [{ ...good, Items: [] }, 'Items', '请添加费用明细'],
    [{ ...good, Items: [{ Item: '笔', Qty: 1, Price: 'x' }] }, 'Items[0].Price', '第1条：单价：数值不合法'],
    [{ ...good, Items: [{ Item: '笔', Qty: 1, Price: 1000000001 }] }, 'Items[0].Price', '第1条：单价：请输入0-1000000000的数值'],
    [{ ...good, Items: [{ Item: '笔', Qty: 20, Price: 1000000000 }] }, 'Items[0].Amount', '第1条：金额：暂不支持大于千亿的数字'],
    [{ ...good, Items: Array(2).fill({ Item: '笔', Qty: 1, Price: 600000000 }) }, 'Total', '合计：请输入0-1000000000的数值'],
    [{ ...good, Items: Array(11).fill({ Item: '笔', Qty: 1, Price: 1000000000 }) }, 'Total', '合计：暂不支持大于千亿的数字'],
  ])('%#: refuses with the spec message', (data, field, message) => {
    const r = checkBusinessData(form, data)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.message).toBe(message)
    expect(r.errors[0].Field).toBe(field)
  })

  it('names a detail table without a label 明细', () => {
    const r = checkBusinessData({ ...form, formItems: [{ name: 'Rows', label: '', type: 'details', details: [] }] }, {})
    expect(r.ok ? '' : r.message).toBe('请添加明细')
  })

  it('refuses an end date before the start date', () => {
    const dates: BusinessForm = { ...form, formItems: [{ name: 'Start', label: '开始时间', type: 'date', required: true }, { name: 'End', label: '结束时间', type: 'date', required: true, after: 'Start' }] }
    const r = checkBusinessData(dates, { Start: '2026-11-25', End: '2026-11-24' })
    expect(r.ok ? '' : r.message).toBe('结束时间不能小于开始时间')
  })
})

describe('definitionProblem: a form definition the server may store', () => {
  it('accepts the sample form and refuses broken ones with a message naming the field', () => {
    expect(definitionProblem(form)).toBeUndefined()
    const withItems = (formItems: BusinessForm['formItems']) => definitionProblem({ ...form, formItems })
    expect(withItems([{ name: 'A', label: '甲', type: 'input' }, { name: 'A', label: '乙', type: 'input' }])).toBe('乙：字段名A重复')
    expect(withItems([{ name: 'K', label: '类别', type: 'select' }])).toBe('类别：请设置选项')
    expect(withItems([{ name: 'T', label: '合计', type: 'number', expression: 'sum(Rows.X' }])).toBe('合计：表达式缺少“)”')
    expect(withItems([{ name: 'T', label: '合计', type: 'number', expression: 'Nope * 2' }])).toBe('合计：表达式引用了不存在的字段Nope')
    expect(
      withItems([
        { name: 'A', label: '甲', type: 'number', expression: 'B + 1' },
        { name: 'B', label: '乙', type: 'number', expression: 'A + 1' },
      ]),
    ).toBe('甲：计算公式不能循环引用')
    expect(withItems([{ name: 'D', label: '明细', type: 'details' }])).toBe('明细：请设置明细的列')
  })
})
