/** The employee file editor: GET/PUT /api/app/users/{id}/employee-file (docs/contracts.md "Employee files"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq, sql } from 'drizzle-orm'
import { employeeCareers, employees, users } from '../../server/db/schema'
import { createHarness, type Harness } from './harness'
import { userWith, type Page } from './hr-fixtures'

let h: Harness
let admin: string
let viewer: string // HRM.EmployeeFile only
let updater: string // HRM.EmployeeFile + .Update
let depts: { Id: string; Name: string }[]
let stations: { Id: string; Name: string }[]
const dep = (name: string) => depts.find((d) => d.Name === name)!.Id

type File = Record<string, unknown> & { Id: string; WorkNo: string; ConcurrencyStamp: string; DepId: string | null; DepName: string; PositionId: string | null; PositionName: string }

beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
  viewer = await userWith(h, 'F0001', ['HRM', 'HRM.EmployeeFile'])
  updater = await userWith(h, 'F0002', ['HRM', 'HRM.EmployeeFile', 'HRM.EmployeeFile.Update'])
  depts = (await h.call<typeof depts>('GET', '/api/app/users/deplist', { token: admin })).body.Data
  stations = (await h.call<typeof stations>('GET', '/api/app/users/stationlist', { token: admin })).body.Data
})
afterAll(() => h?.close())

const idOf = async (workNo: string) => (await h.db.select({ id: users.id }).from(users).where(eq(users.userName, workNo)))[0].id
const url = (id: string) => `/api/app/users/${id}/employee-file`
const read = (id: string, token = admin) => h.call<File>('GET', url(id), { token })
const write = (id: string, body: unknown, token = admin) => h.call<File>('PUT', url(id), { token, body })

/** users + employees rows and the number of career entries of one person: what a refused write must leave as it was. */
async function snapshot(id: string) {
  const [u] = await h.db.select().from(users).where(eq(users.id, id))
  const [e] = await h.db.select().from(employees).where(eq(employees.userId, id))
  const [{ n }] = await h.db.select({ n: sql<number>`count(*)::int` }).from(employeeCareers).where(eq(employeeCareers.userId, id))
  return { u, e, careers: n }
}

describe('GET employee-file', () => {
  it('answers the editable fields with the stamp; ID and bank card only for holders of Update', async () => {
    const id = await idOf('H0005')
    const full = await read(id, updater)
    expect(full.status).toBe(200)
    const d = full.body.Data
    expect(d).toMatchObject({ Id: id, WorkNo: 'H0005', Sex: expect.any(Number), DepId: expect.any(String), DepName: expect.any(String), PositionId: expect.any(String) })
    expect(d.PhoneNumber).toMatch(/^139\d{8}$/) // unmasked
    expect(d.IdNo).toMatch(/^110101\d{11}[\dX]$/)
    expect(d.CardNo).toMatch(/^\d+$/)
    expect(d.ConcurrencyStamp).toBe((await h.db.select({ s: employees.concurrencyStamp }).from(employees).where(eq(employees.userId, id)))[0].s)
    expect(d).not.toHaveProperty('Status') // not edited here
    for (const k of ['RealName', 'NickName', 'EMails', 'QQ', 'WorkLevel', 'WorkId', 'JoinTime', 'WorkerTime', 'FileTime', 'DateOfBirthTime', 'Specialty']) expect(d).toHaveProperty(k)

    const limited = await read(id, viewer)
    expect(limited.status).toBe(200)
    expect(limited.body.Data).toMatchObject({ IdNo: '', CardNo: '', PhoneNumber: d.PhoneNumber })
  })

  it('404 for an unknown id, a malformed id and a user without an HR file', async () => {
    expect((await read('00000000-0000-0000-0000-000000000000')).status).toBe(404)
    expect((await read('nope')).body.Message).toBe('员工不存在')
    expect((await read(await idOf('A0001'))).status).toBe(404)
  })
})

describe('PUT employee-file', () => {
  it('updates the given fields of users and employees and answers the file with a new stamp', async () => {
    const id = await idOf('H0006')
    const before = (await read(id)).body.Data
    const res = await write(id, {
      RealName: ' 王小明 ',
      NickName: '小明',
      Sex: 0,
      PhoneNumber: '13912345678',
      EMails: 'xm@example.com',
      QQ: 'wx_xiaoming',
      JoinTime: '2020-03-01',
      WorkerTime: '2020-06-01',
      FileTime: '2020-03-02',
      DateOfBirthTime: '1990-05-06',
      Specialty: '篮球',
      IdNo: '110101199005061231',
      CardNo: '6222020202020202',
      Height: '175.5',
      Married: 1,
      ConcurrencyStamp: before.ConcurrencyStamp,
    })
    expect(res.status, res.raw).toBe(200)
    const d = res.body.Data
    expect(d).toMatchObject({
      RealName: '王小明',
      NickName: '小明',
      Sex: 0,
      PhoneNumber: '13912345678',
      EMails: 'xm@example.com',
      QQ: 'wx_xiaoming',
      JoinTime: '2020-03-01',
      WorkerTime: '2020-06-01',
      FileTime: '2020-03-02',
      DateOfBirthTime: '1990-05-06',
      Specialty: '篮球',
      IdNo: '110101199005061231',
      CardNo: '6222020202020202',
      Height: 175.5,
      Married: 1,
      DepId: before.DepId, // not given: unchanged
      PositionId: before.PositionId,
    })
    expect(d.ConcurrencyStamp).not.toBe(before.ConcurrencyStamp)
    const [u] = await h.db.select().from(users).where(eq(users.id, id))
    expect(u).toMatchObject({ realName: '王小明', surname: '王', name: '小明', gender: 2, phoneNumber: '13912345678', email: 'xm@example.com' })
    // the list shows the new name and the masked new phone
    const list = await h.call<Page<{ RealName: string; Phone: string }>>('GET', '/api/app/users/user-list?Filter=H0006', { token: admin })
    expect(list.body.Data.Items[0]).toMatchObject({ RealName: '王小明', Phone: '139****5678' })
    // no department or position change: no career entry of kind position
    expect(await h.db.select().from(employeeCareers).where(eq(employeeCareers.userId, id)).then((r) => r.filter((c) => c.kind === 'position'))).toEqual([])
  })

  it('Status, WorkNo and the subject fields are not edited here', async () => {
    const id = await idOf('H0007')
    const before = await snapshot(id)
    const file = (await read(id)).body.Data
    const res = await write(id, { Status: 4, WorkNo: 'X9999', OrgId: null, IsProduce: 1, NickName: '阿七', ConcurrencyStamp: file.ConcurrencyStamp })
    expect(res.status, res.raw).toBe(200)
    const after = await snapshot(id)
    expect(after.e.status).toBe(before.e.status)
    expect(after.e.orgId).toBe(before.e.orgId)
    expect(after.e.isProduce).toBe(before.e.isProduce)
    expect(after.u.userName).toBe('H0007')
    expect(after.u.nickName).toBe('阿七')
  })

  it('validation: the field and its spec message, nothing written', async () => {
    const id = await idOf('H0008')
    const file = (await read(id)).body.Data
    const before = await snapshot(id)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ PhoneNumber: '12345' }, 'PhoneNumber', '请输入正确的手机号码'], // names the field already: no '手机号码：' prefix,
      [{ EMails: 'no-at-sign' }, 'EMails', '请输入正确的邮箱地址'],
      [{ RealName: '' }, 'RealName', '请输入真实姓名'],
      [{ DepId: null }, 'DepId', '请选择部门'],
      [{ Sex: 5 }, 'Sex', '请选择性别'],
      [{ QQ: '1abc' }, 'QQ', '请输入正确的微信号（字母开头，6-20位字母、数字、下划线或减号）'],
      [{ IdNo: '12' }, 'IdNo', '请输入正确的身份证号码'],
      [{ IdNo: '110101199002301236' }, 'IdNo', '请输入正确的身份证号码'], // 30 February
      [{ JoinTime: '1999-12-31' }, 'JoinTime', '入职时间：请选择2000-01-01至2035-12-30之间的日期'],
      [{ JoinTime: '2021-01-01', WorkerTime: '2020-01-01' }, 'WorkerTime', '转正时间：结束时间不能小于开始时间'],
      [{ WorkerTime: '2001-01-01' }, 'WorkerTime', '转正时间：结束时间不能小于开始时间'], // against the stored JoinTime
      [{ DateOfBirthTime: '2999-01-01' }, 'DateOfBirthTime', '出生日期：请选择正确的日期'],
      [{ Specialty: 'x'.repeat(301) }, 'Specialty', '特长：请输入1-300个字符'],
      [{ Height: 300 }, 'Height', '身高：请输入140-210之间的数字'],
      [{ DepId: '00000000-0000-0000-0000-000000000000' }, 'DepId', '部门不存在'],
      [{ DepId: 'not-a-uuid' }, 'DepId', '部门不存在'],
      [{ PositionId: '00000000-0000-0000-0000-000000000000' }, 'PositionId', '岗位不存在'],
      [{ WorkId: '00000000-0000-0000-0000-000000000000' }, 'WorkId', '办公地点不存在'],
      [{ WorkLevel: '宇宙级' }, 'WorkLevel', '级别不存在'],
    ]
    for (const [body, field, message] of cases) {
      const res = await write(id, { ...body, NickName: '不应写入', ConcurrencyStamp: file.ConcurrencyStamp })
      expect(res.status, `${JSON.stringify(body)} ${res.raw}`).toBe(400)
      expect(res.body.Message, JSON.stringify(body)).toBe(message)
      expect((res.body.Data as unknown as { Errors: { Field: string; Message: string }[] }).Errors[0], JSON.stringify(body)).toEqual({ Field: field, Message: message })
    }
    const missing = await write(id, { NickName: 'x' })
    expect(missing.status).toBe(400)
    expect(missing.body.Message).toBe('缺少并发标记，请刷新后重试')
    expect(await snapshot(id)).toEqual(before)
  })

  it('a stale stamp is a 409 and changes nothing; so is a stamp made stale by an account setting', async () => {
    const id = await idOf('H0009')
    const file = (await read(id)).body.Data
    expect((await write(id, { NickName: '第一次', ConcurrencyStamp: file.ConcurrencyStamp })).status).toBe(200)
    const before = await snapshot(id)
    const stale = await write(id, { NickName: '第二次', DepId: dep('财务部'), ConcurrencyStamp: file.ConcurrencyStamp })
    expect(stale.status).toBe(409)
    expect(await snapshot(id)).toEqual(before)

    const fresh = (await read(id)).body.Data
    const set = await h.call('POST', '/api/app/users/updateleave-office/', { token: admin, body: { Id: id, Type: 1, ConcurrencyStamp: fresh.ConcurrencyStamp } })
    expect(set.status).toBe(200)
    expect((await write(id, { NickName: '第三次', ConcurrencyStamp: fresh.ConcurrencyStamp })).status).toBe(409)
  })

  it('403 without HRM.EmployeeFile.Update (the reader may read but not write); 401 anonymous; 404 unknown', async () => {
    const id = await idOf('H0010')
    const file = (await read(id, viewer)).body.Data
    const before = await snapshot(id)
    expect((await write(id, { NickName: '越权', ConcurrencyStamp: file.ConcurrencyStamp }, viewer)).status).toBe(403)
    expect((await h.call('PUT', url(id), { body: { NickName: 'x', ConcurrencyStamp: file.ConcurrencyStamp } })).status).toBe(401)
    expect((await h.call('GET', url(id))).status).toBe(401)
    expect(await snapshot(id)).toEqual(before)
    expect((await write('00000000-0000-0000-0000-000000000000', { NickName: 'x', ConcurrencyStamp: 'x' }, updater)).status).toBe(404)
    // the updater may
    expect((await write(id, { NickName: '可写', ConcurrencyStamp: file.ConcurrencyStamp }, updater)).status).toBe(200)
  })

  it('a department change and a position change add a career-timeline entry with from and to', async () => {
    const id = await idOf('H0011')
    const file = (await read(id)).body.Data
    const target = depts.find((d) => d.Id !== file.DepId && d.Name === '财务部') ?? depts.find((d) => d.Id !== file.DepId)!
    const res = await write(id, { DepId: target.Id, ConcurrencyStamp: file.ConcurrencyStamp }, updater)
    expect(res.status, res.raw).toBe(200)
    expect(res.body.Data).toMatchObject({ DepId: target.Id, DepName: target.Name })
    const [entry] = await h.db.select().from(employeeCareers).where(eq(employeeCareers.userId, id)).orderBy(desc(employeeCareers.happenedAt)).limit(1)
    expect(entry).toMatchObject({ kind: 'position', remark: `调部门：${file.DepName} → ${target.Name}`, operatorName: 'F0002' })
    const timeline = await h.call<{ WorkPlacelist: { Remark: string; Kind: string }[] }>('GET', '/api/app/users/work-place-by-work-no?workno=H0011', { token: admin })
    expect(timeline.body.Data.WorkPlacelist[0]).toMatchObject({ Remark: `调部门：${file.DepName} → ${target.Name}`, Kind: 'position' })
    // the list shows the new department
    const list = await h.call<Page<{ WorkNo: string; DepName: string }>>('GET', `/api/app/users/user-list?DepId=${target.Id}&Filter=H0011`, { token: admin })
    expect(list.body.Data.Items.map((r) => r.DepName)).toEqual([target.Name])

    const station = stations.find((s) => s.Id !== file.PositionId)!
    const both = await write(id, { DepId: file.DepId, PositionId: station.Id, ConcurrencyStamp: res.body.Data.ConcurrencyStamp })
    expect(both.status, both.raw).toBe(200)
    const [last] = await h.db.select().from(employeeCareers).where(eq(employeeCareers.userId, id)).orderBy(desc(employeeCareers.happenedAt)).limit(1)
    expect(last).toMatchObject({ kind: 'position', fromPosition: file.PositionName, toPosition: station.Name, remark: `调部门：${target.Name} → ${file.DepName}；调岗：${file.PositionName} → ${station.Name}` })
  })

  it('a write that fails inside the transaction changes nothing (users, employees, timeline)', async () => {
    const id = await idOf('H0012')
    const file = (await read(id)).body.Data
    const before = await snapshot(id)
    const target = depts.find((d) => d.Id !== file.DepId)!
    // make the last statement of the transaction (the career entry) fail
    await h.db.execute(sql`CREATE FUNCTION test_refuse_career() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by test'; END $$ LANGUAGE plpgsql`)
    await h.db.execute(sql`CREATE TRIGGER test_refuse_career BEFORE INSERT ON employee_careers FOR EACH ROW EXECUTE FUNCTION test_refuse_career()`)
    try {
      const res = await write(id, { RealName: '不应写入', PhoneNumber: '13800000000', DepId: target.Id, ConcurrencyStamp: file.ConcurrencyStamp })
      expect(res.status).toBe(500)
    } finally {
      await h.db.execute(sql`DROP TRIGGER test_refuse_career ON employee_careers`)
      await h.db.execute(sql`DROP FUNCTION test_refuse_career()`)
    }
    expect(await snapshot(id)).toEqual(before)
    // and the same write goes through afterwards with the same stamp
    expect((await write(id, { DepId: target.Id, ConcurrencyStamp: file.ConcurrencyStamp })).status).toBe(200)
  })
})
