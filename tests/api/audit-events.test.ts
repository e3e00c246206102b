/**
 * The audit events of issue 13 s.5 beyond tests/api/audit-changes.test.ts: my own password change
 * (no password value), entry records created and deleted, wizard saves, an entry's approval (the
 * decision and the status move to probation), account settings (a status move and an account-only
 * change) and subject settings with the operator as '姓名(工号)' and the address, employee care,
 * files uploaded, read by someone else through a read rule, and deleted. Each event is written in
 * the transaction of its change: a refused change leaves none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import { auditLog, businessDepartments, employees, subjects, users } from '../../server/db/schema'
import { createHarness, USER_PASSWORD, type Harness } from './harness'
import { multipart, SAMPLES } from './multipart'

let h: Harness
let admin: string
const P = '/api/app/new-user'
const ADMIN_NAME = '系统管理员(A0001)'

beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
})
afterAll(() => h?.close())

const eventsOf = (targetType: string, targetId: string) =>
  h.db.select().from(auditLog).where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId))).orderBy(desc(auditLog.time))
const idOf = async (workNo: string) => (await h.db.select({ id: users.id }).from(users).where(eq(users.userName, workNo)))[0].id

async function upload(token: string, name: string): Promise<string> {
  const { payload, headers } = multipart(name, SAMPLES.png)
  const res = await h.app.inject({ method: 'POST', url: '/api/app/upload/upload', payload, headers: { ...headers, authorization: `Bearer ${token}` } })
  expect(res.statusCode).toBe(200)
  return (res.json() as { Data: { Id: string } }).Data.Id
}

describe('audit events of a person’s own account', () => {
  it('my password change: an update of my user with Password ***, never the password itself', async () => {
    const id = await h.addUser('AE001')
    const token = await h.tokenFor('AE001')
    const next = 'Mine#Pass9753'
    const wrong = await h.call('POST', '/api/app/my-profile/change-password', { token, body: { CurrentPassword: 'nope', NewPassword: next, ConfirmPassword: next } })
    expect(wrong.status).toBe(400)
    expect(await eventsOf('user', id)).toEqual([])
    const res = await h.call('POST', '/api/app/my-profile/change-password', { token, body: { CurrentPassword: USER_PASSWORD, NewPassword: next, ConfirmPassword: next } })
    expect(res.status).toBe(200)
    const [e] = await eventsOf('user', id)
    expect(e).toMatchObject({ action: 'update', actorId: id, targetName: 'AE001', changes: { Password: '***' } })
    expect(JSON.stringify(e)).not.toContain(next)
    expect(JSON.stringify(e)).not.toContain(USER_PASSWORD)
  })
})

describe('audit events of onboarding', () => {
  it('an entry record created (without its initial password) and deleted', async () => {
    const [org] = await h.db.select({ id: subjects.id }).from(subjects).limit(1)
    const deps = (await h.call<{ Id: string }[]>('GET', '/api/app/users/deplist', { token: admin })).body.Data
    const created = await h.call<{ Id: string; Password: string }>('POST', `${P}/entry`, {
      token: admin,
      body: { WorkNo: 'AE100', RealName: '审计新人', PhoneNumber: '13812340000', OrgId: org.id, DepId: deps[0].Id },
    })
    expect(created.status).toBe(200)
    const id = created.body.Data.Id
    const [cre] = await eventsOf('entry', id)
    expect(cre).toMatchObject({ action: 'create', actorName: ADMIN_NAME, targetName: 'AE100', changes: { WorkNo: [null, 'AE100'], RealName: [null, '审计新人'] } })
    expect(JSON.stringify(cre.changes)).not.toContain(created.body.Data.Password)
    expect((await h.call('DELETE', `${P}/entry?workno=AE100`, { token: admin })).status).toBe(200)
    const [del] = await eventsOf('entry', id)
    expect(del).toMatchObject({ action: 'delete', targetName: 'AE100', changes: { WorkNo: ['AE100', null], Status: ['待提交', null] } })
  })

  it('a wizard save names its step and the number of rows before and after, not the answers', async () => {
    const id = await idOf('NH002')
    const res = await h.call('POST', `${P}/new-user-family-dto-data?workno=NH002`, { token: admin, body: [{ Name: '家人甲', Realtion: '母亲', WorkUnit: '单位', WorkPlace: '长沙', Phone: '13700001111' }] })
    expect(res.status).toBe(200)
    const [e] = await eventsOf('entry', id)
    expect(e).toMatchObject({ action: 'update', actorName: ADMIN_NAME, targetName: 'NH002', changes: { Step: '家庭及成员', Rows: [null, 1] } })
    expect(JSON.stringify(e.changes)).not.toContain('13700001111')
  })

  it('an upload item saved by the new hire, then HR opens it: a read of another person’s file', async () => {
    const hire = await h.tokenFor('NH001')
    const fileId = await upload(hire, 'id-front.png')
    const saved = await h.call('POST', `${P}/new-user-data-son-single-dto-data`, { token: hire, body: { DataType: 1, PhotoId: fileId, PhotoName: 'id-front.png' } })
    expect(saved.status).toBe(200)
    const [step] = await eventsOf('entry', await idOf('NH001'))
    expect(step).toMatchObject({ action: 'update', actorId: await idOf('NH001'), changes: { Step: '资料上传', DataType: '1', PhotoId: [null, fileId] } })
    expect((await h.app.inject({ method: 'GET', url: `/download-file?id=${fileId}`, headers: { authorization: `Bearer ${hire}` } })).statusCode).toBe(200)
    expect((await eventsOf('file', fileId)).map((e) => e.action)).toEqual(['create']) // the owner's own read is no event
    expect((await h.app.inject({ method: 'GET', url: `/download-file?id=${fileId}`, headers: { authorization: `Bearer ${admin}` } })).statusCode).toBe(200)
    const [read] = await eventsOf('file', fileId)
    expect(read).toMatchObject({ action: 'read', actorName: ADMIN_NAME, targetName: 'id-front.png', changes: { Owner: await idOf('NH001') } })
  })

  it('an approval: the decision and the new employee’s status move, one transaction', async () => {
    const id = await idOf('NH003')
    const res = await h.call('POST', `${P}/examine-info-by-id`, { token: admin, body: { WorkNo: 'NH003', Status: 1 } })
    expect(res.status).toBe(200)
    expect(await eventsOf('entry', id)).toMatchObject([{ action: 'entry.check', changes: { Status: ['待审核', '审核通过'] } }])
    expect(await eventsOf('employee', id)).toMatchObject([{ action: 'status', actorName: ADMIN_NAME, targetName: 'NH003', changes: { Status: [null, '试用期'], Action: '入职审核' } }])
  })
})

describe('audit events of employee files', () => {
  async function stampOf(id: string) {
    return (await h.db.select({ s: employees.concurrencyStamp }).from(employees).where(eq(employees.userId, id)))[0].s
  }

  it('account setting: disabling is a status move, enabling a departed person an account change; both by 姓名(工号) from an address', async () => {
    const [row] = await h.db.select({ id: employees.userId }).from(employees).where(eq(employees.status, 2)).limit(1)
    const off = await h.call('POST', '/api/app/users/updateleave-office', { token: admin, body: { Id: row.id, Type: 2, LeaveTime: '2026-01-05', Reason: '个人原因', ConcurrencyStamp: await stampOf(row.id) } })
    expect(off.status).toBe(200)
    const [move] = await eventsOf('employee', row.id)
    expect(move).toMatchObject({ action: 'status', actorName: ADMIN_NAME, changes: { Status: ['正式员工', '离职人员'], Reason: '个人原因', Action: '账号设置' } })
    expect(move.targetName).not.toBe('')
    expect(move.clientAddress).not.toBe('')
    const on = await h.call('POST', '/api/app/users/updateleave-office', { token: admin, body: { Id: row.id, Type: 1, ConcurrencyStamp: await stampOf(row.id) } })
    expect(on.status).toBe(200)
    const [enable] = await eventsOf('employee', row.id)
    expect(enable).toMatchObject({ action: 'status', changes: { IsActive: [false, true], Action: '账号设置' } })
    const stale = await h.call('POST', '/api/app/users/updateleave-office', { token: admin, body: { Id: row.id, Type: 2, LeaveTime: '2026-01-05', Reason: '再次', ConcurrencyStamp: 'stale' } })
    expect(stale.status).toBe(409)
    expect((await eventsOf('employee', row.id)).length).toBe(2)
  })

  it('subject setting: an update of every person it set', async () => {
    const people = await h.db.select({ id: employees.userId }).from(employees).where(eq(employees.status, 0)).limit(2)
    const [org] = await h.db.select({ id: subjects.id, name: subjects.companyName }).from(subjects).limit(1)
    const [dep] = await h.db.select({ id: businessDepartments.id }).from(businessDepartments).limit(1)
    const res = await h.call('PUT', '/api/app/users/user-orgs-info', { token: admin, body: { Ids: people.map((p) => p.id), ContractId: org.id, BusinessOrgId: org.id, BusinessDepId: dep.id, IsProduce: 1 } })
    expect(res.status).toBe(200)
    for (const p of people) {
      const [e] = await eventsOf('employee', p.id)
      expect(e).toMatchObject({ action: 'update', actorName: ADMIN_NAME, changes: { Action: expect.stringContaining(`合同主体 ${org.name}`) } })
    }
  })
})

describe('audit events of employee care and files', () => {
  it('a greeting sent and a care row hidden', async () => {
    const id = await idOf('H0001')
    const sent = await h.call<{ Id: string }>('POST', '/api/app/employee-care/greeting', { token: admin, body: { UserId: id, Status: 2, Remark: '生日快乐' } })
    expect(sent.status).toBe(200)
    expect(await eventsOf('greeting', sent.body.Data.Id)).toMatchObject([{ action: 'create', targetName: 'H0001', changes: { Content: [null, '生日快乐'] } }])
    const row = (await h.call<{ Items: { Id: string }[] }>('GET', '/api/app/employee-care/new-hire', { token: admin })).body.Data.Items[0]
    expect((await h.call('DELETE', `/api/app/employee-care/new-hire/${row.Id}`, { token: admin })).status).toBe(200)
    expect(await eventsOf('care', row.Id)).toMatchObject([{ action: 'delete', targetName: 'new-hire' }])
  })

  it('a file uploaded and deleted by its owner', async () => {
    const fileId = await upload(admin, 'plan.png')
    expect(await eventsOf('file', fileId)).toMatchObject([{ action: 'create', actorName: ADMIN_NAME, targetName: 'plan.png' }])
    expect((await h.call('DELETE', `/api/app/user-file/${fileId}`, { token: admin })).status).toBe(200)
    const [del] = await eventsOf('file', fileId)
    expect(del).toMatchObject({ action: 'delete', targetName: 'plan.png' })
  })
})
