/**
 * Files in an approval form (issue 11, 报销's 附件; docs/contracts.md "File read rules"): the
 * upload item takes only the initiator's own uploaded files (someone else's, a made-up reference
 * or more than 20 answer under the field, in a draft too), stores them comma-joined with their
 * names beside, and each file opens for the people in the process's flow and for nobody else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { approvalProcesses } from '../../server/db/schema'
import { demoTypeId } from '../../server/seed/approval'
import { createHarness, type Harness } from './harness'
import { multipart, SAMPLES } from './multipart'

let h: Harness
const token: Record<string, string> = {}
let claimType = ''
const A = '/api/app/approval'

beforeAll(async () => {
  h = await createHarness()
  for (const no of ['E0002', 'E0003', 'E0004', 'E0006']) token[no] = await h.tokenFor(no)
  claimType = (await demoTypeId(h.db, '报销'))!
})
afterAll(() => h?.close())

async function upload(no: string, name: string, bytes: Buffer): Promise<string> {
  const { payload, headers } = multipart(name, bytes)
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/app/upload/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${token[no]}` },
  })
  expect(res.statusCode).toBe(200)
  return (res.json() as { Data: { Url: string } }).Data.Url
}
const download = async (no: string, url: string) =>
  (
    await h.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token[no]}` },
    })
  ).statusCode
const claim = (attachments: unknown, Submit = true) =>
  h.call<{ Id: string }>('POST', `${A}/approval-save`, {
    token: token.E0003,
    body: {
      RelationId: claimType,
      OrgId: 0,
      ApprovalProcess: null,
      Submit,
      BusinessDatas: JSON.stringify({
        Items: [{ Item: '打车', Date: '2026-11-20', Amount: 58 }],
        Attachments: attachments,
        Remark: '客户拜访',
      }),
    },
  })
const refusal = async (p: ReturnType<typeof claim>) => {
  const r = await p
  return [r.status, r.body.Message, (r.body.Data as unknown as { Errors?: { Field: string }[] } | null)?.Errors?.map((e) => e.Field)]
}

describe('报销 attachments', () => {
  let invoice = ''
  let contract = ''
  let processId = ''

  it("stores the initiator's files comma-joined with their names; the widget's { Url, Name } entries count as their urls", async () => {
    invoice = await upload('E0003', '发票.png', SAMPLES.png)
    contract = await upload('E0003', '合同.pdf', SAMPLES.pdf)
    const res = await claim([invoice, { Url: contract, Name: '随便写的名字' }])
    expect([res.status, res.body.Message]).toEqual([200, '提交成功'])
    processId = res.body.Data.Id
    const [row] = await h.db.select().from(approvalProcesses).where(eq(approvalProcesses.id, processId))
    expect(row.businessData).toMatchObject({
      Attachments: `${invoice},${contract}`,
      AttachmentsNames: ['发票.png', '合同.pdf'],
      Total: 58,
    })
    const loaded = await h.call<{ BusinessData: Record<string, unknown> }>('POST', `${A}/approval-load?relationId=&processId=${processId}`, { token: token.E0002 })
    expect(loaded.body.Data.BusinessData).toMatchObject({
      Attachments: `${invoice},${contract}`,
      AttachmentsNames: ['发票.png', '合同.pdf'],
    })
  })

  it("someone else's file, a made-up reference or more than 20 files: refused under the field, drafts too", async () => {
    const foreign = await upload('E0006', '别人的.png', SAMPLES.png)
    expect(await refusal(claim([invoice, foreign]))).toEqual([400, '文件不存在', ['Attachments']])
    expect(await refusal(claim(`${invoice},a1`))).toEqual([400, '文件不存在', ['Attachments']])
    expect(await refusal(claim([foreign], false))).toEqual([400, '文件不存在', ['Attachments']])
    expect(await refusal(claim(Array(21).fill(invoice)))).toEqual([400, '最多上传20个文件', ['Attachments']])
    // the owner of the foreign file gained no reader through the refused saves
    expect(await download('E0003', foreign)).toBe(404)
  })

  it('the files open for the flow (leader, finance) and the initiator; a stranger gets 404', async () => {
    for (const no of ['E0003', 'E0002', 'E0004']) expect([no, await download(no, invoice)]).toEqual([no, 200])
    expect(await download('E0004', contract)).toBe(200)
    expect(await download('E0006', invoice)).toBe(404)
  })

  it('a draft keeps its files for the initiator alone', async () => {
    const own = await upload('E0003', '草稿附件.png', SAMPLES.png)
    const draft = await claim([own], false)
    expect([draft.status, draft.body.Message]).toEqual([200, '暂存成功'])
    const [row] = await h.db.select().from(approvalProcesses).where(eq(approvalProcesses.id, draft.body.Data.Id))
    expect(row.businessData).toMatchObject({
      Attachments: own,
      AttachmentsNames: ['草稿附件.png'],
    })
    expect(await download('E0002', own)).toBe(404)
  })
})
