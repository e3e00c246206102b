/** The approval centre and its dialog parts on fixture data (no server). */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState } from 'react'
import { approvalApi } from './api'
import ApprovalCentre, { TypePicker } from './ApprovalCentre'
import { createApprovalProvider, crowdedFlow, fixtureClaim, fixtureFlow, fixtureGroups, fixtureNewLeave } from './fixture'
import { ActionDialog } from './ActionDialog'
import { FlowPanel } from './FlowPanel'
import { FormDialog } from './FormDialog'
import { FormFields, type Values } from './FormFields'

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
  return <FormFields items={loaded.BusinessForm.formItems} values={values} errors={{}} disabled={props.disabled} onChange={setValues} />
}

function Action(props: { typeId: number }) {
  const api = useMemo(() => approvalApi(createApprovalProvider()), [])
  const action = fixtureClaim.Actions.find((a) => a.TypeId === props.typeId)!
  return <ActionDialog api={api} processId="p-claim" action={action} onDone={() => undefined} onClose={() => undefined} />
}

function Flow(props: { crowded: boolean; width: number; editable: boolean }) {
  const api = useMemo(() => approvalApi(createApprovalProvider()), [])
  const chosen = { Sort: 1, Name: '指定审批人', Mode: '1', ModeName: '依次审批', ApproverType: 1, ConfigType: 5, ConfigCount: 2, Users: [] }
  const [steps, setSteps] = useState(props.editable ? [chosen] : props.crowded ? crowdedFlow : fixtureFlow)
  return <FlowPanel steps={steps} editable={props.editable} width={props.width} api={api} onChoose={(sort, users) => setSteps((s) => s.map((x) => (x.Sort === sort ? { ...x, Users: users } : x)))} />
}

const meta = { title: 'Pages/OA/Approval', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const ApprovalCentreTabs: Story = { render: () => <Centre /> }
export const TypePickerByGroup: Story = { render: () => <TypePicker groups={fixtureGroups} onPick={() => undefined} onClose={() => undefined} /> }
export const NewLeaveForm: Story = { render: () => <Dialog processId="" /> }
export const ClaimInApproval: Story = { render: () => <Dialog processId="p-claim" /> }
export const LeaveFieldsEmpty: Story = { render: () => <Fields which="leave" disabled={false} /> }
export const ClaimFieldsWithRowsAndCapitals: Story = { render: () => <Fields which="claim" disabled={false} /> }
export const FlowWithEveryEntryState: Story = { render: () => <Flow crowded={false} width={1440} editable={false} /> }
export const CrowdedStepNarrowScreen: Story = { render: () => <Flow crowded width={900} editable={false} /> }
export const CrowdedStepWideScreen: Story = { render: () => <Flow crowded width={1440} editable={false} /> }
export const InitiatorChosenStep: Story = { render: () => <Flow crowded={false} width={1440} editable /> }
export const AgreeWithRemark: Story = { render: () => <Action typeId={6} /> }
export const ReturnToALevel: Story = { render: () => <Action typeId={4} /> }
export const ForwardToOnePerson: Story = { render: () => <Action typeId={2} /> }
export const CommentDialog: Story = { render: () => <Action typeId={1} /> }
