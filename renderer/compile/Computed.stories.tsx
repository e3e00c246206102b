/** Computed fields (`computed`, `moneyWords`): a row's amount from its quantity and price, the total over the rows plus freight in capitals. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { FormDialog } from '../dialog/FormDialog'
import { createMemoryProvider } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { orderSchema } from './computed.fixture'

function Demo() {
  const provider = useMemo(() => createMemoryProvider({ 'POST /api/order': () => null }), [])
  return (
    <Providers provider={provider}>
      <FormDialog
        schema={orderSchema}
        mode="add"
        values={{ Freight: 12, Lines: [{ Item: '纸', Quantity: 3, Price: 12.5, Amount: 37.5 }, { Item: '笔', Quantity: 10, Price: 2, Amount: 20 }] }}
        onClose={() => undefined}
      />
    </Providers>
  )
}

const meta = { title: 'Renderer/Computed fields', component: Demo } satisfies Meta<typeof Demo>
export default meta
export const OrderTotal: StoryObj<typeof meta> = { parameters: { shows: ['订单明细', '37.5', '运费', '合计', '69.5', '陆拾玖元伍角'] } }
