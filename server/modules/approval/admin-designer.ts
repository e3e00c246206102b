/**
 * Administration of a type's form definition and flows (issue 14, menu 审批类型: 表单设计 and
 * 流程设置). A form save goes through saveFormVersion, the engine's own check (common/
 * approval-definition.ts), and adds a version: running processes keep the version they were filled
 * with. A flows save replaces the type's flows in the given order (the first whose conditions hold
 * applies); every condition must read a field of the current form and every step must be able to
 * find its people, else the save is refused with a message naming the flow and the step.
 */
import type { FastifyInstance } from 'fastify'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { CONFIG_TYPE, MODE, type StepMode } from '../../../common/approval'
import { cleanFormItem, type FormItemInput } from '../../../common/approval-definition'
import type { ApproverConfig, BusinessForm, FlowCondition } from '../../../common/approval-form'
import type { AppContext } from '../../context'
import { approvalFlows, approvalTypes, roles, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { ApiError, conflict, fail, notFound, ok } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { idParams, type IdParams } from '../../http/params'
import { requireStamp } from '../../http/stamp'
import { flowsOf, type Flow } from './flows'
import { currentForm, saveFormVersion } from './forms'
import { ADMIN } from './admin-types'

const tags = ['approval-admin']
const VIEW = { permission: 'OA.ApprovalType' }
const FORM = { permission: 'OA.ApprovalType.Form' }
const FLOW = { permission: 'OA.ApprovalType.Flow' }

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

// The JSON shapes only; what the values mean is judged by definitionProblem and checkFlows below.
const optional = (max: number) => ({ type: ['string', 'null'], maxLength: max })
const flag = { type: ['boolean', 'null'] }
const itemSchema = (inner?: object) => ({
  type: 'object',
  required: ['name', 'type'],
  properties: {
    name: { type: 'string', maxLength: 50 },
    label: optional(50),
    type: { type: 'string', maxLength: 20 },
    required: flag,
    placeholder: optional(100),
    options: { type: ['array', 'null'], maxItems: 100, items: { type: 'object', properties: { label: optional(50), value: optional(50) } } },
    formVisible: flag,
    expression: optional(500),
    after: optional(50),
    precision: { enum: [0, 2, null] },
    moneyWords: flag,
    ...(inner ? { details: { type: ['array', 'null'], maxItems: 50, items: inner } } : {}),
  },
})
/**
 * The stamp of a type with no form (no flows) yet: a first save names it like any other, so a save
 * without a stamp is always refused (400) and the route table lists these updates as stamped.
 */
const NOTHING_YET = 'none'
// the route table reads x-body: both saves are stamped updates (tests/api/stamps.test.ts)
const STAMPED = { 'x-body': { stamped: true } }

const formBody = {
  ...STAMPED,
  type: 'object',
  required: ['Title', 'FormItems'],
  properties: {
    Title: { type: 'string', maxLength: 50 },
    DesTxt: optional(500),
    Operation: optional(500),
    FormItems: { type: 'array', maxItems: 100, items: itemSchema(itemSchema()) },
    ConcurrencyStamp: optional(100),
  },
}
const stepSchema = {
  type: 'object',
  properties: {
    Name: optional(50),
    Mode: optional(2),
    ApproverType: { enum: [1, 2] },
    ConfigType: { type: ['integer', 'null'] },
    UserIds: { type: ['array', 'null'], maxItems: 100, items: { type: 'string', maxLength: 40 } },
    RoleId: optional(40),
    ConfigCount: { type: ['integer', 'null'] },
  },
}
const flowsBody = {
  ...STAMPED,
  type: 'object',
  required: ['Flows'],
  properties: {
    ConcurrencyStamp: { type: ['string', 'null'], maxLength: 2000 },
    Flows: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        properties: {
          Name: optional(50),
          Conditions: {
            type: ['array', 'null'],
            maxItems: 20,
            items: { type: 'object', properties: { Field: optional(50), Op: optional(2), Value: { type: ['string', 'number', 'null'], maxLength: 50 } } },
          },
          Steps: { type: ['array', 'null'], maxItems: 30, items: stepSchema },
        },
      },
    },
  },
}

interface FormInput {
  Title: string
  DesTxt?: string | null
  Operation?: string | null
  FormItems: FormItemInput[]
  ConcurrencyStamp?: string | null
}
interface StepInput {
  Name?: string | null
  Mode?: string | null
  ApproverType?: 1 | 2
  ConfigType?: number | null
  UserIds?: string[] | null
  RoleId?: string | null
  ConfigCount?: number | null
}
interface FlowInput {
  Name?: string | null
  Conditions?: { Field?: string | null; Op?: string | null; Value?: string | number | null }[] | null
  Steps?: StepInput[] | null
}

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/** The fields a condition may read: the form's own top-level values (not a detail table's). */
const conditionFields = (form: BusinessForm) => form.formItems.filter((i) => i.type !== 'details')

const uuidOr404 = (id: string) => {
  if (!UUID.test(id)) throw notFound()
  return id
}

async function typeOr404(db: Executor, id: string) {
  const [t] = await db.select({ id: approvalTypes.id, name: approvalTypes.name }).from(approvalTypes).where(eq(approvalTypes.id, uuidOr404(id)))
  if (!t) throw notFound()
  return t
}

/** Step i of flow f, as a message names it ("流程 超过3天 第2步 财务审批"). */
const where = (flow: string, step?: { i: number; name: string }) => `流程${flow}${step ? `第${step.i}步${step.name ? ` ${step.name}` : ''}` : ''}：`

/** Each flow as stored, or the first problem (a message naming the flow and the step). */
async function checkFlows(db: Executor, form: BusinessForm, input: FlowInput[]): Promise<Omit<Flow, 'id'>[]> {
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

async function formDto(db: Executor, type: { id: string; name: string }) {
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
const flowsStamp = (flows: Flow[]) => (flows.length ? flows.map((f) => f.id).join(',') : NOTHING_YET)

async function flowsDto(db: Executor, type: { id: string; name: string }) {
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

export function approvalDesignerRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    const db = ctx.db
    const typeId = idParams('id', '审批类型编号')

    app.get<IdParams>(`${ADMIN}/types/:id/form`, { config: VIEW, schema: { tags, summary: '审批类型的当前表单（最新版本）', params: typeId } }, async (request) =>
      ok(await formDto(db, await typeOr404(db, request.params.id))),
    )

    app.put<IdParams & { Body: FormInput }>(
      `${ADMIN}/types/:id/form`,
      { config: FORM, schema: { tags, summary: '保存表单：校验同审批引擎，保存为新版本，进行中的审批单仍用旧版本', params: typeId, body: formBody } },
      async (request) => {
        const type = await typeOr404(db, request.params.id)
        const b = request.body
        const definition: BusinessForm = { title: b.Title.trim(), desTxt: trimmed(b.DesTxt), operation: trimmed(b.Operation), formItems: b.FormItems.map((i) => cleanFormItem(i)) }
        await db.transaction(async (tx) => {
          // one save at a time per type, so the stamp compared is the version the new one follows
          await tx.select({ id: approvalTypes.id }).from(approvalTypes).where(eq(approvalTypes.id, type.id)).for('update')
          const current = await currentForm(tx, type.id)
          // a screen that does not edit the operation text keeps the current one
          if (b.Operation === undefined) definition.operation = current?.definition.operation ?? ''
          // the definition's own refusal first; a refused stamp rolls the new version back
          await saveFormVersion(tx, type.id, definition)
          if (requireStamp(b.ConcurrencyStamp) !== (current?.id ?? NOTHING_YET)) throw conflict()
        })
        return { ...ok(await formDto(db, type)), Message: DESIGNER_MESSAGES.formSaved }
      },
    )

    app.get<IdParams>(`${ADMIN}/types/:id/flows`, { config: VIEW, schema: { tags, summary: '审批类型的流程（按顺序，第一个条件全部满足的生效）', params: typeId } }, async (request) =>
      ok(await flowsDto(db, await typeOr404(db, request.params.id))),
    )

    app.get<IdParams>(`${ADMIN}/types/:id/condition-fields`, { config: VIEW, schema: { tags, summary: '条件可用的表单字段（Name, Label）', params: typeId } }, async (request) => {
      const form = await currentForm(db, (await typeOr404(db, request.params.id)).id)
      return ok(form ? conditionFields(form.definition).map((i) => ({ Name: i.name, Label: `${i.label}（${i.name}）` })) : [])
    })

    app.put<IdParams & { Body: { Flows: FlowInput[]; ConcurrencyStamp?: string | null } }>(
      `${ADMIN}/types/:id/flows`,
      { config: FLOW, schema: { tags, summary: '保存流程（按给出的顺序替换该类型的全部流程）', params: typeId, body: flowsBody } },
      async (request) => {
        const type = await typeOr404(db, request.params.id)
        await db.transaction(async (tx) => {
          await tx.select({ id: approvalTypes.id }).from(approvalTypes).where(eq(approvalTypes.id, type.id)).for('update')
          const form = await currentForm(tx, type.id)
          if (!form) throw new ApiError(400, DESIGNER_MESSAGES.noForm)
          const flows = await checkFlows(tx, form.definition, request.body.Flows)
          if (requireStamp(request.body.ConcurrencyStamp) !== flowsStamp(await flowsOf(tx, type.id))) throw conflict()
          // running processes hold their planned steps: replacing the configuration touches none of them
          await tx.delete(approvalFlows).where(eq(approvalFlows.typeId, type.id))
          if (flows.length) await tx.insert(approvalFlows).values(flows.map((f, i) => ({ typeId: type.id, name: f.name, sort: i + 1, conditions: f.conditions, steps: f.steps })))
        })
        return { ...ok(await flowsDto(db, type)), Message: DESIGNER_MESSAGES.flowsSaved }
      },
    )

    app.delete<{ Params: { id: string; flowId: string } }>(
      `${ADMIN}/types/:id/flows/:flowId`,
      {
        config: FLOW,
        schema: { tags, summary: '删除一个流程', params: { type: 'object', required: ['id', 'flowId'], properties: { id: { type: 'string', maxLength: 40 }, flowId: { type: 'string', maxLength: 40 } } } },
      },
      async (request) => {
        const type = await typeOr404(db, request.params.id)
        const gone = await db
          .delete(approvalFlows)
          .where(and(eq(approvalFlows.typeId, type.id), eq(approvalFlows.id, uuidOr404(request.params.flowId))))
          .returning({ id: approvalFlows.id })
        if (!gone.length) throw notFound()
        return { ...ok(null), Message: DESIGNER_MESSAGES.flowDeleted }
      },
    )

    app.get(`${ADMIN}/role-options`, { config: VIEW, schema: { tags, summary: '角色选项（Id, Name），供按角色审批的步骤选择' } }, async () =>
      ok(await db.select({ Id: roles.id, Name: roles.name }).from(roles).orderBy(asc(roles.name))),
    )
  }
}
