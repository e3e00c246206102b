/**
 * Bad input is a 400 with a Chinese message naming the field, never a 500 (issue 13 s.2): the
 * cases the attack run found, one by one. tests/api/fuzz.test.ts walks every operation at random.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { count, eq } from 'drizzle-orm'
import { knowledgeTeachers, roles, users } from '../../server/db/schema'
import { createHarness, tokenForm, type Harness } from './harness'

let h: Harness
let admin: string
beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
})
afterAll(() => h?.close())

const errorsOf = (body: { Data: unknown }) => (body.Data as { Errors?: { Field: string; Message: string }[] } | null)?.Errors ?? []

describe('paging is bounded on every paged list', () => {
  it('SkipCount 0..2^31-1 and MaxResultCount 1..1000, else 400 naming the parameter', async () => {
    await h.app.ready()
    const doc = h.app.swagger() as { paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean }[] }>> }
    // a list that needs more than paging gets a real value for it, so that only the paging is wrong
    const [teacher] = await h.db.select({ id: knowledgeTeachers.id }).from(knowledgeTeachers).where(eq(knowledgeTeachers.isShow, 1)).limit(1)
    const needed: Record<string, string> = { teacherId: teacher.id }
    const lists = Object.entries(doc.paths)
      .filter(([, ops]) => ops.get?.parameters?.some((p) => p.name === 'SkipCount'))
      .map(([path, ops]) => {
        const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'tab' ? 'birthday' : '0'))
        const required = (ops.get?.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${needed[p.name]}`)
        return required.length ? `${filled}?${required.join('&')}&` : `${filled}?`
      })
    expect(lists.length).toBeGreaterThanOrEqual(11)
    const bad: [string, string][] = [
      ['SkipCount=99999999999999999999', 'SkipCount：请输入0-2147483647之间的整数'],
      ['SkipCount=2147483648', 'SkipCount：请输入0-2147483647之间的整数'],
      ['SkipCount=-1', 'SkipCount：请输入0-2147483647之间的整数'],
      ['SkipCount=1.5', 'SkipCount：请输入0-2147483647之间的整数'],
      ['SkipCount=abc', 'SkipCount：请输入0-2147483647之间的整数'],
      ['MaxResultCount=0', 'MaxResultCount：请输入1-1000之间的整数'],
      ['MaxResultCount=1001', 'MaxResultCount：请输入1-1000之间的整数'],
    ]
    for (const path of lists) {
      for (const [query, message] of bad) {
        const res = await h.call('GET', `${path}${query}`, { token: admin })
        expect({ path, query, status: res.status, message: res.body.Message }).toEqual({ path, query, status: 400, message })
      }
      const edge = await h.call('GET', `${path}SkipCount=2147483647&MaxResultCount=1000`, { token: admin })
      expect({ path, status: edge.status }).toEqual({ path, status: 200 })
    }
  })
})

describe('control characters are refused, naming the field', () => {
  it('in a query string, a path, a body of an entity and a plain body', async () => {
    const filter = await h.call('GET', '/api/identity/users?Filter=a%00b', { token: admin })
    expect([filter.status, filter.body.Message]).toEqual([400, 'Filter：不能包含控制字符'])
    const path = await h.call('GET', '/api/identity/roles/a%01b', { token: admin })
    expect([path.status, path.body.Message]).toEqual([400, 'id：不能包含控制字符'])
    const role = await h.call('POST', '/api/identity/roles', { token: admin, body: { Name: '角色\u0000名' } })
    expect([role.status, role.body.Message, errorsOf(role.body)]).toEqual([400, '角色名称：不能包含控制字符', [{ Field: 'Name', Message: '角色名称：不能包含控制字符' }]])
    const sms = await h.call('POST', '/api/app/old-frame/send-sms', { body: { username: 'A0001\u0000' } })
    expect([sms.status, sms.body.Message]).toEqual([400, 'username：不能包含控制字符'])
    const nested = await h.call('POST', '/api/identity/roles', { token: admin, body: { Name: 'x', RoleNames: ['\u0007'] } })
    expect(nested.status).toBe(200) // RoleNames is no field of a role: dropped unread
    const user = await h.call('POST', '/api/identity/users', { token: admin, body: { UserName: 'C0001', Surname: '张', Name: '三', Password: 'Entry#2468', RoleNames: ['\u0007'] } })
    expect([user.status, user.body.Message]).toEqual([400, '角色：不能包含控制字符'])
  })

  it('a line break is text in a multi-line field and refused in a one-line field', async () => {
    const [row] = await h.db.select({ id: users.id }).from(users).where(eq(users.userName, 'H0030'))
    const file = (await h.call<{ ConcurrencyStamp: string }>('GET', `/api/app/users/${row.id}/employee-file`, { token: admin })).body.Data
    const multi = await h.call('PUT', `/api/app/users/${row.id}/employee-file`, { token: admin, body: { Responsibility: '第一行\n第二行', ConcurrencyStamp: file.ConcurrencyStamp } })
    expect(multi.status).toBe(200)
    const single = await h.call('PUT', `/api/app/users/${row.id}/employee-file`, { token: admin, body: { NativePlace: '北京\n上海', ConcurrencyStamp: 'x' } })
    expect([single.status, single.body.Message]).toEqual([400, '籍贯：不能包含控制字符'])
  })
})

describe('values of the wrong shape are a 400', () => {
  it('an object where a text is expected, in the sign-in form (with OAuth error fields) and in entity bodies', async () => {
    const token = await h.call('POST', '/connect/token', { body: { grant_type: 'password', client_id: 'oa-web', username: { $ne: 1 }, password: 'x', code: '1' } })
    expect([token.status, token.body.Message, token.body.error]).toEqual([400, '参数username不合法', 'invalid_request'])
    const role = await h.call('POST', '/api/identity/roles', { token: admin, body: { Name: { a: 1 } } })
    expect([role.status, role.body.Message]).toEqual([400, '角色名称格式不正确'])
    const dep = await h.call('PUT', '/api/app/users/user-orgs-info', { token: admin, body: { Ids: [], DepId: { a: 1 }, ContractId: 'x', BusinessOrgId: 'x', BusinessDepId: 'x', IsProduce: 0 } })
    expect([dep.status, dep.body.Message, errorsOf(dep.body)[0]?.Field]).toEqual([400, '请选择部门', 'DepId'])
    const list = await h.call('POST', '/api/identity/roles', { token: admin, body: ['Name'] })
    expect([list.status, list.body.Message]).toEqual([400, '请求内容必须是对象'])
  })

  it('huge numbers are a 400 with the field, never reaching the database', async () => {
    const [row] = await h.db.select({ id: users.id }).from(users).where(eq(users.userName, 'H0031'))
    const file = (await h.call<{ ConcurrencyStamp: string }>('GET', `/api/app/users/${row.id}/employee-file`, { token: admin })).body.Data
    for (const [value, message] of [
      [3_000_000_000, '岗位层级：请输入1-20之间的整数'],
      [1e300, '岗位层级：暂不支持大于千亿的数字'],
      ['99999999999999999999', '岗位层级：暂不支持大于千亿的数字'],
    ] as const) {
      const res = await h.call('PUT', `/api/app/users/${row.id}/employee-file`, { token: admin, body: { PositionLevel: value, ConcurrencyStamp: file.ConcurrencyStamp } })
      expect([res.status, res.body.Message]).toEqual([400, message])
    }
    const sort = await h.call('POST', '/api/app/apb-menu/menu', { token: admin, body: { Name: 'n', Type: 1, Sort: 1e300, Authority: 'System.Huge', IsEnable: 1, OpenMode: '_default' } })
    expect([sort.status, sort.body.Message]).toEqual([400, '排序：请输入1-1000之间的整数'])
  })

  it('__proto__ keys never pollute: refused in JSON, ignored in a query', async () => {
    const before = await h.db.select({ n: count() }).from(roles)
    const res = await h.call('POST', '/api/identity/roles', { token: admin, body: '{"Name":"原型","__proto__":{"IsStatic":true}}', headers: { 'content-type': 'application/json' } })
    expect([res.status, res.body.Code]).toEqual([400, 400])
    expect(res.body.Message).toMatch(/[\u4e00-\u9fa5]/)
    expect(await h.db.select({ n: count() }).from(roles)).toEqual(before)
    const q = await h.call('GET', '/api/identity/roles?__proto__=x&constructor[prototype][polluted]=1', { token: admin })
    expect(q.status).toBe(200)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('the sign-in form with a control character answers like any refused sign-in field', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/connect/token', payload: tokenForm({ username: 'A0001\u0000', password: 'x', code: '1' }), headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ Code: 400, Message: 'username：不能包含控制字符', error: 'invalid_request' })
  })
})

describe('requests Node refuses answer the Chinese envelope', () => {
  it('oversized headers: 431 请求头过大', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = h.app.server.address() as AddressInfo
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/api/identity/roles', headers: { 'x-big': 'a'.repeat(64 * 1024) } }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      req.on('error', reject)
      req.end()
    })
    expect(answer.status).toBe(431)
    expect(JSON.parse(answer.body)).toEqual({ Code: 431, Message: '请求头过大', Data: null })
  })
})

describe('unique-key races answer the field’s own message', () => {
  it('20 parallel new entries with one work number: 1 saved, 19 × 400 工号已存在, never 500', async () => {
    const orgs = (await h.call<{ Id: string }[]>('GET', '/api/app/pay-user/org-list', { token: admin })).body.Data
    const deps = (await h.call<{ Id: string }[]>('GET', '/api/app/users/deplist', { token: admin })).body.Data
    const body = { WorkNo: 'R0001', RealName: '并发', PhoneNumber: '13812345678', OrgId: orgs[0].Id, DepId: deps[0].Id, Password: 'Entry#2468' }
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.call('POST', '/api/app/new-user/entry', { token: admin, body })))
    const summary = answers.map((a) => `${a.status} ${a.status === 200 ? '' : a.body.Message}`.trim()).sort()
    expect(summary).toEqual(['200', ...Array(19).fill('400 工号已存在')])
    for (const a of answers.filter((x) => x.status === 400)) expect(errorsOf(a.body)).toEqual([{ Field: 'WorkNo', Message: '工号已存在' }])
    expect(await h.db.select({ n: count() }).from(users).where(eq(users.userName, 'R0001'))).toEqual([{ n: 1 }])
  })

  it('20 parallel roles of one name: 1 saved, 19 × 400 角色名称已存在', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.call('POST', '/api/identity/roles', { token: admin, body: { Name: '并发角色' } })))
    expect(answers.map((a) => `${a.status} ${a.status === 200 ? '' : a.body.Message}`.trim()).sort()).toEqual(['200', ...Array(19).fill('400 角色名称已存在')])
  })
})
