/**
 * A 30-field approval type for the bench (issue 11 "Performance and limits"): every dynamic-form
 * kind, a detail table of 5 columns filled with 20 rows, a computed total in Chinese capitals and
 * a computed count; the values as a saved process would hold them.
 */
import type { FormItem } from '../../common/approval-form'

const KINDS = ['input', 'textarea', 'number', 'float', 'phone', 'select', 'radio', 'checkbox', 'date', 'datetime'] as const
const OPTIONS = ['甲', '乙', '丙', '丁'].map((l) => ({ label: l, value: l }))
export const DETAIL_ROWS = 20

export function bigApproval(fields = 30): { items: FormItem[]; data: Record<string, unknown> } {
  const items: FormItem[] = []
  const data: Record<string, unknown> = {}
  // the detail table and two computed fields count as three of the thirty
  for (let i = 0; i < fields - 3; i++) {
    const type = KINDS[i % KINDS.length]
    const name = `F${i + 1}`
    items.push({ name, label: `字段${i + 1}`, type, required: i % 2 === 0, ...(['select', 'radio', 'checkbox'].includes(type) ? { options: OPTIONS } : {}) })
    data[name] =
      type === 'number' || type === 'float' ? i * 10 : type === 'phone' ? '13800000000' : type === 'date' ? '2026-11-24' : type === 'datetime' ? '2026-11-24 09:30:00' : type === 'checkbox' ? ['甲', '丙'] : ['select', 'radio'].includes(type) ? '乙' : `内容${i + 1}`
  }
  items.push({
    name: 'Items',
    label: '明细',
    type: 'details',
    details: [
      { name: 'Name', label: '项目', type: 'input', required: true },
      { name: 'Date', label: '日期', type: 'date', required: true },
      { name: 'Quantity', label: '数量', type: 'number', required: true },
      { name: 'Price', label: '单价', type: 'float', required: true },
      { name: 'Amount', label: '金额', type: 'number', expression: 'Quantity * Price' },
    ],
  })
  data.Items = Array.from({ length: DETAIL_ROWS }, (_, r) => ({ Name: `项目${r + 1}`, Date: '2026-11-20', Quantity: r + 1, Price: 12.5 }))
  items.push({ name: 'Total', label: '合计', type: 'number', expression: 'sum(Items.Amount)', moneyWords: true })
  items.push({ name: 'Count', label: '笔数', type: 'number', expression: 'F3 + F13' })
  return { items, data }
}
