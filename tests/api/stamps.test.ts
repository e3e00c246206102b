/**
 * Every update route checks the ConcurrencyStamp (server/http/stamp.ts): walks the route table, and
 * for each route marked `stamped` sends the record as read without its stamp (400), with a stale one
 * (409) and then with the right one (200), checking that the refused writes changed nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoTypeId } from '../../server/seed/approval'
import { createHarness, type Harness } from './harness'

let h: Harness
let admin: string
beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
})
afterAll(() => h?.close())

type Row = Record<string, unknown> & { ConcurrencyStamp: string }

interface Case {
  /** the concrete URL of the update */
  url: string
  /** a valid body without its stamp */
  body: Record<string, unknown>
  /** the record as stored now (compared before and after a refused write) */
  read(): Promise<Row>
}

const get = async (url: string): Promise<Row> => {
  const res = await h.call<Row>('GET', url, { token: admin })
  expect(res.status, url).toBe(200)
  return res.body.Data
}
const without = (row: Row) => {
  const { ConcurrencyStamp: _stamp, ...rest } = row
  return rest
}

/** How to reach a record of each update route (by its route-table URL). */
const cases: Record<string, () => Promise<Case>> = {
  '/api/identity/roles/:id': async () => {
    const role = (await h.call<Row>('POST', '/api/identity/roles', { token: admin, body: { Name: '并发测试角色' } })).body.Data
    const read = () => get(`/api/identity/roles/${role.Id}`)
    return { url: `/api/identity/roles/${role.Id}`, body: { ...without(await read()), Name: '并发测试角色2' }, read }
  },
  '/api/identity/users/:id': async () => {
    const id = await h.addUser('S0001')
    const read = () => get(`/api/identity/users/${id}`)
    return { url: `/api/identity/users/${id}`, body: { ...without(await read()), Surname: '测', Name: '改名' }, read }
  },
  '/api/app/my-profile': async () => {
    const read = () => get('/api/app/my-profile')
    return { url: '/api/app/my-profile', body: { ...without(await read()), NickName: '新昵称' }, read }
  },
  ...Object.fromEntries(
    ['/api/app/apb-menu/:id/menu/', '/api/app/apb-menu/:id/menu'].map((route, i) => [
      route,
      async (): Promise<Case> => {
        const body = { Name: `并发菜单${i}`, Type: 1, Sort: 1, Authority: `System.Stamp${i}`, IsEnable: 1, OpenMode: '_default', Path: `child_stamp_${i}` }
        const menu = (await h.call<Row>('POST', '/api/app/apb-menu/menu', { token: admin, body })).body.Data
        const read = () => get(`/api/app/apb-menu/${menu.Id}/menu`)
        return { url: route.replace(':id', String(menu.Id)), body: { ...without(await read()), Name: `改过${i}` }, read }
      },
    ]),
  ),
  '/api/app/users/:id/employee-file': async () => {
    const row = await get('/api/app/users/user-by-work-no?workno=H0020')
    const read = () => get(`/api/app/users/${row.Id}/employee-file`)
    return { url: `/api/app/users/${row.Id}/employee-file`, body: { NickName: '并发昵称' }, read }
  },
  ...Object.fromEntries(
    ['/api/app/users/updateleave-office/', '/api/app/users/updateleave-office'].map((route, i) => [
      route,
      async (): Promise<Case> => {
        const workNo = `H002${i + 1}`
        const read = () => get(`/api/app/users/user-by-work-no?workno=${workNo}`)
        const row = await read()
        return { url: route, body: { Id: row.Id, Type: 2, LeaveTime: '2024-05-01', Reason: '并发测试' }, read }
      },
    ]),
  ),
  '/api/app/approval-type/groups/:id': async () => {
    const group = (await h.call<Row>('POST', '/api/app/approval-type/groups', { token: admin, body: { Name: '并发分组', Sort: 9 } })).body.Data
    const read = () => get(`/api/app/approval-type/groups/${group.Id}`)
    return { url: `/api/app/approval-type/groups/${group.Id}`, body: { Name: '并发分组2', Sort: 8 }, read }
  },
  '/api/app/approval-type/types/:id': async () => {
    const group = (await h.call<Row>('POST', '/api/app/approval-type/groups', { token: admin, body: { Name: '并发类型的分组', Sort: 9 } })).body.Data
    const body = { Name: '并发类型', GroupId: group.Id, Icon: 'FileProtectOutlined', Color: '#722ed1', IsEnabled: 1, Sort: 1 }
    const type = (await h.call<Row>('POST', '/api/app/approval-type/types', { token: admin, body })).body.Data
    const read = () => get(`/api/app/approval-type/types/${type.Id}`)
    return { url: `/api/app/approval-type/types/${type.Id}`, body: { ...body, Name: '并发类型2' }, read }
  },
  // the approval designer: a form save adds a version, a flows save replaces the type's flows
  '/api/app/approval-type/types/:id/form': async () => {
    const id = (await demoTypeId(h.db, '加班'))!
    const read = () => get(`/api/app/approval-type/types/${id}/form`)
    const f = await read()
    return { url: `/api/app/approval-type/types/${id}/form`, body: { Title: f.Title, DesTxt: f.DesTxt, Operation: f.Operation, FormItems: f.FormItems }, read }
  },
  '/api/app/approval-type/types/:id/flows': async () => {
    const id = (await demoTypeId(h.db, '加班'))!
    const approver = await get('/api/app/users/user-by-work-no?workno=E0004')
    const read = () => get(`/api/app/approval-type/types/${id}/flows`)
    const step = { Name: '并发审批', Mode: '1', ApproverType: 1, ConfigType: 1, UserIds: [approver.Id] }
    return { url: `/api/app/approval-type/types/${id}/flows`, body: { Flows: [{ Name: '并发流程', Conditions: [], Steps: [step] }] }, read }
  },
}

/** PUT routes that are no edit of one stamped record, and why. */
const NOT_STAMPED: Record<string, string> = {
  'PUT /api/identity/users/:id/change-password': 'sets a password; nothing read is written back',
  'PUT /api/permission-management/permissions': 'a diff of grants, not a record',
  'PUT /api/app/users/user-orgs-info': 'one setting for many people at once',
}

describe('ConcurrencyStamp on every update route', () => {
  it('every PUT route is a stamped update or has a reason not to be', async () => {
    await h.app.ready()
    const puts = h.app.routeTable.filter((r) => r.method === 'PUT')
    expect(puts.length).toBeGreaterThanOrEqual(8)
    for (const r of puts) expect(`${r.method} ${r.url}`, 'not stamped and no reason given').toSatisfy((k: string) => Boolean(r.stamped) || k in NOT_STAMPED)
  })

  it('missing stamp 400, stale stamp 409, nothing written; the right stamp saves', async () => {
    await h.app.ready()
    const stamped = h.app.routeTable.filter((r) => r.stamped)
    expect(stamped.length).toBeGreaterThanOrEqual(8)
    for (const r of stamped) {
      const make = cases[r.url]
      expect(make, `update route ${r.method} ${r.url} has no case in tests/api/stamps.test.ts`).toBeDefined()
      const c = await make()
      const before = await c.read()
      const missing = await h.call(r.method as never, c.url, { token: admin, body: c.body })
      expect({ route: r.url, status: missing.status, message: missing.body.Message }).toEqual({ route: r.url, status: 400, message: '缺少并发标记，请刷新后重试' })
      const stale = await h.call(r.method as never, c.url, { token: admin, body: { ...c.body, ConcurrencyStamp: 'stale-stamp' } })
      expect({ route: r.url, status: stale.status, message: stale.body.Message }).toEqual({ route: r.url, status: 409, message: '数据已被其他人修改，请刷新后重试' })
      expect(await c.read(), r.url).toEqual(before)
      const saved = await h.call(r.method as never, c.url, { token: admin, body: { ...c.body, ConcurrencyStamp: before.ConcurrencyStamp } })
      // the success message is each route's own (编辑成功 on the approval-type screens); the stamp is what counts here
      expect({ route: r.url, status: saved.status }).toEqual({ route: r.url, status: 200 })
      expect((await c.read()).ConcurrencyStamp, r.url).not.toBe(before.ConcurrencyStamp)
    }
  })
})
