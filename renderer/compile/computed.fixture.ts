/** An order form with computed fields (the story and test of `computed` / `moneyWords`). */
import type { FormDialogSchema } from '../schema/types'

export const orderSchema: FormDialogSchema = {
  kind: 'form',
  title: '订单',
  api: { create: { method: 'POST', url: '/api/order' } },
  fields: [
    {
      name: 'Lines',
      label: '订单明细',
      component: 'DetailTable',
      props: {
        title: '订单明细',
        fields: [
          { name: 'Item', label: '商品', required: true },
          { name: 'Quantity', label: '数量', component: 'NumberPicker', required: true, rule: { kind: 'number' } },
          { name: 'Price', label: '单价', component: 'NumberPicker', required: true, rule: { kind: 'number' } },
          { name: 'Amount', label: '金额', component: 'ValueText', computed: 'Quantity * Price', rule: { kind: 'number' } },
        ],
      },
    },
    { name: 'Freight', label: '运费', component: 'NumberPicker', rule: { kind: 'number' }, default: 0 },
    { name: 'Total', label: '合计', component: 'ValueText', computed: 'sum(Lines.Amount) + Freight', moneyWords: true, rule: { kind: 'number' } },
  ],
}
