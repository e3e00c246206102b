/**
 * The earlier entries of a step (spec 002 s.2.2: the flow shows every approver with state, time and
 * remark). A return re-arms the level it goes back to and the levels between, and a level reached
 * again starts afresh, so a step's rows hold each person's latest entry only: after a return and a
 * second approval the first agreement and the 退回 with its remark were gone from the flow panel and
 * the print. The audit trail (approval_events) keeps every action; what the rows no longer hold is
 * the step's history. Only the current submission counts: a resubmitted process is planned anew, and
 * the step numbers of the earlier plan name other steps.
 */
import { asc, eq } from 'drizzle-orm'
import { STATE, type StateCode } from '../../../common/approval'
import { approvalEvents } from '../../db/schema'
import type { Executor } from '../../db/types'
import type { ProcessModel, StepUser } from './engine'

/** One line of the audit trail as the history reads it. */
export interface TrailEntry {
  action: string
  by: string | null
  userName: string
  stepSort: number | null
  remark: string
  /** ISO time */
  at: string
}

/** The state an approver's action leaves on their entry (a revoke or a submit is no approver's entry). */
const ENTRY_STATE: Partial<Record<string, StateCode>> = { agree: STATE.agreed, refuse: STATE.returned, return: STATE.returned, forward: STATE.forwarded }

async function trailOf(db: Executor, processId: string): Promise<TrailEntry[]> {
  const rows = await db
    .select({ action: approvalEvents.action, by: approvalEvents.userId, userName: approvalEvents.userName, stepSort: approvalEvents.stepSort, remark: approvalEvents.remark, at: approvalEvents.creationTime })
    .from(approvalEvents)
    .where(eq(approvalEvents.processId, processId))
    .orderBy(asc(approvalEvents.creationTime))
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }))
}

/** Per step sort, the entries of the current submission its rows no longer hold, oldest first. */
export function earlierEntries(model: ProcessModel, trail: TrailEntry[]): Map<number, StepUser[]> {
  const out = new Map<number, StepUser[]>()
  for (const e of trail.slice(trail.findLastIndex((t) => t.action === 'submit') + 1)) {
    const state = ENTRY_STATE[e.action]
    const step = model.steps.find((s) => s.sort === e.stepSort)
    if (state === undefined || !step || !e.by) continue
    // the action that made a row's entry is shown by the row itself
    if (step.users.some((u) => u.userId === e.by && u.time === e.at)) continue
    out.set(step.sort, [...(out.get(step.sort) ?? []), { userId: e.by, userName: e.userName, state, time: e.at, remark: e.remark }])
  }
  return out
}

/** The history of each step of a stored process (see the top). */
export async function historyOf(db: Executor, processId: string, model: ProcessModel): Promise<Map<number, StepUser[]>> {
  return earlierEntries(model, await trailOf(db, processId))
}
