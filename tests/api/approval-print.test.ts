/**
 * Approval print (issue 14, spec 002 s.4 action 7 and batch print on 待处理): the PDF a person
 * downloads holds the form with its detail table, the flow with each approver's state, time and
 * remark, and the comments, as text a PDF reader extracts. A 报销 by 李娜 (E0003): 直属领导 王芳
 * (E0002), 财务审批 (E0004), a carbon copy to 出纳 (E0012).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoTypeId } from '../../server/seed/approval'
import { createHarness, type Harness } from './harness'
import { pdfText } from './pdf-text'

let h: Harness
const token: Record<string, string> = {}
const A = '/api/app/approval'
let expenseId = ''
let leaveType = ''

const call = (no: string, path: string, body?: unknown) => h.call<string>('POST', `${A}/${path}`, { token: token[no], body })
async function download(no: string, url: string) {
  const res = await h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token[no]}` } })
  return { status: res.statusCode, type: String(res.headers['content-type']), bytes: res.rawPayload }
}
async function submit(no: string, relationId: string, data: Record<string, unknown>, submitNow = true) {
  const r = await h.call<{ Id: string }>('POST', `${A}/approval-save`, { token: token[no], body: { RelationId: relationId, OrgId: 0, ApprovalProcess: null, Submit: submitNow, BusinessDatas: data } })
  expect(r.status).toBe(200)
  return r.body.Data.Id
}
const leave = (reason: string) => ({ LeaveType: '年假', Start: '2026-12-07', StartHalf: '上午', End: '2026-12-08', EndHalf: '下午', Reason: reason })

beforeAll(async () => {
  h = await createHarness()
  for (const no of ['E0002', 'E0003', 'E0004', 'E0006']) token[no] = await h.tokenFor(no)
  leaveType = (await demoTypeId(h.db, '请假'))!
  expenseId = await submit('E0003', (await demoTypeId(h.db, '报销'))!, {
    Items: [
      { Item: '打印测试差旅费', Date: '2026-11-20', Amount: 3000 },
      { Item: '打印测试住宿费', Date: '2026-11-21', Amount: 2200 },
    ],
    Remark: '上海客户拜访',
  })
  expect((await call('E0002', 'approval-pass', { PrecessId: expenseId, Remark: '同意报销' })).status).toBe(200)
  expect((await h.call('POST', `${A}/approval-comment`, { token: token.E0004, body: { ApprovalId: expenseId, CommentContent: '请补充住宿发票' } })).status).toBe(200)
})
afterAll(() => h?.close())

describe('print one process', () => {
  it('answers the address of a PDF of the form, the flow and the comments', async () => {
    const r = await call('E0003', `approval-print/${expenseId}`)
    expect([r.status, r.body.Message]).toEqual([200, '操作成功'])
    expect(r.body.Data).toMatch(/^\/download-file\?id=/)
    const file = await download('E0003', r.body.Data)
    expect(file.status).toBe(200)
    expect(file.type).toContain('application/pdf')
    const { pages, title } = await pdfText(file.bytes)
    const text = pages.join('\n')
    expect(title).toBe('报销审批单')
    for (const s of ['报销审批单', '打印人：李娜', '李娜', '费用明细', '打印测试差旅费', '打印测试住宿费', '2026-11-21', '5200', '伍仟贰佰元整', '上海客户拜访']) expect(text).toContain(s)
    // the flow: who, in which state, with what remark; and the comment
    for (const s of ['审批流程', '直属领导', '王芳', '已通过', '同意报销', '财务审批', '审批中', '请补充住宿发票']) expect(text).toContain(s)
  })

  it('after a return and a second approval the flow holds every entry: the first agreement, the 退回 and its remark', async () => {
    const id = await submit('E0003', (await demoTypeId(h.db, '报销'))!, { Items: [{ Item: '退回重审差旅费', Date: '2026-11-20', Amount: 800 }], Remark: '退回重审' })
    expect((await call('E0002', 'approval-pass', { PrecessId: id, Remark: '第一次同意' })).status).toBe(200)
    expect((await call('E0004', 'approval-reject', { PrecessId: id, Remark: '请补充行程单', RejectId: 1 })).status).toBe(200)
    expect((await call('E0002', 'approval-pass', { PrecessId: id, Remark: '第二次同意' })).status).toBe(200)
    const { pages } = await pdfText((await download('E0003', (await call('E0003', `approval-print/${id}`)).body.Data)).bytes)
    const text = pages.join('\n')
    for (const s of ['第一次同意', '已退回', '请补充行程单', '第二次同意']) expect(text).toContain(s)
    expect(text.indexOf('第一次同意')).toBeLessThan(text.indexOf('第二次同意'))
  })

  it('the approver and whoever it is shared with may print; the file stays its printer’s', async () => {
    const r = await call('E0004', `approval-print/${expenseId}`)
    expect(r.status).toBe(200)
    expect((await download('E0004', r.body.Data)).status).toBe(200)
    expect((await download('E0006', r.body.Data)).status).not.toBe(200)
  })

  it('a stranger, an unknown or malformed id: 404; a draft: 暂无打印的文件', async () => {
    expect((await call('E0006', `approval-print/${expenseId}`)).status).toBe(404)
    expect((await call('E0003', 'approval-print/00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await call('E0003', 'approval-print/not-an-id')).status).toBe(404)
    const draft = await submit('E0003', leaveType, leave('打印测试草稿'), false)
    expect([(await call('E0003', `approval-print/${draft}`)).status, (await call('E0003', `approval-print/${draft}`)).body.Message]).toEqual([400, '暂无打印的文件'])
  })
})

describe('batch print of 待处理', () => {
  it('prints the pending processes the filters select, one after another', async () => {
    const r = await call('E0004', 'approval-print-wait', { Keyword: '打印测试', RelationId: '', SkipCount: 0, MaxResultCount: 15 })
    expect([r.status, r.body.Message, r.body.IsOk]).toEqual([200, '操作成功', true])
    const { pages } = await pdfText((await download('E0004', r.body.Data)).bytes)
    expect(pages[0]).toContain('待处理审批')
    expect(pages[0]).toContain('共 1 份')
    expect(pages.join('')).toContain('打印测试住宿费')
  })

  it('nothing pending under the filters: 暂无打印的文件', async () => {
    const r = await call('E0006', 'approval-print-wait', { SkipCount: 0, MaxResultCount: 15 })
    expect([r.status, r.body.Message]).toEqual([400, '暂无打印的文件'])
    expect((await call('E0004', 'approval-print-wait', { Keyword: '没有这样的单据', SkipCount: 0, MaxResultCount: 15 })).body.Message).toBe('暂无打印的文件')
  })

  it('more than 50 pending: the first 50 are printed, IsOk false and the message says so', async () => {
    for (let i = 0; i < 51; i++) await submit('E0003', leaveType, leave(`批量打印上限${i}`))
    const r = await call('E0002', 'approval-print-wait', { Keyword: '批量打印上限', SkipCount: 0, MaxResultCount: 15 })
    expect([r.status, r.body.IsOk, r.body.Message]).toEqual([200, false, '待处理共 51 份，本次打印了前 50 份；请用筛选条件缩小范围后打印其余的'])
    const { pages } = await pdfText((await download('E0002', r.body.Data)).bytes)
    expect(pages[0]).toContain('共 50 份')
    expect(pages.length).toBeGreaterThanOrEqual(50)
    expect(pages.join('').match(/批量打印上限\d+/g)?.length).toBe(50)
  })
})
