/**
 * What the approval designer (./admin-designer.ts) reads and checks: a type's current form and its
 * flows as the designer edits them, with their concurrency stamps, and the check of a flows save
 * (every condition reads a field of the current form, every step can find its people), whose
 * refusals name the flow and the step.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { CONFIG_TYPE, MODE, type StepMode } from '../../../common/approval'
import type { ApproverConfig, BusinessForm, FlowCondition } from '../../../common/approval-form'
import { roles, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { fail } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { flowsOf, type Flow } from './flows'
import { currentForm } from './forms'
import type { FlowInput } from './designer-bodies'

export const DESIGNER_MESSAGES = {
  formSaved: '保存成功，新发起的审批单使用新版本表单',
  flowsSaved: '保存成功',
  flowDeleted: '删除成功',
  noForm: '请先设置表单',
  flowName: '请输入流程名称',
  noSteps: '请至少设置一个审批步骤',
  stepName: '请输入步骤名称',
  conditionField: (f: string) => `条件字段${f}不是表单中的字段`,
  conditionValue: '请输入条件的值',
  conditionNumber: '大于、小于类的条件的值须为数字',
  badOp: (op: string) => `不支持的比较方式${op}`,
  badMode: '审批方式只能是依次审批、或批或会签',
  badConfigType: '请选择审批人设置方式',
  noUsers: '请选择审批人',
  userMissing: '所选人员不存在或已停用',
  noRole: '请选择角色',
  roleMissing: '所选角色不存在',
  badCount: '可选人数须为1-50',
  shadowed: (name: string) => `流程${name}没有条件，会覆盖其后的流程，请把它放到最后`,
} as const

const OPS: readonly FlowCondition['Op'][] = ['>', '>=', '<', '<=', '=', '!=']
const MODES: readonly StepMode[] = [MODE.sequential, MODE.anyOne, MODE.all]
const CONFIG_TYPES: readonly number[] = Object.values(CONFIG_TYPE)
const MAX_CHOSEN = 50

/**
 * The stamp of a type with no form (no flows) yet: a first save names it like any other, so a save
 * without a stamp is always refused (400) and the route table lists these updates as stamped.
 */
export const NOTHING_YET = 'none'

export const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/** The fields a condition may read: the form's own top-level values (not a detail table's). */
export const conditionFields = (form: BusinessForm) => form.formItems.filter((i) => i.type !== 'details')

/** Step i of flow f, as a message names it ("流程 超过3天 第2步 财务审批"). */
const where = (flow: string, step?: { i: number; name: string }) => `流程${flow}${step ? `第${step.i}步${step.name ? ` ${step.name}` : ''}` : ''}：`

/** Each flow as stored, or the first problem (a message naming the flow and the step). */
export async function checkFlows(db: Executor, form: BusinessForm, input: FlowInput[]): Promise<Omit<Flow, 'id'>[]> {
  const fields = new Map(conditionFields(form).map((i) => [i.name, i]))
  const ids = [...new Set(input.flatMap((f) => (f.Steps ?? []).flatMap((s) => (s.ConfigType === CONFIG_TYPE.users ? (s.UserIds ?? []) : []))))].filter((id) => UUID.test(id))
  const people = ids.length ? await db.select({ id: users.id, realName: users.realName, userName: users.userName }).from(users).where(and(inArray(users.id, ids), eq(users.isActive, true))) : []
  const personById = new Map(people.map((p) => [p.id, { UserId: p.id, UserName: p.realName || p.userName }]))
  const roleIds = [...new Set(input.flatMap((f) => (f.Steps ?? []).map((s) => trimmed(s.RoleId))))].filter((id) => UUID.test(id))
  const knownRoles = new Set(roleIds.length ? (await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds))).map((r) => r.id) : [])

  const out: Omit<Flow, 'id'>[] = []
  for (const [fi, f] of input.entries()) {
    const name = trimmed(f.Name)
    if (!name) throw fail(`Flows[${fi}].Name`, DESIGNER_MESSAGES.flowName)
    const conditions: FlowCondition[] = []
    for (const c of f.Conditions ?? []) {
      const field = trimmed(c.Field)
      const op = trimmed(c.Op) as FlowCondition['Op']
      const raw = typeof c.Value === 'number' ? String(c.Value) : trimmed(c.Value)
      if (!fields.has(field)) throw fail(`Flows[${fi}].Conditions`, where(name) + DESIGNER_MESSAGES.conditionField(field))
      if (!OPS.includes(op)) throw fail(`Flows[${fi}].Conditions`, where(name) + DESIGNER_MESSAGES.badOp(op))
      if (!raw) throw fail(`Flows[${fi}].Conditions`, where(name) + DESIGNER_MESSAGES.conditionValue)
      const numeric = raw !== '' && Number.isFinite(Number(raw))
      if (op !== '=' && op !== '!=' && !numeric) throw fail(`Flows[${fi}].Conditions`, where(name) + DESIGNER_MESSAGES.conditionNumber)
      conditions.push({ Field: field, Op: op, Value: numeric ? Number(raw) : raw })
    }
    const steps: ApproverConfig[] = []
    for (const [si, s] of (f.Steps ?? []).entries()) {
      const stepName = trimmed(s.Name)
      const at = where(name, { i: si + 1, name: stepName })
      const field = `Flows[${fi}].Steps`
      if (!stepName) throw fail(field, at + DESIGNER_MESSAGES.stepName)
      const mode = trimmed(s.Mode) as StepMode
      if (!MODES.includes(mode)) throw fail(field, at + DESIGNER_MESSAGES.badMode)
      if (s.ConfigType === null || s.ConfigType === undefined || !CONFIG_TYPES.includes(s.ConfigType)) throw fail(field, at + DESIGNER_MESSAGES.badConfigType)
      const step: ApproverConfig = { Name: stepName, Mode: mode, ApproverType: s.ApproverType === 2 ? 2 : 1, ConfigType: s.ConfigType }
      if (s.ConfigType === CONFIG_TYPE.users) {
        const chosen = [...new Set(s.UserIds ?? [])]
        if (!chosen.length) throw fail(field, at + DESIGNER_MESSAGES.noUsers)
        if (chosen.some((id) => !personById.has(id))) throw fail(field, at + DESIGNER_MESSAGES.userMissing)
        step.Users = chosen.map((id) => personById.get(id)!)
      }
      if (s.ConfigType === CONFIG_TYPE.role) {
        const role = trimmed(s.RoleId)
        if (!role) throw fail(field, at + DESIGNER_MESSAGES.noRole)
        if (!knownRoles.has(role)) throw fail(field, at + DESIGNER_MESSAGES.roleMissing)
        step.RoleId = role
      }
      if (s.ConfigType === CONFIG_TYPE.chosen) {
        if (!Number.isInteger(s.ConfigCount) || s.ConfigCount! < 1 || s.ConfigCount! > MAX_CHOSEN) throw fail(field, at + DESIGNER_MESSAGES.badCount)
        step.ConfigCount = s.ConfigCount!
      }
      steps.push(step)
    }
    if (!steps.some((s) => s.ApproverType === 1)) throw fail(`Flows[${fi}].Steps`, where(name) + DESIGNER_MESSAGES.noSteps)
    out.push({ name, conditions, steps })
  }
  // a flow without conditions always applies: any flow after it could never be chosen
  const open = out.findIndex((f) => !f.conditions.length)
  if (open >= 0 && open < out.length - 1) throw fail(`Flows[${open}].Conditions`, DESIGNER_MESSAGES.shadowed(out[open].name))
  return out
}

/** A stored flow as the designer edits it: a users step's people as ids plus their names. */
function flowDto(f: Flow) {
  return {
    Id: f.id,
    Name: f.name,
    // the designer edits a value as text; a save turns a number back into one
    Conditions: f.conditions.map((c) => ({ ...c, Value: String(c.Value) })),
    Steps: f.steps.map((s) => ({
      Name: s.Name,
      Mode: s.Mode,
      ApproverType: s.ApproverType,
      ConfigType: s.ConfigType,
      UserIds: (s.Users ?? []).map((u) => u.UserId),
      UserNames: (s.Users ?? []).map((u) => u.UserName),
      RoleId: s.RoleId ?? null,
      ConfigCount: s.ConfigCount ?? null,
    })),
  }
}

export async function formDto(db: Executor, type: { id: string; name: string }) {
  const form = await currentForm(db, type.id)
  const def = form?.definition
  return {
    Id: type.id,
    Name: type.name,
    Version: form?.version ?? 0,
    Title: def?.title ?? type.name,
    DesTxt: def?.desTxt ?? '',
    Operation: def?.operation ?? '',
    FormItems: def?.formItems ?? [],
    // the version a save edits: a save over another administrator's newer version is a 409
    ConcurrencyStamp: form?.id ?? NOTHING_YET,
  }
}

/** The stamp of a type's flows as they stand: a save replaces every row, so their ids name the set. */
export const flowsStamp = (flows: Flow[]) => (flows.length ? flows.map((f) => f.id).join(',') : NOTHING_YET)

export async function flowsDto(db: Executor, type: { id: string; name: string }) {
  const form = await currentForm(db, type.id)
  const flows = await flowsOf(db, type.id)
  const fields = form ? conditionFields(form.definition) : []
  return {
    Id: type.id,
    Name: type.name,
    Fields: fields.map((i) => ({ Name: i.name, Label: i.label })),
    Flows: flows.map(flowDto),
    // a save over flows another administrator changed meanwhile is a 409
    ConcurrencyStamp: flowsStamp(flows),
  }
}
