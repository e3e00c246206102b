/**
 * The introducing page's calls (issue 15, docs/contracts.md "Introducing page"): regulation types
 * and regulations by key with the sanitized detail, the latest news, the promo videos and their
 * files, the notices a caller may read (the publishing access rules; SkipCount is a page number)
 * and the HR organisation with a person's card.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { promotionalVideos, regulations, regulationTypes, users } from '../../server/db/schema'
import { sanitizeRichText } from '../../server/http/rich-text'
import { seedDemoIntroducing } from '../../server/seed/introducing'
import { createHarness, type Harness } from './harness'
import { columns, idOf, send } from './publishing-fixtures'

const base = '/api/app/know'
type Page<T> = { Items: T[]; TotalCount: number }
type RegulationType = { Id: string; Key: string; Name: string; Sort: number; Count: number }
type Regulation = { Id: string; Title: string; TypeKey: string; TypeName: string; Content?: string }
type Notice = { Id: string; Title: string; IsTop: number }
type OrgNode = { Id: string; Name: string; MenberCount: number; Leader: { Id: string; RealName: string } | null; Children: OrgNode[] }

let h: Harness
let admin: string
let staff: string
let outsider: string
beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
  staff = await h.tokenFor('E0003') // 前端组, under 技术部
  outsider = await h.tokenFor('E0004') // 财务部
})
afterAll(() => h?.close())

describe('regulations', () => {
  it('lists the seeded types by sort with their counts, one type by Key, and nothing for an unknown key', async () => {
    const all = await h.call<RegulationType[]>('GET', `${base}/get-regulation-type-by-key`, { token: staff })
    expect(all.status).toBe(200)
    expect(all.body.Data.map((t) => [t.Key, t.Name, t.Count])).toEqual([
      ['hr', '人事制度', 3],
      ['admin', '行政制度', 2],
      ['finance', '财务制度', 2],
      ['security', '信息安全', 1],
    ])
    expect((await h.call<RegulationType[]>('GET', `${base}/get-regulation-type-by-key?Key=finance`, { token: staff })).body.Data.map((t) => t.Name)).toEqual(['财务制度'])
    expect((await h.call<RegulationType[]>('GET', `${base}/get-regulation-type-by-key?Key=nope`, { token: staff })).body.Data).toEqual([])
    expect((await h.call('GET', `${base}/get-regulation-type-by-key`)).status).toBe(401)
  })

  it('pages regulations by Key, TypeId and Keyword; the detail is sanitized HTML; unknown ids are 404 制度不存在', async () => {
    const list = (body: Record<string, unknown>) => h.call<Page<Regulation>>('POST', `${base}/get-regulation-by-key`, { token: staff, body: { MaxResultCount: 100, SkipCount: 0, ...body } })
    const hr = await list({ Key: 'hr' })
    expect(hr.body.Data.TotalCount).toBe(3)
    expect(hr.body.Data.Items.map((r) => r.Title)).toEqual(['考勤管理制度', '薪酬福利制度', '员工培训制度'])
    const everything = await list({})
    expect(everything.body.Data.TotalCount).toBe(8)
    expect((await list({ MaxResultCount: 2, SkipCount: 2 })).body.Data.Items.map((r) => r.Title)).toEqual(['员工培训制度', '办公用品领用规定'])
    expect((await list({ Keyword: '报销' })).body.Data.Items.map((r) => r.TypeName)).toEqual(['财务制度'])
    expect((await list({ Keyword: '%' })).body.Data.TotalCount).toBe(0)
    expect((await list({ TypeId: 'not-a-uuid' })).body.Data.TotalCount).toBe(0)
    expect((await list({ MaxResultCount: 0 })).status).toBe(400)

    // a row written behind the API's back still reaches readers clean
    const [type] = await h.db.select({ id: regulationTypes.id }).from(regulationTypes).where(eq(regulationTypes.key, 'security'))
    const [row] = await h.db
      .insert(regulations)
      .values({ typeId: type.id, title: '外链规定', content: '<p onclick="alert(1)">正文</p><script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">链接</a>' })
      .returning({ id: regulations.id })
    const detail = await h.call<Regulation>('GET', `${base}/idBoxContent/get-company-regulation-by-id/${row.id}`, { token: staff })
    expect(detail.status).toBe(200)
    expect(detail.body.Data).toMatchObject({ Title: '外链规定', TypeKey: 'security', TypeName: '信息安全' })
    expect(detail.body.Data.Content).not.toMatch(/script|onclick|onerror|javascript:/)
    expect(detail.body.Data.Content).toContain('<p>正文</p>')
    const seeded = (await list({ Keyword: '费用报销' })).body.Data.Items[0]
    const shown = (await h.call<Regulation>('GET', `${base}/idBoxContent/get-company-regulation-by-id/${seeded.Id}`, { token: staff })).body.Data.Content!
    expect(shown).toContain('<table>')
    expect(shown).toBe(sanitizeRichText(shown))
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const missing = await h.call('GET', `${base}/idBoxContent/get-company-regulation-by-id/${id}`, { token: staff })
      expect([missing.status, missing.body.Message]).toEqual([404, '制度不存在'])
    }
  })
})

describe('news and promo videos', () => {
  it('get-news lists only news (Type 1), newest first', async () => {
    const types = (await h.call<{ Id: string }[]>('GET', `${base}/get-activity-types`, { token: admin })).body.Data
    for (const [Title, Type] of [['旧新闻', 1], ['团建', 2], ['新新闻', 1]] as const) {
      const saved = await h.call('POST', `${base}/save-activity-management`, { token: admin, body: { Title, TypeId: types[0].Id, Type, Sort: 1 } })
      expect(saved.status).toBe(200)
    }
    const news = await h.call<Page<{ Title: string; Type: number }>>('POST', `${base}/get-news`, { token: staff, body: { MaxResultCount: 10, SkipCount: 0 } })
    expect(news.status).toBe(200)
    expect(news.body.Data.Items.map((n) => n.Title)).toEqual(['新新闻', '旧新闻'])
    expect(news.body.Data.TotalCount).toBe(2)
    // a TypeId that is no uuid matches nothing (it used to fail in SQL)
    const none = await h.call<Page<unknown>>('POST', `${base}/get-news`, { token: staff, body: { TypeId: 'x' } })
    expect([none.status, none.body.Data.TotalCount]).toEqual([200, 0])
  })

  it('the demo seeds two promo videos of one playable file every signed-in user reads with Range', async () => {
    await h.db.delete(regulations)
    await h.db.delete(regulationTypes)
    const [a] = await h.db.select({ id: users.id }).from(users).where(eq(users.userName, 'A0001'))
    await seedDemoIntroducing(h.db, h.storage, a.id)
    const videos = await h.call<{ Title: string; Video: string; FileName: string }[]>('GET', `${base}/get-promotional-video`, { token: staff })
    expect(videos.status).toBe(200)
    expect(videos.body.Data.map((v) => v.Title)).toEqual(['公司宣传片', '企业文化片'])
    expect(videos.body.Data[0].Video).toMatch(/^\/download-file\?id=/)
    const file = await h.app.inject({ method: 'GET', url: videos.body.Data[1].Video, headers: { authorization: `Bearer ${outsider}`, range: 'bytes=0-9' } })
    expect(file.statusCode).toBe(206)
    // once the promo video is gone, its file is nobody's but the uploader's
    await h.db.delete(promotionalVideos)
    const gone = await h.app.inject({ method: 'GET', url: videos.body.Data[1].Video, headers: { authorization: `Bearer ${outsider}` } })
    expect(gone.statusCode).toBe(404)
    expect((await h.call<unknown[]>('GET', `${base}/get-promotional-video`, { token: staff })).body.Data).toEqual([])
  })
})

describe('notices', () => {
  it('answers only the announcements the caller may read, pinned first, ten a page with SkipCount a page number', async () => {
    const typeId = (await columns(h, admin, '介绍页')).second
    const techId = await idOf(h, 'department', '技术部')
    const financeId = await idOf(h, 'department', '财务部')
    const tech = (await send(h, admin, { Title: '技术部的公告', TypeId: typeId, SystemMessageReceivers: [{ Type: 1, UserId: techId }] })).body.Data.Id
    const finance = (await send(h, admin, { Title: '财务部的公告', TypeId: typeId, IsTop: 1, SystemMessageReceivers: [{ Type: 1, UserId: financeId }] })).body.Data.Id
    const notices = (token: string, body: Record<string, unknown> = {}) => h.call<Page<Notice>>('POST', `${base}/get-announction-by-key`, { token, body: { TypeId: typeId, ...body } })
    const mine = await notices(staff, { MaxResultCount: 10, SkipCount: 1 })
    expect(mine.status).toBe(200)
    expect(mine.body.Data).toMatchObject({ TotalCount: 1, Items: [{ Id: tech, Title: '技术部的公告' }] })
    expect((await notices(outsider)).body.Data.Items.map((n) => n.Id)).toEqual([finance])
    // the publisher (a manager) reads both, the pinned one first
    expect((await notices(admin)).body.Data.Items.map((n) => n.Id)).toEqual([finance, tech])
    expect((await notices(admin, { MaxResultCount: 1, SkipCount: 2 })).body.Data.Items.map((n) => n.Id)).toEqual([tech])
    const all = await notices(staff, { TypeId: undefined })
    expect(all.body.Data.Items.length).toBeLessThanOrEqual(10)
    expect((await notices(staff, { SkipCount: 0 })).status).toBe(400)
    expect((await notices(staff, { MaxResultCount: 101 })).status).toBe(400)
  })
})

describe('HR organisation', () => {
  it('answers the department tree with leaders and counts, and a person’s card; an unknown or departed person is 404 用户不存在', async () => {
    const org = await h.call<OrgNode[]>('POST', `${base}/get-hROrganization`, { token: staff })
    expect(org.status).toBe(200)
    const flat: OrgNode[] = []
    const walk = (list: OrgNode[]) => list.forEach((n) => (flat.push(n), walk(n.Children)))
    walk(org.body.Data)
    const tech = flat.find((n) => n.Name === '技术部')!
    expect(tech.Children.map((c) => c.Name)).toContain('前端组')
    expect(tech.MenberCount).toBeGreaterThan(0)
    const led = flat.find((n) => n.Leader)!
    expect(led.Leader!.RealName).toBeTruthy()
    const card = await h.call<Record<string, unknown>>('POST', `${base}/get-hROrganization-by-user-id/${led.Leader!.Id}`, { token: staff })
    expect(card.status).toBe(200)
    expect(card.body.Data).toMatchObject({ Id: led.Leader!.Id, RealName: led.Leader!.RealName, WorkNo: expect.any(String), DepName: expect.any(String), PositionName: expect.any(String) })
    expect(card.body.Data).not.toHaveProperty('PhoneNumber')
    expect(card.body.Data).not.toHaveProperty('IdCard')
    expect(card.body.Data).not.toHaveProperty('Email')
    const e3 = await idOf(h, 'user', 'E0003')
    expect((await h.call<{ DepPath: string }>('POST', `${base}/get-hROrganization-by-user-id/${e3}`, { token: outsider })).body.Data.DepPath).toMatch(/技术部\/前端组$/)
    const gone = await h.addUser('GONE1', [], { isActive: false })
    for (const id of [gone, '00000000-0000-4000-8000-000000000000', 'x']) {
      const res = await h.call('POST', `${base}/get-hROrganization-by-user-id/${id}`, { token: staff })
      expect([res.status, res.body.Message]).toEqual([404, '用户不存在'])
    }
  })
})
