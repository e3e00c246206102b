import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray, sql } from 'drizzle-orm'
import { employees, users } from '../../server/db/schema'
import { createHarness, type Harness } from './harness'
import { userWith, type EmployeeRow, type Page } from './hr-fixtures'

let h: Harness
let admin: string
let viewer: string // HRM.EmployeeFile only
let nobody: string
let depts: { Id: string; Name: string }[]
const dep = (name: string) => depts.find((d) => d.Name === name)!.Id

beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
  viewer = await userWith(h, 'V0001', ['HRM', 'HRM.EmployeeFile', 'HRM.Departed', 'HRM.Blacklist', 'HRM.Comprehension'])
  nobody = await userWith(h, 'V0002', [])
  depts = (await h.call<typeof depts>('GET', '/api/app/users/deplist', { token: admin })).body.Data
})
afterAll(() => h?.close())

const get = <T>(url: string, token = admin) => h.call<T>('GET', url, { token })

async function countByStatus(list: number[]) {
  const [{ n }] = await h.db.select({ n: sql<number>`count(*)::int` }).from(employees).where(inArray(employees.status, list))
  return n
}

describe('lookups', () => {
  it('subjects, business departments, job layers and levels, is-produce, levels, working places', async () => {
    const subjects = await get<{ Id: string; CompanyName: string }[]>('/api/app/pay-user/org-list')
    expect(subjects.body.Data.map((s) => s.CompanyName)).toEqual(['星海科技有限公司', '星海商贸有限公司'])
    const lead = await get<{ Name: string; label: string; value: string; children: { Name: string; children: { Name: string }[] }[] }[]>('/api/app/k-pI/lead-department')
    expect(lead.body.Data.map((d) => d.Name)).toEqual(['经营中心', '职能中心'])
    expect(lead.body.Data[0].children.map((d) => d.Name)).toEqual(['研发事业部', '销售事业部'])
    expect(lead.body.Data[0].children[1].children.map((d) => d.Name)).toEqual(['华北大区', '华南大区'])
    expect(lead.body.Data[0]).toMatchObject({ label: '经营中心', value: expect.any(String) })
    expect((await get<{ Name: string }[]>('/api/app/users/joblayer')).body.Data.map((x) => x.Name)).toEqual(['高层', '中层', '基层'])
    expect((await get<{ Name: string }[]>('/api/app/users/joblevel')).body.Data).toHaveLength(8)
    expect((await get('/api/app/users/is-produce')).body.Data).toEqual([
      { Id: 0, Name: '否' },
      { Id: 1, Name: '是' },
    ])
    const jibie = await get<{ Id: string; Name: string; Value: string }[]>('/api/app/old-frame/param-by-key?key=jibie')
    expect(jibie.body.Data.map((x) => x.Name)).toEqual(['一级', '二级', '三级', '四级', '五级'])
    expect(jibie.body.Data[0].Value).toBe('一级')
    expect((await get('/api/app/old-frame/param-by-key?key=nope')).body.Data).toEqual([])
    expect((await get<{ Name: string }[]>('/api/app/users/working-place-list')).body.Data.map((x) => x.Name)).toEqual(['北京总部', '上海分部', '深圳分部'])
    const tree = await get<{ label: string; children: { label: string }[] }[]>('/api/app/users/dep-tree')
    expect(tree.body.Data[0].label).toBe('总公司')
    expect(tree.body.Data[0].children.map((c) => c.label)).toContain('技术部')
  })

  it('provinces and cities come from the GB/T 2260 dataset', async () => {
    const provinces = await get<{ Id: string; Name: string }[]>('/api/app/base-area/provincelist', viewer)
    expect(provinces.body.Data).toHaveLength(31)
    expect(provinces.body.Data[0]).toEqual({ Id: '11', Name: '北京市' })
    expect(provinces.body.Data.map((p) => p.Name)).toContain('广东省')
    const gd = await get<{ Id: string; Name: string; ProvinceId: string }[]>('/api/app/base-area/44/citylist', viewer)
    expect(gd.body.Data).toContainEqual({ Id: '4401', Name: '广州市', ProvinceId: '44' })
    expect(gd.body.Data).toContainEqual({ Id: '4403', Name: '深圳市', ProvinceId: '44' })
    const bj = await get<{ Name: string }[]>('/api/app/base-area/11/citylist', viewer)
    expect(bj.body.Data.map((c) => c.Name)).toContain('海淀区')
    expect((await get('/api/app/base-area/99/citylist', viewer)).body.Data).toEqual([])
  })
})

describe('employee list', () => {
  it('current staff, paged 15, with masked phones and no ID or bank card numbers', async () => {
    const res = await get<Page<EmployeeRow>>('/api/app/users/user-list', viewer)
    expect(res.status).toBe(200)
    expect(res.body.Data.TotalCount).toBe(await countByStatus([0, 1, 2]))
    expect(res.body.Data.TotalCount).toBeGreaterThan(180)
    expect(res.body.Data.Items).toHaveLength(15)
    for (const r of res.body.Data.Items) {
      expect([0, 1, 2]).toContain(r.Status)
      expect(r.Phone).toMatch(/^1\d{2}\*{4}\d{4}$/)
      expect(r.PhoneNumber).toBe(r.Phone)
      expect(r).not.toHaveProperty('IdNo')
      expect(r).not.toHaveProperty('CardNo')
    }
    const e1 = (await get<Page<EmployeeRow>>('/api/app/users/user-list?Filter=E0001', viewer)).body.Data.Items[0]
    expect(e1).toMatchObject({ WorkNo: 'E0001', RealName: '张伟', Phone: '138****0001', Status: 2, StatusName: '正式员工', OrgName: expect.any(String) })
    // none of the page's ID card or bank card numbers appears anywhere in the answer
    const ids = res.body.Data.Items.map((r) => r.Id)
    const secrets = await h.db.select({ idNo: employees.idNo, cardNo: employees.cardNo }).from(employees).where(inArray(employees.userId, ids))
    for (const s of secrets) {
      expect(s.idNo.length).toBeGreaterThan(10)
      expect(res.raw).not.toContain(s.idNo)
      expect(res.raw).not.toContain(s.cardNo)
    }
  })

  it('filters: department with sub-departments, status 0/2, name, position, subject; sorting; paging', async () => {
    const tech = await get<Page<EmployeeRow>>(`/api/app/users/user-list?DepId=${dep('技术部')}&MaxResultCount=1000`, viewer)
    expect(new Set(tech.body.Data.Items.map((r) => r.DepName))).toEqual(new Set(['技术部', '前端组', '后端组', '测试组']))
    const front = await get<Page<EmployeeRow>>(`/api/app/users/user-list?DepId=${dep('前端组')}`, viewer)
    expect(front.body.Data.TotalCount).toBeLessThan(tech.body.Data.TotalCount)
    const probation = await get<Page<EmployeeRow>>('/api/app/users/user-list?Status=0&MaxResultCount=100', viewer)
    expect(probation.body.Data.TotalCount).toBe(await countByStatus([0]))
    expect(probation.body.Data.Items.every((r) => r.Status === 0 && r.StatusName === '试用期')).toBe(true)
    const regular = await get<Page<EmployeeRow>>('/api/app/users/user-list?Status=2', viewer)
    expect(regular.body.Data.TotalCount).toBe(await countByStatus([2]))
    expect((await get('/api/app/users/user-list?Status=3', viewer)).status).toBe(400)
    const byName = await get<Page<EmployeeRow>>('/api/app/users/user-list?RealName=' + encodeURIComponent('王芳'), viewer)
    expect(byName.body.Data.Items.map((r) => r.WorkNo)).toContain('E0002')
    const byPosition = await get<Page<EmployeeRow>>('/api/app/users/user-list?PositionName=' + encodeURIComponent('前端') + '&MaxResultCount=100', viewer)
    expect(byPosition.body.Data.Items.length).toBeGreaterThan(2)
    expect(byPosition.body.Data.Items.every((r) => r.PositionName === '前端工程师')).toBe(true)
    const subject = (await get<{ Id: string }[]>('/api/app/pay-user/org-list')).body.Data[0].Id
    const bySubject = await get<Page<EmployeeRow>>(`/api/app/users/user-list?OrgId=${subject}&MaxResultCount=1000`, viewer)
    expect(bySubject.body.Data.Items.every((r) => r.OrgId === subject)).toBe(true)
    expect(bySubject.body.Data.TotalCount).toBeLessThan((await get<Page<EmployeeRow>>('/api/app/users/user-list', viewer)).body.Data.TotalCount)
    const desc = await get<Page<EmployeeRow>>('/api/app/users/user-list?Sorting=' + encodeURIComponent('WorkNo desc'), viewer)
    expect(desc.body.Data.Items[0].WorkNo > desc.body.Data.Items[1].WorkNo).toBe(true)
    const page2 = await get<Page<EmployeeRow>>('/api/app/users/user-list?SkipCount=15&MaxResultCount=15', viewer)
    const page1 = await get<Page<EmployeeRow>>('/api/app/users/user-list?SkipCount=0&MaxResultCount=15', viewer)
    expect(page2.body.Data.Items[0].WorkNo > page1.body.Data.Items[14].WorkNo).toBe(true)
  })

  it('the unfiltered list (planned once per status, sort and offered page size) pages, sorts and counts like a built one', async () => {
    const all = (await get<Page<EmployeeRow>>('/api/app/users/user-list?Status=2&MaxResultCount=1000', viewer)).body.Data
    expect(all.TotalCount).toBe(await countByStatus([2]))
    expect(all.TotalCount).toBeGreaterThan(30)
    // a day sorts as text; no day sorts as the largest (PostgreSQL: nulls last ascending, first descending); ties by work number
    const day = (r: EmployeeRow) => (r.JoinTime as string | null) ?? '\uffff'
    for (const [sorting, dir] of [['JoinTime desc', -1], ['JoinTime', 1]] as const) {
      const expected = [...all.Items].sort((x, y) => (day(x) === day(y) ? (x.WorkNo < y.WorkNo ? -1 : 1) : dir * (day(x) < day(y) ? -1 : 1)))
      const page = (skip: number, size: number) => get<Page<EmployeeRow>>(`/api/app/users/user-list?Status=2&Sorting=${encodeURIComponent(sorting)}&SkipCount=${skip}&MaxResultCount=${size}`, viewer)
      // 15 and 30 are page sizes the lists offer (planned statements); 7 is not (built per request)
      const [first, second, wide, odd] = await Promise.all([page(0, 15), page(15, 15), page(0, 30), page(3, 7)])
      expect([...first.body.Data.Items, ...second.body.Data.Items].map((r) => r.WorkNo)).toEqual(expected.slice(0, 30).map((r) => r.WorkNo))
      expect(wide.body.Data.Items.map((r) => r.WorkNo)).toEqual(expected.slice(0, 30).map((r) => r.WorkNo))
      expect(odd.body.Data.Items.map((r) => r.WorkNo)).toEqual(expected.slice(3, 10).map((r) => r.WorkNo))
      for (const p of [first, second, wide, odd]) expect(p.body.Data.TotalCount).toBe(all.TotalCount)
    }
    // the other statuses have statements of their own, and the current staff (no status) too
    const probation = (await get<Page<EmployeeRow>>('/api/app/users/user-list?Status=0&Sorting=RealName', viewer)).body.Data
    expect(probation.Items.length).toBeGreaterThan(0)
    expect(probation.Items.every((r) => r.Status === 0)).toBe(true)
    expect(probation.TotalCount).toBe(await countByStatus([0]))
    const current = (await get<Page<EmployeeRow>>('/api/app/users/user-list?MaxResultCount=1000', viewer)).body.Data
    const planned = (await get<Page<EmployeeRow>>('/api/app/users/user-list?MaxResultCount=50', viewer)).body.Data
    expect(planned.Items.map((r) => r.WorkNo)).toEqual(current.Items.slice(0, 50).map((r) => r.WorkNo))
    expect(planned.TotalCount).toBe(current.TotalCount)
  })

  it('a page past the end is empty and still tells the total; a search matching nobody tells 0', async () => {
    const total = await countByStatus([0, 1, 2])
    const past = await get<Page<EmployeeRow>>(`/api/app/users/user-list?SkipCount=${total + 5}&MaxResultCount=15`, viewer)
    expect(past.body.Data).toEqual({ Items: [], TotalCount: total })
    const lastPage = await get<Page<EmployeeRow>>(`/api/app/users/user-list?SkipCount=${total - 1}&MaxResultCount=15`, viewer)
    expect(lastPage.body.Data.Items).toHaveLength(1)
    expect(lastPage.body.Data.TotalCount).toBe(total)
    const nobodyFound = await get<Page<EmployeeRow>>('/api/app/users/user-list?RealName=' + encodeURIComponent('没有这个人'), viewer)
    expect(nobodyFound.body.Data).toEqual({ Items: [], TotalCount: 0 })
    const people = await get<Page<unknown>>('/api/app/users/user-list?Filter=E00', nobody)
    expect(people.body.Data.TotalCount).toBeGreaterThan(1)
    const pickerPast = await get<Page<unknown>>(`/api/app/users/user-list?Filter=E00&SkipCount=${people.body.Data.TotalCount}`, nobody)
    expect(pickerPast.body.Data).toEqual({ Items: [], TotalCount: people.body.Data.TotalCount })
  })

  it('for a user without the employee-file permission it stays the picker list (no HR fields)', async () => {
    const res = await get<Page<Record<string, unknown>>>('/api/app/users/user-list?Filter=E0001', nobody)
    expect(res.status).toBe(200)
    expect(res.body.Data.Items[0]).toEqual({ Id: expect.any(String), RealName: '张伟', NickName: '小张', WorkNo: 'E0001', DepId: expect.any(String), DepName: '人力资源部', PositionId: expect.any(String), PositionName: '人事经理', Avatar: '' })
    expect(res.raw).not.toContain('13800000001')
    expect((await h.call('GET', '/api/app/users/user-list')).status).toBe(401)
  })
})

describe('departed roster and blacklist', () => {
  it('leave-user-list: departed only, filters by work number, names, department, subject and leave-time range', async () => {
    const all = await get<Page<EmployeeRow>>('/api/app/users/leave-user-list?MaxResultCount=100', viewer)
    expect(all.body.Data.TotalCount).toBe(await countByStatus([3]))
    expect(all.body.Data.Items.every((r) => r.Status === 3 && r.LeaveTime && r.IsActive === false)).toBe(true)
    expect(all.body.Data.Items.every((r) => /\*{4}/.test(r.Phone))).toBe(true)
    expect(all.raw).not.toMatch(/"IdNo"|"CardNo"/)
    const times = all.body.Data.Items.map((r) => r.LeaveTime!)
    expect([...times].sort().reverse()).toEqual(times) // newest first
    const one = all.body.Data.Items[0]
    const byWorkNo = await get<Page<EmployeeRow>>(`/api/app/users/leave-user-list?WorkNo=${one.WorkNo}`, viewer)
    expect(byWorkNo.body.Data.Items.map((r) => r.WorkNo)).toEqual([one.WorkNo])
    const byName = await get<Page<EmployeeRow>>(`/api/app/users/leave-user-list?RealName=${encodeURIComponent(one.RealName)}&NickName=${encodeURIComponent(one.NickName)}`, viewer)
    expect(byName.body.Data.Items.map((r) => r.WorkNo)).toContain(one.WorkNo)
    const range = await get<Page<EmployeeRow>>(`/api/app/users/leave-user-list?StartTime=${one.LeaveTime}&EndTime=${one.LeaveTime}`, viewer)
    expect(range.body.Data.Items.length).toBeGreaterThan(0)
    expect(range.body.Data.Items.every((r) => r.LeaveTime === one.LeaveTime)).toBe(true)
    const byDep = await get<Page<EmployeeRow>>(`/api/app/users/leave-user-list?DepId=${one.DepId}&MaxResultCount=100`, viewer)
    expect(byDep.body.Data.Items.every((r) => r.DepId === one.DepId || r.DepName)).toBe(true)
    expect(byDep.body.Data.Items.map((r) => r.WorkNo)).toContain(one.WorkNo)
    const byOrg = await get<Page<EmployeeRow>>(`/api/app/users/leave-user-list?OrgId=${one.OrgId}&MaxResultCount=100`, viewer)
    expect(byOrg.body.Data.Items.every((r) => r.OrgId === one.OrgId)).toBe(true)
    const bad = await get('/api/app/users/leave-user-list?StartTime=not-a-date', viewer)
    expect(bad.status).toBe(400)
    expect(bad.body.Message).toBe('请选择正确的日期')
    const reversed = await get('/api/app/users/leave-user-list?StartTime=2024-02-01&EndTime=2024-01-01', viewer)
    expect(reversed.body.Message).toBe('开始时间不能大于结束时间')
  })

  it('user-black-list: blacklisted only, by name and work number', async () => {
    const all = await get<Page<EmployeeRow>>('/api/app/users/user-black-list?MaxResultCount=100', viewer)
    expect(all.body.Data.TotalCount).toBe(await countByStatus([4]))
    expect(all.body.Data.Items.every((r) => r.Status === 4 && r.StatusName === '黑名单' && r.LeaveReason)).toBe(true)
    expect(all.raw).not.toMatch(/"IdNo"|"CardNo"/)
    const one = all.body.Data.Items[0]
    expect((await get<Page<EmployeeRow>>(`/api/app/users/user-black-list?workNo=${one.WorkNo}`, viewer)).body.Data.Items.map((r) => r.WorkNo)).toEqual([one.WorkNo])
    const byName = await get<Page<EmployeeRow>>(`/api/app/users/user-black-list?name=${encodeURIComponent(one.RealName)}`, viewer)
    expect(byName.body.Data.Items.map((r) => r.WorkNo)).toContain(one.WorkNo)
    expect((await get<Page<EmployeeRow>>('/api/app/users/user-black-list?workNo=E0001', viewer)).body.Data).toEqual({ Items: [], TotalCount: 0 })
  })
})

describe('detail and career timeline', () => {
  it('detail: all fields; ID and bank card numbers only for holders of HRM.EmployeeFile.Update', async () => {
    const full = await get<Record<string, unknown>>('/api/app/users/user-by-work-no?workno=E0002')
    expect(full.status).toBe(200)
    expect(full.body.Data).toMatchObject({ WorkNo: 'E0002', RealName: '王芳', Sex: 0, Status: 2, DepName: '技术部', PositionName: '技术总监', PhoneNumber: '13800000002', Phone: '138****0002' })
    for (const k of ['JoinTime', 'WorkerTime', 'FileTime', 'DateOfBirthTime', 'WorkLevel', 'OrgName', 'WorkName', 'Specialty', 'QQ', 'EMails', 'NickImg', 'HeadImg', 'Age', 'ConcurrencyStamp'])
      expect(full.body.Data).toHaveProperty(k)
    expect(full.body.Data.IdNo).toMatch(/^\d{17}[\dX]$/)
    expect(full.body.Data.CardNo).toMatch(/^6222\d+$/)
    const [row] = await h.db.select({ idNo: employees.idNo }).from(employees).innerJoin(users, eq(users.id, employees.userId)).where(eq(users.userName, 'E0002'))
    expect(full.body.Data.IdNo).toBe(row.idNo)
    const limited = await get<Record<string, unknown>>('/api/app/users/user-by-work-no?workno=E0002', viewer)
    expect(limited.body.Data).toMatchObject({ WorkNo: 'E0002', IdNo: '', CardNo: '' })
    expect(limited.raw).not.toContain(row.idNo)
    expect((await get('/api/app/users/user-by-work-no?workno=NOPE1', viewer)).status).toBe(404)
    expect((await get('/api/app/users/user-by-work-no?workno=E0002', nobody)).status).toBe(403)
  })

  it('timeline grouped by year (newest first), entries with month and remark; empty state', async () => {
    const res = await get<{ WorkPlaceSonlist: { Year: number; WorkPlacelist: { Year: number; Month: number; Remark: string }[] }[]; WorkPlacelist: unknown[] }>(
      '/api/app/users/work-place-by-work-no?workno=H0016',
      viewer,
    )
    expect(res.status).toBe(200)
    const years = res.body.Data.WorkPlaceSonlist.map((y) => y.Year)
    expect([...years].sort().reverse()).toEqual(years)
    const entries = res.body.Data.WorkPlaceSonlist.flatMap((y) => y.WorkPlacelist)
    expect(entries.length).toBeGreaterThanOrEqual(3)
    expect(entries.length).toBe(res.body.Data.WorkPlacelist.length)
    for (const y of res.body.Data.WorkPlaceSonlist) for (const e of y.WorkPlacelist) expect(e.Year).toBe(y.Year)
    expect(entries.map((e) => e.Remark).join('|')).toMatch(/入职.*|.*离职/)
    expect(entries.every((e) => e.Month >= 1 && e.Month <= 12)).toBe(true)
    // a person without entries: both arrays empty
    const [u] = await h.db.select({ id: users.id }).from(users).where(eq(users.userName, 'V0001'))
    await h.db.insert(employees).values({ userId: u.id, status: 0 })
    expect((await get('/api/app/users/work-place-by-work-no?workno=V0001', viewer)).body.Data).toEqual({ WorkPlaceSonlist: [], WorkPlacelist: [] })
    await h.db.delete(employees).where(eq(employees.userId, u.id))
  })
})

describe('organisation chart', () => {
  it('people by leader and position level as one tree, fast; the user card', async () => {
    const t0 = Date.now()
    type Node = { UserId: string | null; UserName: string; WorkNo: string; Position: string; PositionLevel: number; children: Node[] }
    const res = await get<Node>('/api/app/users/organization/0', viewer)
    const ms = Date.now() - t0
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({ UserName: '陈静', WorkNo: 'E0005', Position: '总经理', PositionLevel: 1 })
    const all: Node[] = []
    const walk = (n: Node) => (all.push(n), n.children.forEach(walk))
    walk(res.body.Data)
    expect(all.length).toBe(await countByStatus([0, 1, 2]))
    expect(ms).toBeLessThan(2000)
    const tech = res.body.Data.children.find((c) => c.WorkNo === 'E0002')!
    expect(tech.children.length).toBeGreaterThan(10)
    const levels = tech.children.map((c) => c.PositionLevel)
    expect([...levels].sort((a, b) => a - b)).toEqual(levels)
    const sub = await get<Node>(`/api/app/users/organization/${dep('前端组')}`, viewer)
    expect(sub.body.Data.UserId).toBeNull() // no leader: the department is the root
    expect(sub.body.Data.UserName).toBe('前端组')
    expect(sub.body.Data.children.length).toBeGreaterThan(2)
    // with workno (depId 0): the chart of that employee's department
    expect((await get<Node>('/api/app/users/organization/0?workno=E0003', viewer)).body.Data).toEqual(sub.body.Data)
    expect((await get('/api/app/users/organization/no-such-department', viewer)).status).toBe(404)
    expect((await get('/api/app/users/organization/0?workno=X9999', viewer)).status).toBe(404)
    const card = await get(`/api/app/users/org-user-card/${tech.UserId}`, viewer)
    expect(card.body.Data).toEqual({ UserId: tech.UserId, HeadImg: '', UserName: '王芳', Position: '技术总监', Responsibility: expect.stringContaining('技术总监'), DepName: '技术部', WorkNo: 'E0002' })
    expect((await get('/api/app/users/organization/0', nobody)).status).toBe(403)
  })
})

describe('permissions', () => {
  it('anonymous 401 and users without grants 403 on the employee-file routes', async () => {
    const reads = ['/api/app/users/leave-user-list', '/api/app/users/user-black-list', '/api/app/users/user-by-work-no?workno=E0001', '/api/app/users/work-place-by-work-no?workno=E0001']
    for (const url of reads) {
      expect((await h.call('GET', url)).status).toBe(401)
      const res = await h.call('GET', url, { token: nobody })
      expect(res.status).toBe(403)
      expect(res.body.Message).toBe('没有权限，请联系管理员')
    }
    for (const [method, url] of [
      ['POST', '/api/app/users/move-black'],
      ['POST', '/api/app/users/updateleave-office/'],
      ['PUT', '/api/app/users/user-orgs-info'],
      ['POST', '/api/app/new-user/excel-user-info-out?orgid='],
    ] as const) {
      expect((await h.call(method, url, { body: {} })).status).toBe(401)
      expect((await h.call(method, url, { token: viewer, body: {} })).status).toBe(403)
    }
    // lookups are signed-in reads
    expect((await h.call('GET', '/api/app/pay-user/org-list')).status).toBe(401)
    expect((await h.call('GET', '/api/app/pay-user/org-list', { token: nobody })).status).toBe(200)
  })
})
