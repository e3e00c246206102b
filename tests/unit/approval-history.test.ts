/**
 * A step's earlier entries (server/modules/approval/history.ts): what a return re-armed, read from
 * the audit trail the engine's transitions make, and nothing the step's rows still show.
 */
import { describe, expect, it } from 'vitest'
import { MODE, STATE } from '../../common/approval'
import { apply, draftProcess, type Action, type ProcessModel } from '../../server/modules/approval/engine'
import { earlierEntries, type TrailEntry } from '../../server/modules/approval/history'

const NAMES: Record<string, string> = { ini: '李娜', a: '王芳', b: '陈静' }
const step = (id: string) => ({ name: `level-${id}`, kind: 'approver' as const, mode: MODE.sequential, users: [{ userId: id, userName: NAMES[id] }] })

/** Runs the actions a minute apart; the process and its trail as approval_events keeps it. */
function run(...actions: Action[]): { p: ProcessModel; trail: TrailEntry[] } {
  let p = draftProcess({ userId: 'ini', userName: NAMES.ini })
  const trail: TrailEntry[] = []
  actions.forEach((a, i) => {
    const r = apply(p, a, new Date(Date.UTC(2026, 10, 20, 8, i)).toISOString())
    if (!r.ok) throw new Error(r.message)
    p = r.process
    const t = r.transition
    trail.push({ action: t.action, by: t.by, userName: NAMES[t.by], stepSort: t.stepSort, remark: t.remark, at: t.at })
  })
  return { p, trail }
}
const entries = (m: Map<number, { userName: string; state: number; remark: string }[]>, sort: number) => (m.get(sort) ?? []).map((u) => [u.userName, u.state, u.remark])

describe('earlier entries of a step', () => {
  const submit: Action = { type: 'submit', by: 'ini', steps: [step('a'), step('b')] }

  it('none while nothing was re-armed: the rows show every action', () => {
    const { p, trail } = run(submit, { type: 'agree', by: 'a', remark: '同意' })
    expect(earlierEntries(p, trail).size).toBe(0)
  })

  it('a return and a second approval: the first agreement and the 退回 with its remark, oldest first', () => {
    const { p, trail } = run(submit, { type: 'agree', by: 'a', remark: '同意' }, { type: 'return', by: 'b', toSort: 1, remark: '请补充' }, { type: 'agree', by: 'a', remark: '已补充，同意' })
    const earlier = earlierEntries(p, trail)
    expect(entries(earlier, 1)).toEqual([['王芳', STATE.agreed, '同意']])
    expect(entries(earlier, 2)).toEqual([['陈静', STATE.returned, '请补充']])
    expect(earlier.get(1)![0].time).toBe('2026-11-20T08:01:00.000Z')
    // the rows hold the latest entries
    expect(p.steps[1].users[0]).toMatchObject({ state: STATE.agreed, remark: '已补充，同意' })
    expect(p.steps[2].users[0]).toMatchObject({ state: STATE.inApproval, remark: '' })
  })

  it('while the returner’s level waits to be reached again, its 退回 is still its row, not history', () => {
    const { p, trail } = run(submit, { type: 'agree', by: 'a' }, { type: 'return', by: 'b', toSort: 1, remark: '请补充' })
    expect(entries(earlierEntries(p, trail), 2)).toEqual([])
    expect(entries(earlierEntries(p, trail), 1)).toEqual([['王芳', STATE.agreed, '']])
  })

  it('a resubmitted process starts afresh: the earlier submission’s plan is not read', () => {
    const { p, trail } = run(submit, { type: 'agree', by: 'a', remark: '同意' }, { type: 'refuse', by: 'b', remark: '不同意' }, submit)
    expect(earlierEntries(p, trail).size).toBe(0)
  })
})
