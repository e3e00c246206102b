/** The detail table ('明细'): one story per state. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Providers } from '../../testing/storyKit'
import { DetailTable, type DetailRow, type DetailTableProps } from './DetailTable'
import { familyFields, familyRows, workColumns, workFields, workRows } from './fixtures'

function Demo(props: Omit<DetailTableProps, 'onChange'>) {
  const [value, setValue] = useState<DetailRow[]>(props.value ?? [])
  return (
    <Providers>
      <DetailTable {...props} value={value} onChange={setValue} />
    </Providers>
  )
}

const meta = { title: 'Widgets/DetailTable', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = { args: { fields: familyFields, title: '家庭成员' } }
export const WithRows: Story = { args: { fields: familyFields, title: '家庭成员', value: familyRows } }
export const WideScrolls: Story = { args: { fields: workFields, columns: workColumns, title: '工作经历', value: workRows } }
export const ReadOnly: Story = { args: { fields: familyFields, title: '家庭成员', value: familyRows, readOnly: true } }
export const AtMaxRows: Story = { args: { fields: familyFields, title: '家庭成员', value: familyRows, maxRows: 2, maxMessage: '最多添加2位家庭成员' } }
