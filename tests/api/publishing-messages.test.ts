/** Publishing (issue 15): columns, message-send/detail/list/delete and what is stored. */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { systemMessages } from '../../server/db/schema'
import { createHarness, type Harness } from './harness'
import { SAMPLES } from './multipart'
import { base, columns, detail, idOf, managersList, send, upload, type Detail } from './publishing-fixtures'

let h: Harness
let admin: string
let viewer: string
let cols: { first: string; second: string }
beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
  viewer = await h.tokenFor('E0004')
  cols = await columns(h, admin, '测试公告')
})
afterAll(() => h?.close())

const message = (over: Record<string, unknown> = {}) => ({ Title: '年会通知', TypeId: cols.second, Summary: '摘要', Content: '<p>正文</p>', ...over })

describe('columns', () => {
  it('lists first levels with their SecondTypes to every signed-in user', async () => {
    const res = await h.call<{ Id: string; Title: string; SecondTypes: { Id: string; Title: string }[] }[]>('GET', `${base}/message-type`, { token: viewer })
    expect(res.status).toBe(200)
    const mine = res.body.Data.find((t) => t.Id === cols.first)
    expect(mine?.SecondTypes.map((s) => s.Title)).toEqual(['测试公告子栏目'])
  })

  it('has two levels only, refuses deleting a used column and is managed with Publish.Column only', async () => {
    const deep = await h.call('POST', `${base}/message-type`, { token: admin, body: { Title: '第三级', ParentId: cols.second, Sort: 1 } })
    expect(deep.status).toBe(400)
    expect(deep.body.Message).toBe('栏目最多两级')
    expect((await h.call('POST', `${base}/message-type`, { token: viewer, body: { Title: '无权', Sort: 1 } })).status).toBe(403)
    const used = await columns(h, admin, '用过')
    await send(h, admin, message({ TypeId: used.second }))
    const refused = await h.call('POST', `${base}/delete-message-type/${used.second}`, { token: admin })
    expect(refused.status).toBe(400)
    expect(refused.body.Message).toBe('该栏目下有子栏目或信息，不能删除')
    const spare = await columns(h, admin, '空栏目')
    expect((await h.call('POST', `${base}/delete-message-type/${spare.second}`, { token: admin })).body.Message).toBe('删除成功')
    expect((await h.call('POST', `${base}/delete-message-type/${spare.second}`, { token: admin })).status).toBe(404)
  })
})

describe('message-send', () => {
  it('adds (提交成功) and edits with Id; the publisher and managers read the detail', async () => {
    const png = await upload(h, admin, '海报.png', SAMPLES.png)
    const pdf = await upload(h, admin, '议程.pdf', SAMPLES.pdf)
    const res = await send(h, admin, message({ Attachs: [{ FileName: '海报.png', FileUrl: png }, { FileName: '议程.pdf', FileUrl: pdf }], IsTop: 1 }))
    expect(res.status).toBe(200)
    expect(res.body.Message).toBe('提交成功')
    const got = (await detail(h, admin, res.body.Data.Id)).body.Data
    expect(got).toMatchObject({ Title: '年会通知', TypeName: '测试公告子栏目', IsTop: 1, IsSecret: 0, IsNewMemberCanSee: 0, SystemMessageReceivers: [] })
    expect(got.Attachs.map((a) => a.FileName)).toEqual(['海报.png', '议程.pdf'])
    const edit = await send(h, admin, message({ Id: got.Id, Title: '年会通知（更新）', Attachs: [{ FileName: '议程.pdf', FileUrl: pdf }] }))
    expect(edit.status).toBe(200)
    const after = (await detail(h, admin, got.Id)).body.Data
    expect(after).toMatchObject({ Title: '年会通知（更新）', IsTop: 0 })
    expect(after.Attachs).toHaveLength(1)
  })

  it('sanitizes the content before storing it and again when serving it', async () => {
    const res = await send(h, admin, message({ Content: '<p onclick="alert(1)">好<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>' }))
    const [row] = await h.db.select({ content: systemMessages.content }).from(systemMessages).where(eqId(res.body.Data.Id))
    expect(row.content).not.toMatch(/script|onerror|onclick|javascript/)
    expect(row.content).toContain('好')
    await h.db.update(systemMessages).set({ content: '<p>旧</p><script>alert(2)</script><svg onload=alert(3)>' }).where(eqId(res.body.Data.Id))
    const served = (await detail(h, admin, res.body.Data.Id)).body.Data.Content
    expect(served).toBe('<p>旧</p>')
  })

  it('takes images (jpg/jpeg/png/gif/bmp) and pdf only: 暂不支持该文件 (a webp image as well)', async () => {
    const docx = await upload(h, admin, '说明.docx', SAMPLES.docx)
    const webp = await upload(h, admin, '图.webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(64, 5)]))
    for (const FileUrl of [docx, webp]) {
      const res = await send(h, admin, message({ Attachs: [{ FileName: 'x', FileUrl }] }))
      expect(res.status).toBe(400)
      expect(res.body.Message).toBe('暂不支持该文件')
    }
    const someoneElses = await upload(h, viewer, '别人的.png', SAMPLES.png)
    const res = await send(h, admin, message({ Attachs: [{ FileName: 'x', FileUrl: someoneElses }] }))
    expect(res.status).toBe(400)
    expect(res.body.Message).toBe('文件不存在')
  })

  it('refuses repeated recipients (不能重复选择), unknown ones, an unknown column, and callers without Create', async () => {
    const person = await idOf(h, 'user', 'E0003')
    const twice = await send(h, admin, message({ SystemMessageReceivers: [{ Type: 2, UserId: person }, { Type: 2, UserId: person }] }))
    expect(twice.status).toBe(400)
    expect(twice.body.Message).toBe('不能重复选择')
    const unknown = await send(h, admin, message({ SystemMessageReceivers: [{ Type: 1, UserId: person }] }))
    expect(unknown.body.Message).toBe('接收人不存在')
    const noColumn = await send(h, admin, message({ TypeId: '00000000-0000-4000-8000-000000000000' }))
    expect(noColumn.body.Message).toBe('栏目不存在')
    expect((await send(h, viewer, message())).status).toBe(403)
    expect((await send(h, admin, message({ Title: '' }))).status).toBe(400)
  })
})

describe('lists and deletes', () => {
  it('filters by column (a first level takes its second levels) and keyword, GET or POST, pinned first', async () => {
    const other = await columns(h, admin, '筛选')
    await send(h, admin, message({ Title: '筛选甲', TypeId: other.first }))
    await send(h, admin, message({ Title: '筛选乙', TypeId: other.second, IsTop: 1 }))
    const byType = await managersList(h, admin, `&TypeId=${other.first}`)
    expect(byType.body.Data.Items.map((i) => i.Title)).toEqual(['筛选乙', '筛选甲'])
    const post = await h.call<{ Items: Detail[]; TotalCount: number }>('POST', `${base}/messages-list`, { token: admin, body: { TypeId: other.second, Keyword: '筛选', MaxResultCount: 15, SkipCount: 0 } })
    expect(post.body.Data).toMatchObject({ TotalCount: 1, Items: [{ Title: '筛选乙' }] })
    expect((await managersList(h, admin, `&Keyword=${encodeURIComponent('筛选甲')}`)).body.Data.TotalCount).toBe(1)
  })

  it('deletes one (删除成功), then it is 404; batch delete needs a selection and is all or nothing', async () => {
    const one = (await send(h, admin, message({ Title: '删一' }))).body.Data.Id
    const del = await h.call('POST', `${base}/delete-message/${one}`, { token: admin })
    expect(del.body.Message).toBe('删除成功')
    expect((await detail(h, admin, one)).status).toBe(404)
    expect((await h.call('POST', `${base}/delete-message/${one}`, { token: admin })).status).toBe(404)
    expect((await h.call('POST', `${base}/delete-message/not-a-uuid`, { token: admin })).status).toBe(404)
    const empty = await h.call('POST', `${base}/delete-messages`, { token: admin, body: [] })
    expect(empty.status).toBe(400)
    expect(empty.body.Message).toBe('请选择需要删除的数据')
    const a = (await send(h, admin, message({ Title: '批删甲' }))).body.Data.Id
    const b = (await send(h, admin, message({ Title: '批删乙' }))).body.Data.Id
    expect((await h.call('POST', `${base}/delete-messages`, { token: admin, body: [{ id: a }, { id: one }] })).status).toBe(404)
    expect((await detail(h, admin, a)).status).toBe(200)
    expect((await h.call('POST', `${base}/delete-messages`, { token: viewer, body: [{ id: a }] })).status).toBe(403)
    expect((await h.call('POST', `${base}/delete-messages`, { token: admin, body: [{ id: a }, { Id: b }] })).body.Message).toBe('删除成功')
    expect((await detail(h, admin, b)).status).toBe(404)
  })
})

const eqId = (id: string) => eq(systemMessages.id, id)
