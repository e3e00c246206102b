/**
 * Which flow applies to a filled form, and who its steps are for this initiator.
 * A type has flows ordered by sort; the first whose conditions all hold applies (a flow without
 * conditions is the default). Steps name their people by ConfigType: named users, a role's
 * members, the initiator's department leader, the leader above that one, or people the initiator
 * chooses (SelectApprovers, at most ConfigCount).
 *
 * Decision (not in the spec): a leader step finds the nearest department leader above the
 * initiator (the initiator's own department's leader, unless that is the initiator); a leader step
 * that finds nobody (the top of the organisation) is left out rather than blocking the submit.
 * Only an initiator-chosen step without people refuses the submit (请补全审批人).
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { CONFIG_TYPE, MODE, type StepMode } from '../../../common/approval'
import type { ApproverConfig, FlowCondition } from '../../../common/approval-form'
import { approvalFlows, departments, userRoles, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { UUID } from '../../http/db-errors'
import type { PlannedStep } from './engine'

export interface Flow {
  id: string
  name: string
  conditions: FlowCondition[]
  steps: ApproverConfig[]
}

export type Person = { UserId: string; UserName: string }
/** People chosen by the initiator, by the step's index in the flow (1-based, as Sort). */
export type Chosen = Map<number, Person[]>

const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN)

export function conditionHolds(c: FlowCondition, values: Record<string, unknown>): boolean {
  const v = values[c.Field]
  if (c.Op === '=' || c.Op === '!=') {
    const same = String(v ?? '') === String(c.Value)
    return c.Op === '=' ? same : !same
  }
  const [a, b] = [num(v), num(c.Value)]
  if (Number.isNaN(a) || Number.isNaN(b)) return false
  return c.Op === '>' ? a > b : c.Op === '>=' ? a >= b : c.Op === '<' ? a < b : a <= b
}

export async function flowsOf(db: Executor, typeId: string): Promise<Flow[]> {
  return db
    .select({ id: approvalFlows.id, name: approvalFlows.name, conditions: approvalFlows.conditions, steps: approvalFlows.steps })
    .from(approvalFlows)
    .where(eq(approvalFlows.typeId, typeId))
    .orderBy(asc(approvalFlows.sort))
}

/** The flow for these values, or undefined (请联系管理员配置流程). */
export function matchFlow(flows: Flow[], values: Record<string, unknown>): Flow | undefined {
  return flows.find((f) => f.conditions.every((c) => conditionHolds(c, values)))
}

/** The form fields any flow of the type reads: the browser asks for the flow again when one changes. */
export const conditionColumns = (flows: Flow[]) => [...new Set(flows.flatMap((f) => f.conditions.map((c) => c.Field)))]

interface Dept {
  id: string
  parentId: string | null
  leaderId: string | null
}

/** The leaders above a user, nearest first, never the user. */
async function leadersAbove(db: Executor, userId: string): Promise<string[]> {
  const [me] = await db.select({ departmentId: users.departmentId }).from(users).where(eq(users.id, userId))
  const all: Dept[] = await db.select({ id: departments.id, parentId: departments.parentId, leaderId: departments.leaderId }).from(departments)
  const byId = new Map(all.map((d) => [d.id, d]))
  const out: string[] = []
  for (let d = me?.departmentId ? byId.get(me.departmentId) : undefined, hops = 0; d && hops < 50; d = d.parentId ? byId.get(d.parentId) : undefined, hops++) {
    if (d.leaderId && d.leaderId !== userId && !out.includes(d.leaderId)) out.push(d.leaderId)
  }
  return out
}

async function namesOf(db: Executor, given: string[]): Promise<Person[]> {
  // a chosen person's id comes from the client: anything that is no id is nobody
  const ids = given.filter((id) => UUID.test(id))
  if (!ids.length) return []
  const rows = await db.select({ id: users.id, realName: users.realName, userName: users.userName }).from(users).where(and(inArray(users.id, ids), eq(users.isActive, true)))
  const byId = new Map(rows.map((r) => [r.id, { UserId: r.id, UserName: r.realName || r.userName }]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The people of one configured step for this initiator. */
export async function peopleOf(db: Executor, step: ApproverConfig, initiatorId: string, chosen: Person[] | undefined): Promise<Person[]> {
  switch (step.ConfigType) {
    case CONFIG_TYPE.users:
      return namesOf(db, (step.Users ?? []).map((u) => u.UserId))
    case CONFIG_TYPE.role: {
      if (!step.RoleId) return []
      const members = await db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, step.RoleId))
      return namesOf(db, members.map((m) => m.id))
    }
    case CONFIG_TYPE.deptLeader:
    case CONFIG_TYPE.upperLeader: {
      const leaders = await leadersAbove(db, initiatorId)
      const pick = leaders[step.ConfigType === CONFIG_TYPE.deptLeader ? 0 : 1]
      return pick ? namesOf(db, [pick]) : []
    }
    case CONFIG_TYPE.chosen: {
      const limit = step.ConfigCount && step.ConfigCount > 0 ? step.ConfigCount : Infinity
      return namesOf(db, [...new Set((chosen ?? []).map((p) => p.UserId))].slice(0, limit))
    }
    default:
      return []
  }
}

export interface ResolvedStep {
  config: ApproverConfig
  /** 1-based position of the step in the flow, the key of SelectApprovers */
  sort: number
  people: Person[]
}

/** Every configured step with its people for this initiator; leader steps that find nobody are left out. */
export async function resolveFlow(db: Executor, flow: Flow, initiatorId: string, chosen: Chosen): Promise<ResolvedStep[]> {
  const out: ResolvedStep[] = []
  for (const [i, config] of flow.steps.entries()) {
    const people = await peopleOf(db, config, initiatorId, chosen.get(i + 1))
    const isLeader = config.ConfigType === CONFIG_TYPE.deptLeader || config.ConfigType === CONFIG_TYPE.upperLeader
    if (isLeader && !people.length) continue
    out.push({ config, sort: i + 1, people })
  }
  return out
}

/** The engine's plan of a resolved flow. */
export function planOf(steps: ResolvedStep[]): PlannedStep[] {
  return steps.map((s) => ({
    name: s.config.Name,
    kind: s.config.ApproverType === 2 ? 'cc' : 'approver',
    mode: ([MODE.sequential, MODE.anyOne, MODE.all] as StepMode[]).includes(s.config.Mode) ? s.config.Mode : MODE.sequential,
    users: s.people.map((p) => ({ userId: p.UserId, userName: p.UserName })),
  }))
}
