import { beforeAll, describe, expect, it } from 'vitest'
import { act, fireEvent, render } from '@testing-library/react'
import { createForm, type Field } from '@formily/core'
import { FormProvider } from '@formily/react'
import type { EntityProperty, EntitySchema } from '../../common/entity-fields'
import { compileFields } from '../compile/formSchema'
import type { FieldSpec } from '../schema/types'
import { FormFields, SHELLED_FORM_FIELDS } from './FormFields'
import { fieldKindNames, loadFieldKinds } from './registry'

// a form of `count` fields: Select, DatePicker, Input, NumberPicker in turn (S0, D1, T2, N3, S4, ...)
function sample(count: number): { entity: EntitySchema; fields: FieldSpec[] } {
  const properties: Record<string, EntityProperty> = {}
  const fields: FieldSpec[] = []
  for (let i = 0; i < count; i++) {
    const kind = ['S', 'D', 'T', 'N'][i % 4]
    const name = `${kind}${i}`
    if (kind === 'S') {
      properties[name] = { type: 'string', title: `选择${i}`, 'x-select': true }
      fields.push({ field: name, options: [{ label: '人事部', value: 'hr' }, { label: '财务部', value: 'fin' }] })
    } else if (kind === 'D') {
      properties[name] = { type: 'string', title: `日期${i}`, format: 'date' }
      fields.push({ field: name, placeholder: '请选择日期' })
    } else if (kind === 'N') {
      properties[name] = { type: 'number', title: `数字${i}`, 'x-rule': 'number', minimum: 0, maximum: 1000 }
      fields.push({ field: name, placeholder: '0-1000' })
    } else {
      properties[name] = { type: 'string', title: `文本${i}` }
      fields.push({ field: name })
    }
  }
  return { entity: { $id: 'long', title: '长表单', 'x-typeName': 'Long', properties, required: ['S0'] }, fields }
}

function mount(count: number, values?: Record<string, unknown>, readOnly?: string[], props: Record<string, Record<string, unknown>> = {}) {
  const { entity, fields: plain } = sample(count)
  const fields = plain.map((f) => (props[f.field!] ? { ...f, props: props[f.field!] } : f))
  const form = createForm({ values, validateFirst: true })
  const view = render(
    <FormProvider form={form}>
      <FormFields fields={compileFields(fields.map((f) => (readOnly?.includes(f.field!) ? { ...f, readOnly: true } : f)), entity)} />
    </FormProvider>,
  )
  // the field N3 is the fourth item
  const control = (name: string) => view.container.querySelectorAll('.renderer-item')[Number(name.slice(1))].querySelector('.renderer-item-control-component')!
  return { form, view, control, field: (name: string) => form.query(name).take() as Field }
}

const isShell = (control: Element) => control.querySelector('input')?.readOnly === true && !control.querySelector('input')?.id

describe('idle shells of a many-field form’s heavy controls', () => {
  beforeAll(() => loadFieldKinds(fieldKindNames()) ?? undefined)

  it('a form of many fields shows its Selects, NumberPickers and DatePickers as antd’s markup until used; a shorter form, the real controls', () => {
    const long = mount(SHELLED_FORM_FIELDS)
    const s0 = long.control('S0')
    expect(s0.firstElementChild?.className).toMatch(/^ant-select ant-select-outlined css-\S+ ant-select-single ant-select-allow-clear ant-select-show-arrow ant-select-show-search$/)
    expect(s0.querySelector('.ant-select-selection-placeholder')?.textContent).toBe('请选择选择0')
    expect(s0.querySelector('[role="combobox"]')).not.toBeNull()
    expect(isShell(s0)).toBe(true)
    const d1 = long.control('D1')
    expect(d1.firstElementChild?.className).toMatch(/^ant-picker ant-picker-outlined css-\S+$/)
    expect(d1.querySelector('input')?.placeholder).toBe('请选择日期')
    expect(isShell(d1)).toBe(true)
    const n3 = long.control('N3')
    expect(n3.firstElementChild?.className).toMatch(/^ant-input-number css-\S+ ant-input-number-outlined$/)
    expect(n3.querySelector('input')?.placeholder).toBe('0-1000')
    expect(n3.querySelectorAll('.ant-input-number-handler')).toHaveLength(2)
    expect(isShell(n3)).toBe(true)
    // text inputs are always real
    expect(long.control('T2').querySelector<HTMLInputElement>('input.ant-input')?.readOnly).toBe(false)
    long.view.unmount()

    const short = mount(SHELLED_FORM_FIELDS - 1)
    expect(isShell(short.control('S0'))).toBe(false)
    expect(short.control('S0').querySelector('input')?.id).toMatch(/^rc_select_/)
  })

  it('the pointer reaching a shell makes it the real control, which then opens and picks as antd’s does', async () => {
    const { control, field } = mount(SHELLED_FORM_FIELDS)
    fireEvent.pointerOver(control('S4').firstElementChild!)
    const real = control('S4')
    expect(isShell(real)).toBe(false)
    expect(real.querySelector('input')?.id).toMatch(/^rc_select_/)
    // the other shells stay shells
    expect(isShell(control('S0'))).toBe(true)
    await act(async () => {
      fireEvent.mouseDown(real.querySelector('.ant-select-selector')!)
    })
    const item = Array.from(document.querySelectorAll('.ant-select-item-option')).find((o) => o.textContent === '财务部')!
    await act(async () => {
      fireEvent.click(item)
    })
    expect(field('S4').value).toBe('fin')
    expect(real.querySelector('.ant-select-selection-item')?.textContent).toBe('财务部')
  })

  it('focus on a shell (the keyboard) moves on into the real control, where typing goes', () => {
    const { control, field } = mount(SHELLED_FORM_FIELDS)
    act(() => {
      control('D1').querySelector('input')!.focus()
    })
    const input = control('D1').querySelector('input')!
    expect(input.readOnly).toBe(false)
    expect(document.activeElement).toBe(input)
    act(() => {
      control('N3').querySelector('input')!.focus()
    })
    const number = control('N3').querySelector('input')!
    expect(number.readOnly).toBe(false)
    expect(document.activeElement).toBe(number)
    fireEvent.change(number, { target: { value: '42' } })
    expect(field('N3').value).toBe(42)
  })

  it('a chosen option shows by its label, a number as written; a read-only (disabled) field gets the real control', () => {
    const { control, field } = mount(SHELLED_FORM_FIELDS, { S0: 'fin', D1: '2024-05-06', N3: 12.5, S8: 'gone' }, ['S4'])
    expect(isShell(control('S0'))).toBe(true)
    expect(control('S0').querySelector('.ant-select-selection-item')?.getAttribute('title')).toBe('财务部')
    expect(control('S0').querySelector('.ant-select-selection-placeholder')).toBeNull()
    // the label follows the options; a value no option holds shows as itself, as rc-select shows it
    act(() => field('S0').setDataSource([{ label: '财务中心', value: 'fin' }]))
    expect(control('S0').querySelector('.ant-select-selection-item')?.textContent).toBe('财务中心')
    expect(control('S8').querySelector('.ant-select-selection-item')?.textContent).toBe('gone')
    expect(isShell(control('D1'))).toBe(true)
    expect(control('D1').querySelector('input')?.value).toBe('2024-05-06')
    expect(isShell(control('N3'))).toBe(true)
    expect(control('N3').querySelector('input')?.value).toBe('12.5')
    expect(isShell(control('S4'))).toBe(false)
    expect(isShell(control('S8'))).toBe(true)
  })

  it('a date shows as the picker shows it, in the markup of the real picker', () => {
    const values = { D1: '2024-05-06', D5: '2024-05-06 08:30:00', D9: '2024-5-6' }
    const dateTime = { showTime: true, format: 'YYYY-MM-DD HH:mm:ss' }
    const { control } = mount(SHELLED_FORM_FIELDS, values, [], { D5: dateTime })
    const shells = ['D1', 'D5', 'D9'].map((name) => control(name).innerHTML)
    expect(['D1', 'D5', 'D9'].map((name) => control(name).querySelector('input')?.value)).toEqual(['2024-05-06', '2024-05-06 08:30:00', '2024-05-06'])
    expect(['D1', 'D5', 'D9'].map((name) => isShell(control(name)))).toEqual([true, true, true])
    ;['D1', 'D5', 'D9'].forEach((name, i) => {
      fireEvent.pointerOver(control(name).firstElementChild!)
      expect(isShell(control(name))).toBe(false)
      // the real picker draws the same markup (its input editable)
      expect(control(name).innerHTML).toBe(shells[i].replace(' readonly=""', ''))
    })
  })

  it('a shell shows the item’s validation state and the message like the real control', async () => {
    const { form, control } = mount(SHELLED_FORM_FIELDS)
    await act(async () => {
      await form.validate().catch(() => undefined)
    })
    const item = control('S0').closest('.renderer-item')!
    expect(item.className).toContain('renderer-item-error')
    expect(item.textContent).toContain('请选择选择0')
    expect(isShell(control('S0'))).toBe(true)
  })
})
