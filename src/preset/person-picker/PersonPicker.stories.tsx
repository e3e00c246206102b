/** The person/department picker on a fake organisation: one story per state. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState } from 'react'
import { createForm } from '@formily/core'
import { FormProvider } from '@formily/react'
import { Providers } from '../../../renderer/testing/storyKit'
import { createOrgProvider, departmentApi } from './fixtures'
import { PersonPicker, type PersonPickerProps, type PersonPickerValue } from './PersonPicker'
import type { PickItem } from './usePersonPicker'

function Demo(props: Omit<PersonPickerProps, 'api' | 'onChange'> & { fail?: boolean; formValues?: Record<string, unknown> }) {
  const { fail, value: initial, formValues, ...rest } = props
  const provider = useMemo(() => createOrgProvider({ fail }), [fail])
  const [value, setValue] = useState<PersonPickerValue>(initial ?? (rest.valueType === 'id' ? null : []))
  // the form whose values carry the names of an Id value (nameField)
  const form = useMemo(() => createForm({ values: { ...formValues } }), [formValues])
  return (
    <Providers provider={provider}>
      <FormProvider form={form}>
        <PersonPicker {...rest} api={departmentApi} value={value} onChange={setValue} />
      </FormProvider>
    </Providers>
  )
}

const meta = { title: 'Widgets/PersonPicker', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

const chosen: PickItem[] = [
  { Id: 'u2', Name: '李雷', Type: 2 },
  { Id: 'u3', Name: '韩梅梅', Type: 2 },
]

export const Closed: Story = { args: { Count: 5, value: chosen }, parameters: { shows: ['李雷', '韩梅梅', '选择人员'], hides: ['确定(2/5)'] } }
export const Empty: Story = { args: { Count: 5 }, parameters: { shows: ['选择人员'], hides: ['李雷'] } }
export const ReadOnly: Story = { args: { Count: 5, value: chosen, disabled: true }, parameters: { shows: ['李雷', '韩梅梅'], hides: ['选择人员'] } }
export const PersonMode: Story = { args: { Count: 5, defaultOpen: true }, parameters: { shows: ['总公司', '下级', '确定(0/5)'] } }
export const PersonModeWithValue: Story = { args: { Count: 3, value: chosen, defaultOpen: true }, parameters: { shows: ['李雷', '韩梅梅', '确定(2/3)'] } }
export const SingleMode: Story = { args: { single: true, defaultOpen: true, title: '转发', buttonText: '选择转发人' }, parameters: { shows: ['选择转发人', '转发', '确定(0/1)'] } }
export const DepartmentMode: Story = { args: { mode: 'dept', Count: 2, defaultOpen: true }, parameters: { shows: ['选择部门', '全选', '(7人)', '确定(0/2)'] } }
/** a department foreign key (valueType 'id'), its name read from the form's DepartmentName */
export const DepartmentId: Story = {
  args: { mode: 'dept', Count: 1, valueType: 'id', nameField: 'DepartmentName', value: 'd2', formValues: { DepartmentId: 'd2', DepartmentName: '技术部' } },
  parameters: { shows: ['技术部', '选择部门'] },
}
export const DepartmentIdOpen: Story = {
  args: { mode: 'dept', Count: 1, valueType: 'id', nameField: 'DepartmentName', value: 'd2', formValues: { DepartmentName: '技术部' }, defaultOpen: true },
  parameters: { shows: ['技术部', '确定(1/1)'] },
}
/** several people as an array of Ids, names from a comma-separated form value */
export const PersonIds: Story = {
  args: { Count: 3, valueType: 'ids', nameField: 'Names', value: ['u2', 'u3'], formValues: { Names: '李雷,韩梅梅' } },
  parameters: { shows: ['李雷', '韩梅梅'] },
}
export const Unlimited: Story = { args: { defaultOpen: true }, parameters: { shows: ['总公司', '确定(0)'] } }
export const LoadError: Story = { args: { Count: 5, defaultOpen: true, fail: true }, parameters: { shows: ['服务器错误'] } }
/** people and departments in one field (a message's recipients), the backend's member names */
export const MixedRecipients: Story = {
  args: { mode: 'mixed', buttonText: '添加', itemFields: { Id: 'UserId', Name: 'UserName' }, value: [{ UserId: 'd2', UserName: '技术部', Type: 1 }] as unknown as PickItem[], defaultOpen: true },
  parameters: { shows: ['选择人员或部门', '技术部', '确定(1)'] },
}
/** read-only without recipients: 暂无设置 */
export const ReadOnlyEmpty: Story = { args: { readOnly: true, emptyText: '暂无设置' }, parameters: { shows: ['暂无设置'], hides: ['选择人员'] } }
