/**
 * Processes in the database <-> the engine's ProcessModel: loading a process with its steps and
 * users, writing back what the engine returned, the audit trail, ProjectNo serials and who may see
 * a process.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { STATE, type StateCode, type StepMode } from '../../../common/approval'
import { approvalEvents, approvalProcesses, approvalSerials, approvalShares, approvalSteps, approvalStepUsers } from '../../db/schema'
import type { Executor } from '../../db/types'
import type { ProcessModel, Step, StepKind, Transition } from './engine'

export type ProcessRow = typeof approvalProcesses.$inferSelect

/** ConfigType and ConfigCount of a stored step (the flow panel shows 添加 for initiator-chosen steps). */
export interface StepMeta {
  configType: number
  configCount: number
}

export interface Loaded {
  row: ProcessRow
  model: ProcessModel
  meta: Map<number, StepMeta>
}

export async function loadProcess(db: Executor, id: string, opts: { lock?: boolean } = {}): Promise<Loaded | undefined> {
  const q = db.select().from(approvalProcesses).where(eq(approvalProcesses.id, id))
  const [row] = opts.lock ? await q.for('update') : await q
  if (!row) return undefined
  const steps = await db.select().from(approvalSteps).where(eq(approvalSteps.processId, id)).orderBy(asc(approvalSteps.sort))
  const people = await db.select().from(approvalStepUsers).where(eq(approvalStepUsers.processId, id)).orderBy(asc(approvalStepUsers.stepSort), asc(approvalStepUsers.sort))
  const model: ProcessModel = {
    state: row.state as StateCode,
    initiatorId: row.initiatorId,
    steps: steps.map(
      (s): Step => ({
        sort: s.sort,
        name: s.name,
        kind: s.kind as StepKind,
        mode: s.mode as StepMode,
        state: s.state as StateCode,
        users: people
          .filter((p) => p.stepSort === s.sort)
          .map((p) => ({ userId: p.userId, userName: p.userName, state: p.state as StateCode, time: p.actionTime?.toISOString() ?? null, remark: p.remark })),
      }),
    ),
  }
  return { row, model, meta: new Map(steps.map((s) => [s.sort, { configType: s.configType, configCount: s.configCount }])) }
}

/** Replaces a process's steps and users with the model's (a handful of rows per process). */
export async function writeSteps(tx: Executor, processId: string, model: ProcessModel, meta: Map<number, StepMeta>): Promise<void> {
  await tx.delete(approvalSteps).where(eq(approvalSteps.processId, processId))
  await tx.delete(approvalStepUsers).where(eq(approvalStepUsers.processId, processId))
  if (!model.steps.length) return
  await tx.insert(approvalSteps).values(
    model.steps.map((s) => ({ processId, sort: s.sort, name: s.name, kind: s.kind, mode: s.mode, state: s.state, configType: meta.get(s.sort)?.configType ?? 1, configCount: meta.get(s.sort)?.configCount ?? 0 })),
  )
  const rows = model.steps.flatMap((s) =>
    s.users.map((u, i) => ({ processId, stepSort: s.sort, sort: i, kind: s.kind, userId: u.userId, userName: u.userName, state: u.state, actionTime: u.time ? new Date(u.time) : null, remark: u.remark })),
  )
  if (rows.length) await tx.insert(approvalStepUsers).values(rows)
}

export async function recordTransition(tx: Executor, processId: string, t: Transition, userName: string, detail?: Record<string, unknown>): Promise<void> {
  await tx.insert(approvalEvents).values({ processId, action: t.action, userId: t.by, userName, fromState: t.from, toState: t.to, stepSort: t.stepSort, remark: t.remark, detail: detail ?? null, creationTime: new Date(t.at) })
}

/** SP<yyyymmdd>-NNNN: the next serial of the China day `day` ('YYYY-MM-DD'); atomic under concurrency. */
export async function nextProjectNo(tx: Executor, day: string): Promise<string> {
  const key = day.replace(/-/g, '')
  const [row] = await tx
    .insert(approvalSerials)
    .values({ day: key, last: 1 })
    .onConflictDoUpdate({ target: approvalSerials.day, set: { last: sql`${approvalSerials.last} + 1` } })
    .returning({ last: approvalSerials.last })
  return `SP${key}-${String(row.last).padStart(4, '0')}`
}

/**
 * Who may open a process: its initiator, anyone named in its flow, anyone it was shared with.
 * A draft only its initiator (a draft has no flow yet); a deleted process nobody.
 */
export async function canSee(db: Executor, row: ProcessRow, userId: string): Promise<boolean> {
  if (row.state === STATE.deleted) return false
  if (row.initiatorId === userId) return true
  if (row.state === STATE.draft) return false
  const [named] = await db
    .select({ one: sql`1` })
    .from(approvalStepUsers)
    .where(and(eq(approvalStepUsers.processId, row.id), eq(approvalStepUsers.userId, userId)))
    .limit(1)
  if (named) return true
  const [shared] = await db
    .select({ one: sql`1` })
    .from(approvalShares)
    .where(and(eq(approvalShares.processId, row.id), eq(approvalShares.userId, userId)))
    .limit(1)
  return Boolean(shared)
}
