/**
 * The flow beside the form (spec 002 s.2.1, 2.2): each step with 依次审批 / 或批 / 会签, every
 * approver's state, time and remark, after the step's earlier entries (those a return re-armed);
 * approvers trimmed to the last N (the configured person count, default 50) with 查看全部; 2 shown
 * under 1000 px wide, else 4; initiator-chosen steps get 添加 through a person picker (edit mode).
 */
import { useState } from 'react'
import { Avatar, Button, Modal, Select, Space, Steps, Tag, Typography } from 'antd'
import { APPROVER_TYPE, CONFIG_TYPE, PERSON_COUNT_DEFAULT, STATE } from '../../../common/approval'
import type { ApprovalApi, FlowStep, FlowUser } from './api'

const STATE_COLOR: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error', 4: 'default', 5: 'default', 6: 'warning' }

/** How many approvers a step shows before 查看全部 (spec 002 s.9). */
export const displayCount = (width: number) => (width < 1000 ? 2 : 4)

/** One person's entry: name, state, time, remark. */
function Entry({ user: u }: { user: FlowUser }) {
  return (
    <>
      <Avatar size="small">{u.UserName.slice(-2)}</Avatar> <span>{u.UserName}</span>{' '}
      {u.StateName && u.State !== STATE.pending && <Tag color={STATE_COLOR[u.State ?? 0]}>{u.StateName}</Tag>}
      {u.ApprovalTime && <Typography.Text type="secondary"> {u.ApprovalTime}</Typography.Text>}
      {u.Remark && <div className="approval-remark">{u.Remark}</div>}
    </>
  )
}

function People(props: { users: FlowUser[]; earlier: FlowUser[]; limit: number; canDelete: boolean; onDelete(id: string): void }) {
  const [all, setAll] = useState(false)
  // the last N people as configured (default 50), then the display count unless expanded
  const users = props.users.slice(-PERSON_COUNT_DEFAULT)
  const shown = all ? users : users.slice(0, props.limit)
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      {/* what happened on the step before a return re-armed it, as it happened */}
      {props.earlier.map((u, i) => (
        <div key={`${i}-${u.ApprovalTime}`} className="approval-person approval-person-earlier" data-earlier={u.UserName}>
          <Entry user={u} />
        </div>
      ))}
      {shown.map((u) => (
        <div key={u.UserId} className="approval-person" data-user={u.UserName}>
          <Entry user={u} />
          {props.canDelete && <a onClick={() => props.onDelete(u.UserId)}> 删除</a>}
        </div>
      ))}
      {!all && users.length > shown.length && <a onClick={() => setAll(true)}>查看全部</a>}
    </Space>
  )
}

function Picker(props: { api: ApprovalApi; limit: number; onPick(users: FlowUser[]): void; onClose(): void }) {
  const [options, setOptions] = useState<{ label: string; value: string }[]>([])
  const [picked, setPicked] = useState<{ label: string; value: string }[]>([])
  const search = (k: string) => props.api.people(k).then((r) => setOptions(r.Items.map((p) => ({ label: p.RealName || p.WorkNo, value: p.Id }))))
  return (
    <Modal title="选择人员" open onOk={() => props.onPick(picked.map((p) => ({ UserId: p.value, UserName: p.label })))} onCancel={props.onClose} okText="确定" cancelText="取消">
      <Select
        mode="multiple"
        labelInValue
        style={{ width: '100%' }}
        showSearch
        filterOption={false}
        maxCount={props.limit}
        placeholder="搜索姓名或工号"
        options={options}
        value={picked}
        onSearch={search}
        onFocus={() => search('')}
        onChange={(v) => setPicked(v as { label: string; value: string }[])}
      />
    </Modal>
  )
}

export function FlowPanel(props: { steps: FlowStep[]; editable: boolean; width: number; api: ApprovalApi; onChoose?(sort: number, users: FlowUser[]): void }) {
  const [picking, setPicking] = useState<FlowStep | null>(null)
  const limit = displayCount(props.width)
  if (!props.steps.length) return <Typography.Text type="secondary">暂无审批流程</Typography.Text>
  return (
    <>
      <Steps
        direction="vertical"
        size="small"
        current={props.steps.findIndex((s) => s.State === STATE.inApproval)}
        items={props.steps.map((s) => {
          const chosen = props.editable && s.ConfigType === CONFIG_TYPE.chosen
          return {
            title: (
              <Space>
                <span>{s.Name}</span>
                {!s.IsInitiator && s.Users.length > 1 && s.ApproverType !== APPROVER_TYPE.carbonCopy && <Tag>{s.ModeName}</Tag>}
                {s.ApproverType === APPROVER_TYPE.carbonCopy && <Tag color="cyan">抄送</Tag>}
              </Space>
            ),
            status: s.State === STATE.agreed ? 'finish' : s.State === STATE.inApproval ? 'process' : s.State === STATE.returned ? 'error' : 'wait',
            description: (
              <div data-step={s.Name}>
                <People users={s.Users} earlier={s.History ?? []} limit={limit} canDelete={chosen} onDelete={(id) => props.onChoose?.(s.Sort, s.Users.filter((u) => u.UserId !== id))} />
                {chosen && (s.ConfigCount === 0 || s.Users.length < s.ConfigCount) && (
                  <Button size="small" type="link" onClick={() => setPicking(s)}>
                    添加
                  </Button>
                )}
              </div>
            ),
          }
        })}
      />
      {picking && (
        <Picker
          api={props.api}
          limit={Math.max(1, (picking.ConfigCount || PERSON_COUNT_DEFAULT) - picking.Users.length)}
          onClose={() => setPicking(null)}
          onPick={(users) => {
            props.onChoose?.(picking.Sort, [...picking.Users, ...users.filter((u) => !picking.Users.some((x) => x.UserId === u.UserId))])
            setPicking(null)
          }}
        />
      )}
    </>
  )
}
