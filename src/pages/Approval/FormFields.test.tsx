/**
 * The approval form drawn by the renderer: typing in a field re-renders only that field and the
 * computed fields whose value depends on it (issue 11 "Performance and limits"): each field kind's
 * component is counted per field; the parent keeps the values the form reports; the dialog's
 * verdict shows under its field and goes once the user changes that field.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { createElement, useState, type ComponentType } from 'react'
import { useField } from '@formily/react'
import type { FormItem } from '../../../common/approval-form'
import { DataProviderContextProvider } from '../../../renderer/data/provider'
import { getFieldKind, loadFieldKinds, registerFieldKind } from '../../../renderer/fields/registry'
import { createApprovalProvider } from './fixture'
import { FormFields, type Values } from './FormFields'

const renders: Record<string, number> = {}
const KINDS = ['Input', 'TextArea', 'NumberPicker', 'ValueText']

beforeAll(async () => {
  await loadFieldKinds(KINDS)
  for (const name of KINDS) {
    const kind = getFieldKind(name)
    const Inner = kind.component as ComponentType<Record<string, unknown>>
    // the kind's component, counting each render under its field's name
    const Counted = (p: Record<string, unknown>) => {
      const path = String(useField().path)
      renders[path] = (renders[path] ?? 0) + 1
      return createElement(Inner, p)
    }
    registerFieldKind(name, { ...kind, load: undefined, component: Counted })
  }
})

const ITEMS: FormItem[] = [
  { name: 'Price', label: '单价', type: 'float' },
  { name: 'Quantity', label: '数量', type: 'number', precision: 0 },
  { name: 'Total', label: '合计', type: 'number', expression: 'Price * Quantity', moneyWords: true },
  { name: 'Note', label: '备注', type: 'input' },
  { name: 'Reason', label: '事由', type: 'textarea' },
]

/** what the form last reported to its parent */
const reported: { values: Values } = { values: {} }
const provider = createApprovalProvider()
function Form(props: { errors?: Record<string, string> }) {
  const [values, setValues] = useState<Values>({ Price: 10, Quantity: 2, Note: '', Reason: '' })
  return (
    <DataProviderContextProvider value={provider}>
      <FormFields
        items={ITEMS}
        values={values}
        errors={props.errors ?? {}}
        disabled={false}
        onChange={(v) => {
          reported.values = v
          setValues(v)
        }}
      />
    </DataProviderContextProvider>
  )
}

beforeEach(() => {
  for (const k of Object.keys(renders)) delete renders[k]
})

const snapshot = () => ({ ...renders })
const grew = (before: Record<string, number>) => Object.keys(renders).filter((k) => renders[k] !== before[k]).sort()
const item = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.renderer-item')!

describe('approval form: what typing re-renders', () => {
  it('a text field: only itself; the parent receives the values', async () => {
    render(<Form />)
    await screen.findByText('贰拾元整')
    const before = snapshot()
    fireEvent.change(screen.getByPlaceholderText('请输入备注'), { target: { value: '加急' } })
    expect(grew(before)).toEqual(['Note'])
    expect(reported.values).toMatchObject({ Price: 10, Quantity: 2, Note: '加急' })
  })

  it('a number a computed field reads: itself and that computed field (its value and capitals follow)', async () => {
    render(<Form />)
    await screen.findByText('贰拾元整')
    const before = snapshot()
    fireEvent.change(screen.getByPlaceholderText('请输入数量'), { target: { value: '3' } })
    expect(grew(before)).toEqual(['Quantity', 'Total'])
    expect(screen.getByText('叁拾元整')).toBeTruthy()
    expect(item('合计').querySelector('.renderer-value-text')!.textContent).toBe('30')
    expect(reported.values.Quantity).toBe(3)
  })
})

describe('approval form: the dialog verdict', () => {
  it('shows a message under its field until the user changes it', async () => {
    const { rerender } = render(<Form />)
    await screen.findByText('贰拾元整')
    rerender(<Form errors={{ Reason: '请输入事由' }} />)
    expect(item('事由').textContent).toContain('请输入事由')
    await act(async () => {
      fireEvent.change(screen.getByPlaceholderText('请输入事由'), { target: { value: '出差' } })
    })
    expect(item('事由').textContent).not.toContain('请输入事由')
  })
})
