/** The demo publishing data (issue 15 "Seed and tests"): columns, 30 announcements, who receives them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { systemMessages, users } from '../../server/db/schema'
import { seedPublishing } from '../../server/seed/publishing'
import { createHarness, type Harness } from './harness'
import { base, inbox, unread } from './publishing-fixtures'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h?.close())

describe('the demo announcements', () => {
  it('has three first-level columns with their second levels', async () => {
    const res = await h.call<{ Title: string; SecondTypes: { Title: string }[] }[]>('GET', `${base}/message-type`, { token: await h.tokenFor('E0003') })
    expect(res.body.Data.map((t) => [t.Title, t.SecondTypes.map((s) => s.Title)])).toEqual([
      ['通知公告', ['公司公告', '部门通知']],
      ['新闻资讯', ['公司新闻', '行业动态']],
      ['规章制度', ['人事制度', '财务制度']],
    ])
  })

  it('reaches the whole company, 7 of them only 技术部 with its groups; pinned ones come first', async () => {
    const member = await h.tokenFor('E0003')
    const outsider = await h.tokenFor('E0004')
    const mine = (await inbox(h, member)).body.Data
    expect(mine.TotalCount).toBe(30)
    expect(await unread(h, member)).toBe(30)
    expect(mine.Items.slice(0, 6).every((i) => i.IsTop === 1)).toBe(true)
    expect(mine.Items.filter((i) => i.IsTop).length).toBe(6)
    const theirs = (await inbox(h, outsider)).body.Data
    expect(theirs.TotalCount).toBe(23)
    expect(theirs.Items.some((i) => i.Title.startsWith('【技术部】'))).toBe(false)
  })

  it('is created once: a second run adds nothing', async () => {
    const [admin] = await h.db.select({ id: users.id }).from(users).where(eq(users.userName, 'A0001'))
    expect(await h.db.transaction((tx) => seedPublishing(tx, admin.id))).toBe(0)
    const [{ n }] = await h.db.select({ n: count() }).from(systemMessages)
    expect(Number(n)).toBe(30)
  })
})
