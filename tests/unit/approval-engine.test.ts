/**
 * The approval engine (server/modules/approval/engine.ts): worked examples of each mode, then
 * fast-check properties over random flows and random action sequences (issue 11's invariants).
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MODE, STATE, type StateCode, type StepMode } from '../../common/approval'
import { apply, draftProcess, ENGINE_MESSAGES, FINISHED, returnTargets, type Action, type PlannedStep, type ProcessModel } from '../../server/modules/approval/engine'

const NOW = '2026-11-23T08:00:00.000Z'
const INI = { userId: 'ini', userName: '发起人' }
const u = (id: string) => ({ userId: id, userName: id })
const step = (mode: StepMode, ids: string[], kind: 'approver' | 'cc' = 'approver'): PlannedStep => ({ name: `${kind}-${ids.join('')}`, kind, mode, users: ids.map(u) })

function run(p: ProcessModel, ...actions: Action[]): ProcessModel {
  for (const a of actions) {
    const r = apply(p, a, NOW)
    if (!r.ok) throw new Error(`${a.type} by ${a.by}: ${r.message}`)
    p = r.process
  }
  return p
}
const refused = (p: ProcessModel, a: Action) => {
  const r = apply(p, a, NOW)
  return r.ok ? 'accepted' : r.message
}
const statesOf = (p: ProcessModel, sort: number) => p.steps[sort].users.map((x) => x.state)

describe('approval engine: worked examples', () => {
  it('a sequential step asks its users one after another, then the process is agreed', () => {
    let p = run(draftProcess(INI), { type: 'submit', by: 'ini', steps: [step(MODE.sequential, ['a', 'b'])] })
    expect(p.state).toBe(STATE.pending)
    expect(statesOf(p, 1)).toEqual([STATE.inApproval, STATE.pending])
    expect(refused(p, { type: 'agree', by: 'b' })).toBe(ENGINE_MESSAGES.notYourTurn)
    p = run(p, { type: 'agree', by: 'a', remark: '同意' })
    expect(p.state).toBe(STATE.inApproval)
    expect(statesOf(p, 1)).toEqual([STATE.agreed, STATE.inApproval])
    p = run(p, { type: 'agree', by: 'b' })
    expect(p.state).toBe(STATE.agreed)
    expect(refused(p, { type: 'revoke', by: 'ini' })).toBe(ENGINE_MESSAGES.finished)
  })

  it('an any-one step (或批) ends with the first agreement; the others get 4', () => {
    const p = run(draftProcess(INI), { type: 'submit', by: 'ini', steps: [step(MODE.anyOne, ['a', 'b', 'c']), step(MODE.sequential, ['d'])] }, { type: 'agree', by: 'b' })
    expect(statesOf(p, 1)).toEqual([STATE.agreedByOther, STATE.agreed, STATE.agreedByOther])
    expect(p.steps[2].state).toBe(STATE.inApproval)
  })

  it('会签 needs every approver; one refusal ends the step, the others get 5 and the process is returned', () => {
    let p = run(draftProcess(INI), { type: 'submit', by: 'ini', steps: [step(MODE.all, ['a', 'b', 'c'])] }, { type: 'agree', by: 'c' })
    expect(p.steps[1].state).toBe(STATE.inApproval)
    p = run(p, { type: 'refuse', by: 'a', remark: '不同意' })
    expect(statesOf(p, 1)).toEqual([STATE.returned, STATE.rejectedByOther, STATE.agreed])
    expect(p.state).toBe(STATE.returned)
  })

  it('carbon copies are delivered when reached and never wait', () => {
    const p = run(draftProcess(INI), { type: 'submit', by: 'ini', steps: [step(MODE.sequential, ['x'], 'cc'), step(MODE.sequential, ['a']), step(MODE.sequential, ['y'], 'cc')] })
    expect(p.steps[1].state).toBe(STATE.agreed)
    expect(p.steps[2].state).toBe(STATE.inApproval)
    expect(p.steps[3].state).toBe(STATE.pending)
    expect(run(p, { type: 'agree', by: 'a' }).steps[3].users[0].state).toBe(STATE.agreed)
  })

  it('revoke: initiator only, refused once an approver agreed', () => {
    const p = run(draftProcess(INI), { type: 'submit', by: 'ini', steps: [step(MODE.sequential, ['a']), step(MODE.sequential, ['b'])] })
    expect(refused(p, { type: 'revoke', by: 'a' })).toBe(ENGINE_MESSAGES.onlyInitiator)
    expect(run(p, { type: 'revoke', by: 'ini' }).state).toBe(STATE.revoked)
    expect(refused(run(p, { type: 'agree', by: 'a' }), { type: 'revoke', by: 'ini' })).toBe(ENGINE_MESSAGES.started)
  })

  it('return goes back to a chosen earlier level; not from the first level; a level is required', () => {
    let p = run(draftProcess(INI), { type: 'submit', by: 'ini', steps: [step(MODE.sequential, ['a']), step(MODE.anyOne, ['b', 'c'])] })
    expect(refused(p, { type: 'return', by: 'a', toSort: 1 })).toBe(ENGINE_MESSAGES.firstStep)
    p = run(p, { type: 'agree', by: 'a' })
    expect(refused(p, { type: 'return', by: 'b' })).toBe(ENGINE_MESSAGES.noLevel)
    p = run(p, { type: 'return', by: 'b', toSort: 1, remark: '补充材料' })
    expect(p.state).toBe(STATE.inApproval)
    expect(statesOf(p, 1)).toEqual([STATE.inApproval])
    expect(statesOf(p, 2)).toEqual([STATE.returned, STATE.rejectedByOther])
    p = run(p, { type: 'agree', by: 'a' }, { type: 'agree', by: 'c' })
    expect(p.state).toBe(STATE.agreed)
  })

  it('forward hands the entry to one other person; the forwarder shows 6', () => {
    let p = run(draftProcess(INI), { type: 'submit', by: 'ini', steps: [step(MODE.sequential, ['a'])] })
    expect(refused(p, { type: 'forward', by: 'a', to: u('a') })).toBe(ENGINE_MESSAGES.forwardSelf)
    p = run(p, { type: 'forward', by: 'a', to: u('z') })
    expect(p.steps[1].users.map((x) => [x.userId, x.state])).toEqual([['a', STATE.forwarded], ['z', STATE.inApproval]])
    expect(run(p, { type: 'agree', by: 'z' }).state).toBe(STATE.agreed)
  })

  it('an initiator-chosen step without people cannot be submitted', () => {
    expect(refused(draftProcess(INI), { type: 'submit', by: 'ini', steps: [step(MODE.sequential, [])] })).toBe(ENGINE_MESSAGES.incomplete)
  })

  it('a returned process is resubmitted with a fresh plan; only drafts are deleted', () => {
    let p = run(draftProcess(INI), { type: 'submit', by: 'ini', steps: [step(MODE.sequential, ['a'])] }, { type: 'refuse', by: 'a' })
    expect(refused(p, { type: 'delete', by: 'ini' })).toBe(ENGINE_MESSAGES.deleteState)
    p = run(p, { type: 'submit', by: 'ini', steps: [step(MODE.sequential, ['b'])] })
    expect(p.state).toBe(STATE.pending)
    expect(p.steps[1].users[0]).toMatchObject({ userId: 'b', state: STATE.inApproval })
    expect(run(draftProcess(INI), { type: 'delete', by: 'ini' }).state).toBe(STATE.deleted)
  })
})

/* ------------------------------------------------------------------ properties */

/** Process state moves the engine may make (spec 002 s.4); anything else is a bug. */
const EDGES = new Set(
  (
    [
      [-2, 0], [-2, 2], [-2, -3],
      [0, 0], [0, 1], [0, 2], [0, 3], [0, -1],
      [1, 1], [1, 2], [1, 3], [1, -1],
      [3, 0], [3, 2],
    ] as [StateCode, StateCode][]
  ).map(([a, b]) => `${a}>${b}`),
)

const POOL = ['a', 'b', 'c', 'd', 'e']
const modeArb = fc.constantFrom<StepMode>(MODE.sequential, MODE.anyOne, MODE.all)
const plannedArb: fc.Arbitrary<PlannedStep[]> = fc.array(
  fc.record({
    kind: fc.constantFrom<'approver' | 'cc'>('approver', 'approver', 'approver', 'cc'),
    mode: modeArb,
    ids: fc.uniqueArray(fc.constantFrom(...POOL), { minLength: 1, maxLength: 3 }),
  }),
  { minLength: 0, maxLength: 6 },
).map((steps) => steps.map((s) => step(s.mode, s.ids, s.kind)))

/** An action as random numbers; `concretize` turns it into an action, mostly by someone who may act. */
interface Move {
  type: Action['type']
  who: number
  legal: boolean
  target: number
}
const moveArb: fc.Arbitrary<Move> = fc.record({
  type: fc.oneof(
    { arbitrary: fc.constantFrom<Action['type']>('submit', 'agree', 'return'), weight: 6 },
    { arbitrary: fc.constantFrom<Action['type']>('refuse', 'revoke', 'forward'), weight: 2 },
    { arbitrary: fc.constant<Action['type']>('delete'), weight: 1 },
  ),
  who: fc.nat(100),
  // mostly someone who may act, so that flows get somewhere
  legal: fc.nat(9).map((n) => n < 8),
  target: fc.nat(10),
})

function concretize(p: ProcessModel, plan: PlannedStep[], m: Move): Action {
  const everyone = ['ini', ...POOL, 'z']
  const waiting = p.steps.flatMap((s) => s.users.filter((x) => x.state === STATE.inApproval).map((x) => x.userId))
  const initiatorAction = m.type === 'submit' || m.type === 'revoke' || m.type === 'delete'
  const legalBy = initiatorAction ? 'ini' : waiting.length ? waiting[m.who % waiting.length] : undefined
  const by = m.legal && legalBy ? legalBy : everyone[m.who % everyone.length]
  switch (m.type) {
    case 'submit':
      return { type: 'submit', by, steps: plan }
    case 'return': {
      const targets = returnTargets(p)
      const toSort = m.legal && targets.length ? targets[m.target % targets.length].sort : m.target % 4 === 0 ? undefined : m.target % (p.steps.length + 1)
      return { type: 'return', by, toSort }
    }
    case 'forward':
      return { type: 'forward', by, to: u(everyone[m.target % everyone.length]) }
    default:
      return { type: m.type, by } as Action
  }
}

function checkInvariants(p: ProcessModel) {
  const current = p.steps.filter((s) => s.state === STATE.inApproval)
  const waitingUsers = p.steps.flatMap((s) => s.users.filter((x) => x.state === STATE.inApproval).map(() => s))
  if (p.state === STATE.pending || p.state === STATE.inApproval) {
    // exactly one current step, an approver step, with someone to act on it
    expect(current).toHaveLength(1)
    const cur = current[0]
    expect(cur.kind).toBe('approver')
    expect(waitingUsers.length).toBeGreaterThan(0)
    expect(waitingUsers.every((s) => s === cur)).toBe(true)
    if (cur.mode === MODE.sequential) expect(waitingUsers).toHaveLength(1)
    // steps run in Sort order: all before the current one finished, none after it started
    for (const s of p.steps) {
      if (s.sort < cur.sort) expect(s.state).toBe(STATE.agreed)
      if (s.sort > cur.sort) expect([STATE.pending]).toContain(s.state)
    }
  } else {
    expect(current).toHaveLength(0)
    expect(waitingUsers).toHaveLength(0)
  }
  for (const s of p.steps) {
    // carbon copies never block
    if (s.kind === 'cc') expect([STATE.pending, STATE.agreed]).toContain(s.state)
    if (s.kind === 'approver' && s.state === STATE.agreed) {
      const states = s.users.map((x) => x.state)
      if (s.mode === MODE.anyOne) {
        expect(states.filter((x) => x === STATE.agreed)).toHaveLength(1)
        expect(states.every((x) => x === STATE.agreed || x === STATE.agreedByOther || x === STATE.forwarded)).toBe(true)
      } else expect(states.every((x) => x === STATE.agreed || x === STATE.forwarded)).toBe(true)
    }
  }
  if (p.state === STATE.agreed) expect(p.steps.every((s) => s.state === STATE.agreed)).toBe(true)
  if (p.state === STATE.revoked) expect(p.steps.some((s) => s.kind === 'approver' && s.users.some((x) => x.state === STATE.agreed))).toBe(false)
}

describe('approval engine: properties over random flows and actions', () => {
  it('keeps every invariant; refused actions change nothing; finished processes accept nothing', () => {
    const accepted = new Set<string>()
    fc.assert(
      fc.property(plannedArb, fc.array(moveArb, { minLength: 1, maxLength: 40 }), (plan, moves) => {
        let p = draftProcess(INI)
        for (const m of moves) {
          const action = concretize(p, plan, m)
          const before = structuredClone(p)
          const r = apply(p, action, NOW)
          expect(p).toEqual(before)
          if (FINISHED.includes(p.state)) expect(r.ok).toBe(false)
          if (!r.ok) continue
          expect(EDGES.has(`${p.state}>${r.process.state}`)).toBe(true)
          expect(r.transition).toMatchObject({ from: p.state, to: r.process.state, by: action.by })
          accepted.add(action.type)
          p = r.process
          checkInvariants(p)
        }
      }),
      { numRuns: 400 },
    )
    // the random sequences really exercise every transition
    expect([...accepted].sort()).toEqual(['agree', 'delete', 'forward', 'refuse', 'return', 'revoke', 'submit'])
  })

  it('a flow whose approvers all agree in turn always ends agreed, whatever the modes', () => {
    fc.assert(
      fc.property(plannedArb, fc.array(fc.nat(10), { maxLength: 60 }), (plan, picks) => {
        let p = run(draftProcess(INI), { type: 'submit', by: 'ini', steps: plan })
        for (let i = 0; p.state !== STATE.agreed; i++) {
          const waiting = p.steps.flatMap((s) => s.users.filter((x) => x.state === STATE.inApproval))
          p = run(p, { type: 'agree', by: waiting[(picks[i] ?? 0) % waiting.length].userId })
          checkInvariants(p)
        }
        expect(p.steps.filter((s) => s.kind === 'cc').every((s) => s.users.every((x) => x.state === STATE.agreed))).toBe(true)
      }),
      { numRuns: 300 },
    )
  })
})
