/**
 * Typing in an approval form field re-renders only that field and the computed fields whose value
 * depends on it (issue 11 "Performance and limits"): antd's inputs are counted per placeholder,
 * and the money-in-words text per computed field.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createElement, forwardRef, useState, type ComponentType } from 'react'
import type { FormItem } from '../../../common/approval-form'
import { FormFields, type Values } from './FormFields'

const renders = vi.hoisted(() => ({}) as Record<string, number>)

vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof import('antd')>()
  /** the component, counting each render under the key its props give */
  type Props = Record<string, unknown>
  const counted = (C: unknown, key: (p: Props) => string | undefined) => {
    const W = forwardRef<unknown, Props>((p, ref) => {
      const k = key(p)
      if (k) renders[k] = (renders[k] ?? 0) + 1
      return createElement(C as ComponentType<Props>, { ...p, ref })
    })
    // the statics (Input.TextArea...), not the forwardRef's own render
    const { $$typeof: _t, render: _r, ...statics } = C as Record<string, unknown>
    return Object.assign(W, statics)
  }
  const byPlaceholder = (p: Props) => p.placeholder as string | undefined
  return {
    ...antd,
    Input: counted(antd.Input, byPlaceholder),
    InputNumber: counted(antd.InputNumber, byPlaceholder),
    // the one Typography.Text of the form below is the capitals of its computed Total
    Typography: { ...antd.Typography, Text: counted(antd.Typography.Text, () => 'words:Total') },
  }
})

const ITEMS: FormItem[] = [
  { name: 'Price', label: '单价', type: 'float' },
  { name: 'Quantity', label: '数量', type: 'number', precision: 0 },
  { name: 'Total', label: '合计', type: 'number', expression: 'Price * Quantity', moneyWords: true },
  { name: 'Note', label: '备注', type: 'input' },
  { name: 'Reason', label: '事由', type: 'textarea' },
]

function Form() {
  const [values, setValues] = useState<Values>({ Price: 10, Quantity: 2, Note: '', Reason: '' })
  return <FormFields items={ITEMS} values={values} errors={{}} disabled={false} onChange={setValues} />
}

beforeEach(() => {
  for (const k of Object.keys(renders)) delete renders[k]
})
afterEach(cleanup)

const snapshot = () => ({ ...renders })
const grew = (before: Record<string, number>) => Object.keys(renders).filter((k) => renders[k] !== before[k]).sort()

describe('approval form: what typing re-renders', () => {
  it('a text field: only itself', () => {
    render(<Form />)
    expect(screen.getByText('贰拾元整')).toBeTruthy()
    const before = snapshot()
    fireEvent.change(screen.getByPlaceholderText('请输入备注'), { target: { value: '加急' } })
    expect(grew(before)).toEqual(['请输入备注'])
  })

  it('a number a computed field reads: itself and that computed field (its value and capitals follow)', () => {
    render(<Form />)
    const before = snapshot()
    fireEvent.change(screen.getByPlaceholderText('请输入数量'), { target: { value: '3' } })
    expect(grew(before)).toEqual(['words:Total', '请输入数量'])
    expect(screen.getByText('叁拾元整')).toBeTruthy()
    expect(document.querySelector('[data-field="Total"]')!.textContent).toContain('30')
  })
})
