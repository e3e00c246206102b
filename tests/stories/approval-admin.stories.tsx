/**
 * The approval administration screen (issue 14, menu 审批类型) on fixture data: types with their
 * group, icon, colour swatch and enabled tag; a reader without the button grants sees no 新增/编辑/删除;
 * 表单设计 opens the form's items as rows beside the live preview, 流程设置 the flows with their
 * conditions and steps.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Suspense, useMemo } from 'react'
import { expect, userEvent, within } from 'storybook/test'
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

const openOnLeave = async (canvasElement: HTMLElement, action: string) => {
  const row = (await within(canvasElement).findByText('请假')).closest('tr') as HTMLElement
  await userEvent.click(within(row).getByRole('button', { name: action }))
  return within(canvasElement.ownerDocument.body)
}
export const FormDesign: Story = {
  args: { granted: ['Form', 'Flow'] },
  parameters: { shows: ['请假', '表单设计', '流程设置'], hides: ['新增'] },
  play: async ({ canvasElement }) => {
    const body = await openOnLeave(canvasElement, '表单设计')
    const preview = within(await body.findByTestId('approval-form-preview'))
    // the rows and the form an initiator fills, side by side
    await expect(await body.findByText('LeaveType')).toBeInTheDocument()
    await expect(await preview.findByText('请假事由')).toBeInTheDocument()
    await expect(preview.getByText('请假超过3天需上级领导审批')).toBeInTheDocument()
    await expect(body.getAllByRole('button', { name: '上移' })[0]).toBeDisabled()
  },
}
export const Flows: Story = {
  args: { granted: ['Form', 'Flow'] },
  parameters: { shows: ['请假', '流程设置'] },
  play: async ({ canvasElement }) => {
    const body = await openOnLeave(canvasElement, '流程设置')
    await expect(await body.findByText('Days > 3')).toBeInTheDocument()
    await expect(body.getByText('直属领导；上级领导；人事备案')).toBeInTheDocument()
    // a condition's field is chosen among the form's: the row form reads the type's Id from the dialog
    await userEvent.click(body.getByRole('button', { name: '新增流程' }))
    await userEvent.click(await body.findByRole('button', { name: '新增条件' }))
    const condition = within((await body.findByText('新增条件', { selector: '.ant-modal-title' })).closest('.ant-modal-content') as HTMLElement)
    await userEvent.click(condition.getAllByRole('combobox')[0])
    await expect(await body.findByText('请假天数（Days）')).toBeInTheDocument()
  },
}
