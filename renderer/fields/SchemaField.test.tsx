import { beforeAll, describe, expect, it } from 'vitest'
import { act, render } from '@testing-library/react'
import { createForm, isArrayField, type Field, type Form } from '@formily/core'
import { FormProvider, createSchemaField, type ISchema } from '@formily/react'
import { toJS } from '@formily/reactive'
import type { EntitySchema } from '../../common/entity-fields'
import { buildFormSchema } from '../compile/formSchema'
import type { FieldSpec } from '../schema/types'
import { fieldComponents, fieldKindNames, loadFieldKinds } from './registry'
import { SchemaField } from './SchemaField'

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

const Formily = createSchemaField()

function stateOf(form: Form) {
  const out: Record<string, unknown> = {}
  for (const [name, f] of Object.entries(form.fields)) {
    const field = f as Field
    out[name] = {
      array: isArrayField(field),
      title: field.title,
      description: field.description,
      decorator: field.decoratorType,
      decoratorProps: toJS(field.decoratorProps),
      component: field.componentType,
      componentProps: toJS(field.componentProps),
      validator: toJS(field.validator),
      required: field.required,
      dataSource: toJS(field.dataSource),
      initialValue: toJS(field.initialValue),
      value: toJS(field.value),
      pattern: field.pattern,
      visible: field.visible,
    }
  }
  return out
}

describe('SchemaField', () => {
  // kinds that load on demand (DatePicker, NumberPicker) are loaded first, as ScreenRenderer does
  beforeAll(() => loadFieldKinds(fieldKindNames()) ?? undefined)

  it('gives a compiled form the same fields as Formily’s own SchemaField, linkage included', async () => {
    const schema = buildFormSchema(fields, entity)
    const direct = createForm()
    const formily = createForm()
    render(
      <>
        <FormProvider form={direct}>
          <SchemaField schema={schema} />
        </FormProvider>
        <FormProvider form={formily}>
          <Formily schema={schema} components={fieldComponents() as never} />
        </FormProvider>
      </>,
    )
    expect(Object.keys(direct.fields)).toEqual(Object.keys(formily.fields))
    expect(stateOf(direct)).toEqual(stateOf(formily))
    expect(stateOf(direct).Spouse).toMatchObject({ visible: false })
    await act(async () => {
      direct.setValuesIn('Enabled', true)
      formily.setValuesIn('Enabled', true)
    })
    expect(stateOf(direct)).toEqual(stateOf(formily))
    expect(stateOf(direct).Spouse).toMatchObject({ visible: true, required: true })
    await act(async () => {
      await direct.validate().catch(() => undefined)
      await formily.validate().catch(() => undefined)
    })
    expect(direct.errors.map((e) => [e.address, e.messages])).toEqual(formily.errors.map((e) => [e.address, e.messages]))
  })

  it('does not share component props between forms', () => {
    const schema = buildFormSchema([{ field: 'Birthday' }], entity)
    const a = createForm()
    const b = createForm()
    render(
      <>
        <FormProvider form={a}>
          <SchemaField schema={schema} />
        </FormProvider>
        <FormProvider form={b}>
          <SchemaField schema={schema} />
        </FormProvider>
      </>,
    )
    ;(a.query('Birthday').take() as Field).componentProps.style.width = '50%'
    expect((b.query('Birthday').take() as Field).componentProps.style.width).toBe('100%')
    const props = (schema.properties as Record<string, ISchema>).Birthday['x-component-props'] as { style: { width: string } }
    expect(props.style.width).toBe('100%')
  })

  it('leaves anything but a flat compiled schema to Formily', () => {
    const form = createForm()
    const schema: ISchema = { type: 'object', properties: { Box: { type: 'void', properties: { Inner: { type: 'string', 'x-component': 'Input', 'x-decorator': 'FormItem', title: '{{ "计" + "算" }}' } } } } }
    render(
      <FormProvider form={form}>
        <SchemaField schema={schema} />
      </FormProvider>,
    )
    expect((form.query('Box.Inner').take() as Field).title).toBe('计算')
  })
})
