import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq, inArray } from 'drizzle-orm'
import { employeeCareers, employees, employeeStatusMoves, hrParams, users } from '../../server/db/schema'
import { ALLOWED_MOVES, applyMove, isAllowed } from '../../server/modules/hr/moves'
import { createHarness, DEMO_PASSWORD, type Harness } from './harness'
import { stateOf, userWith, type EmployeeRow, type Page } from './hr-fixtures'

let h: Harness
let admin: string
let departedOnly: string // HRM.Departed + .Delete
let updater: string // HRM.EmployeeFile + .Update
let adminId: string

beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
  departedOnly = await userWith(h, 'M0001', ['HRM', 'HRM.Departed', 'HRM.Departed.Delete'])
  updater = await userWith(h, 'M0002', ['HRM', 'HRM.EmployeeFile', 'HRM.EmployeeFile.Update'])
  adminId = (await h.db.select({ id: users.id }).from(users).where(eq(users.userName, 'A0001')))[0].id
})
afterAll(() => h?.close())

const move = (body: unknown, token = admin) => h.call('POST', '/api/app/users/move-black', { token, body })
/** The account setting of the list row: it sends the row's current stamp unless the body names one. */
async function account(body: Record<string, unknown>, token = admin) {
  const [row] = typeof body.Id === 'string' ? await h.db.select({ stamp: employees.concurrencyStamp }).from(employees).where(eq(employees.userId, body.Id)) : []
  return h.call('POST', '/api/app/users/updateleave-office/', { token, body: { ConcurrencyStamp: row?.stamp ?? 'none', ...body } })
}
const idOf = async (workNo: string) => (await h.db.select({ id: users.id }).from(users).where(eq(users.userName, workNo)))[0].id

async function lastMove(workNo: string) {
  const [m] = await h.db.select().from(employeeStatusMoves).where(eq(employeeStatusMoves.userId, await idOf(workNo))).orderBy(desc(employeeStatusMoves.creationTime)).limit(1)
  return m
}
async function lastCareer(workNo: string) {
  const [c] = await h.db.select().from(employeeCareers).where(eq(employeeCareers.userId, await idOf(workNo))).orderBy(desc(employeeCareers.happenedAt)).limit(1)
  return c
}

describe('the transition table', () => {
  it('allows exactly the moves of the spec and refuses the rest', () => {
    const allowed: [number, number][] = []
    for (let from = 0; from <= 4; from++) for (let to = 0; to <= 4; to++) if (isAllowed(from, to)) allowed.push([from, to])
    expect(allowed).toEqual([
      [0, 3], [0, 4], [1, 3], [1, 4], [2, 3], [2, 4], [3, 2], [3, 4], [4, 2], [4, 3],
    ])
    expect(Object.keys(ALLOWED_MOVES)).toHaveLength(5)
  })

  it('every refused pair is a 400 inside a transaction and changes nothing', async () => {
    const workNo = 'H0003' // regular
    const before = await stateOf(h, workNo)
    for (let from = 0; from <= 4; from++)
      for (let to = 0; to <= 4; to++) {
        if (isAllowed(from, to)) continue
        const attempt = h.db.transaction(async (tx) => {
          await tx.update(employees).set({ status: from }).where(eq(employees.userId, before.id))
          await applyMove(tx, { userId: before.id, from, to, reason: 'x', operator: { id: adminId, name: '系统管理员' } })
        })
        await expect(attempt).rejects.toMatchObject({ status: 400 })
      }
    expect(await stateOf(h, workNo)).toEqual(before)
  })
})

describe('move-black: blacklist and departed roster removal', () => {
  it('blacklist -> formal (Type 2): status, account, move log and career entry', async () => {
    const before = await stateOf(h, 'H0018')
    expect(before.status).toBe(4)
    const res = await move({ WorkNo: 'H0018', Type: 2, Reason: '误加入黑名单' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ Code: 200, Message: '', Data: null })
    const after = await stateOf(h, 'H0018')
    expect(after).toMatchObject({ status: 2, isActive: true, leaveTime: null, moves: before.moves + 1, careers: before.careers + 1 })
    expect(await lastMove('H0018')).toMatchObject({ fromStatus: 4, toStatus: 2, reason: '误加入黑名单', operatorId: adminId, operatorName: '系统管理员' })
    expect((await lastCareer('H0018')).remark).toContain('移出黑名单')
    // back in the employee list, no longer on the blacklist
    const list = await h.call<Page<EmployeeRow>>('GET', '/api/app/users/user-list?Filter=H0018', { token: admin })
    expect(list.body.Data.Items.map((r) => r.Status)).toEqual([2])
    expect((await h.call<Page<EmployeeRow>>('GET', '/api/app/users/user-black-list?workNo=H0018', { token: admin })).body.Data.TotalCount).toBe(0)
  })

  it('blacklist -> departed with Type 3 (first reading) and with Type 4 (second reading)', async () => {
    for (const [workNo, type] of [['H0038', 3], ['H0058', 4]] as const) {
      expect((await stateOf(h, workNo)).status).toBe(4)
      expect((await move({ WorkNo: workNo, Type: type, Reason: '移回离职' })).status).toBe(200)
      expect(await stateOf(h, workNo)).toMatchObject({ status: 3, isActive: false })
      expect(await lastMove(workNo)).toMatchObject({ fromStatus: 4, toStatus: 3 })
    }
  })

  it('departed -> blacklist with Type 4 and with Type 3; departed -> formal with Type 2', async () => {
    for (const [workNo, type] of [['H0016', 4], ['H0017', 3]] as const) {
      expect((await stateOf(h, workNo)).status).toBe(3)
      expect((await move({ WorkNo: workNo, Type: type, Reason: '违规' })).status).toBe(200)
      expect(await stateOf(h, workNo)).toMatchObject({ status: 4, isActive: false, leaveReason: '违规' })
      expect(await lastMove(workNo)).toMatchObject({ fromStatus: 3, toStatus: 4 })
    }
    const before = await stateOf(h, 'H0036')
    expect(before.status).toBe(3)
    expect((await move({ WorkNo: 'H0036', Type: 2 }, departedOnly)).status).toBe(200)
    expect(await stateOf(h, 'H0036')).toMatchObject({ status: 2, isActive: true, careers: before.careers + 1 })
    // a re-hired person can sign in again
    await expect(h.signIn('H0036', DEMO_PASSWORD)).resolves.toEqual(expect.any(String))
  })

  it('refused moves are clear 400s and change nothing', async () => {
    const regular = await stateOf(h, 'H0003')
    const res = await move({ WorkNo: 'H0003', Type: 2, Reason: 'x' })
    expect(res.status).toBe(400)
    expect(res.body.Message).toBe('该员工不在离职人员或黑名单中')
    expect(await stateOf(h, 'H0003')).toEqual(regular)
    const departed = await stateOf(h, 'H0056') // 56 % 20 = 16: departed
    expect(departed.status).toBe(3)
    const badType = await move({ WorkNo: 'H0056', Type: 1 })
    expect(badType.status).toBe(400)
    expect(badType.body.Message).toBe('请选择移出类型')
    const longReason = await move({ WorkNo: 'H0056', Type: 2, Reason: '原'.repeat(301) })
    expect(longReason.status).toBe(400)
    expect(longReason.body.Message).toBe('原因：请输入1-300个字符')
    expect(longReason.body.Data).toEqual({ Errors: [{ Field: 'Reason', Message: '原因：请输入1-300个字符' }] })
    const noType = await move({ WorkNo: 'H0056' })
    expect(noType.body.Message).toBe('请选择移出类型')
    expect(await stateOf(h, 'H0056')).toEqual(departed)
    expect((await move({ WorkNo: 'ZZ999', Type: 2 })).status).toBe(404)
    // removal from the blacklist needs HRM.Blacklist.Delete
    const black = await stateOf(h, 'H0078') // 78 % 20 = 18: blacklist
    expect(black.status).toBe(4)
    expect((await move({ WorkNo: 'H0078', Type: 2 }, departedOnly)).status).toBe(403)
    expect(await stateOf(h, 'H0078')).toEqual(black)
  })
})

describe('account setting (updateleave-office)', () => {
  it('messages name the field: status, leave date, reason', async () => {
    const id = await idOf('H0004')
    const before = await stateOf(h, 'H0004')
    const noType = await account({ Id: id })
    expect(noType.status).toBe(400)
    expect(noType.body.Message).toBe('请选择状态')
    const noDate = await account({ Id: id, Type: 2, Reason: '个人原因' })
    expect(noDate.body.Message).toBe('请选择离职日期')
    const noReason = await account({ Id: id, Type: 3, LeaveTime: '2024-05-01' })
    expect(noReason.body.Message).toBe('请输入原因')
    const neither = await account({ Id: id, Type: 2, IsBlack: true })
    expect(neither.body.Data).toEqual({ Errors: [{ Field: 'LeaveTime', Message: '请选择离职日期' }, { Field: 'Reason', Message: '请输入原因' }] })
    const long = await account({ Id: id, Type: 2, LeaveTime: '2024-05-01', Reason: 'x'.repeat(301) })
    expect(long.body.Message).toBe('原因：请输入1-300个字符')
    const badDate = await account({ Id: id, Type: 2, LeaveTime: '1999-01-01', Reason: 'x' })
    expect(badDate.body.Message).toBe('离职日期：请选择2000-01-01至2035-12-30之间的日期')
    const badType = await account({ Id: id, Type: 5 })
    expect(badType.body.Message).toBe('请选择状态')
    expect(await stateOf(h, 'H0004')).toEqual(before)
  })

  it('disable: the person leaves (status 3), the account is blocked and every token revoked', async () => {
    const token = await h.tokenFor('H0004')
    expect((await h.call('GET', '/api/app/pay-user/org-list', { token })).status).toBe(200)
    const before = await stateOf(h, 'H0004')
    const res = await account({ Id: await idOf('H0004'), Type: 2, LeaveTime: '2024-05-01', Reason: '个人原因' }, updater)
    expect(res.status).toBe(200)
    expect(await stateOf(h, 'H0004')).toMatchObject({ status: 3, isActive: false, leaveTime: '2024-05-01', leaveReason: '个人原因', moves: before.moves + 1, careers: before.careers + 1 })
    expect(await lastMove('H0004')).toMatchObject({ fromStatus: 2, toStatus: 3, leaveTime: '2024-05-01', reason: '个人原因' })
    expect((await h.call('GET', '/api/app/pay-user/org-list', { token })).status).toBe(401)
    await expect(h.signIn('H0004', DEMO_PASSWORD)).rejects.toThrow()
    // enable again: the account only (still on the departed roster)
    expect((await account({ Id: await idOf('H0004'), Type: 1 })).status).toBe(200)
    expect(await stateOf(h, 'H0004')).toMatchObject({ status: 3, isActive: true })
  })

  it('blacklist (Type 3, or Type 2 with the switch): status 4, tokens revoked; enabling a blacklisted person is refused', async () => {
    const token = await h.tokenFor('H0005')
    const res = await account({ Id: await idOf('H0005'), Type: 3, LeaveTime: '2024-06-01', Reason: '严重违纪' })
    expect(res.status).toBe(200)
    expect(await stateOf(h, 'H0005')).toMatchObject({ status: 4, isActive: false, leaveReason: '严重违纪' })
    expect((await h.call('GET', '/api/app/pay-user/org-list', { token })).status).toBe(401)
    const sw = await account({ Id: await idOf('H0006'), Type: 2, IsBlack: true, LeaveTime: '2024-06-02', Reason: '泄密' })
    expect(sw.status).toBe(200)
    expect(await stateOf(h, 'H0006')).toMatchObject({ status: 4, isActive: false })
    expect(await lastMove('H0006')).toMatchObject({ fromStatus: 2, toStatus: 4, reason: '泄密' })
    const before = await stateOf(h, 'H0005')
    const enable = await account({ Id: await idOf('H0005'), Type: 1 })
    expect(enable.status).toBe(400)
    expect(enable.body.Message).toBe('黑名单人员不能启用，请先移出黑名单')
    const again = await account({ Id: await idOf('H0005'), Type: 3, LeaveTime: '2024-06-01', Reason: '再次' })
    expect(again.body.Message).toBe('该员工已在黑名单中')
    expect(await stateOf(h, 'H0005')).toEqual(before)
  })

  it('the administrator cannot be disabled; unknown person 404; stale stamp 409; 403 without Update', async () => {
    const res = await account({ Id: adminId, Type: 2, LeaveTime: '2024-01-01', Reason: 'x' })
    expect(res.status).toBe(400)
    expect(res.body.Message).toBe('系统管理员不能停用')
    expect((await account({ Id: '00000000-0000-4000-8000-000000000000', Type: 1 })).status).toBe(404)
    expect((await account({ Id: await idOf('H0007'), Type: 1, ConcurrencyStamp: 'stale' })).status).toBe(409)
    expect((await account({ Id: await idOf('H0007'), Type: 1 }, departedOnly)).status).toBe(403)
    const noStamp = await h.call('POST', '/api/app/users/updateleave-office', { token: admin, body: { Id: await idOf('H0007'), Type: 1 } })
    expect([noStamp.status, noStamp.body.Message]).toEqual([400, '缺少并发标记，请刷新后重试'])
    expect((await account({ Id: await idOf('H0007'), Type: 1 })).status).toBe(200)
  })
})

describe('subject setting (user-orgs-info)', () => {
  const lookups = async () => {
    const subjects = (await h.call<{ Id: string; CompanyName: string }[]>('GET', '/api/app/pay-user/org-list', { token: admin })).body.Data
    const lead = (await h.call<{ Id: string; Name: string; children: { Id: string; Name: string }[] }[]>('GET', '/api/app/k-pI/lead-department', { token: admin })).body.Data
    const layers = (await h.call<{ Id: string; Name: string }[]>('GET', '/api/app/users/joblayer', { token: admin })).body.Data
    const levels = (await h.call<{ Id: string; Name: string }[]>('GET', '/api/app/users/joblevel', { token: admin })).body.Data
    return { subjects, lead, layers, levels }
  }
  const put = (body: unknown, token = admin) => h.call<{ Count: number }>('PUT', '/api/app/users/user-orgs-info', { token, body })

  it('required messages of the dialog; unknown lookups refused', async () => {
    const { subjects, lead } = await lookups()
    const ids = [await idOf('H0009')]
    expect((await put({ ids, BusinessOrgId: subjects[0].Id, BusinessDepId: lead[0].Id })).body.Message).toBe('请选择合同主体')
    expect((await put({ ids, ContractId: subjects[0].Id, BusinessDepId: lead[0].Id })).body.Message).toBe('请选择业务主体')
    const noDep = await put({ ids, ContractId: subjects[0].Id, BusinessOrgId: subjects[0].Id })
    expect(noDep.status).toBe(400)
    expect(noDep.body.Message).toBe('请选择业务部门')
    expect((await put({ ids, ContractId: subjects[0].Id, BusinessOrgId: subjects[0].Id, BusinessDepId: lead[0].Id, IsProduce: 2 })).body.Message).toBe('请选择是否生产')
    expect((await put({ ids, ContractId: lead[0].Id, BusinessOrgId: subjects[0].Id, BusinessDepId: lead[0].Id })).body.Message).toBe('合同主体不存在')
    expect((await put({ ids: [], ContractId: subjects[0].Id, BusinessOrgId: subjects[0].Id, BusinessDepId: lead[0].Id })).body.Message).toBe('请选择员工')
    const { levels } = await lookups()
    expect((await put({ ids, ContractId: subjects[0].Id, BusinessOrgId: subjects[0].Id, BusinessDepId: lead[0].Id, Joblayer: levels[0].Id })).body.Message).toBe('职层不存在')
    expect((await put({ ids, ContractId: subjects[0].Id, BusinessOrgId: subjects[0].Id, BusinessDepId: lead[0].Id }, departedOnly)).status).toBe(403)
  })

  it('one or several employees: names from the lookups, a career entry each', async () => {
    const { subjects, lead, layers, levels } = await lookups()
    const people = ['H0009', 'H0010']
    const ids = await Promise.all(people.map(idOf))
    const careers = await Promise.all(people.map(async (w) => (await stateOf(h, w)).careers))
    const res = await put({ ids, ContractId: subjects[1].Id, ContractName: 'ignored', BusinessOrgId: subjects[0].Id, BusinessDepId: lead[0].children[1].Id, Joblayer: layers[0].Id, Joblevel: levels[2].Id, IsProduce: 1 }, updater)
    expect(res.status).toBe(200)
    expect(res.body.Data).toEqual({ Count: 2 })
    for (const [i, w] of people.entries()) {
      const row = (await h.call<Page<EmployeeRow>>('GET', `/api/app/users/user-list?Filter=${w}`, { token: admin })).body.Data.Items[0]
      expect(row).toMatchObject({ OrgId: subjects[1].Id, OrgName: subjects[1].CompanyName, BusinessOrgName: subjects[0].CompanyName, BusinessDepName: '销售事业部', JoblayerName: layers[0].Name, JoblevelName: levels[2].Name, IsProduce: 1 })
      expect((await stateOf(h, w)).careers).toBe(careers[i] + 1)
      expect((await lastCareer(w)).remark).toContain(`合同主体 ${subjects[1].CompanyName}`)
    }
  })

  it('the tree context menu: every current employee of a department and below (depid)', async () => {
    const { subjects, lead } = await lookups()
    const depts = (await h.call<{ Id: string; Name: string }[]>('GET', '/api/app/users/deplist', { token: admin })).body.Data
    const tech = depts.find((d) => d.Name === '技术部')!.Id
    const current = (await h.call<Page<EmployeeRow>>('GET', `/api/app/users/user-list?DepId=${tech}&MaxResultCount=1`, { token: admin })).body.Data.TotalCount
    const res = await put({ ids: [], depid: tech, ContractId: subjects[0].Id, BusinessOrgId: subjects[0].Id, BusinessDepId: lead[1].Id, IsProduce: 0 })
    expect(res.body.Data).toEqual({ Count: current })
    const rows = (await h.call<Page<EmployeeRow>>('GET', `/api/app/users/user-list?DepId=${tech}&MaxResultCount=1000`, { token: admin })).body.Data.Items
    expect(rows.every((r) => r.OrgId === subjects[0].Id && r.BusinessDepName === '职能中心')).toBe(true)
    const layerCount = await h.db.select({ id: hrParams.id }).from(hrParams).where(inArray(hrParams.key, ['joblayer']))
    expect(layerCount).toHaveLength(3)
  })
})
