/** The approval centre and its dialog parts on fixture data (no server). */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState } from 'react'
import { approvalApi } from './api'
import ApprovalCentre, { TypePicker } from './ApprovalCentre'
import { createApprovalProvider, crowdedFlow, fixtureClaim, fixtureFlow, fixtureGroups, fixtureNewLeave, returnedFlow } from './fixture'
import { ActionDialog } from './ActionDialog'
import { CommentList } from './Comments'
import { FlowPanel } from './FlowPanel'
import { FormDialog } from './FormDialog'
import { FormFields, type Values } from './FormFields'
import { DataProviderContextProvider } from '../../../renderer/data/provider'

function Centre() {
  const provider = useMemo(() => createApprovalProvider(), [])
  return <ApprovalCentre provider={provider} />
}

function Dialog(props: { processId: string }) {
  const api = useMemo(() => approvalApi(createApprovalProvider()), [])
  const [open, setOpen] = useState(true)
  return open ? <FormDialog api={api} target={{ relationId: fixtureNewLeave.RelationId, processId: props.processId }} onClose={() => setOpen(false)} /> : null
}

function Fields(props: { which: 'leave' | 'claim'; disabled: boolean }) {
  const loaded = props.which === 'leave' ? fixtureNewLeave : fixtureClaim
  const [values, setValues] = useState<Values>(loaded.BusinessData)
  // the attachments field uploads through the DataProvider, as inside FormDialog
  const provider = useMemo(() => createApprovalProvider(), [])
  return (
    <DataProviderContextProvider value={provider}>
      <FormFields items={loaded.BusinessForm.formItems} values={values} errors={{}} disabled={props.disabled} onChange={setValues} />
    </DataProviderContextProvider>
  )
}

function Action(props: { typeId: number }) {
  const api = useMemo(() => approvalApi(createApprovalProvider()), [])
  const action = fixtureClaim.Actions.find((a) => a.TypeId === props.typeId)!
  return <ActionDialog api={api} processId="p-claim" action={action} onDone={() => undefined} onClose={() => undefined} />
}

function Flow(props: { crowded: boolean; width: number; editable: boolean; returned?: boolean }) {
  const api = useMemo(() => approvalApi(createApprovalProvider()), [])
  const chosen = { Sort: 1, Name: '指定审批人', Mode: '1', ModeName: '依次审批', ApproverType: 1, ConfigType: 5, ConfigCount: 2, Users: [] }
  const [steps, setSteps] = useState(props.editable ? [chosen] : props.crowded ? crowdedFlow : props.returned ? returnedFlow : fixtureFlow)
  return <FlowPanel steps={steps} editable={props.editable} width={props.width} api={api} onChoose={(sort, users) => setSteps((s) => s.map((x) => (x.Sort === sort ? { ...x, Users: users } : x)))} />
}

function Comments() {
  const api = useMemo(() => approvalApi(createApprovalProvider()), [])
  return <CommentList api={api} comments={fixtureClaim.ApproverComments} />
}

const meta = { title: 'Pages/OA/Approval', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const ApprovalCentreTabs: Story = { render: () => <Centre />, parameters: { shows: ['待处理', '已处理', '已发起', '我收到', '发起审批', '李娜的请假', 'SP20261120-0001', '等待王芳审批', '共 6 条'] } }
export const TypePickerByGroup: Story = { render: () => <TypePicker groups={fixtureGroups} onPick={() => undefined} onClose={() => undefined} />, parameters: { shows: ['人事', '请假', '加班', '财务', '报销', '行政', '用印'] } }
export const NewLeaveForm: Story = { render: () => <Dialog processId="" />, parameters: { shows: ['请假超过3天需上级领导审批', '请假类型', '开始时段', '直属领导', '王芳', '人事备案', '暂存', '提交'] } }
export const ClaimInApproval: Story = { render: () => <Dialog processId="p-claim" />, parameters: { shows: ['审批单详情', '李娜的报销', '客户拜访打车费', '406.5', '肆佰零陆元伍角', '他人已同意', '已转办', '发票请交财务', '退回', '转办'] } }
export const LeaveFieldsEmpty: Story = { render: () => <Fields which="leave" disabled={false} />, parameters: { shows: ['请假类型', '请选择请假类型', '开始时段', '请假天数', '请假事由'] } }
export const ClaimFieldsWithRowsAndCapitals: Story = { render: () => <Fields which="claim" disabled={false} />, parameters: { shows: ['客户拜访打车费', '午餐招待', '添加费用明细', '406.5', '肆佰零陆元伍角'] } }
export const FlowWithEveryEntryState: Story = { render: () => <Flow crowded={false} width={1440} editable={false} />, parameters: { shows: ['发起人', '已通过', '或批', '他人已同意', '依次审批', '已转办', '请刘强代批', '审批中', '抄送'] } }
export const FlowAfterReturn: Story = {
  render: () => <Flow crowded={false} width={1440} editable={false} returned />,
  parameters: { shows: ['2026-11-20 10:02:11', '已补充，同意', '已退回', '请补充行程单', '审批中'], selector: '[data-step="财务审批"] .approval-person-earlier[data-earlier="刘强"]' },
}
export const CrowdedStepNarrowScreen: Story = { render: () => <Flow crowded width={900} editable={false} />, parameters: { shows: ['全员会签', '同事12', '查看全部'], hides: ['同事13'] } }
export const CrowdedStepWideScreen: Story = { render: () => <Flow crowded width={1440} editable={false} />, parameters: { shows: ['全员会签', '同事14', '查看全部'] } }
export const InitiatorChosenStep: Story = { render: () => <Flow crowded={false} width={1440} editable />, parameters: { shows: ['指定审批人', '添加'] } }
export const AgreeWithRemark: Story = { render: () => <Action typeId={6} />, parameters: { shows: ['同意', '审批意见', '2 / 300', '提交'] } }
export const ReturnToALevel: Story = { render: () => <Action typeId={4} />, parameters: { shows: ['退回层级', '请选择退回层级', '审批意见'] } }
export const ForwardToOnePerson: Story = { render: () => <Action typeId={2} />, parameters: { shows: ['转办人员', '请选择转办人员'] } }
export const CommentDialog: Story = { render: () => <Action typeId={1} />, parameters: { shows: ['评论内容', '0 / 3000', '图片', '上传图片', '附件', '上传附件', '发送'] } }
export const CommentsWithFiles: Story = {
  render: () => <Comments />,
  parameters: { shows: ['王芳', '添加了评论', '2026-11-20 11:20:05', '发票和行程单已补上', '行程单.pdf', '预览', '费用明细.xlsx', '下载'], selector: 'img[alt="发票.png"]' },
}
