/** Employee care and messages (docs/contracts.md "Onboarding" > "Employee care", "Messages"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { employees, users } from '../../server/db/schema'
import { createHarness, type Harness } from './harness'
import { userWith, type Page } from './hr-fixtures'

let h: Harness
let admin: string
beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
  const [u] = await h.db.select({ id: users.id }).from(users).where(eq(users.userName, 'H0003'))
  const m = new Date().toISOString().slice(5, 7)
  await h.db.update(employees).set({ dateOfBirthTime: `1990-${m}-01`, joinTime: sql`current_date - 3`, status: 2 }).where(eq(employees.userId, u.id))
  const [v] = await h.db.select({ id: users.id }).from(users).where(eq(users.userName, 'H0004'))
  await h.db.update(employees).set({ joinTime: `2019-${m}-02`, status: 2 }).where(eq(employees.userId, v.id))
}, 60_000)
afterAll(() => h.close())

type Item = { Id: string; WorkNo: string; Years: number | null }
describe('employee care', () => {
  it('tabs are computed from data, paged, and delete hides an entry', async () => {
    const tabs = ['birthday', 'new-hire', 'promotion', 'onboarding', 'anniversary', 'departure']
    for (const t of tabs) expect((await h.call('GET', `/api/app/employee-care/${t}`, { token: admin })).status).toBe(200)
    expect((await h.call('GET', '/api/app/employee-care/nope', { token: admin })).status).toBe(404)
    const b = await h.call<Page<Item>>('GET', '/api/app/employee-care/birthday?Filter=H0003', { token: admin })
    expect(b.body.Data.Items.map((i) => i.WorkNo)).toEqual(['H0003'])
    expect((await h.call<Page<Item>>('GET', '/api/app/employee-care/new-hire?Filter=H0003', { token: admin })).body.Data.TotalCount).toBe(1)
    const a = await h.call<Page<Item>>('GET', '/api/app/employee-care/anniversary?Filter=H0004', { token: admin })
    expect(a.body.Data.Items[0].Years).toBe(new Date().getFullYear() - 2019)
    const on = await h.call<Page<Item>>('GET', '/api/app/employee-care/onboarding?MaxResultCount=2', { token: admin })
    expect(on.body.Data.Items).toHaveLength(2)
    expect(on.body.Data.TotalCount).toBeGreaterThanOrEqual(4)
    const viewer = await userWith(h, 'CV01', ['HRM', 'HRM.EmployeeCare'])
    expect((await h.call('DELETE', `/api/app/employee-care/birthday/${b.body.Data.Items[0].Id}`, { token: viewer })).status).toBe(403)
    expect((await h.call('DELETE', `/api/app/employee-care/birthday/${b.body.Data.Items[0].Id}`, { token: admin })).status).toBe(200)
    expect((await h.call<Page<Item>>('GET', '/api/app/employee-care/birthday?Filter=H0003', { token: admin })).body.Data.TotalCount).toBe(0)
    expect((await h.call('GET', '/api/app/employee-care/birthday')).status).toBe(401)
  })

  it('hiding an entry that is not in the tab answers 404 and stores nothing', async () => {
    const hidden = async () => (await h.db.execute(sql`select count(*)::int as n from care_hidden`)) as unknown as { rows?: { n: number }[] } & { n: number }[]
    const count = async () => { const r = await hidden(); return (r.rows ?? r)[0].n }
    const before = await count()
    const [h3] = await h.db.select({ id: users.id }).from(users).where(eq(users.userName, 'H0003'))
    for (const [tab, key] of [['birthday', '0'], ['new-hire', h3.id + ':x'], ['promotion', '-1'], ['departure', h3.id]])
      expect({ tab, status: (await h.call('DELETE', `/api/app/employee-care/${tab}/${encodeURIComponent(key)}`, { token: admin })).status }).toEqual({ tab, status: 404 })
    expect(await count()).toBe(before)
  })

  it('care settings search and greetings become messages of the employee', async () => {
    const s = await h.call<Page<{ Id: string; WorkNo: string }>>('GET', '/api/app/employee-care/employees?Filter=E0003', { token: admin })
    expect(s.body.Data.Items[0].WorkNo).toBe('E0003')
    const target = s.body.Data.Items[0].Id
    const me = await h.tokenFor('E0003')
    // the demo's approvals already left E0003 messages of their own (Kind 'approval')
    const before = (await h.call<{ Count: number }>('GET', '/api/app/messages/count', { token: me })).body.Data.Count
    expect((await h.call('POST', '/api/app/employee-care/greeting', { token: admin, body: { UserId: target, Status: 2 } })).body.Message).toBe('请输入祝福语')
    expect((await h.call('POST', '/api/app/employee-care/greeting', { token: admin, body: { UserId: target, Status: 3 } })).body.Message).toBe('请选择祝福类型')
    expect((await h.call('POST', '/api/app/employee-care/greeting', { token: admin, body: { UserId: target, Status: 1 } })).status).toBe(200)
    expect((await h.call('POST', '/api/app/employee-care/greeting', { token: admin, body: { UserId: target, Status: 2, Remark: '生日快乐' } })).status).toBe(200)
    expect((await h.call<{ Count: number }>('GET', '/api/app/messages/count', { token: me })).body.Data.Count).toBe(before + 2)
    const all = await h.call<Page<{ Id: string; Content: string; Kind: string }>>('GET', '/api/app/messages', { token: me })
    const list = { body: { Data: { Items: all.body.Data.Items.filter((m) => m.Kind === 'greeting') } } }
    expect(list.body.Data.Items.map((m) => m.Content).sort()).toEqual(['生日快乐', '祝您工作顺利，生活愉快！'].sort())
    expect((await h.call('POST', `/api/app/messages/${list.body.Data.Items[0].Id}/read`, { token: admin })).status).toBe(404)
    expect((await h.call('POST', `/api/app/messages/${list.body.Data.Items[0].Id}/read`, { token: me })).status).toBe(200)
    expect((await h.call<{ Count: number }>('GET', '/api/app/messages/count', { token: me })).body.Data.Count).toBe(before + 1)
    expect((await h.call<{ Count: number }>('GET', '/api/app/messages/count', { token: admin })).body.Data.Count).toBe(0)
  })
})
