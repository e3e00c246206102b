/**
 * The approval administration screen (issue 14, menu 审批类型) on fixture data: types with their
 * group, icon, colour swatch and enabled tag; a reader without the button grants sees no 新增/编辑/删除.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Suspense, useMemo } from 'react'
import { entities } from '../../common/entities'
import { ScreenRenderer } from '../../renderer'
import { Providers } from '../../renderer/testing/storyKit'
import typesScreen from '../../schemas/screens/oa/approval-types.json'
import { createApprovalAdminProvider } from './fixtures/approval-admin'

function ApprovalTypesScreen(props: { granted: string[] }) {
  const dp = useMemo(() => createApprovalAdminProvider(), [])
  return (
    <Providers provider={dp} granted={props.granted}>
      <Suspense fallback={null}>
        <ScreenRenderer schema={typesScreen} entities={entities} />
      </Suspense>
    </Providers>
  )
}

const meta = { title: 'Screens/Approval administration', component: ApprovalTypesScreen } satisfies Meta<typeof ApprovalTypesScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Types: Story = {
  args: { granted: ['Create', 'Update', 'Delete'] },
  parameters: { shows: ['审批类型', '分组', '请假', '人事', 'CalendarOutlined', '#f5a623', '停用', '新增', '编辑', '删除'] },
}
export const ReadOnly: Story = { args: { granted: [] }, parameters: { shows: ['请假', '报销'], hides: ['新增', '编辑', '删除'] } }
