/**
 * The approval engine: every state transition of a process, and nothing else (no database, no
 * HTTP, no clock). Routes load a process, call `apply`, and store what it returns, so the rules of
 * spec 002 s.4 live in one place that property tests (tests/unit/approval-engine.test.ts) can
 * drive through random flows and random action sequences.
 *
 * Model: step 0 is the initiator; approver and carbon-copy steps follow in `sort` order and run
 * one after another. A carbon-copy step is delivered when the flow reaches it and never waits.
 * Within an approver step the mode decides: sequential (users one after another), any-one (the
 * first agreement finishes it, the others get 4) or 会签 (all must agree, one refusal ends it).
 */
import { ACTION, MODE, REVOKE_STARTED, STATE, type ActionType, type StateCode, type StepMode } from '../../../common/approval'

export type StepKind = 'initiator' | 'approver' | 'cc'

export interface StepUser {
  userId: string
  userName: string
  state: StateCode
  /** ISO time of this user's last action on the step (or delivery, for carbon copies) */
  time: string | null
  remark: string
}

export interface Step {
  sort: number
  name: string
  kind: StepKind
  mode: StepMode
  /** 0 waiting, 1 current, 2 finished (agreed or delivered), 3 refused or returned here */
  state: StateCode
  users: StepUser[]
}

export interface ProcessModel {
  state: StateCode
  initiatorId: string
  steps: Step[]
}

/** A step as a flow configuration resolves it for one process: who, how, in which order. */
export interface PlannedStep {
  name: string
  kind: 'approver' | 'cc'
  mode: StepMode
  users: { userId: string; userName: string }[]
}

export type Action =
  | { type: 'submit'; by: string; steps: PlannedStep[] }
  | { type: 'agree'; by: string; remark?: string }
  | { type: 'refuse'; by: string; remark?: string }
  | { type: 'return'; by: string; toSort?: number; remark?: string }
  | { type: 'revoke'; by: string }
  | { type: 'forward'; by: string; to?: { userId: string; userName: string }; remark?: string }
  | { type: 'delete'; by: string }

/** One line of the audit trail: what happened, by whom, the process state before and after. */
export interface Transition {
  action: Action['type']
  by: string
  from: StateCode
  to: StateCode
  stepSort: number | null
  remark: string
  at: string
}

export type Outcome = { ok: true; process: ProcessModel; transition: Transition } | { ok: false; message: string }

export const ENGINE_MESSAGES = {
  finished: '审批已结束，不能再操作',
  notSubmitted: '审批尚未提交',
  notYourTurn: '当前不是您的审批环节',
  onlyInitiator: '只有发起人可以进行此操作',
  submitState: '当前状态不能提交',
  started: REVOKE_STARTED,
  firstStep: '当前已是第一个审批环节，无需退回',
  noLevel: '请选择退回层级',
  badLevel: '退回层级不存在',
  forwardNobody: '请选择转办人员',
  forwardSelf: '不能转办给自己',
  forwardTaken: '该人员已在当前审批环节',
  incomplete: '请补全审批人',
  deleteState: '只有草稿可以删除',
} as const

/** Process states from which nothing may happen any more. */
export const FINISHED: readonly StateCode[] = [STATE.agreed, STATE.revoked, STATE.deleted]
const ACTIVE: readonly StateCode[] = [STATE.pending, STATE.inApproval]

/** A draft of a new process: only the initiator's step, nothing planned until submit. */
export function draftProcess(initiator: { userId: string; userName: string }): ProcessModel {
  return {
    state: STATE.draft,
    initiatorId: initiator.userId,
    steps: [{ sort: 0, name: '发起人', kind: 'initiator', mode: MODE.sequential, state: STATE.pending, users: [{ ...initiator, state: STATE.pending, time: null, remark: '' }] }],
  }
}

/** The step waiting for approvers (state 1), if any. */
export function currentStep(p: ProcessModel): Step | undefined {
  return p.steps.find((s) => s.state === STATE.inApproval)
}

/** Whether `userId` may act on the current step now (agree, refuse, return, forward). */
export function isTurnOf(p: ProcessModel, userId: string): boolean {
  return Boolean(ACTIVE.includes(p.state) && currentStep(p)?.users.some((u) => u.userId === userId && u.state === STATE.inApproval))
}

/** The approver steps a return from the current step may go back to (the 退回 level list). */
export function returnTargets(p: ProcessModel): Step[] {
  const cur = currentStep(p)
  if (!cur) return []
  return p.steps.filter((s) => s.kind === 'approver' && s.sort < cur.sort)
}

/** Whether an approver other than the initiator has agreed, which makes a revoke too late. */
export function approvalStarted(p: ProcessModel): boolean {
  return p.steps.some((s) => s.kind === 'approver' && s.users.some((u) => u.state === STATE.agreed))
}

const resetUsers = (s: Step) => {
  s.state = STATE.pending
  for (const u of s.users) Object.assign(u, { state: STATE.pending, time: null, remark: '' })
}

/** Makes `s` the current step: every user waits (any-one, 会签) or the first one does (sequential). */
function activate(s: Step) {
  resetUsers(s)
  s.state = STATE.inApproval
  s.users.forEach((u, i) => (u.state = s.mode === MODE.sequential && i > 0 ? STATE.pending : STATE.inApproval))
}

/** Moves past step `fromSort`: carbon copies are delivered on the way; no approver step left ends the process agreed. */
function advance(p: ProcessModel, fromSort: number, now: string) {
  for (const s of p.steps) {
    if (s.sort <= fromSort || s.kind === 'initiator') continue
    if (s.kind === 'cc') {
      s.state = STATE.agreed
      for (const u of s.users) Object.assign(u, { state: STATE.agreed, time: now })
      continue
    }
    activate(s)
    return
  }
  p.state = STATE.agreed
}

function planSteps(planned: PlannedStep[], initiator: Step): Step[] | string {
  if (planned.some((s) => s.kind === 'approver' && !s.users.length)) return ENGINE_MESSAGES.incomplete
  return [
    initiator,
    ...planned.map((s, i) => ({
      sort: i + 1,
      name: s.name,
      kind: s.kind,
      mode: s.mode,
      state: STATE.pending,
      users: s.users.map((u) => ({ userId: u.userId, userName: u.userName, state: STATE.pending, time: null, remark: '' })),
    })),
  ]
}

/** The acting user's entry on the current step, or the refusal message. */
function actor(p: ProcessModel, by: string): { step: Step; user: StepUser } | string {
  if (FINISHED.includes(p.state)) return ENGINE_MESSAGES.finished
  if (!ACTIVE.includes(p.state)) return p.state === STATE.draft ? ENGINE_MESSAGES.notSubmitted : ENGINE_MESSAGES.notYourTurn
  const step = currentStep(p)
  const user = step?.users.find((u) => u.userId === by && u.state === STATE.inApproval)
  return step && user ? { step, user } : ENGINE_MESSAGES.notYourTurn
}

const sign = (u: StepUser, state: StateCode, now: string, remark = '') => Object.assign(u, { state, time: now, remark })

/** Marks every other user still waiting on the step (state 1) with `state` (4 or 5). */
const settleOthers = (s: Step, except: StepUser, state: StateCode, now: string) => {
  for (const u of s.users) if (u !== except && u.state === STATE.inApproval) Object.assign(u, { state, time: now })
}

function agree(p: ProcessModel, step: Step, user: StepUser, now: string, remark: string) {
  sign(user, STATE.agreed, now, remark)
  // the first agreement turns "pending" into "in approval"
  p.state = STATE.inApproval
  let done: boolean
  if (step.mode === MODE.anyOne) {
    settleOthers(step, user, STATE.agreedByOther, now)
    done = true
  } else if (step.mode === MODE.sequential) {
    const next = step.users.find((u) => u.state === STATE.pending)
    if (next) next.state = STATE.inApproval
    done = !next
  } else {
    done = step.users.every((u) => u.state === STATE.agreed || u.state === STATE.forwarded)
  }
  if (!done) return
  step.state = STATE.agreed
  advance(p, step.sort, now)
}

/** Applies one action; a refused action answers the message and leaves `p` untouched. */
export function apply(p: ProcessModel, action: Action, now: string): Outcome {
  const next = structuredClone(p)
  const result = mutate(next, action, now)
  if (typeof result === 'string') return { ok: false, message: result }
  const remark = 'remark' in action ? (action.remark ?? '') : ''
  return { ok: true, process: next, transition: { action: action.type, by: action.by, from: p.state, to: next.state, stepSort: result.stepSort, remark, at: now } }
}

function mutate(p: ProcessModel, a: Action, now: string): { stepSort: number | null } | string {
  const initiatorOnly = a.by !== p.initiatorId ? ENGINE_MESSAGES.onlyInitiator : undefined
  switch (a.type) {
    case 'submit': {
      if (FINISHED.includes(p.state)) return ENGINE_MESSAGES.finished
      if (initiatorOnly) return initiatorOnly
      if (p.state !== STATE.draft && p.state !== STATE.returned) return ENGINE_MESSAGES.submitState
      const steps = planSteps(a.steps, p.steps[0])
      if (typeof steps === 'string') return steps
      p.steps = steps
      sign(p.steps[0].users[0], STATE.agreed, now)
      p.steps[0].state = STATE.agreed
      p.state = STATE.pending
      advance(p, 0, now)
      return { stepSort: 0 }
    }
    case 'delete': {
      if (initiatorOnly) return initiatorOnly
      if (p.state !== STATE.draft) return FINISHED.includes(p.state) ? ENGINE_MESSAGES.finished : ENGINE_MESSAGES.deleteState
      p.state = STATE.deleted
      return { stepSort: null }
    }
    case 'revoke': {
      if (FINISHED.includes(p.state)) return ENGINE_MESSAGES.finished
      if (initiatorOnly) return initiatorOnly
      if (!ACTIVE.includes(p.state)) return p.state === STATE.draft ? ENGINE_MESSAGES.notSubmitted : ENGINE_MESSAGES.finished
      if (approvalStarted(p)) return ENGINE_MESSAGES.started
      const cur = currentStep(p)
      if (cur) resetUsers(cur)
      p.state = STATE.revoked
      return { stepSort: cur?.sort ?? null }
    }
    case 'agree':
    case 'refuse':
    case 'return':
    case 'forward': {
      const who = actor(p, a.by)
      if (typeof who === 'string') return who
      const { step, user } = who
      if (a.type === 'agree') agree(p, step, user, now, a.remark ?? '')
      else if (a.type === 'refuse') {
        sign(user, STATE.returned, now, a.remark)
        settleOthers(step, user, STATE.rejectedByOther, now)
        step.state = STATE.returned
        p.state = STATE.returned
      } else if (a.type === 'return') {
        const targets = returnTargets(p)
        if (!targets.length) return ENGINE_MESSAGES.firstStep
        if (a.toSort === undefined) return ENGINE_MESSAGES.noLevel
        const target = targets.find((s) => s.sort === a.toSort)
        if (!target) return ENGINE_MESSAGES.badLevel
        sign(user, STATE.returned, now, a.remark)
        settleOthers(step, user, STATE.rejectedByOther, now)
        // The returner's step keeps its marks for the flow panel; it is re-armed when reached again.
        step.state = STATE.pending
        for (const s of p.steps) if (s.sort > target.sort && s.sort < step.sort) resetUsers(s)
        activate(target)
        p.state = STATE.inApproval
      } else {
        if (!a.to) return ENGINE_MESSAGES.forwardNobody
        if (a.to.userId === a.by) return ENGINE_MESSAGES.forwardSelf
        if (step.users.some((u) => u.userId === a.to!.userId && u.state !== STATE.forwarded)) return ENGINE_MESSAGES.forwardTaken
        sign(user, STATE.forwarded, now, a.remark)
        step.users.splice(step.users.indexOf(user) + 1, 0, { ...a.to, state: STATE.inApproval, time: null, remark: '' })
      }
      return { stepSort: step.sort }
    }
  }
}

/** Whether `userId` takes part in the process: its initiator or a person named in its flow (not one it was only shared with). */
export function isParticipant(p: ProcessModel, userId: string): boolean {
  return p.initiatorId === userId || p.steps.some((s) => s.users.some((u) => u.userId === userId))
}

/**
 * The footer actions a viewer is offered (spec 002 s.4, typeIds): the turn's approver agrees,
 * refuses, returns or forwards; the initiator revokes while the process runs and resubmits a
 * returned one; everyone who sees it comments and prints once it is submitted, and the
 * participants share it (a person it was shared with reads it, and does not pass it on). An
 * offered action may still be refused with its message (a revoke after an agreement, a return
 * from the first level), as the spec describes.
 */
export function offeredActions(p: ProcessModel, viewerId: string): ActionType[] {
  if (p.state === STATE.draft || p.state === STATE.deleted) return []
  const out: ActionType[] = []
  if (isTurnOf(p, viewerId)) out.push(ACTION.agree, ACTION.refuse, ACTION.return, ACTION.forward)
  if (viewerId === p.initiatorId && ACTIVE.includes(p.state)) out.push(ACTION.revoke)
  if (viewerId === p.initiatorId && p.state === STATE.returned) out.push(ACTION.resubmit)
  out.push(ACTION.comment, ACTION.print)
  if (isParticipant(p, viewerId)) out.push(ACTION.share)
  return out
}
