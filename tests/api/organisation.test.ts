import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeHrDemoStaff } from '../../server/seed/hr'
import { createHarness, type Harness } from './harness'

interface PickerUser {
  Id: string
  RealName: string
  NickName: string
  DepName: string
}
interface PickerDept {
  Id: string
  Name: string
  MenberCount: number
}
interface Picker {
  Users: PickerUser[]
  Depts: PickerDept[]
  Crumbs: { Id: string; Name: string }[]
}

let h: Harness
let token: string
let depts: { Id: string; ParentId: string | null; Name: string }[]
const dep = (name: string) => depts.find((d) => d.Name === name)!.Id
beforeAll(async () => {
  h = await createHarness()
  // These tests are about the 15-person demo organisation: drop the bulk HR demo staff (server/seed/hr.ts).
  await removeHrDemoStaff(h.db)
  await h.addUser('O0001') // a user without grants: these are signed-in reads
  token = await h.tokenFor('O0001')
  depts = (await h.call<typeof depts>('GET', '/api/app/users/deplist', { token })).body.Data
})
afterAll(() => h?.close())

const picker = (path: string) => h.call<Picker>('GET', `/api/app/old-frame/department/${path}`, { token })

describe('department picker', () => {
  it('the top lists the company with its recursive member count', async () => {
    const res = await picker('0')
    expect(res.status).toBe(200)
    expect(res.body.Data.Depts).toEqual([{ Id: dep('总公司'), Name: '总公司', ParentId: null, MenberCount: 15 }])
    expect(res.body.Data.Crumbs).toEqual([])
    // users without a department (the administrator and the test user) sit at the top
    expect(res.body.Data.Users.map((u) => u.RealName).sort()).toEqual(['O0001', '系统管理员'].sort())
  })

  it('a department: its members, children with counts and the breadcrumb', async () => {
    const res = await picker(dep('技术部'))
    expect(res.body.Data.Users).toEqual([{ Id: expect.any(String), RealName: '王芳', NickName: '芳芳', WorkNo: 'E0002', DepId: dep('技术部'), DepName: '技术部' }])
    expect(res.body.Data.Depts.map((d) => [d.Name, d.MenberCount])).toEqual([
      ['前端组', 2],
      ['后端组', 2],
      ['测试组', 1],
    ])
    const front = await picker(dep('前端组'))
    expect(front.body.Data.Crumbs.map((c) => c.Name)).toEqual(['总公司', '技术部', '前端组'])
    const company = await picker(dep('总公司'))
    expect(Object.fromEntries(company.body.Data.Depts.map((d) => [d.Name, d.MenberCount]))).toEqual({ 人力资源部: 2, 技术部: 6, 财务部: 2, 行政部: 1, 市场部: 3 })
  })

  it('department mode (type 1) lists no people; keyword searches across the company', async () => {
    const mode = await picker(`${dep('技术部')}?type=1`)
    expect(mode.body.Data.Users).toEqual([])
    expect(mode.body.Data.Depts).toHaveLength(3)
    const search = await picker('0?keyword=' + encodeURIComponent('娜'))
    expect(search.body.Data.Users.map((u) => [u.RealName, u.DepName])).toEqual([['李娜', '前端组']])
    const depSearch = await picker('0?type=1&keyword=' + encodeURIComponent('组'))
    expect(depSearch.body.Data.Depts.map((d) => d.Name).sort()).toEqual(['前端组', '后端组', '招聘组', '测试组', '销售组'].sort())
    expect((await picker('00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })

  it('department-users: members of the departments and below, without duplicates', async () => {
    const res = await h.call<{ Users: PickerUser[] }>('POST', '/api/app/old-frame/department-users', { token, body: [dep('技术部'), dep('前端组'), dep('财务部')] })
    expect(res.status).toBe(200)
    expect(res.body.Data.Users).toHaveLength(8)
    expect(new Set(res.body.Data.Users.map((u) => u.Id)).size).toBe(8)
    const bad = await h.call('POST', '/api/app/old-frame/department-users', { token, body: { nope: 1 } })
    expect(bad.status).toBe(400)
  })
})

describe('user, position and department lists', () => {
  it('user-list pages, searches and filters by department (with sub-departments) and position', async () => {
    const all = await h.call<{ Items: { RealName: string; WorkNo: string; DepName: string; PositionName: string }[]; TotalCount: number }>('GET', '/api/app/users/user-list', { token })
    expect(all.body.Data.TotalCount).toBe(17)
    expect(all.body.Data.Items).toHaveLength(15)
    const tech = await h.call<{ Items: { WorkNo: string }[]; TotalCount: number }>('GET', `/api/app/users/user-list?DepId=${dep('技术部')}`, { token })
    expect(tech.body.Data.TotalCount).toBe(6)
    const found = await h.call<{ Items: { RealName: string; DepName: string; PositionName: string; WorkNo: string }[] }>('GET', '/api/app/users/user-list?Filter=E0006', { token })
    expect(found.body.Data.Items).toEqual([expect.objectContaining({ RealName: '杨洋', DepName: '后端组', PositionName: '后端工程师', WorkNo: 'E0006' })])
    const stations = await h.call<{ Id: string; Name: string }[]>('GET', '/api/app/users/stationlist', { token })
    expect(stations.body.Data).toHaveLength(15)
    const fe = stations.body.Data.find((s) => s.Name === '前端工程师')!
    const byPosition = await h.call<{ TotalCount: number }>('GET', `/api/app/users/user-list?PositionId=${fe.Id}`, { token })
    expect(byPosition.body.Data.TotalCount).toBe(2)
  })

  it('deplist is flat with ParentId, parents before children', async () => {
    expect(depts).toHaveLength(11)
    const index = new Map(depts.map((d, i) => [d.Id, i]))
    for (const d of depts) if (d.ParentId) expect(index.get(d.ParentId)!).toBeLessThan(index.get(d.Id)!)
  })

  it('department-info: path, leader and count; by work number too', async () => {
    const res = await h.call('GET', `/api/app/users/department-info/${dep('前端组')}`, { token })
    expect(res.body.Data).toMatchObject({ Name: '前端组', ParentNames: ['总公司', '技术部'], FullName: '总公司/技术部/前端组', Leader: null, MenberCount: 2 })
    const tech = await h.call('GET', `/api/app/users/department-info/${dep('技术部')}`, { token })
    expect(tech.body.Data).toMatchObject({ Leader: { RealName: '王芳', WorkNo: 'E0002' }, MenberCount: 6 })
    const byWorkNo = await h.call('GET', '/api/app/users/department-info/0?workno=E0011', { token })
    expect(byWorkNo.body.Data).toMatchObject({ Name: '销售组', FullName: '总公司/市场部/销售组' })
    expect((await h.call('GET', '/api/app/users/department-info/0', { token })).status).toBe(404)
  })

  it('anonymous callers get 401', async () => {
    for (const url of ['/api/app/users/deplist', '/api/app/users/stationlist', '/api/app/users/user-list', '/api/app/old-frame/department/0']) {
      expect((await h.call('GET', url)).status).toBe(401)
    }
  })
})
