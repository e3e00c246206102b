/**
 * Approval actions after submit (issue 14): agree, return to a level, refuse, forward, revoke,
 * comments with files, share; every refusal message of spec 002 s.4 and s.5, and a refused call
 * changes nothing. The demo flow of a 5-day 请假 by 李娜 (E0003): 直属领导 王芳 (E0002), 上级领导
 * 陈静 (E0005), then a carbon copy to 张伟 (E0001).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { approvalEvents, approvalProcesses, approvalShares } from '../../server/db/schema'
import { demoTypeId } from '../../server/seed/approval'
import { createHarness, type Harness } from './harness'
import { multipart, SAMPLES } from './multipart'

let h: Harness
const token: Record<string, string> = {}
const id: Record<string, string> = {}
const A = '/api/app/approval'
let leaveType: string

type Entry = { UserName: string; State: number; Remark: string; ApprovalTime: string }
type Loaded = { State: number; Actions: { TypeId: number; Name: string; Url: string }[]; Approvers: { Name: string; Users: Entry[]; History: Entry[] }[]; ApproverComments: { UserName: string; CommentContent: string; AttachUrls: string; AttachNames: string }[] }
const call = (no: string, path: string, body?: unknown) => h.call<unknown>('POST', `${A}/${path}`, { token: token[no], body })
const load = async (no: string, processId: string) => (await h.call<Loaded>('POST', `${A}/approval-load?relationId=&processId=${processId}`, { token: token[no] })).body.Data
const answer = async (p: Promise<{ status: number; body: { Message: string } }>) => {
  const r = await p
  return [r.status, r.body.Message]
}
const submitLeave = async (reason: string) => {
  const r = await h.call<{ Id: string }>('POST', `${A}/approval-save`, {
    token: token.E0003,
    body: { RelationId: leaveType, OrgId: 0, ApprovalProcess: null, Submit: true, BusinessDatas: { LeaveType: '年假', Start: '2026-12-07', StartHalf: '上午', End: '2026-12-11', EndHalf: '下午', Reason: reason } },
  })
  expect(r.status).toBe(200)
  return r.body.Data.Id
}
const stateOf = async (processId: string) => (await h.db.select({ s: approvalProcesses.state }).from(approvalProcesses).where(eq(approvalProcesses.id, processId)))[0].s
const events = async (processId: string) => (await h.db.select({ a: approvalEvents.action }).from(approvalEvents).where(eq(approvalEvents.processId, processId))).map((e) => e.a)
const userIdOf = async (no: string) => (await h.call<{ Items: { Id: string; WorkNo: string }[] }>('GET', `/api/app/users/user-list?Filter=${no}&MaxResultCount=5&SkipCount=0`, { token: token.E0003 })).body.Data.Items.find((u) => u.WorkNo === no)!.Id

beforeAll(async () => {
  h = await createHarness()
  for (const no of ['E0001', 'E0002', 'E0003', 'E0004', 'E0005', 'E0006']) token[no] = await h.tokenFor(no)
  leaveType = (await demoTypeId(h.db, '请假'))!
  id.main = await submitLeave('动作测试：主流程')
  id.revoke = await submitLeave('动作测试：撤销')
  id.refuse = await submitLeave('动作测试：拒绝')
})
afterAll(() => h?.close())

describe('the turn and the first level', () => {
  it('the approver whose turn it is is offered agree, refuse, return and forward, each with its call', async () => {
    const d = await load('E0002', id.main)
    expect(d.Actions.map((a) => [a.TypeId, a.Name])).toEqual([[6, '同意'], [5, '拒绝'], [4, '退回'], [2, '转办'], [1, '评论'], [7, '打印'], [9, '分享']])
    expect(d.Actions.find((a) => a.TypeId === 6)!.Url).toBe('/api/app/approval/approval-pass')
    expect((await load('E0005', id.main)).Actions.map((a) => a.TypeId)).toEqual([1, 7, 9])
  })

  it('refusals: no remark, not the turn, the first level, a stranger (404); nothing changes', async () => {
    expect(await answer(call('E0002', 'approval-pass', { PrecessId: id.main, Remark: '  ' }))).toEqual([400, '请填写审批意见'])
    expect(await answer(call('E0002', 'approval-pass', { PrecessId: id.main, Remark: '长'.repeat(301) }))).toEqual([400, '审批意见不能超过300个字符'])
    expect(await answer(call('E0005', 'approval-pass', { PrecessId: id.main, Remark: '同意' }))).toEqual([400, '当前不是您的审批环节'])
    expect(await answer(call('E0002', 'approval-reject', { PrecessId: id.main, Remark: '重填', RejectId: 1 }))).toEqual([400, '当前已是第一个审批环节，无需退回'])
    expect((await call('E0002', 'approval-reject-list/' + id.main)).body.Data).toEqual([])
    expect((await call('E0006', 'approval-pass', { PrecessId: id.main, Remark: '同意' })).status).toBe(404)
    expect((await call('E0006', 'approval-reject-list/' + id.main)).status).toBe(404)
    expect((await call('E0002', 'approval-pass', { PrecessId: 'not-an-id', Remark: '同意' })).status).toBe(404)
    expect([await stateOf(id.main), await events(id.main)]).toEqual([0, ['submit']])
  })
})

describe('a walk through the flow', () => {
  it('agree moves the turn on; revoke is then too late', async () => {
    expect(await answer(call('E0002', 'approval-pass', { PrecessId: id.main, Remark: '同意' }))).toEqual([200, '操作成功'])
    expect(await stateOf(id.main)).toBe(1)
    expect(await answer(call('E0003', `approval-cancel/${id.main}`))).toEqual([400, '审批已开始，不能撤销'])
    expect((await load('E0005', id.main)).Actions.map((a) => a.TypeId)).toContain(6)
  })

  it('return to level 1: the level list, 请选择退回层级, a level that is not there, then back to 王芳', async () => {
    expect((await call('E0005', 'approval-reject-list/' + id.main)).body.Data).toEqual([{ Id: 1, Name: '直属领导', UserName: '王芳' }])
    expect(await answer(call('E0005', 'approval-reject', { PrecessId: id.main, Remark: '请补充' }))).toEqual([400, '请选择退回层级'])
    expect(await answer(call('E0005', 'approval-reject', { PrecessId: id.main, Remark: '请补充', RejectId: 7 }))).toEqual([400, '退回层级不存在'])
    expect(await answer(call('E0005', 'approval-reject', { PrecessId: id.main, Remark: '请补充', RejectId: '1' }))).toEqual([200, '操作成功'])
    const d = await load('E0002', id.main)
    expect(d.State).toBe(1)
    expect(d.Actions.map((a) => a.TypeId)).toContain(6)
    expect(d.Approvers.find((s) => s.Name === '上级领导')!.Users[0]).toMatchObject({ UserName: '陈静', State: 3, Remark: '请补充' })
    const waiting = await h.call<{ Items: { Id: string }[] }>('POST', `${A}/wait-list`, { token: token.E0002, body: { SkipCount: 0, MaxResultCount: 100 } })
    expect(waiting.body.Data.Items.map((i) => i.Id)).toContain(id.main)
  })

  it('forward to one person: refusals, then the forwarder shows 6 and the new approver finishes it', async () => {
    expect(await answer(call('E0002', 'approval-pass', { PrecessId: id.main, Remark: '已补充，同意' }))).toEqual([200, '操作成功'])
    expect(await answer(call('E0005', 'approval-transpond', { PrecessId: id.main, Remark: '请刘强处理' }))).toEqual([400, '请选择转办人员'])
    expect(await answer(call('E0005', 'approval-transpond', { PrecessId: id.main, Remark: '请刘强处理', UserId: '00000000-0000-4000-8000-000000000000' }))).toEqual([400, '请选择转办人员'])
    expect(await answer(call('E0005', 'approval-transpond', { PrecessId: id.main, Remark: '给自己', UserId: await userIdOf('E0005') }))).toEqual([400, '不能转办给自己'])
    expect(await answer(call('E0005', 'approval-transpond', { PrecessId: id.main, Remark: '请刘强处理', UserId: await userIdOf('E0004') }))).toEqual([200, '操作成功'])
    const step = (await load('E0004', id.main)).Approvers.find((s) => s.Name === '上级领导')!
    expect(step.Users.map((u) => [u.UserName, u.State])).toEqual([['陈静', 6], ['刘强', 1]])
    expect(await answer(call('E0005', 'approval-pass', { PrecessId: id.main, Remark: '同意' }))).toEqual([400, '当前不是您的审批环节'])
    expect(await answer(call('E0004', 'approval-pass', { PrecessId: id.main, Remark: '同意' }))).toEqual([200, '操作成功'])
    expect(await stateOf(id.main)).toBe(2)
    expect(await answer(call('E0004', 'approval-reject', { PrecessId: id.main, Remark: '晚了', RejectId: -1 }))).toEqual([400, '审批已结束，不能再操作'])
    expect(await events(id.main)).toEqual(['submit', 'agree', 'return', 'agree', 'forward', 'agree'])
    // the flow keeps what the return re-armed: 王芳's first agreement, 陈静's 退回 with its remark
    const flow = (await load('E0003', id.main)).Approvers
    const entries = (name: string, key: 'Users' | 'History') => flow.find((s) => s.Name === name)![key].map((u) => [u.UserName, u.State, u.Remark])
    expect(entries('直属领导', 'History')).toEqual([['王芳', 2, '同意']])
    expect(entries('直属领导', 'Users')).toEqual([['王芳', 2, '已补充，同意']])
    expect(entries('上级领导', 'History')).toEqual([['陈静', 3, '请补充']])
    expect(entries('上级领导', 'Users')).toEqual([['陈静', 6, '请刘强处理'], ['刘强', 2, '同意']])
    expect(flow.find((s) => s.Name === '上级领导')!.History[0].ApprovalTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })
})

describe('revoke and refuse', () => {
  it('only the initiator revokes, before anyone agrees; then nothing more', async () => {
    expect(await answer(call('E0002', `approval-cancel/${id.revoke}`))).toEqual([400, '只有发起人可以进行此操作'])
    expect(await answer(call('E0003', `approval-cancel/${id.revoke}`))).toEqual([200, '操作成功'])
    expect(await stateOf(id.revoke)).toBe(-1)
    expect(await answer(call('E0002', 'approval-pass', { PrecessId: id.revoke, Remark: '同意' }))).toEqual([400, '审批已结束，不能再操作'])
  })

  it('refuse (RejectId -1) returns it to the initiator, state 3, who is offered resubmit', async () => {
    expect(await answer(call('E0002', 'approval-reject', { PrecessId: id.refuse, Remark: '时间冲突', RejectId: -1 }))).toEqual([200, '操作成功'])
    expect(await stateOf(id.refuse)).toBe(3)
    expect((await load('E0003', id.refuse)).Actions.map((a) => a.TypeId)).toContain(8)
  })
})

describe('comments and sharing', () => {
  const upload = async (no: string) => {
    const { payload, headers } = multipart('发票.png', SAMPLES.png)
    const res = await h.app.inject({ method: 'POST', url: '/api/app/upload/upload', payload, headers: { ...headers, authorization: `Bearer ${token[no]}` } })
    return (res.json() as { Data: { Url: string } }).Data.Url
  }
  const download = async (no: string, url: string) => (await h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token[no]}` } })).statusCode

  it('anyone taking part comments, with their own files; the files open for participants only', async () => {
    const mine = await upload('E0001')
    const foreign = await upload('E0006')
    const comment = (body: Record<string, unknown>) => answer(call('E0001', 'approval-comment', { ApprovalId: id.main, ...body }))
    expect(await comment({ CommentContent: ' ' })).toEqual([400, '请填写评论内容'])
    expect(await comment({ CommentContent: '字'.repeat(3001) })).toEqual([400, '评论内容不能超过3000个字符'])
    expect(await comment({ CommentContent: '见附件', AttachUrls: foreign, AttachNames: '发票.png' })).toEqual([400, '文件不存在'])
    expect(await comment({ CommentContent: '见附件', AttachUrls: mine, AttachNames: '' })).toEqual([400, '附件名称与附件不一致'])
    expect(await download('E0003', mine)).toBe(404)
    expect(await comment({ CommentContent: '已备案，见附件', AttachUrls: mine, AttachNames: '发票.png' })).toEqual([200, '操作成功'])
    expect((await load('E0003', id.main)).ApproverComments).toEqual([expect.objectContaining({ UserName: '张伟', CommentContent: '已备案，见附件', AttachUrls: mine, AttachNames: '发票.png' })])
    expect(await download('E0003', mine)).toBe(200)
    expect(await download('E0004', mine)).toBe(200)
    expect(await download('E0006', mine)).toBe(404)
    expect((await call('E0006', 'approval-comment', { ApprovalId: id.main, CommentContent: '路过' })).status).toBe(404)
  })

  it('share to one person: 分享成功, it is in their 我收到 as shared (3), read-only; refusals', async () => {
    const e6 = await userIdOf('E0006')
    expect(await answer(call('E0003', 'approval-share', { ProcessId: id.main }))).toEqual([400, '请选择人员'])
    expect(await answer(call('E0003', 'approval-share', { ProcessId: id.main, UserId: await userIdOf('E0003') }))).toEqual([400, '不能分享给自己'])
    expect((await call('E0006', 'approval-share', { ProcessId: id.main, UserId: e6 })).status).toBe(404)
    expect(await answer(call('E0003', 'approval-share', { ProcessId: id.main, UserId: e6 }))).toEqual([200, '分享成功'])
    expect(await answer(call('E0003', 'approval-share', { ProcessId: id.main, UserId: e6 }))).toEqual([200, '分享成功'])
    const received = await h.call<{ Items: { Id: string; ApproverType: number; IsRead: number }[] }>('POST', `${A}/read-list`, { token: token.E0006, body: { SkipCount: 0, MaxResultCount: 100 } })
    expect(received.body.Data.Items.filter((i) => i.Id === id.main)).toEqual([expect.objectContaining({ ApproverType: 3, IsRead: 0 })])
    // she reads it: comment and print, no 分享; the call refuses her too and shares nothing
    expect((await load('E0006', id.main)).Actions.map((a) => a.TypeId)).toEqual([1, 7])
    expect(await answer(call('E0006', 'approval-share', { ProcessId: id.main, UserId: await userIdOf('E0004') }))).toEqual([403, '只有发起人和流程中的人员可以分享'])
    expect((await h.db.select({ to: approvalShares.userId }).from(approvalShares).where(eq(approvalShares.processId, id.main))).map((r) => r.to)).toEqual([e6])
  })
})

describe('copy', () => {
  it('approval-copy opens a new editable draft with the form’s values (computed ones worked out again); a stranger gets 404', async () => {
    const res = await h.call<{ Id: string | null; State: number; Editable: boolean; BusinessData: Record<string, unknown>; ConditionConfigs: { ApproverConfigs: { Name: string }[] }[] }>('POST', `${A}/approval-copy/${id.main}`, { token: token.E0003 })
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({ Id: null, State: -2, Editable: true, BusinessData: { LeaveType: '年假', Start: '2026-12-07', End: '2026-12-11', Reason: '动作测试：主流程' } })
    expect(res.body.Data.BusinessData).not.toHaveProperty('Days')
    // five days: the flow of the copy has the extra level again
    expect(res.body.Data.ConditionConfigs[0].ApproverConfigs.map((s) => s.Name)).toEqual(['直属领导', '上级领导', '人事备案'])
    // E0006 has id.main shared with her by now; id.revoke is not hers to see
    expect((await call('E0006', `approval-copy/${id.revoke}`)).status).toBe(404)
    const before = await h.db.select({ id: approvalProcesses.id }).from(approvalProcesses)
    await call('E0003', `approval-copy/${id.main}`)
    expect((await h.db.select({ id: approvalProcesses.id }).from(approvalProcesses)).length).toBe(before.length)
  })
})
