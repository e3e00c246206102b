import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { FormDialogSchema } from '../schema/types'
import { FormDialog } from '../dialog/FormDialog'
import { createMemoryProvider } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'

const schema: FormDialogSchema = {
  kind: 'form',
  title: '账号',
  api: { create: { method: 'POST', url: '/api/account' } },
  fields: [
    {
      name: 'Type', label: '状态', component: 'Radio.Group', required: true, texts: { required: '请选择状态' },
      options: [{ label: '启用', value: 1 }, { label: '禁用', value: 2 }],
      disabledWhen: { field: 'Black', truthy: true },
      setWhen: [{ when: { field: 'Black', truthy: true }, value: 2 }, { when: { field: 'Black', truthy: false }, value: null }],
    },
    { name: 'Black', label: '黑名单', component: 'Switch' },
    { name: 'Reason', label: '原因', component: 'Input', requiredWhen: { any: [{ field: 'Type', eq: 2 }, { field: 'Black', truthy: true }] }, texts: { required: '请输入原因' } },
  ],
}

function mount() {
  const provider = createMemoryProvider({ 'POST /api/account': () => null })
  render(
    <Providers provider={provider}>
      <FormDialog schema={schema} mode="add" inputs={{ Id: 'u1' }} onClose={() => undefined} />
    </Providers>,
  )
  return provider
}

const radio = (label: string) => screen.getByLabelText(label) as HTMLInputElement

describe('setWhen linkage', () => {
  it('sets a value when its condition becomes true, clears it when the other becomes true, and leaves the user free meanwhile', async () => {
    mount()
    await screen.findByText('黑名单')
    // nothing forced at the start
    expect(radio('启用').checked).toBe(false)
    expect(radio('禁用').checked).toBe(false)
    fireEvent.click(radio('启用'))
    expect(radio('启用').checked).toBe(true)

    fireEvent.click(screen.getByRole('switch'))
    await waitFor(() => expect(radio('禁用').checked).toBe(true))
    expect(radio('启用').disabled).toBe(true)

    fireEvent.click(screen.getByRole('switch'))
    await waitFor(() => expect(radio('禁用').checked).toBe(false))
    expect(radio('启用').disabled).toBe(false)
    // the user picks again; no condition changed, so nothing overrides the choice
    fireEvent.click(radio('启用'))
    expect(radio('启用').checked).toBe(true)
  })

  it('the forced value makes the linked field required and is saved with the inputs', async () => {
    const provider = mount()
    await screen.findByText('黑名单')
    fireEvent.click(screen.getByText('确定'))
    expect(await screen.findByText('请选择状态')).toBeTruthy()
    fireEvent.click(screen.getByRole('switch'))
    fireEvent.click(screen.getByText('确定'))
    expect(await screen.findByText('请输入原因')).toBeTruthy()
    fireEvent.change(screen.getByPlaceholderText('请输入原因'), { target: { value: '违纪' } })
    fireEvent.click(screen.getByText('确定'))
    await waitFor(() => expect(provider.calls.length).toBe(1))
    expect(provider.calls[0].body).toEqual({ Type: 2, Black: true, Reason: '违纪', Id: 'u1' })
  })
})
