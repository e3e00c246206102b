/**
 * The approval form dialog (spec 002 s.2.2), width 82%: left the form (fill-in, or 审批单详情 with
 * the digest, company and state label), right the flow and the comments. In fill-in mode the flow
 * is asked again (get-config-by-condition) whenever a field a flow condition reads changes; the
 * footer offers 暂存 and 提交 (a second click while one is pending does nothing). In detail view the
 * footer shows the actions the server offers this viewer.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Button, Divider, message, Modal, Space, Spin, Tag, Typography } from 'antd'
import { APPROVER_TYPE, STATE } from '../../../common/approval'
import { checkBusinessData, compute, fillable } from '../../../common/approval-validate'
import { AuditOutlined } from '@ant-design/icons'
import { PRODUCT_NAME } from '../../brand'
import type { ApprovalApi, FlowStep, FlowUser, Loaded, SelectApprover } from './api'
import { DataProviderContextProvider } from '../../../renderer/data/provider'
import { ActionFooter } from './ActionDialog'
import { CommentList } from './Comments'
import { withFileNames } from './Attachments'
import { FlowPanel } from './FlowPanel'
import { FormFields, type Values } from './FormFields'
import './approval.css'

const STATE_TAG: Record<number, string> = { 0: 'processing', 1: 'processing', 2: 'success', 3: 'error', [-1]: 'default', [-2]: 'default' }

/** Whether an approver other than the initiator has agreed (the server's rule for a too-late revoke). */
const approvalStarted = (steps: FlowStep[]) => steps.some((s) => !s.IsInitiator && s.ApproverType === APPROVER_TYPE.approver && s.Users.some((u) => u.State === STATE.agreed))

export interface DialogTarget {
  relationId: string
  processId: string
}

function useWidth() {
  const [width, setWidth] = useState(() => window.innerWidth)
  useEffect(() => {
    const on = () => setWidth(window.innerWidth)
    window.addEventListener('resize', on)
    return () => window.removeEventListener('resize', on)
  }, [])
  return width
}

const chosenOf = (steps: FlowStep[]): SelectApprover[] => steps.filter((s) => s.ConfigType === 5 && s.Users.length).map((s) => ({ Sort: s.Sort, Users: s.Users.map((u) => ({ UserId: u.UserId, UserName: u.UserName })) }))

export function FormDialog(props: { api: ApprovalApi; target: DialogTarget; onClose(changed: boolean): void }) {
  const { api, target } = props
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [values, setValues] = useState<Values>({})
  const [flow, setFlow] = useState<FlowStep[] | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const pending = useRef(false)
  const width = useWidth()

  // an action taken here changed the process: the lists behind the dialog read again on close
  const changed = useRef(false)
  // a returned process being edited for resubmitting (action 8)
  const [resubmitting, setResubmitting] = useState(false)
  // a failed read closes the dialog through the latest onClose (the parent's handler changes with its renders)
  const close = useRef(props.onClose)
  useLayoutEffect(() => {
    close.current = props.onClose
  })

  const read = useCallback(
    (processId: string) =>
      api.load(target.relationId, processId).then(
        (d) => {
          setLoaded(d)
          setValues(withFileNames(d.BusinessForm.formItems, d.BusinessData ?? {}))
          setFlow(d.Editable ? (d.ConditionConfigs[0]?.ApproverConfigs ?? null) : null)
          setResubmitting(false)
        },
        () => close.current(changed.current),
      ),
    [api, target.relationId],
  )
  // a dialog is for one target; a new target mounts a new dialog
  useEffect(() => {
    read(target.processId)
  }, [read, target.processId])

  const editable = Boolean(loaded?.Editable) || resubmitting
  const items = useMemo(() => (loaded ? fillable(loaded.BusinessForm.formItems) : []), [loaded])
  const askFlow = useCallback(
    (next: Values, steps: FlowStep[] | null) => {
      if (!loaded) return
      api.config(loaded.RelationId, compute(items, next), chosenOf(steps ?? [])).then((f) => setFlow(f?.ApproverConfigs ?? null), () => undefined)
    },
    [api, loaded, items],
  )

  const onChange = (next: Values) => {
    const reads = loaded?.ConditionColumns ?? []
    const before = compute(items, values)
    const after = compute(items, next)
    setValues(next)
    setErrors({})
    if (reads.some((c) => JSON.stringify(before[c]) !== JSON.stringify(after[c]))) askFlow(next, flow)
  }

  const afterAction = () => {
    changed.current = true
    if (loaded?.Id) read(loaded.Id)
  }
  const resubmit = () => {
    setResubmitting(true)
    askFlow(values, null)
  }

  const onChoose = (sort: number, users: FlowUser[]) => setFlow((f) => (f ?? []).map((s) => (s.Sort === sort ? { ...s, Users: users } : s)))

  const save = async (submit: boolean) => {
    if (!loaded || pending.current) return
    if (submit) {
      const verdict = checkBusinessData(loaded.BusinessForm, values)
      if (!verdict.ok) {
        setErrors(Object.fromEntries(verdict.errors.map((e) => [e.Field.replace(/\[.*$/, ''), e.Message])))
        return message.warning(verdict.message)
      }
      if (!flow) return message.warning('请联系管理员配置流程')
      if (flow.some((s) => s.ConfigType === 5 && s.ApproverType === 1 && !s.Users.length)) return message.warning('请补全审批人')
    }
    pending.current = true
    setBusy(true)
    try {
      await api.save({ RelationId: loaded.RelationId, ApprovalProcess: loaded.Id ? { Id: loaded.Id } : null, BusinessDatas: values, SelectApprovers: chosenOf(flow ?? []), Submit: submit })
      message.success(submit ? '提交成功' : '暂存成功')
      props.onClose(true)
    } catch (e) {
      message.warning((e as Error).message || '请求错误')
    } finally {
      pending.current = false
      setBusy(false)
    }
  }

  const title = !loaded ? '' : editable ? loaded.ApprovalName : '审批单详情'
  const footer = !loaded
    ? null
    : editable
      ? [
          // a returned process goes back to the flow or stays returned: it is no draft to keep
          !resubmitting && (
            <Button key="draft" onClick={() => save(false)} disabled={busy}>
              暂存
            </Button>
          ),
          <Button key="submit" type="primary" onClick={() => save(true)} loading={busy}>
            提交
          </Button>,
        ]
      : [
          <ActionFooter
            key="actions"
            api={api}
            processId={loaded.Id ?? ''}
            actions={loaded.Actions}
            started={approvalStarted(loaded.Approvers)}
            onDone={afterAction}
            onResubmit={resubmit}
            fileName={`${loaded.ApprovalName}_${loaded.ProjectNo}`}
          />,
        ]

  return (
    <Modal open width="82%" title={title} footer={footer} onCancel={() => props.onClose(changed.current)} destroyOnHidden className="approval-dialog">
      {!loaded ? (
        <Spin />
      ) : (
        // two columns from 992 px (antd's lg), as a 24-gutter Row of 15 + 9 would lay them out (./approval.css)
        <div className="approval-body">
          <div className="approval-main">
            {!editable && (
              <div className="approval-head">
                <Space align="center">
                  <AuditOutlined style={{ fontSize: 24, color: '#1677ff' }} />
                  <Typography.Text strong>{PRODUCT_NAME}</Typography.Text>
                  <Tag color={STATE_TAG[loaded.State] ?? 'processing'}>{loaded.StateName}</Tag>
                </Space>
                <Typography.Title level={5}>{loaded.Digest}</Typography.Title>
                <Typography.Text type="secondary">
                  {loaded.ProjectNo} · {loaded.DeptName} · {loaded.CreateTime}
                </Typography.Text>
                <Divider />
              </div>
            )}
            {loaded.BusinessForm.desTxt && <Typography.Paragraph type="secondary">{loaded.BusinessForm.desTxt}</Typography.Paragraph>}
            {/* the centre is no schema screen: the upload field borrowed from the preset finds the provider here */}
            <DataProviderContextProvider value={api.provider}>
              <FormFields items={loaded.BusinessForm.formItems} values={values} errors={errors} disabled={!editable} onChange={onChange} />
            </DataProviderContextProvider>
          </div>
          <div className="approval-side">
            <Typography.Title level={5}>审批流程</Typography.Title>
            {editable && !flow ? (
              <Typography.Text type="warning">请联系管理员配置流程</Typography.Text>
            ) : (
              <FlowPanel steps={editable ? (flow ?? []) : loaded.Approvers} editable={editable} width={width} api={api} onChoose={onChoose} />
            )}
            {loaded.State !== STATE.draft && (
              <>
                <Divider />
                <Typography.Title level={5}>评论</Typography.Title>
                <CommentList api={api} comments={loaded.ApproverComments} />
              </>
            )}
          </div>
        </div>
      )}
    </Modal>
  )
}
