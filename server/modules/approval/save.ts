/**
 * approval-save (spec 002 s.7): a draft (Submit false, state -2) or a submit. A submit validates
 * the form against its stored definition, picks the flow, plans the steps through the engine,
 * numbers the process (SP<yyyymmdd>-NNNN, China day) and stores it with its audit line.
 *
 * A repeated submit (double click, two tabs, a retried request) creates one process: submits of
 * one initiator run one at a time (an advisory lock on the initiator), and a submit whose content
 * (type, values, chosen people) equals one the initiator made in the last minute, or equals the
 * draft's own submitted content, answers that process again.
 */
import { createHash } from 'node:crypto'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import { CONFIG_TYPE, STATE } from '../../../common/approval'
import type { BusinessForm } from '../../../common/approval-form'
import { checkBusinessData, fillable, joinArray, uploadUrls } from '../../../common/approval-validate'
import { fieldMessage, hasControl, rules } from '../../../common/rules'
import { todayInChina } from '../../../common/time'
import { approvalProcesses, departments, users } from '../../db/schema'
import type { Executor, Tx } from '../../db/types'
import { badRequest, fail, notFound } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { apply, draftProcess } from './engine'
import { claimFormFiles } from './form-files'
import { planOf, type Chosen, type Person } from './flows'
import { currentForm, formById } from './forms'
import { configFor, typeById } from './load'
import { noticesOf, sendNotices } from './notices'
import { canSee, loadProcess, nextProjectNo, recordTransition, writeSteps, type Loaded, type StepMeta } from './store'

export const SAVE_MESSAGES = {
  submitted: '提交成功',
  drafted: '暂存成功',
  noFlow: '请联系管理员配置流程',
  incomplete: '请补全审批人',
  noType: '审批类型不存在',
  noForm: '该审批类型尚未设置表单',
  badData: '表单内容格式不正确',
  onlyInitiator: '只有发起人可以编辑',
  notDraft: '只有草稿可以暂存',
  typeChanged: '审批类型不能更改',
} as const

/** Seconds within which an identical submit of the same initiator is taken as a repeat. */
const REPEAT_WINDOW_S = 60

export interface SaveInput {
  RelationId: string
  ApprovalProcess?: { Id?: string | null } | string | null
  BusinessDatas: Record<string, unknown> | string
  SelectApprovers?: { Sort: number; Users?: { UserId: string; UserName?: string }[] }[]
  Submit?: boolean
}

export interface Caller {
  id: string
  name: string
}

/** BusinessDatas arrives as an object or as its JSON text (text keeps line breaks of a textarea). */
function dataOf(raw: SaveInput['BusinessDatas']): Record<string, unknown> {
  if (typeof raw !== 'string') return raw
  try {
    const v = JSON.parse(raw)
    if (v && typeof v === 'object' && !Array.isArray(v)) return v
  } catch {
    // answered below
  }
  throw fail('BusinessDatas', SAVE_MESSAGES.badData)
}

/** Whether a text at any depth has a control character other than tab and line breaks. */
const controlInside = (v: unknown): boolean => (typeof v === 'string' ? hasControl(v, true) : Boolean(v) && typeof v === 'object' && Object.values(v as object).some(controlInside))

/** A draft keeps what was typed into the form's own fields, unchecked but for control characters (a draft may be unfinished). */
function draftValues(form: BusinessForm, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const item of fillable(form.formItems)) {
    if (!Object.hasOwn(data, item.name)) continue
    const v = data[item.name]
    if (controlInside(v)) throw fail(item.name, fieldMessage(item.label, rules.control))
    out[item.name] = item.type === 'details' ? (Array.isArray(v) ? v : []) : item.type === 'upload' ? uploadUrls(v).join(',') : joinArray(v)
  }
  return out
}

const processIdOf = (p: SaveInput['ApprovalProcess']) => (typeof p === 'string' ? p : (p?.Id ?? '')) || undefined

async function deptNameOf(db: Executor, userId: string): Promise<string> {
  const [row] = await db.select({ name: departments.name }).from(users).leftJoin(departments, eq(departments.id, users.departmentId)).where(eq(users.id, userId))
  return row?.name ?? ''
}

export async function saveApproval(tx: Tx, caller: Caller, b: SaveInput): Promise<{ message: string; data: { Id: string; ProjectNo: string; State: number } }> {
  const type = UUID.test(b.RelationId) ? await typeById(tx, b.RelationId) : undefined
  if (!type) throw fail('RelationId', SAVE_MESSAGES.noType)
  const data = dataOf(b.BusinessDatas)
  const chosenList = (b.SelectApprovers ?? []).map((s) => [s.Sort, (s.Users ?? []).map((u) => ({ UserId: u.UserId, UserName: u.UserName ?? '' }))] as [number, Person[]])
  const chosen: Chosen = new Map(chosenList)
  // one save at a time per initiator: a repeated submit then sees the first one's process
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${caller.id}))`)
  const id = processIdOf(b.ApprovalProcess)
  let loaded: Loaded | undefined
  if (id) {
    loaded = UUID.test(id) ? await loadProcess(tx, id, { lock: true }) : undefined
    if (!loaded || !(await canSee(tx, loaded.row, caller.id))) throw notFound()
    if (loaded.row.initiatorId !== caller.id) throw badRequest(SAVE_MESSAGES.onlyInitiator)
    if (loaded.row.typeId !== type.id) throw fail('RelationId', SAVE_MESSAGES.typeChanged)
  }
  const form = loaded ? await formById(tx, loaded.row.formId) : await currentForm(tx, type.id)
  if (!form) throw fail('RelationId', SAVE_MESSAGES.noForm)
  const now = new Date()

  if (!b.Submit) {
    if (loaded && loaded.row.state !== STATE.draft) throw badRequest(SAVE_MESSAGES.notDraft)
    // a draft's files are checked as a submit's: a draft never holds a reference to someone else's file
    const businessData = await claimFormFiles(tx, caller.id, fillable(form.definition.formItems), draftValues(form.definition, data))
    const values = { businessData, selectApprovers: Object.fromEntries(chosenList), updateTime: now }
    if (loaded) {
      await tx.update(approvalProcesses).set(values).where(eq(approvalProcesses.id, loaded.row.id))
      return { message: SAVE_MESSAGES.drafted, data: { Id: loaded.row.id, ProjectNo: '', State: STATE.draft } }
    }
    const [row] = await tx
      .insert(approvalProcesses)
      .values({ ...values, typeId: type.id, formId: form.id, state: STATE.draft, initiatorId: caller.id, initiatorName: caller.name, digest: `${caller.name}的${type.name}` })
      .returning({ id: approvalProcesses.id })
    await writeSteps(tx, row.id, draftProcess({ userId: caller.id, userName: caller.name }), new Map())
    return { message: SAVE_MESSAGES.drafted, data: { Id: row.id, ProjectNo: '', State: STATE.draft } }
  }

  const checked = checkBusinessData(form.definition, data)
  if (!checked.ok) throw badRequest(checked.message, checked.errors)
  const verdict = { ...checked, value: await claimFormFiles(tx, caller.id, fillable(form.definition.formItems), checked.value) }
  const fingerprint = createHash('sha256').update(JSON.stringify([type.id, verdict.value, chosenList])).digest('hex')
  const running = [STATE.pending, STATE.inApproval, STATE.agreed]
  if (loaded && running.includes(loaded.row.state as never) && loaded.row.fingerprint === fingerprint) {
    return { message: SAVE_MESSAGES.submitted, data: { Id: loaded.row.id, ProjectNo: loaded.row.projectNo ?? '', State: loaded.row.state } }
  }
  if (!loaded) {
    const [repeat] = await tx
      .select({ id: approvalProcesses.id, projectNo: approvalProcesses.projectNo, state: approvalProcesses.state })
      .from(approvalProcesses)
      .where(
        and(
          eq(approvalProcesses.initiatorId, caller.id),
          eq(approvalProcesses.fingerprint, fingerprint),
          inArray(approvalProcesses.state, running),
          gt(approvalProcesses.submitTime, new Date(now.getTime() - REPEAT_WINDOW_S * 1000)),
        ),
      )
      .limit(1)
    if (repeat) return { message: SAVE_MESSAGES.submitted, data: { Id: repeat.id, ProjectNo: repeat.projectNo ?? '', State: repeat.state } }
  }

  const cfg = await configFor(tx, type.id, form.definition, verdict.value, caller.id, chosen)
  if (!cfg.flow) throw badRequest(SAVE_MESSAGES.noFlow)
  if (cfg.steps.some((s) => s.config.ConfigType === CONFIG_TYPE.chosen && s.config.ApproverType === 1 && !s.people.length)) throw badRequest(SAVE_MESSAGES.incomplete)
  const model = loaded?.model ?? draftProcess({ userId: caller.id, userName: caller.name })
  const out = apply(model, { type: 'submit', by: caller.id, steps: planOf(cfg.steps) }, now.toISOString())
  if (!out.ok) throw badRequest(out.message)
  const meta = new Map<number, StepMeta>(cfg.steps.map((s, i) => [i + 1, { configType: s.config.ConfigType, configCount: s.config.ConfigCount ?? 0 }]))
  const values = {
    state: out.process.state,
    businessData: verdict.value,
    selectApprovers: Object.fromEntries(chosenList),
    fingerprint,
    projectNo: loaded?.row.projectNo ?? (await nextProjectNo(tx, todayInChina(now))),
    deptName: await deptNameOf(tx, caller.id),
    digest: `${caller.name}的${type.name}`,
    submitTime: now,
    endTime: out.process.state === STATE.agreed ? now : null,
    updateTime: now,
  }
  let processId = loaded?.row.id
  if (processId) await tx.update(approvalProcesses).set(values).where(eq(approvalProcesses.id, processId))
  else [{ id: processId }] = await tx.insert(approvalProcesses).values({ ...values, typeId: type.id, formId: form.id, initiatorId: caller.id, initiatorName: caller.name }).returning({ id: approvalProcesses.id })
  await writeSteps(tx, processId!, out.process, meta)
  await recordTransition(tx, processId!, out.transition, caller.name, { flowId: cfg.flow.id })
  await sendNotices(tx, noticesOf(model, out.process, out.transition), { processId: processId!, relationId: type.id, digest: values.digest, projectNo: values.projectNo, byId: caller.id, byName: caller.name, remark: '' })
  return { message: SAVE_MESSAGES.submitted, data: { Id: processId!, ProjectNo: values.projectNo, State: out.process.state } }
}
