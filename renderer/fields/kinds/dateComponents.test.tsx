import { beforeAll, describe, expect, it } from 'vitest'
import { act, render } from '@testing-library/react'
import { createForm } from '@formily/core'
import { FormProvider } from '@formily/react'
import type { EntitySchema } from '../../../common/entity-fields'
import { rules } from '../../../common/rules'
import { compileFields } from '../../compile/formSchema'
import { FormFields, SHELLED_FORM_FIELDS } from '../FormFields'
import { loadFieldKinds } from '../registry'

// `count` date fields D0, D1, ... (from SHELLED_FORM_FIELDS they show idle shells until used)
function mount(count: number, values: Record<string, unknown>) {
  const properties: EntitySchema['properties'] = {}
  for (let i = 0; i < count; i++) properties[`D${i}`] = { type: 'string', title: `日期${i}`, format: 'date', 'x-rule': 'date' }
  const entity: EntitySchema = { $id: 'dates', title: '日期', 'x-typeName': 'Dates', properties }
  const form = createForm({ values })
  const view = render(
    <FormProvider form={form}>
      <FormFields fields={compileFields(Object.keys(properties).map((field) => ({ field })), entity)} />
    </FormProvider>,
  )
  const input = (i: number) => view.container.querySelectorAll('.renderer-item')[i].querySelector('input')!
  return { form, input }
}

describe('the DatePicker kind', () => {
  beforeAll(() => loadFieldKinds(['DatePicker']) ?? undefined)

  it.each([
    ['a short form', 3],
    ['a form of idle shells', SHELLED_FORM_FIELDS],
  ])('in %s, a text no date can be read from shows no date instead of taking the form down; the field keeps it and its rule names it', async (_, count) => {
    const { form, input } = mount(count, { D0: '2026-11-24', D1: '待定' })
    expect(input(0).value).toBe('2026-11-24')
    expect(input(1).value).toBe('')
    expect(input(1).readOnly).toBe(false)
    expect(form.values.D1).toBe('待定')
    await act(async () => {
      await form.validate().catch(() => undefined)
    })
    expect(form.errors.map((e) => [e.path, e.messages])).toEqual([['D1', [rules.kinds.date.messages.type]]])
  })
})
