import { beforeAll, describe, expect, it } from 'vitest'
import { act, render } from '@testing-library/react'
import { createForm, isArrayField, type Field } from '@formily/core'
import { FormProvider } from '@formily/react'
import { toJS } from '@formily/reactive'
import type { EntitySchema } from '../../common/entity-fields'
import { compileFields } from '../compile/formSchema'
import type { FieldSpec } from '../schema/types'
import { FieldItem } from './FieldItem'
import { FormFields, LONG_FORM_FIELDS } from './FormFields'
import { fieldKindNames, getFieldKind, loadFieldKinds } from './registry'

const entity: EntitySchema = {
  $id: 'sample',
  title: '示例',
  'x-typeName': 'Sample',
  properties: {
    Name: { type: 'string', title: '姓名', 'x-rule': 'name' },
    Remark: { type: 'string', title: '备注', 'x-rule': 'textarea' },
    Age: { type: 'integer', title: '年龄', 'x-rule': 'age' },
    Dept: { type: 'string', title: '部门', 'x-select': true },
    Kind: { type: 'string', title: '类型', enum: ['a', 'b'] },
    Enabled: { type: 'boolean', title: '启用' },
    Hobbies: { type: 'array', title: '爱好', 'x-select': true },
    Birthday: { type: 'string', format: 'date', title: '出生日期', 'x-rule': 'date' },
    Spouse: { type: 'string', title: '配偶', 'x-rule': 'name' },
  },
  required: ['Name', 'Dept'],
}

const fields: FieldSpec[] = [
  { field: 'Name', description: '全名' },
  { field: 'Remark', readOnly: true },
  { field: 'Age', default: 18 },
  { field: 'Dept', component: 'Select', options: [{ label: '人事部', value: 1 }], remote: { api: { method: 'GET', url: '/x' }, labelField: 'L', valueField: 'V' } },
  { field: 'Kind' },
  { field: 'Enabled' },
  { field: 'Hobbies', component: 'Checkbox.Group', options: [{ label: '阅读', value: 'read' }] },
  { field: 'Birthday' },
  { field: 'Spouse', visibleWhen: { field: 'Enabled', eq: true }, requiredWhen: { field: 'Enabled', eq: true } } as FieldSpec,
]

function mount(list: FieldSpec[]) {
  const form = createForm()
  render(
    <FormProvider form={form}>
      <FormFields fields={compileFields(list, entity)} />
    </FormProvider>,
  )
  return { form, field: (name: string) => form.query(name).take() as Field }
}

describe('FormFields', () => {
  // kinds that load on demand (DatePicker, NumberPicker) are loaded first, as ScreenRenderer does
  beforeAll(() => loadFieldKinds(fieldKindNames()) ?? undefined)

  it('creates each field from its compiled model: kind component, FieldItem, rules, options, initial value, pattern', () => {
    const { form, field } = mount(fields)
    expect(Object.keys(form.fields)).toEqual(fields.map((f) => f.field))
    expect(field('Name')).toMatchObject({ title: '姓名', description: '全名', required: true, decoratorType: FieldItem })
    expect(field('Name').componentType).toBe(getFieldKind('Input').component)
    expect(field('Remark').pattern).toBe('disabled')
    expect(field('Age').value).toBe(18)
    expect(field('Dept').componentType).toBe(getFieldKind('Select').component)
    expect(toJS(field('Dept').dataSource)).toEqual([{ label: '人事部', value: 1 }])
    expect(field('Dept').componentProps).toMatchObject({ placeholder: '请选择部门', remote: { labelField: 'L' } })
    expect(toJS(field('Kind').dataSource)).toEqual([{ label: 'a', value: 'a' }, { label: 'b', value: 'b' }])
    expect(field('Enabled').value).toBe(false)
    expect(isArrayField(field('Hobbies'))).toBe(true)
    expect(field('Birthday').componentType).toBe(getFieldKind('DatePicker').component)
  })

  it('applies linkage and validates with the spec messages', async () => {
    const { form, field } = mount(fields)
    expect(field('Spouse')).toMatchObject({ visible: false })
    await act(async () => form.setValuesIn('Enabled', true))
    expect(field('Spouse')).toMatchObject({ visible: true, required: true })
    await act(async () => {
      await form.validate().catch(() => undefined)
    })
    expect(field('Name').selfErrors).toEqual(['请输入姓名'])
    expect(field('Dept').selfErrors).toEqual(['请选择部门'])
    expect(field('Spouse').selfErrors).toEqual(['请输入配偶'])
  })

  it('does not share component props or initial arrays between forms of one compiled form', () => {
    const compiled = compileFields([{ field: 'Birthday' }, { name: 'People', component: 'PersonPicker' }], entity)
    const a = createForm()
    const b = createForm()
    render(
      <>
        <FormProvider form={a}>
          <FormFields fields={compiled} />
        </FormProvider>
        <FormProvider form={b}>
          <FormFields fields={compiled} />
        </FormProvider>
      </>,
    )
    ;(a.query('Birthday').take() as Field).componentProps.style.width = '50%'
    expect((b.query('Birthday').take() as Field).componentProps.style.width).toBe('100%')
    expect((compiled[0].model.props.style as { width: string }).width).toBe('100%')
    ;(a.values.People as unknown[]).push('x')
    expect(b.values.People).toEqual([])
  })

  it('columns lays the fields out in a grid; a field takes its kind’s span unless it names its own', () => {
    const compiled = compileFields([{ field: 'Name' }, { field: 'Age' }, { field: 'Remark' }, { field: 'Kind', span: 'full' }, { field: 'Spouse', span: 'short' }], entity)
    const { container } = render(
      <FormProvider form={createForm()}>
        <FormFields fields={compiled} columns={3} />
      </FormProvider>,
    )
    const grid = container.querySelector('.renderer-form-grid.renderer-form-grid-3 > .renderer-form-grid-cells')!
    const spans = Array.from(grid.children).map((el) => [el.querySelector('label')?.textContent, el.className.match(/renderer-span-(\w+)/)?.[1] ?? 'normal'])
    expect(spans).toEqual([
      ['姓名', 'normal'],
      ['年龄', 'short'],
      ['备注', 'full'],
      ['类型', 'full'],
      ['配偶', 'short'],
    ])
  })

  it('one column (the default) draws the fields without a grid', () => {
    const { container } = render(
      <FormProvider form={createForm()}>
        <FormFields fields={compileFields([{ field: 'Name' }], entity)} />
      </FormProvider>,
    )
    expect(container.querySelector('.renderer-form-grid')).toBeNull()
    expect(container.querySelectorAll('.renderer-item')).toHaveLength(1)
  })

  it('a long form defers the items far from the screen to the browser; a shorter one draws them all', () => {
    const many = (n: number): EntitySchema => ({
      $id: 'many',
      type: 'object',
      properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`F${i}`, { type: 'string', title: `字段${i}` }])),
    }) as unknown as EntitySchema
    const drawn = (n: number, columns?: number) => {
      const e = many(n)
      const specs = Object.keys(e.properties).map((field, i) => ({ field, span: i === 0 ? ('full' as const) : undefined }))
      const { container, unmount } = render(
        <FormProvider form={createForm()}>
          <FormFields fields={compileFields(specs, e)} columns={columns} />
        </FormProvider>,
      )
      const items = Array.from(container.querySelectorAll('.renderer-item'))
      const out = { items: items.length, deferred: items.filter((el) => el.classList.contains('renderer-item-deferred')).length, full: items[0].classList.contains('renderer-span-full') }
      unmount()
      return out
    }
    expect(drawn(LONG_FORM_FIELDS - 1)).toEqual({ items: LONG_FORM_FIELDS - 1, deferred: 0, full: true })
    expect(drawn(LONG_FORM_FIELDS)).toEqual({ items: LONG_FORM_FIELDS, deferred: LONG_FORM_FIELDS, full: true })
    expect(drawn(LONG_FORM_FIELDS, 2)).toEqual({ items: LONG_FORM_FIELDS, deferred: LONG_FORM_FIELDS, full: true })
  })
})
