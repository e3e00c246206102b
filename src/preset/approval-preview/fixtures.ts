/** A 报销 definition's items as the designer's rows hold them (empty strings and switches included). */
export const claimItems = [
  {
    name: 'Items',
    label: '费用明细',
    type: 'details',
    required: false,
    formVisible: true,
    expression: '',
    details: [
      { name: 'Item', label: '费用项目', type: 'input', required: true },
      { name: 'Amount', label: '金额', type: 'number', required: true },
    ],
  },
  { name: 'Total', label: '报销总额', type: 'number', expression: 'sum(Items.Amount)', moneyWords: true, formVisible: true },
  { name: 'Remark', label: '备注', type: 'textarea', required: false, options: [], formVisible: true },
]
