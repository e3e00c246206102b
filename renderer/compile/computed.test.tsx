import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { FormDialog } from '../dialog/FormDialog'
import { createMemoryProvider } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { orderSchema } from './computed.fixture'

function mount() {
  const provider = createMemoryProvider({ 'POST /api/order': () => null })
  render(
    <Providers provider={provider}>
      <FormDialog schema={orderSchema} mode="add" onClose={() => undefined} />
    </Providers>,
  )
  return provider
}

const valueOf = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(label, { selector: 'label' }).closest('.renderer-item')!.querySelector('.renderer-value-text')!.textContent

describe('computed fields', () => {
  it('follow the values they read, in a row form and over the rows, with money in words; they are saved', async () => {
    const provider = mount()
    await screen.findByText('合计')
    expect(valueOf('合计')).toBe('0')
    expect(screen.getByText('零元整')).toBeTruthy()

    fireEvent.click(screen.getByText('新增订单明细'))
    const row = (await screen.findByText('新增订单明细', { selector: '.ant-modal-title' })).closest('.ant-modal-content') as HTMLElement
    fireEvent.change(within(row).getByPlaceholderText('请输入商品'), { target: { value: '纸' } })
    fireEvent.change(within(row).getByPlaceholderText('请输入数量'), { target: { value: '3' } })
    // one operand empty: no number yet
    expect(valueOf('金额', row)).toBe('—')
    fireEvent.change(within(row).getByPlaceholderText('请输入单价'), { target: { value: '12.555' } })
    // rounded to two places, as the field's rule normalizes
    await waitFor(() => expect(valueOf('金额', row)).toBe('37.67'))
    fireEvent.click(within(row).getByText('确定'))

    await waitFor(() => expect(valueOf('合计')).toBe('37.67'))
    expect(screen.getByText('叁拾柒元陆角柒分')).toBeTruthy()
    fireEvent.change(screen.getByPlaceholderText('请输入运费'), { target: { value: '10' } })
    await waitFor(() => expect(valueOf('合计')).toBe('47.67'))
    expect(screen.getByText('肆拾柒元陆角柒分')).toBeTruthy()

    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(provider.calls.length).toBe(1))
    expect(provider.calls[0].body).toMatchObject({ Freight: 10, Total: 47.67, Lines: [{ Item: '纸', Quantity: 3, Price: 12.56, Amount: 37.67 }] })
  })
})
