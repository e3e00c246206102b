/**
 * The answers about one process or one type: the Load response of spec 002 s.3 (form, data, the
 * flow grouped by step, comments, the viewer's actions) and the flow of get-config-by-condition.
 */
import { and, asc, eq } from 'drizzle-orm'
import { ACTION_NAMES, APPROVER_TYPE, type ActionType, CONFIG_TYPE, MODE_NAMES, STATE, STATE_NAMES, type StateCode, type StepMode } from '../../../common/approval'
import type { BusinessForm } from '../../../common/approval-form'
import { compute, fillable } from '../../../common/approval-validate'
import { chinaDateTime } from '../../../common/time'
import { approvalComments, approvalTypes } from '../../db/schema'
import { fail } from '../../http/envelope'
import { currentForm } from './forms'
import type { Executor } from '../../db/types'
import { offeredActions, type ProcessModel, type StepUser } from './engine'
import { conditionColumns, flowsOf, matchFlow, resolveFlow, type Chosen, type Flow, type ResolvedStep } from './flows'
import type { StepMeta } from './store'

export type TypeRow = typeof approvalTypes.$inferSelect

export async function typeById(db: Executor, id: string): Promise<TypeRow | undefined> {
  const [row] = await db.select().from(approvalTypes).where(and(eq(approvalTypes.id, id), eq(approvalTypes.isEnabled, true)))
  return row
}

/** Form values with the computed fields filled, for matching flow conditions such as Days > 3. */
export const valuesForFlow = (form: BusinessForm, data: Record<string, unknown>) => compute(fillable(form.formItems), data)

/** The flow as get-config-by-condition answers it: steps with the people they resolve to for this initiator. */
export function flowAnswer(flow: Flow, steps: ResolvedStep[]) {
  return {
    Id: flow.id,
    Name: flow.name,
    ApproverConfigs: steps.map((s) => ({
      Sort: s.sort,
      Name: s.config.Name,
      Mode: s.config.Mode,
      ModeName: MODE_NAMES[s.config.Mode] ?? MODE_NAMES['1'],
      ApproverType: s.config.ApproverType,
      ConfigType: s.config.ConfigType,
      ConfigCount: s.config.ConfigCount ?? 0,
      Users: s.people.map((p) => ({ ...p, CanDelete: s.config.ConfigType === CONFIG_TYPE.chosen })),
    })),
  }
}

/** The flow that applies to these values for this initiator, or null (请联系管理员配置流程). */
export async function configFor(db: Executor, typeId: string, form: BusinessForm, data: Record<string, unknown>, initiatorId: string, chosen: Chosen) {
  const flows = await flowsOf(db, typeId)
  const flow = matchFlow(flows, valuesForFlow(form, data))
  if (!flow) return { flows, flow: undefined, steps: [] as ResolvedStep[], answer: null }
  const steps = await resolveFlow(db, flow, initiatorId, chosen)
  return { flows, flow, steps, answer: flowAnswer(flow, steps) }
}

const entryOf = (u: StepUser) => ({ UserId: u.userId, UserName: u.userName, State: u.state, StateName: STATE_NAMES[u.state], ApprovalTime: chinaDateTime(u.time), Remark: u.remark })

/**
 * The stored flow of a process, grouped by step (the initiator first), as the flow panel shows it:
 * each person's latest entry in Users, the step's earlier entries (./history.ts) in History.
 */
export function approversOf(model: ProcessModel, meta: Map<number, StepMeta>, earlier: Map<number, StepUser[]>) {
  return model.steps.map((s) => ({
    Sort: s.sort,
    Name: s.name,
    ApproverType: s.kind === 'cc' ? APPROVER_TYPE.carbonCopy : APPROVER_TYPE.approver,
    IsInitiator: s.kind === 'initiator',
    Mode: s.mode,
    ModeName: MODE_NAMES[s.mode as StepMode] ?? MODE_NAMES['1'],
    ConfigType: meta.get(s.sort)?.configType ?? CONFIG_TYPE.users,
    ConfigCount: meta.get(s.sort)?.configCount ?? 0,
    State: s.state,
    Users: s.users.map(entryOf),
    History: (earlier.get(s.sort) ?? []).map(entryOf),
  }))
}

export async function commentsOf(db: Executor, processId: string) {
  const rows = await db.select().from(approvalComments).where(eq(approvalComments.processId, processId)).orderBy(asc(approvalComments.creationTime))
  return rows.map((c) => ({ Id: c.id, UserId: c.userId, UserName: c.userName, CreateTime: chinaDateTime(c.creationTime), CommentContent: c.content, AttachUrls: c.attachUrls, AttachNames: c.attachNames }))
}

/**
 * The call behind each footer action (spec 002 s.7: "comment actions post to a URL supplied by the
 * action"); revoke and print append the process id. Resubmit saves again (approval-save).
 */
const ACTION_URLS: Record<ActionType, string> = {
  1: '/api/app/approval/approval-comment',
  2: '/api/app/approval/approval-transpond',
  3: '/api/app/approval/approval-cancel/',
  4: '/api/app/approval/approval-reject',
  5: '/api/app/approval/approval-reject',
  6: '/api/app/approval/approval-pass',
  7: '/api/app/approval/approval-print/',
  8: '/api/app/approval/approval-save',
  9: '/api/app/approval/approval-share',
  10: '/api/app/approval/approval-load',
}

export function actionsFor(model: ProcessModel, viewerId: string) {
  return offeredActions(model, viewerId).map((t) => ({ TypeId: t, Name: ACTION_NAMES[t], Url: ACTION_URLS[t] }))
}

/**
 * The Load answer of a new form of `type` (Id null, state -2, editable), filled with `data`, with
 * the flow those values choose for this initiator.
 */
export async function newForm(db: Executor, type: TypeRow, userId: string, data: Record<string, unknown>) {
  const form = await currentForm(db, type.id)
  if (!form) throw fail('relationId', '该审批类型尚未设置表单')
  const cfg = await configFor(db, type.id, form.definition, data, userId, new Map())
  return {
    Id: null,
    RelationId: type.id,
    ApprovalName: type.name,
    Color: type.color,
    Icon: type.icon,
    State: STATE.draft,
    StateName: stateName(STATE.draft),
    Digest: '',
    ProjectNo: '',
    DeptName: '',
    FormVersion: form.version,
    BusinessForm: form.definition,
    BusinessData: data,
    SelectApprovers: {},
    Approvers: [],
    ConditionConfigs: cfg.answer ? [cfg.answer] : [],
    ConditionColumns: conditionColumns(cfg.flows),
    ApproverComments: [],
    Actions: [],
    Editable: true,
  }
}

export const stateName = (s: number) => STATE_NAMES[s as StateCode] ?? STATE_NAMES[STATE.inApproval]

/** The columns any flow of a type reads, for the browser to ask again when one changes. */
export { conditionColumns }
