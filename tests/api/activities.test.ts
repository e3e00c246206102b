import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from './harness'
import { multipart, SAMPLES } from './multipart'

interface Media {
  FileUrl: string
  FileName: string
}
interface Activity {
  Id: string
  Title: string
  TypeId: string
  TypeName: string
  Theme: string
  Type: number
  Sort: number
  Description: string
  CoverImg: Media[]
  Image: Media[]
  Video: Media[]
  CreatorName: string
}
type Page = { Items: Activity[]; TotalCount: number }

const VIDEO = readFileSync(new URL('../../server/seed/assets/promo.webm', import.meta.url))
const base = '/api/app/know'

let h: Harness
let admin: string
let staff: string
let types: { Id: string; Name: string }[]
let png: { Url: string; Name: string }
let webm: { Url: string; Name: string }

async function upload(token: string, name: string, content: Buffer) {
  const body = multipart(name, content)
  const res = await h.app.inject({ method: 'POST', url: '/api/app/upload/upload', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } })
  expect(res.statusCode).toBe(200)
  return res.json().Data as { Url: string; Name: string }
}

beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
  staff = await h.tokenFor('E0003')
  types = (await h.call<{ Id: string; Name: string }[]>('GET', `${base}/get-activity-types`, { token: staff })).body.Data
  png = await upload(admin, 'cover.png', SAMPLES.png)
  webm = await upload(admin, 'promo.webm', VIDEO)
})
afterAll(() => h?.close())

const save = (body: Record<string, unknown>, token = admin) => h.call<{ Id: string }>('POST', `${base}/save-activity-management`, { token, body })
const list = (body: Record<string, unknown> = {}, token = admin) => h.call<Page>('POST', `${base}/get-activities`, { token, body: { MaxResultCount: 100, SkipCount: 0, ...body } })
const activity = (over: Record<string, unknown> = {}) => ({
  Title: '春季徒步',
  TypeId: types[1].Id,
  Theme: '走进自然',
  Type: 2,
  Sort: 10,
  Description: '全员参加的春季徒步活动',
  CoverImg: [{ FileUrl: png.Url, FileName: 'cover.png' }],
  Image: [{ FileUrl: png.Url, FileName: '合影.png' }],
  Video: [{ FileUrl: webm.Url, FileName: '宣传片.webm' }],
  ...over,
})
const byId = async (id: string) => (await list()).body.Data.Items.find((a) => a.Id === id)

describe('activities', () => {
  it('offers the fixed activity types to every signed-in user', () => {
    expect(types.map((t) => t.Name)).toEqual(['公司新闻', '团建活动', '文体活动', '公益活动'])
  })

  it('saves an activity with its media (提交成功), lists it for everyone, and edits it', async () => {
    const res = await save(activity())
    expect(res.status).toBe(200)
    expect(res.body.Message).toBe('提交成功')
    const saved = (await byId(res.body.Data.Id))!
    expect(saved).toMatchObject({ Title: '春季徒步', TypeName: '团建活动', Theme: '走进自然', Type: 2, Sort: 10, CreatorName: expect.any(String) })
    expect(saved.Video).toEqual([{ FileUrl: webm.Url, FileName: '宣传片.webm' }])
    expect(saved.CoverImg).toEqual([{ FileUrl: png.Url, FileName: 'cover.png' }])
    // a staff member reads the list and the media it shows (the dynamics page)
    const theirs = await list({ TypeId: types[1].Id }, staff)
    expect(theirs.body.Data.Items.map((a) => a.Id)).toContain(saved.Id)
    const file = await h.app.inject({ method: 'GET', url: webm.Url, headers: { authorization: `Bearer ${staff}`, range: 'bytes=0-9' } })
    expect(file.statusCode).toBe(206)
    const edit = await save(activity({ Id: saved.Id, Title: '秋季徒步', Video: [] }))
    expect(edit.status).toBe(200)
    expect(await byId(saved.Id)).toMatchObject({ Title: '秋季徒步', Video: [] })
  })

  it('filters by TypeId and title Keyword, orders by Sort, and pages with TotalCount', async () => {
    for (const [title, sort] of [['篮球赛 A', 3], ['篮球赛 B', 1], ['羽毛球赛', 2]] as const) expect((await save(activity({ Title: title, Sort: sort, TypeId: types[2].Id }))).status).toBe(200)
    const found = await list({ TypeId: types[2].Id, Keyword: '篮球' })
    expect(found.body.Data.TotalCount).toBe(2)
    expect(found.body.Data.Items.map((a) => a.Title)).toEqual(['篮球赛 B', '篮球赛 A'])
    const page = await list({ TypeId: types[2].Id, MaxResultCount: 1, SkipCount: 1 })
    expect(page.body.Data).toMatchObject({ TotalCount: 3, Items: [{ Title: '羽毛球赛' }] })
    expect((await list({ Keyword: '100%_' })).body.Data.TotalCount).toBe(0)
  })

  it('checks every rule with the spec’s messages', async () => {
    const expectMessage = async (over: Record<string, unknown>, message: string) => {
      const res = await save(activity(over))
      expect({ over, status: res.status, message: res.body.Message }).toEqual({ over, status: 400, message })
    }
    await expectMessage({ Title: '' }, '请输入标题')
    await expectMessage({ Title: '长'.repeat(51) }, '标题：请输入1-50个字符')
    await expectMessage({ TypeId: '' }, '请选择栏目')
    await expectMessage({ TypeId: '00000000-0000-0000-0000-000000000000' }, '栏目不存在')
    await expectMessage({ Sort: 0 }, '排序：请输入1-1000之间的整数')
    await expectMessage({ Sort: 1001 }, '排序：请输入1-1000之间的整数')
    await expectMessage({ Sort: 1.5 }, '排序：请输入整数')
    await expectMessage({ Description: '字'.repeat(51) }, '描述：请输入1-50个字符')
    await expectMessage({ Type: 3 }, '请选择类型')
    await expectMessage({ CoverImg: [{ FileUrl: webm.Url }] }, '请上传图片')
    await expectMessage({ Image: [{ FileUrl: '/download-file?id=00000000-0000-0000-0000-000000000000' }] }, '请上传图片')
    await expectMessage({ Video: [{ FileUrl: png.Url }] }, '请上传视频')
    await expectMessage({ CoverImg: [{ FileUrl: png.Url }, { FileUrl: png.Url }] }, '封面图片：最多1项')
    expect((await save(activity({ Sort: 1000, Description: '字'.repeat(50) }))).status).toBe(200)
    expect((await save(activity({ Sort: 1, Description: '', Theme: '', CoverImg: [], Image: [], Video: [] }))).status).toBe(200)
  })

  it('takes no colleague’s upload, unless an activity already shows it', async () => {
    const mine = await upload(staff, 'mine.png', SAMPLES.png)
    expect((await save(activity({ Image: [{ FileUrl: mine.Url, FileName: 'x.png' }] }))).body.Message).toBe('请上传图片')
    // another administrator keeps a picture this one uploaded when editing
    const other = await h.addUser('P0001', ['管理员'])
    const token = await h.tokenFor('P0001')
    expect(other).toBeTruthy()
    expect((await save(activity({ Title: '沿用封面' }), token)).status).toBe(200)
    // the staff's unused upload stays private
    expect((await h.call('GET', mine.Url, { token: admin })).status).toBe(404)
  })

  it('deletes a list of ids or of {Id} (删除成功), all or nothing', async () => {
    const a = (await save(activity({ Title: '删除甲' }))).body.Data.Id
    const b = (await save(activity({ Title: '删除乙' }))).body.Data.Id
    const c = (await save(activity({ Title: '删除丙' }))).body.Data.Id
    const missing = await h.call('POST', `${base}/delete-activity-management`, { token: admin, body: [a, '00000000-0000-0000-0000-000000000000'] })
    expect(missing.status).toBe(404)
    expect(await byId(a)).toBeDefined()
    const del = await h.call('POST', `${base}/delete-activity-management`, { token: admin, body: [a, b] })
    expect(del.body).toMatchObject({ Code: 200, Message: '删除成功' })
    expect((await h.call('POST', `${base}/delete-activity-management`, { token: admin, body: [{ Id: c }] })).body.Message).toBe('删除成功')
    for (const id of [a, b, c]) expect(await byId(id)).toBeUndefined()
    const none = await h.call('POST', `${base}/delete-activity-management`, { token: admin, body: [] })
    expect([none.status, none.body.Message]).toEqual([400, '请选择需要删除的数据'])
    expect((await h.call('POST', `${base}/delete-activity-management`, { token: admin, body: ['nope'] })).status).toBe(404)
  })

  it('keeps saving and deleting to the Publish.Activity grants (403), and an unknown Id is 404', async () => {
    expect((await save(activity(), staff)).status).toBe(403)
    expect((await h.call('POST', `${base}/delete-activity-management`, { token: staff, body: [] })).status).toBe(403)
    expect((await save(activity({ Id: '00000000-0000-0000-0000-000000000000' }))).status).toBe(404)
    expect((await list({}, '')).status).toBe(401)
  })
})
