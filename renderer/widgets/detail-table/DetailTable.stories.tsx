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

export const Empty: Story = { args: { fields: familyFields, title: '家庭成员' }, parameters: { shows: ['新增家庭成员', '暂无数据'] } }
export const WithRows: Story = { args: { fields: familyFields, title: '家庭成员', value: familyRows }, parameters: { shows: ['张大山', '父亲', '13800000001', '李秀英', '母亲', '编辑', '删除'] } }
export const WideScrolls: Story = { args: { fields: workFields, columns: workColumns, title: '工作经历', value: workRows }, parameters: { shows: ['新增工作经历', '某某科技有限公司', '2018-07-01', '王经理', '13900000002'] } }
export const ReadOnly: Story = { args: { fields: familyFields, title: '家庭成员', value: familyRows, readOnly: true }, parameters: { shows: ['张大山', '李秀英'], hides: ['新增家庭成员', '编辑', '删除', '操作'] } }
export const AtMaxRows: Story = { args: { fields: familyFields, title: '家庭成员', value: familyRows, maxRows: 2, maxMessage: '最多添加2位家庭成员' }, parameters: { shows: ['新增家庭成员', '张大山', '李秀英'] } }
export const Sortable: Story = { args: { fields: familyFields, title: '家庭成员', value: familyRows, sortable: true }, parameters: { shows: ['张大山', '李秀英', '上移', '下移', '编辑', '删除'] } }
