/**
 * Approval notifications (issue 14): the approvers whose turn it becomes, the carbon-copy recipients
 * the flow reaches, the initiator (agree, return, refuse, the end) and a colleague a process is
 * shared with get a message in the platform's messages (the header's 消息 list and count), whose
 * Link opens the process in the approval centre; nobody hears of their own action, and a refused
 * action sends nothing. The demo flow of a 5-day 请假 by 李娜 (E0003): 直属领导 王芳 (E0002), 上级领导
 * 陈静 (E0005), then a carbon copy to 张伟 (E0001).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoTypeId } from '../../server/seed/approval'
import { createHarness, type Harness } from './harness'

let h: Harness
const token: Record<string, string> = {}
const A = '/api/app/approval'
let leaveType: string

type Message = { Id: string; Title: string; Content: string; Kind: string; SenderName: string; Link: string; IsRead: boolean }
const call = (no: string, path: string, body?: unknown) => h.call<unknown>('POST', `${A}/${path}`, { token: token[no], body })
const ok = async (p: Promise<{ status: number; body: { Message: string } }>) => expect((await p).status).toBe(200)
/** the messages of `no` about process `id`, oldest first, as "title | content" */
const inbox = async (no: string, id: string) => {
  const r = await h.call<{ Items: Message[] }>('GET', '/api/app/messages?SkipCount=0&MaxResultCount=100', { token: token[no] })
  expect(r.status).toBe(200)
  return r.body.Data.Items.filter((m) => m.Link.includes(id)).reverse()
}
const titles = async (no: string, id: string) => (await inbox(no, id)).map((m) => m.Title)
const unread = async (no: string) => (await h.call<{ Count: number }>('GET', '/api/app/messages/count', { token: token[no] })).body.Data.Count
const submitLeave = async (reason: string) => {
  const r = await h.call<{ Id: string; ProjectNo: string }>('POST', `${A}/approval-save`, {
    token: token.E0003,
    body: { RelationId: leaveType, OrgId: 0, ApprovalProcess: null, Submit: true, BusinessDatas: { LeaveType: '年假', Start: '2026-12-07', StartHalf: '上午', End: '2026-12-11', EndHalf: '下午', Reason: reason } },
  })
  expect(r.status).toBe(200)
  return r.body.Data
}
const userIdOf = async (no: string) => (await h.call<{ Items: { Id: string; WorkNo: string }[] }>('GET', `/api/app/users/user-list?Filter=${no}&MaxResultCount=5&SkipCount=0`, { token: token.E0003 })).body.Data.Items.find((u) => u.WorkNo === no)!.Id

beforeAll(async () => {
  h = await createHarness()
  for (const no of ['E0001', 'E0002', 'E0003', 'E0004', 'E0005', 'E0006']) token[no] = await h.tokenFor(no)
  leaveType = (await demoTypeId(h.db, '请假'))!
})
afterAll(() => h?.close())

describe('approval messages', () => {
  let id = ''
  let no = ''

  it('a submit tells the first approver only, with a link that opens the process', async () => {
    const before = await unread('E0002')
    ;({ Id: id, ProjectNo: no } = await submitLeave('通知测试'))
    const [m] = await inbox('E0002', id)
    expect(m).toMatchObject({ Title: '待审批：李娜的请假', Content: `李娜的请假（${no}）等待您审批。`, Kind: 'approval', SenderName: '李娜', IsRead: false })
    expect(m.Link).toBe(`/oa/approval?processId=${id}&relationId=${leaveType}`)
    expect(await unread('E0002')).toBe(before + 1)
    expect(await titles('E0005', id)).toEqual([])
    expect(await titles('E0001', id)).toEqual([])
    expect(await titles('E0003', id)).toEqual([])
    // the link's process opens for its reader
    const link = new URL(m.Link, 'http://x')
    const opened = await h.call<{ Id: string }>('POST', `${A}/approval-load?relationId=${link.searchParams.get('relationId')}&processId=${link.searchParams.get('processId')}`, { token: token.E0002 })
    expect([opened.status, opened.body.Data.Id]).toEqual([200, id])
  })

  it('a refused action sends nothing', async () => {
    expect((await call('E0005', 'approval-pass', { PrecessId: id, Remark: '同意' })).status).toBe(400)
    expect(await titles('E0005', id)).toEqual([])
    expect(await titles('E0003', id)).toEqual([])
  })

  it('an agreement tells the next approver and the initiator, not the one who agreed', async () => {
    await ok(call('E0002', 'approval-pass', { PrecessId: id, Remark: '同意' }))
    expect(await titles('E0005', id)).toEqual(['待审批：李娜的请假'])
    expect((await inbox('E0003', id)).map((m) => [m.Title, m.Content, m.SenderName])).toEqual([['审批进展：李娜的请假', `王芳已同意您的申请（${no}）：同意`, '王芳']])
    expect(await titles('E0002', id)).toEqual(['待审批：李娜的请假'])
  })

  it('a return tells the level it goes back to and the initiator', async () => {
    await ok(call('E0005', 'approval-reject', { PrecessId: id, Remark: '请补充证明', RejectId: 1 }))
    expect(await titles('E0002', id)).toEqual(['待审批：李娜的请假', '待审批：李娜的请假'])
    expect((await inbox('E0003', id)).at(-1)).toMatchObject({ Title: '审批退回：李娜的请假', Content: `陈静退回了您的申请（${no}）：请补充证明` })
  })

  it('the end of the flow: the carbon copy reaches 张伟 and the initiator hears it passed', async () => {
    await ok(call('E0002', 'approval-pass', { PrecessId: id, Remark: '已补充' }))
    expect(await titles('E0001', id)).toEqual([])
    await ok(call('E0005', 'approval-pass', { PrecessId: id, Remark: '同意' }))
    expect((await inbox('E0001', id)).map((m) => m.Title)).toEqual(['抄送：李娜的请假'])
    expect((await titles('E0003', id)).slice(-2)).toEqual(['审批进展：李娜的请假', '审批通过：李娜的请假'])
    expect((await inbox('E0003', id)).at(-1)!.Content).toBe(`您的申请（${no}）已审批通过。`)
  })

  it('a forward tells the new approver; a refusal tells the initiator', async () => {
    const other = await submitLeave('通知测试：拒绝')
    await ok(call('E0002', 'approval-transpond', { PrecessId: other.Id, Remark: '请刘强处理', UserId: await userIdOf('E0004') }))
    expect(await titles('E0004', other.Id)).toEqual(['待审批：李娜的请假'])
    await ok(call('E0004', 'approval-reject', { PrecessId: other.Id, Remark: '时间冲突', RejectId: -1 }))
    expect((await inbox('E0003', other.Id)).map((m) => [m.Title, m.Content])).toEqual([['审批拒绝：李娜的请假', `刘强拒绝了您的申请（${other.ProjectNo}）：时间冲突`]])
  })

  it('a share tells the colleague once; the message is read like any other', async () => {
    const e6 = await userIdOf('E0006')
    const before = await unread('E0006')
    await ok(call('E0003', 'approval-share', { ProcessId: id, UserId: e6 }))
    await ok(call('E0003', 'approval-share', { ProcessId: id, UserId: e6 }))
    const got = await inbox('E0006', id)
    expect(got.map((m) => [m.Title, m.Content])).toEqual([['分享：李娜的请假', `李娜分享给您一个审批（${no}），可在「我收到」中查看。`]])
    expect(await unread('E0006')).toBe(before + 1)
    expect((await h.call('POST', `/api/app/messages/${got[0].Id}/read`, { token: token.E0006 })).status).toBe(200)
    expect(await unread('E0006')).toBe(before)
  })
})
