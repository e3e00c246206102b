/**
 * Approvals (issue 11): type groups, the new form and its flow, drafts and submit with the
 * server's validation, the lists and counts by participation, visibility (404), idempotent submit,
 * ProjectNo serials, versioned forms, and the seeded demo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { approvalForms, approvalProcesses, approvalTypeGroups, approvalTypes, users } from '../../server/db/schema'
import { demoTypeId } from '../../server/seed/approval'
import { saveFormVersion } from '../../server/modules/approval/forms'
import { todayInChina } from '../../common/time'
import { createHarness, type Harness } from './harness'

let h: Harness
const token: Record<string, string> = {}
const typeIds: Record<string, string> = {}
const A = '/api/app/approval'

beforeAll(async () => {
  h = await createHarness()
  for (const no of ['E0001', 'E0002', 'E0003', 'E0004', 'E0005', 'E0006']) token[no] = await h.tokenFor(no)
  for (const name of ['请假', '报销', '采购', '用印', '出差', '加班']) typeIds[name] = (await demoTypeId(h.db, name))!
})
afterAll(() => h?.close())

type Page = { Items: { Id: string; State: number; IsRead: number; ApproverType: number; ProjectNo: string; ApprovalProcess: string }[]; TotalCount: number }
const list = async (no: string, path: string, body: Record<string, unknown> = {}) => (await h.call<Page>('POST', `${A}/${path}`, { token: token[no], body: { SkipCount: 0, MaxResultCount: 100, ...body } })).body.Data
const save = (no: string, body: Record<string, unknown>) => h.call<{ Id: string; ProjectNo: string; State: number }>('POST', `${A}/approval-save`, { token: token[no], body: { OrgId: 0, ApprovalProcess: null, Submit: true, ...body } })
const load = (no: string, processId: string) => h.call<Record<string, unknown>>('POST', `${A}/approval-load?relationId=&processId=${processId}`, { token: token[no] })
const leave = (days: number, extra: Record<string, unknown> = {}) => ({
  RelationId: typeIds['请假'],
  BusinessDatas: { LeaveType: '年假', Start: '2026-12-07', StartHalf: '上午', End: `2026-12-${String(6 + days).padStart(2, '0')}`, EndHalf: '下午', Reason: `休假${days}天`, ...extra },
})

describe('types and the new form', () => {
  it('lists the type groups with their types, icon and colour', async () => {
    const res = await h.call<{ TypeName: string; Items: { ApprovalName: string; Color: string; Icon: string }[] }[]>('POST', `${A}/approval-type-list-new`, { token: token.E0003 })
    expect(res.status).toBe(200)
    expect(res.body.Data.map((g) => [g.TypeName, g.Items.map((i) => i.ApprovalName)])).toEqual([
      ['人事', ['请假', '加班', '出差']],
      ['财务', ['报销', '采购']],
      ['行政', ['用印']],
    ])
    expect(res.body.Data[0].Items[0]).toMatchObject({ Color: '#f5a623', Icon: 'CalendarOutlined' })
  })

  it('loads a new form with its definition, the flow for empty values and the condition columns', async () => {
    const res = await h.call<Record<string, unknown>>('POST', `${A}/approval-load?relationId=${typeIds['请假']}&processId=`, { token: token.E0003 })
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({ Id: null, State: -2, Editable: true, Actions: [], ConditionColumns: ['Days'], BusinessForm: { title: '请假' } })
    const flow = (res.body.Data.ConditionConfigs as { ApproverConfigs: { Name: string; Users: { UserName: string }[] }[] }[])[0]
    expect(flow.ApproverConfigs.map((s) => [s.Name, s.Users.map((u) => u.UserName)])).toEqual([
      ['直属领导', ['王芳']],
      ['人事备案', ['张伟']],
    ])
  })

  it('get-config-by-condition: more than 3 days adds the leader above; computed days count; null without a flow', async () => {
    const cfg = (data: Record<string, unknown>) => h.call<{ ApproverConfigs: { Name: string; Users: { UserName: string }[] }[] } | null>('POST', '/api/app/approval-config/get-config-by-condition', { token: token.E0003, body: { RelationId: typeIds['请假'], BusinessDatas: data } })
    const five = await cfg(leave(5).BusinessDatas)
    expect(five.body.Data!.ApproverConfigs.map((s) => [s.Name, s.Users.map((u) => u.UserName)])).toEqual([
      ['直属领导', ['王芳']],
      ['上级领导', ['陈静']],
      ['人事备案', ['张伟']],
    ])
    // the days are computed on the server from the dates, whatever the client says
    const two = await cfg({ ...leave(2).BusinessDatas, Days: 30 })
    expect(two.body.Data!.ApproverConfigs.map((s) => s.Name)).toEqual(['直属领导', '人事备案'])
    const [type] = await h.db.insert(approvalTypes).values({ groupId: (await h.db.select().from(approvalTypeGroups).limit(1))[0].id, name: '无流程' }).returning()
    await saveFormVersion(h.db, type.id, { title: '无流程', desTxt: '', operation: '', formItems: [{ name: 'X', label: '内容', type: 'input', required: true }] })
    const none = await h.call('POST', '/api/app/approval-config/get-config-by-condition', { token: token.E0003, body: { RelationId: type.id, BusinessDatas: {} } })
    expect([none.status, none.body.Data]).toEqual([200, null])
    const refused = await save('E0003', { RelationId: type.id, BusinessDatas: { X: '有内容' } })
    expect([refused.status, refused.body.Message]).toEqual([400, '请联系管理员配置流程'])
  })
})

describe('approval-save: the server validates against the stored form', () => {
  it.each([
    [{ LeaveType: '' }, '请选择请假类型'],
    [{ LeaveType: '旅游假' }, '请选择请假类型'],
    [{ Reason: '' }, '请输入请假事由'],
    [{ Reason: '字'.repeat(301) }, '请假事由：请输入1-300个字符'],
    [{ End: '2026-12-01' }, '结束时间不能小于开始时间'],
    [{ Start: '1999-12-31' }, '开始时间：请选择2000-01-01至2035-12-30之间的日期'],
  ])('%o -> %s', async (change, message) => {
    const res = await save('E0003', { ...leave(2), BusinessDatas: { ...leave(2).BusinessDatas, ...change } })
    expect([res.status, res.body.Message]).toEqual([400, message])
  })

  it('details need a row; rows are checked; the total and its capitals are computed on the server', async () => {
    const claim = (Items: unknown[], extra = {}) => save('E0006', { RelationId: typeIds['报销'], BusinessDatas: { Items, ...extra } })
    expect((await claim([])).body.Message).toBe('请添加费用明细')
    expect((await claim([{ Item: '打车', Date: '2026-11-02', Amount: 'abc' }])).body.Message).toBe('第1条：金额：数值不合法')
    const ok = await claim([{ Item: '打车', Date: '2026-11-02', Amount: '12.345' }, { Item: '午餐', Date: '2026-11-02', Amount: 30 }], { Total: 1, TotalWords: '壹元整' })
    expect([ok.status, ok.body.Message]).toEqual([200, '提交成功'])
    const [row] = await h.db.select().from(approvalProcesses).where(eq(approvalProcesses.id, ok.body.Data.Id))
    expect(row.businessData).toMatchObject({ Total: 42.35, TotalWords: '肆拾贰元叁角伍分', Items: [{ Amount: 12.35 }, { Amount: 30 }] })
  })

  it('an initiator-chosen step without people (or with ids of nobody): 请补全审批人', async () => {
    const res = await save('E0003', { RelationId: typeIds['加班'], BusinessDatas: { Date: '2026-11-28', Hours: 2, Reason: '发布' } })
    expect([res.status, res.body.Message]).toEqual([400, '请补全审批人'])
    const bogus = await save('E0003', { RelationId: typeIds['加班'], BusinessDatas: { Date: '2026-11-28', Hours: 2, Reason: '发布' }, SelectApprovers: [{ Sort: 1, Users: [{ UserId: 'not-an-id' }, { UserId: '00000000-0000-0000-0000-000000000000' }] }] })
    expect([bogus.status, bogus.body.Message]).toEqual([400, '请补全审批人'])
  })

  it('refuses control characters in JSON text, in lists and in drafts (never a 500)', async () => {
    const text = (data: Record<string, unknown>, Submit = true) => save('E0003', { ...leave(1), BusinessDatas: JSON.stringify({ ...leave(1).BusinessDatas, ...data }), Submit })
    expect((await text({ Reason: '坏\u0000字' })).body.Message).toBe('请假事由：不能包含控制字符')
    expect((await text({ Attachments: ['a\u0000'] })).body.Message).toBe('附件：不能包含控制字符')
    const draft = await text({ Reason: '草稿\u0000' }, false)
    expect([draft.status, draft.body.Message]).toEqual([400, '请假事由：不能包含控制字符'])
  })

  it('accepts the form as JSON text (line breaks of a textarea survive); upload values are files (approval-files.test.ts)', async () => {
    const res = await save('E0003', { ...leave(1), BusinessDatas: JSON.stringify({ ...leave(1).BusinessDatas, Reason: '第一行\n第二行' }) })
    expect(res.status).toBe(200)
    const [row] = await h.db.select().from(approvalProcesses).where(eq(approvalProcesses.id, res.body.Data.Id))
    expect(row.businessData).toMatchObject({ Reason: '第一行\n第二行', Days: 1 })
  })
})

describe('submit, lists, counts and visibility', () => {
  let id = ''
  it('a submit numbers the process SP<China day>-NNNN and puts it in the approver\'s 待处理 with the badge', async () => {
    const before = (await h.call<{ WaitList: { Count: number } }>('GET', `${A}/count`, { token: token.E0002 })).body.Data.WaitList.Count
    const res = await save('E0003', leave(5))
    expect([res.status, res.body.Message, res.body.Data.State]).toEqual([200, '提交成功', 0])
    id = res.body.Data.Id
    expect(res.body.Data.ProjectNo).toMatch(new RegExp(`^SP${todayInChina().replace(/-/g, '')}-\\d{4}$`))
    const counts = await h.call<Record<string, { Count: number }> & { States: Record<string, string>; Types: Record<string, string> }>('GET', `${A}/count`, { token: token.E0002 })
    expect(counts.body.Data.WaitList.Count).toBe(before + 1)
    expect(counts.body.Data.States['-2']).toBe('草稿')
    expect(counts.body.Data.Types[typeIds['请假']]).toBe('请假')
    const wait = await list('E0002', 'wait-list')
    expect(wait.Items.find((i) => i.Id === id)).toMatchObject({ State: 0, IsRead: 0, ApprovalProcess: '等待王芳审批' })
    expect((await list('E0003', 'self-list')).Items.map((i) => i.Id)).toContain(id)
    expect((await list('E0003', 'all-list')).Items.map((i) => i.Id)).toContain(id)
  })

  it('serials count up within the day', async () => {
    const a = await save('E0003', leave(1, { Reason: '序号一' }))
    const b = await save('E0003', leave(1, { Reason: '序号二' }))
    const n = (p: string) => Number(p.slice(-4))
    expect(n(b.body.Data.ProjectNo)).toBe(n(a.body.Data.ProjectNo) + 1)
  })

  it('load shows the flow, the viewer\'s actions, and marks it read', async () => {
    const res = await load('E0002', id)
    expect(res.status).toBe(200)
    const data = res.body.Data as { Approvers: { Name: string; ModeName: string; State: number; Users: { UserName: string; State: number }[] }[]; Actions: { TypeId: number }[]; Editable: boolean }
    expect(data.Approvers.map((s) => [s.Name, s.State, s.Users.map((u) => [u.UserName, u.State])])).toEqual([
      ['发起人', 2, [['李娜', 2]]],
      ['直属领导', 1, [['王芳', 1]]],
      ['上级领导', 0, [['陈静', 0]]],
      ['人事备案', 0, [['张伟', 0]]],
    ])
    expect(data.Approvers[1].ModeName).toBe('依次审批')
    expect(data.Actions.map((a) => a.TypeId)).toEqual([6, 5, 4, 2, 1, 7, 9])
    expect(data.Editable).toBe(false)
    expect((await load('E0003', id)).body.Data.Actions).toEqual(expect.arrayContaining([{ TypeId: 3, Name: '撤销', Url: '/api/app/approval/approval-cancel/' }]))
    expect((await list('E0002', 'wait-list')).Items.find((i) => i.Id === id)?.IsRead).toBe(1)
  })

  it('someone not taking part gets 404 and never sees it in a list', async () => {
    expect((await load('E0006', id)).status).toBe(404)
    expect((await load('E0006', '00000000-0000-0000-0000-000000000000')).status).toBe(404)
    expect((await load('E0006', 'not-an-id')).status).toBe(404)
    for (const path of ['wait-list', 'finish-list', 'self-list', 'read-list', 'all-list']) expect((await list('E0006', path)).Items.map((i) => i.Id)).not.toContain(id)
  })

  it('filters by keyword (number, body), type and state', async () => {
    const [row] = await h.db.select().from(approvalProcesses).where(eq(approvalProcesses.id, id))
    expect((await list('E0002', 'wait-list', { Keyword: row.projectNo })).Items.map((i) => i.Id)).toEqual([id])
    expect((await list('E0003', 'self-list', { Keyword: '休假5天' })).Items.map((i) => i.Id)).toContain(id)
    expect((await list('E0003', 'self-list', { RelationId: typeIds['用印'] })).Items.every((i) => i.Id !== id)).toBe(true)
    expect((await list('E0003', 'self-list', { State: -1 })).Items.every((i) => i.State === -1)).toBe(true)
    expect((await list('E0003', 'self-list', { State: '', RelationId: '', Keyword: '' })).TotalCount).toBeGreaterThan(1)
  })

  it('pages: every page tells the whole total, a page past the end too (empty)', async () => {
    const all = await list('E0003', 'all-list')
    expect(all.TotalCount).toBe(all.Items.length)
    const second = await list('E0003', 'all-list', { SkipCount: 1, MaxResultCount: 1 })
    expect([second.TotalCount, second.Items.map((i) => i.Id)]).toEqual([all.TotalCount, [all.Items[1].Id]])
    expect(await list('E0003', 'all-list', { SkipCount: 1000, MaxResultCount: 10 })).toEqual({ Items: [], TotalCount: all.TotalCount })
    expect(await list('E0006', 'wait-list')).toEqual({ Items: [], TotalCount: 0 })
  })
})

describe('drafts', () => {
  it('a draft is the initiator\'s alone; reopened it is editable; submitting it keeps its id', async () => {
    const draft = await save('E0003', { ...leave(5), BusinessDatas: { LeaveType: '年假' }, Submit: false })
    expect([draft.status, draft.body.Message, draft.body.Data.State]).toEqual([200, '暂存成功', -2])
    const id = draft.body.Data.Id
    expect((await load('E0002', id)).status).toBe(404)
    expect((await save('E0002', { ...leave(5), ApprovalProcess: { Id: id } })).status).toBe(404)
    const mine = await load('E0003', id)
    expect(mine.body.Data).toMatchObject({ State: -2, Editable: true, BusinessData: { LeaveType: '年假' }, Approvers: [] })
    expect((await list('E0003', 'self-list', { State: -2 })).Items.map((i) => i.Id)).toContain(id)
    const sent = await save('E0003', { ...leave(5, { Reason: '草稿提交' }), ApprovalProcess: { Id: id } })
    expect([sent.status, sent.body.Data.Id, sent.body.Data.State]).toEqual([200, id, 0])
    expect((await list('E0002', 'wait-list')).Items.map((i) => i.Id)).toContain(id)
  })
})

describe('a repeated submit creates one process', () => {
  it('two parallel identical submits answer the same process', async () => {
    const count = async () => (await h.db.select({ n: sql<number>`count(*)::int` }).from(approvalProcesses).where(eq(approvalProcesses.initiatorId, (await h.db.select().from(users).where(eq(users.userName, 'E0003')))[0].id)))[0].n
    const before = await count()
    const body = leave(3, { Reason: '并发提交' })
    const [a, b] = await Promise.all([save('E0003', body), save('E0003', body)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.body.Data.Id).toBe(b.body.Data.Id)
    expect(await count()).toBe(before + 1)
    // and a retried submit of a draft that went through
    const draft = await save('E0003', { ...leave(2, { Reason: '草稿重试' }), Submit: false })
    const retry = { ...leave(2, { Reason: '草稿重试' }), ApprovalProcess: { Id: draft.body.Data.Id } }
    const [c, d] = await Promise.all([save('E0003', retry), save('E0003', retry)])
    expect([c.body.Data.Id, d.body.Data.Id, c.body.Data.ProjectNo]).toEqual([draft.body.Data.Id, draft.body.Data.Id, d.body.Data.ProjectNo])
  })
})

describe('versioned forms', () => {
  it('a new version is used by new forms; a process keeps the version it was filled with', async () => {
    const sent = await save('E0003', leave(2, { Reason: '版本一' }))
    const [v1] = await h.db.select().from(approvalForms).where(and(eq(approvalForms.typeId, typeIds['请假']), eq(approvalForms.version, 1)))
    const v2 = await saveFormVersion(h.db, typeIds['请假'], { ...v1.definition, title: '请假（新版）' })
    expect(v2.version).toBe(2)
    expect((await load('E0003', sent.body.Data.Id)).body.Data).toMatchObject({ FormVersion: 1, BusinessForm: { title: '请假' } })
    const fresh = await h.call<Record<string, unknown>>('POST', `${A}/approval-load?relationId=${typeIds['请假']}&processId=`, { token: token.E0003 })
    expect(fresh.body.Data).toMatchObject({ FormVersion: 2, BusinessForm: { title: '请假（新版）' } })
    await expect(saveFormVersion(h.db, typeIds['请假'], { ...v1.definition, formItems: [] })).rejects.toThrow('请添加表单字段')
  })
})

describe('the seeded demo', () => {
  it('E0001-E0005 have processes in every state, and what they receive', async () => {
    const states = await h.db.execute(sql`select distinct p.state from approval_processes p join users u on u.id = p.initiator_id where u.user_name in ('E0001','E0002','E0003','E0004','E0005')`)
    const got = ((states as { rows?: { state: number }[] }).rows ?? (states as unknown as { state: number }[])).map((r) => r.state).sort((a, b) => a - b)
    expect(got).toEqual(expect.arrayContaining([-2, -1, 0, 1, 2, 3]))
    const received = await list('E0001', 'read-list', { UnRead: true })
    expect(received.TotalCount).toBeGreaterThan(0)
    expect(received.Items.every((i) => i.ApproverType === 2 && i.IsRead === 0)).toBe(true)
    expect((await list('E0005', 'finish-list')).TotalCount).toBeGreaterThan(0)
  })
})
