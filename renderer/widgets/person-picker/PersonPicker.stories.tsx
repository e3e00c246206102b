/** The person/department picker on a fake organisation: one story per state. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState } from 'react'
import { Providers } from '../../testing/storyKit'
import { createOrgProvider, departmentApi } from './fixtures'
import { PersonPicker, type PersonPickerProps } from './PersonPicker'
import type { PickItem } from './usePersonPicker'

function Demo(props: Omit<PersonPickerProps, 'api' | 'onChange'> & { fail?: boolean }) {
  const { fail, value: initial, ...rest } = props
  const provider = useMemo(() => createOrgProvider({ fail }), [fail])
  const [value, setValue] = useState<PickItem[]>(initial ?? [])
  return (
    <Providers provider={provider}>
      <PersonPicker {...rest} api={departmentApi} value={value} onChange={setValue} />
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

export const Closed: Story = { args: { Count: 5, value: chosen } }
export const Empty: Story = { args: { Count: 5 } }
export const ReadOnly: Story = { args: { Count: 5, value: chosen, disabled: true } }
export const PersonMode: Story = { args: { Count: 5, defaultOpen: true } }
export const PersonModeWithValue: Story = { args: { Count: 3, value: chosen, defaultOpen: true } }
export const SingleMode: Story = { args: { Count: 1, defaultOpen: true, title: '转发', buttonText: '选择转发人' } }
export const DepartmentMode: Story = { args: { mode: 'dept', Count: 2, defaultOpen: true } }
export const Unlimited: Story = { args: { defaultOpen: true } }
export const LoadError: Story = { args: { Count: 5, defaultOpen: true, fail: true } }
