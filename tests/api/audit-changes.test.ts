/**
 * The audit log of changes (issue 13 s.5): creates, updates and deletes with the changed fields
 * (never a password), permission and role changes, employee status moves, entry decisions and
 * reads of another person's HR record — each written in the transaction of the change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import { auditLog, users } from '../../server/db/schema'
import { createHarness, type Harness } from './harness'

let h: Harness
let admin: string
beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
})
afterAll(() => h?.close())

const eventsOf = (targetType: string, targetId: string) =>
  h.db.select().from(auditLog).where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId))).orderBy(desc(auditLog.time))
const idOf = async (workNo: string) => (await h.db.select({ id: users.id }).from(users).where(eq(users.userName, workNo)))[0].id

describe('changes in the audit log', () => {
  it('a role: create, rename (only the changed field), delete — by whom and from where', async () => {
    const created = await h.call<{ Id: string; ConcurrencyStamp: string }>('POST', '/api/identity/roles', { token: admin, body: { Name: '审计角色', IsDefault: false, IsPublic: true } })
    expect(created.status).toBe(200)
    const id = created.body.Data.Id
    const renamed = await h.call('PUT', `/api/identity/roles/${id}`, { token: admin, body: { Name: '审计角色2', IsDefault: false, IsPublic: true, ConcurrencyStamp: created.body.Data.ConcurrencyStamp } })
    expect(renamed.status).toBe(200)
    expect((await h.call('DELETE', `/api/identity/roles/${id}`, { token: admin })).status).toBe(200)
    const [del, upd, cre] = await eventsOf('role', id)
    expect(cre).toMatchObject({ action: 'create', targetName: '审计角色', actorName: expect.stringContaining('A0001') })
    expect(cre.changes).toMatchObject({ name: [null, '审计角色'], isPublic: [null, true] })
    expect(cre.clientAddress).not.toBe('')
    expect(upd).toMatchObject({ action: 'update', changes: { name: ['审计角色', '审计角色2'] } })
    expect(del).toMatchObject({ action: 'delete', targetName: '审计角色2', changes: { name: ['审计角色2', null] } })
  })

  it('a refused change (stale stamp) leaves no event: the entry is in the same transaction', async () => {
    const created = await h.call<{ Id: string }>('POST', '/api/identity/roles', { token: admin, body: { Name: '过期角色', IsDefault: false, IsPublic: false } })
    const stale = await h.call('PUT', `/api/identity/roles/${created.body.Data.Id}`, { token: admin, body: { Name: '不应改名', IsDefault: false, IsPublic: false, ConcurrencyStamp: 'stale' } })
    expect(stale.status).toBe(409)
    expect((await eventsOf('role', created.body.Data.Id)).map((e) => e.action)).toEqual(['create'])
  })

  it('a user with roles, a role change and a password reset: the password never enters the log', async () => {
    const password = 'Audit#Pass2468'
    const body = { UserName: 'AU001', Surname: '审', Name: '计', Password: password, IsActive: true, LockoutEnabled: true, TwoFactorEnabled: false, RoleNames: ['普通员工'] }
    const created = await h.call<{ Id: string; ConcurrencyStamp: string }>('POST', '/api/identity/users', { token: admin, body })
    expect(created.status).toBe(200)
    const id = created.body.Data.Id
    const { Password: _p, ...rest } = body
    const updated = await h.call('PUT', `/api/identity/users/${id}`, { token: admin, body: { ...rest, Name: '计二', RoleNames: [], ConcurrencyStamp: created.body.Data.ConcurrencyStamp } })
    expect(updated.status).toBe(200)
    const reset = await h.call('PUT', `/api/identity/users/${id}/change-password`, { token: admin, body: { NewPassword: 'Audit#Pass1357', ConfirmPassword: 'Audit#Pass1357' } })
    expect(reset.status).toBe(200)
    const [pwd, upd, cre] = await eventsOf('user', id)
    expect(cre.changes).toMatchObject({ userName: [null, 'AU001'], RoleNames: [null, ['普通员工']], passwordHash: '***' })
    expect(upd.changes).toEqual({ name: ['计', '计二'], realName: ['审计', '审计二'], RoleNames: [['普通员工'], []] })
    expect(pwd.changes).toEqual({ Password: '***' })
    const [{ hash }] = await h.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id))
    for (const e of [cre, upd, pwd]) {
      expect(JSON.stringify(e.changes)).not.toContain(password)
      expect(JSON.stringify(e.changes)).not.toContain('Audit#Pass1357')
      expect(JSON.stringify(e.changes)).not.toContain(hash)
    }
  })

  it('permission grants and revocations of a role', async () => {
    const res = await h.call('PUT', '/api/permission-management/permissions?providerName=R&providerKey=普通员工', {
      token: admin,
      body: { Permissions: [{ Name: 'Cloud.File.Delete', IsGranted: true }] },
    })
    expect(res.status).toBe(200)
    const [e] = await eventsOf('role', '普通员工')
    expect(e).toMatchObject({ action: 'grant', changes: { Granted: ['Cloud.File.Delete'], Revoked: [] } })
  })

  it('an employee status move and a read of another person’s HR file', async () => {
    const id = await idOf('H0018')
    expect((await h.call('POST', '/api/app/users/move-black', { token: admin, body: { WorkNo: 'H0018', Type: 2, Reason: '误加入黑名单' } })).status).toBe(200)
    const [move] = await eventsOf('employee', id)
    expect(move).toMatchObject({ action: 'status', changes: { Status: ['黑名单', expect.any(String)], Reason: '误加入黑名单' } })
    expect((await h.call('GET', `/api/app/users/${id}/employee-file`, { token: admin })).status).toBe(200)
    const [read] = await eventsOf('employee', id)
    expect(read).toMatchObject({ action: 'read', targetName: 'H0018', actorId: await idOf('A0001') })
  })

  it('an entry decision', async () => {
    const res = await h.call('POST', '/api/app/new-user/examine-info-by-id', { token: admin, body: { WorkNo: 'NH003', Status: 2, Remark: '资料不清晰' } })
    expect(res.status).toBe(200)
    const [e] = await eventsOf('entry', await idOf('NH003'))
    expect(e).toMatchObject({ action: 'entry.check', targetName: 'NH003', changes: { Status: ['待审核', '审核不通过'], Remark: '资料不清晰' } })
  })
})
