/** One story per field kind of the registry, each in a small Formily form. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { createForm } from '@formily/core'
import { FormProvider } from '@formily/react'
import { FormLayout } from '@formily/antd-v5'
import type { EntitySchema } from '../../common/entity-fields'
import { compileFields } from '../compile/formSchema'
import { createMemoryProvider } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import type { FieldSpec } from '../schema/types'
import { FormFields } from './FormFields'

const entity: EntitySchema = {
  $id: 'sample',
  title: '示例',
  'x-typeName': 'Sample',
  properties: {
    Name: { type: 'string', title: '姓名', 'x-rule': 'name' },
    Password: { type: 'string', title: '密码', 'x-rule': 'password' },
    Remark: { type: 'string', title: '备注', 'x-rule': 'textarea' },
    Age: { type: 'integer', title: '年龄', 'x-rule': 'age' },
    Dept: { type: 'string', title: '部门', 'x-select': true },
    Enabled: { type: 'boolean', title: '启用' },
    Hobbies: { type: 'array', title: '爱好', 'x-select': true },
    Gender: { type: 'integer', title: '性别', 'x-select': true },
    Birthday: { type: 'string', format: 'date', title: '出生日期', 'x-rule': 'date' },
    Period: { type: 'array', title: '起止日期', 'x-rule': 'dateRange' },
  },
  required: ['Name', 'Dept'],
}

const provider = createMemoryProvider({
  'GET /api/sample/departments': () => [
    { Id: 1, DisplayName: '人事部' },
    { Id: 2, DisplayName: '财务部' },
  ],
})

function FieldDemo(props: { fields: FieldSpec[]; readPretty?: boolean; values?: Record<string, unknown>; columns?: number }) {
  const form = useMemo(() => createForm({ readPretty: props.readPretty, values: props.values, validateFirst: true }), [props.readPretty, props.values])
  const compiled = useMemo(() => compileFields(props.fields, entity), [props.fields])
  return (
    <Providers provider={provider}>
      <FormProvider form={form}>
        <FormLayout labelWidth={100}>
          <FormFields fields={compiled} columns={props.columns} />
        </FormLayout>
      </FormProvider>
    </Providers>
  )
}

const meta = { title: 'Renderer/Field kinds', component: FieldDemo } satisfies Meta<typeof FieldDemo>
export default meta
type Story = StoryObj<typeof meta>

export const Input: Story = { args: { fields: [{ field: 'Name', component: 'Input' }] } }
export const Password: Story = { args: { fields: [{ field: 'Password', component: 'Password' }] } }
export const TextArea: Story = { args: { fields: [{ field: 'Remark', component: 'TextArea' }] } }
export const NumberPicker: Story = { args: { fields: [{ field: 'Age', component: 'NumberPicker' }] } }
export const Select: Story = {
  args: { fields: [{ field: 'Dept', component: 'Select', options: [{ label: '人事部', value: 1 }, { label: '财务部', value: 2 }] }] },
}
export const SelectRemote: Story = {
  args: { fields: [{ field: 'Dept', component: 'Select', remote: { api: { method: 'GET', url: '/api/sample/departments' }, labelField: 'DisplayName', valueField: 'Id' } }] },
}
export const Switch: Story = { args: { fields: [{ field: 'Enabled', component: 'Switch' }] } }
export const CheckboxGroup: Story = {
  args: { fields: [{ field: 'Hobbies', component: 'Checkbox.Group', options: [{ label: '阅读', value: 'read' }, { label: '运动', value: 'sport' }] }] },
}
export const RadioGroup: Story = {
  args: { fields: [{ field: 'Gender', component: 'Radio.Group', options: [{ label: '男', value: 1 }, { label: '女', value: 2 }] }] },
}
export const DatePicker: Story = { args: { fields: [{ field: 'Birthday', component: 'DatePicker' }] } }
export const DateRangePicker: Story = { args: { fields: [{ field: 'Period', component: 'DateRangePicker' }] } }
export const ReadPretty: Story = {
  args: {
    readPretty: true,
    values: { Name: '张三', Age: 30, Dept: 1, Enabled: true, Birthday: '2020-01-02' },
    fields: [
      { field: 'Name' },
      { field: 'Age' },
      { field: 'Dept', component: 'Select', options: [{ label: '人事部', value: 1 }] },
      { field: 'Enabled' },
      { field: 'Birthday' },
    ],
  },
}
/** A long form in a grid of up to three columns (resize the canvas: one column under ~720 px); numbers short, the text area a whole row. */
export const Grid: Story = {
  args: {
    columns: 3,
    fields: [
      { field: 'Name' },
      { field: 'Gender', component: 'Radio.Group', options: [{ label: '男', value: 1 }, { label: '女', value: 2 }] },
      { field: 'Age' },
      { field: 'Birthday' },
      { field: 'Dept', component: 'Select', options: [{ label: '人事部', value: 1 }] },
      { field: 'Enabled' },
      { field: 'Remark' },
      { field: 'Password' },
    ],
  },
}
