/** One story per field kind of the registry, each in a small Formily form. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Suspense, useMemo } from 'react'
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

function FieldDemo(props: { fields: FieldSpec[]; readPretty?: boolean; values?: Record<string, unknown>; columns?: number; entity?: EntitySchema }) {
  const form = useMemo(() => createForm({ readPretty: props.readPretty, values: props.values, validateFirst: true }), [props.readPretty, props.values])
  const compiled = useMemo(() => compileFields(props.fields, props.entity ?? entity), [props.fields, props.entity])
  return (
    <Providers provider={provider}>
      <FormProvider form={form}>
        <FormLayout labelWidth={100}>
          {/* the lazily loaded kinds (NumberPicker, the date pickers) suspend until their chunk is in, as under ScreenPage's boundary */}
          <Suspense fallback={null}>
            <FormFields fields={compiled} columns={props.columns} />
          </Suspense>
        </FormLayout>
      </FormProvider>
    </Providers>
  )
}

const meta = { title: 'Renderer/Field kinds', component: FieldDemo } satisfies Meta<typeof FieldDemo>
export default meta
type Story = StoryObj<typeof meta>

/** An editable or disabled Input is a plain control in antd's markup (./plainControl.tsx): typing re-renders nothing. */
export const Input: Story = { args: { fields: [{ field: 'Name', component: 'Input' }] }, parameters: { shows: ['姓名'], selector: 'input.ant-input' } }
export const InputDisabled: Story = {
  args: { values: { Name: '张三' }, fields: [{ field: 'Name', component: 'Input', readOnly: true }] },
  parameters: { shows: ['姓名'], selector: '.ant-input-affix-wrapper-disabled input.ant-input-disabled[disabled]' },
}
export const Password: Story = { args: { fields: [{ field: 'Password', component: 'Password' }] }, parameters: { shows: ['密码'], selector: 'input[type="password"]' } }
export const TextArea: Story = { args: { fields: [{ field: 'Remark', component: 'TextArea' }] }, parameters: { shows: ['备注', '0 / 300'], selector: 'textarea' } }
export const NumberPicker: Story = { args: { fields: [{ field: 'Age', component: 'NumberPicker' }] }, parameters: { shows: ['年龄'], selector: '.ant-input-number input' } }
export const Select: Story = {
  args: { fields: [{ field: 'Dept', component: 'Select', options: [{ label: '人事部', value: 1 }, { label: '财务部', value: 2 }] }] },
  parameters: { shows: ['部门', '请选择部门'] },
}
export const SelectRemote: Story = {
  args: { fields: [{ field: 'Dept', component: 'Select', remote: { api: { method: 'GET', url: '/api/sample/departments' }, labelField: 'DisplayName', valueField: 'Id' } }] },
  parameters: { shows: ['部门', '请选择部门'] },
}
export const Switch: Story = { args: { fields: [{ field: 'Enabled', component: 'Switch' }] }, parameters: { shows: ['启用'], selector: 'button[role="switch"]' } }
/** one flag posted as 1 or 0, its text beside the box */
export const Checkbox: Story = {
  args: { fields: [{ name: 'IsTop', label: '置顶', component: 'Checkbox', props: { text: '设为置顶公告' } }], values: { IsTop: 1 } },
  parameters: { shows: ['置顶', '设为置顶公告'], selector: 'input[type="checkbox"]:checked' },
}
export const CheckboxGroup: Story = {
  args: { fields: [{ field: 'Hobbies', component: 'Checkbox.Group', options: [{ label: '阅读', value: 'read' }, { label: '运动', value: 'sport' }] }] },
  parameters: { shows: ['爱好', '阅读', '运动'] },
}
export const RadioGroup: Story = {
  args: { fields: [{ field: 'Gender', component: 'Radio.Group', options: [{ label: '男', value: 1 }, { label: '女', value: 2 }] }] },
  parameters: { shows: ['性别', '男', '女'] },
}
export const DatePicker: Story = { args: { fields: [{ field: 'Birthday', component: 'DatePicker' }] }, parameters: { shows: ['出生日期'], selector: '.ant-picker input' } }
export const DateRangePicker: Story = { args: { fields: [{ field: 'Period', component: 'DateRangePicker' }] }, parameters: { shows: ['起止日期'], selector: '.ant-picker-range' } }
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
  parameters: { shows: ['张三', '30', '人事部', '2020-01-02'], hides: ['请选择部门'] },
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
  parameters: { shows: ['姓名', '性别', '年龄', '出生日期', '部门', '启用', '备注', '密码'] },
}

/** 60 Selects, DatePickers and inputs in turn: from SHELLED_FORM_FIELDS the Selects and DatePickers show antd's markup until the pointer or focus reaches them (./idleShell.tsx); from LONG_FORM_FIELDS what is typed reaches a field after the frame that shows it (./typedValue.ts). */
const long = { entity: { $id: 'long', title: '长表单', 'x-typeName': 'Long', properties: {} as EntitySchema['properties'] } as EntitySchema, fields: [] as FieldSpec[] }
for (let i = 1; i <= 60; i++) {
  const name = `F${String(i).padStart(2, '0')}`
  const kind = i % 3
  long.entity.properties[name] = kind === 1 ? { type: 'string', title: `城市${i}`, 'x-select': true } : kind === 2 ? { type: 'string', title: `日期${i}`, format: 'date' } : { type: 'string', title: `备注${i}` }
  long.fields.push(kind === 1 ? { field: name, options: [{ label: '北京', value: 'bj' }, { label: '上海', value: 'sh' }] } : kind === 2 ? { field: name, placeholder: '请选择日期' } : { field: name })
}
export const LongForm: Story = {
  args: { entity: long.entity, fields: long.fields, columns: 3, values: { F01: 'sh', F02: '2026-11-24' } },
  parameters: { shows: ['城市1', '上海', '日期2', '备注60'], selector: '.ant-picker input[readonly][value="2026-11-24"]' },
}
