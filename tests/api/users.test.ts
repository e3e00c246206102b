import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '../../server/db/schema'
import { removeHrDemoStaff } from '../../server/seed/hr'
import { createHarness, type Harness } from './harness'

interface User {
  Id: string
  UserName: string
  Name: string
  Surname: string
  RealName: string
  Email: string
  PhoneNumber: string
  LockoutEnabled: boolean
  TwoFactorEnabled: boolean
  IsActive: boolean
  ExtraProperties: { Gender: number }
  RoleNames: string[]
  DepartmentName: string
  ConcurrencyStamp: string
}

let h: Harness
let admin: string
beforeAll(async () => {
  h = await createHarness()
  // These tests are about the 15-person demo organisation: drop the bulk HR demo staff (server/seed/hr.ts).
  await removeHrDemoStaff(h.db)
  admin = await h.tokenFor('A0001')
})
afterAll(() => h?.close())

const list = (query = '') => h.call<{ Items: User[]; TotalCount: number }>('GET', `/api/identity/users${query}`, { token: admin })
const create = (body: Record<string, unknown>) => h.call<User>('POST', '/api/identity/users', { token: admin, body })
const newUser = (over: Record<string, unknown> = {}) => ({
  UserName: 'U1001',
  Surname: '钱',
  Name: '多多',
  Email: 'u1001@example.com',
  PhoneNumber: '13912345678',
  Password: 'Start@2024',
  ExtraProperties: { Gender: 2 },
  RoleNames: ['普通员工', '讲师'],
  ...over,
})

describe('user list', () => {
  it('pages with the total and filters over work number, names, e-mail and phone', async () => {
    const all = await list()
    expect(all.status).toBe(200)
    expect(all.body.Data.Items).toHaveLength(15)
    expect(all.body.Data.TotalCount).toBe(16)
    expect((await list('?Filter=E0003')).body.Data.Items.map((u) => u.UserName)).toEqual(['E0003'])
    expect((await list('?Filter=' + encodeURIComponent('芳'))).body.Data.Items.map((u) => u.UserName)).toEqual(['E0002'])
    expect((await list('?Filter=e0004%40example')).body.Data.Items.map((u) => u.UserName)).toEqual(['E0004'])
    expect((await list('?Filter=13800000005')).body.Data.Items.map((u) => u.UserName)).toEqual(['E0005'])
    const admins = await list('?RoleName=' + encodeURIComponent('管理员'))
    expect(admins.body.Data.Items.map((u) => u.UserName)).toEqual(['A0001'])
    expect(admins.body.Data.Items[0]).toMatchObject({ RoleNames: ['管理员'], ExtraProperties: { Gender: 1 } })
    const e2 = (await list('?Filter=E0002')).body.Data.Items[0]
    expect(e2).toMatchObject({ ExtraProperties: { Gender: 2 }, DepartmentName: '技术部', RealName: '王芳' })
  })
})

describe('create, update, delete', () => {
  it('creates a user with roles and a password; that user can sign in and holds the roles', async () => {
    const res = await create(newUser())
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({ UserName: 'U1001', RealName: '钱多多', ExtraProperties: { Gender: 2 }, LockoutEnabled: true, TwoFactorEnabled: false })
    expect(res.body.Data.RoleNames).toEqual(['普通员工', '讲师'].sort())
    expect(res.body).not.toHaveProperty('Data.Password')
    const roles = await h.call<{ Items: { Name: string }[] }>('GET', `/api/identity/users/${res.body.Data.Id}/roles`, { token: admin })
    expect(roles.body.Data.Items.map((r) => r.Name).sort()).toEqual(['普通员工', '讲师'].sort())
    const token = await h.signIn('U1001', 'Start@2024')
    const info = await h.call<{ Roles: string[] }>('POST', '/api/app/old-frame/get-login-user-info', { token })
    expect(info.body.Data.Roles.sort()).toEqual(['普通员工', '讲师'].sort())
  })

  it('validation: required fields, rules, password on create, unique work number', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [newUser({ UserName: 'U2001', Password: undefined }), 'Password', '请输入密码'],
      [newUser({ UserName: 'U2002', Password: 'x'.repeat(101) }), 'Password', '密码：请输入8-100个字符'],
      [newUser({ UserName: 'U-01' }), 'UserName', '工号只能包含字母和数字'],
      [newUser({ UserName: '' }), 'UserName', '请输入工号'],
      [newUser({ UserName: 'U2003', Surname: '' }), 'Surname', '请输入姓'],
      [newUser({ UserName: 'U2004', PhoneNumber: '12345' }), 'PhoneNumber', '请输入正确的手机号码'],
      [newUser({ UserName: 'U2005', Email: 'nope' }), 'Email', '请输入正确的邮箱地址'],
      [newUser({ UserName: 'E0001' }), 'UserName', '工号已存在'],
      [newUser({ UserName: 'e0001' }), 'UserName', '工号已存在'],
      [newUser({ UserName: 'U2006', RoleNames: ['不存在'] }), 'RoleNames', '角色不存在：不存在'],
      [newUser({ UserName: 'U2007', Avatar: 'javascript:alert(1)' }), 'Avatar', '头像地址不正确'],
    ]
    for (const [body, field, message] of cases) {
      const res = await create(body)
      expect({ field, status: res.status, message: res.body.Message }).toEqual({ field, status: 400, message })
      expect((res.body.Data as unknown as { Errors: { Field: string }[] }).Errors[0].Field).toBe(field)
    }
  })

  it('updates with the stamp; stale is 409; roles are replaced; switches are stored', async () => {
    const user = (await create(newUser({ UserName: 'U3001' }))).body.Data
    const res = await h.call<User>('PUT', `/api/identity/users/${user.Id}`, {
      token: admin,
      body: { ...user, Name: '少少', RoleNames: ['审批员'], LockoutEnabled: false, TwoFactorEnabled: true, ExtraProperties: { Gender: 1 } },
    })
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({ RealName: '钱少少', RoleNames: ['审批员'], LockoutEnabled: false, TwoFactorEnabled: true, ExtraProperties: { Gender: 1 } })
    const stale = await h.call('PUT', `/api/identity/users/${user.Id}`, { token: admin, body: { ...user, Name: '覆盖' } })
    expect(stale.status).toBe(409)
    expect(stale.body.Message).toBe('数据已被其他人修改，请刷新后重试')
    const got = await h.call<User>('GET', `/api/identity/users/${user.Id}`, { token: admin })
    expect(got.body.Data.Name).toBe('少少')
    const [row] = await h.db.select().from(users).where(eq(users.id, user.Id))
    expect(row).toMatchObject({ lockoutEnabled: false, twoFactorEnabled: true, gender: 1 })
  })

  it('LockoutEnabled off: failed sign-ins never lock the account', async () => {
    const user = (await create(newUser({ UserName: 'U3002', LockoutEnabled: false }))).body.Data
    for (let i = 0; i < 6; i++) {
      await h.forgetSmsLimit('U3002')
      await h.call('POST', '/api/app/old-frame/send-sms', { body: { username: 'U3002' } })
      await h.app.inject({
        method: 'POST',
        url: '/connect/token',
        payload: new URLSearchParams({ grant_type: 'password', client_id: 'oa-web', username: 'U3002', password: 'wrong', code: h.sms.last('U3002')! }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
    }
    const [row] = await h.db.select().from(users).where(eq(users.id, user.Id))
    expect(row.lockoutEnd).toBeNull()
    expect(await h.signIn('U3002', 'Start@2024')).toBeTruthy()
  })

  it('disabling a user ends their sessions', async () => {
    const user = (await create(newUser({ UserName: 'U3003' }))).body.Data
    const token = await h.tokenFor('U3003')
    expect((await h.call('GET', '/api/app/my-profile', { token })).status).toBe(200)
    await h.call('PUT', `/api/identity/users/${user.Id}`, { token: admin, body: { ...user, IsActive: false } })
    expect((await h.call('GET', '/api/app/my-profile', { token })).status).toBe(401)
  })

  it('delete: not yourself, not A0001 (403), others go with their roles', async () => {
    const me = (await list('?Filter=A0001')).body.Data.Items[0]
    const self = await h.call('DELETE', `/api/identity/users/${me.Id}`, { token: admin })
    expect(self.status).toBe(403)
    expect(self.body.Message).toBe('不能删除自己')
    // another administrator may not delete A0001 either
    await create(newUser({ UserName: 'U4001', RoleNames: ['管理员'] }))
    const other = await h.tokenFor('U4001')
    const sys = await h.call('DELETE', `/api/identity/users/${me.Id}`, { token: other })
    expect(sys.status).toBe(403)
    expect(sys.body.Message).toBe('系统管理员不能删除')
    const victim = (await create(newUser({ UserName: 'U4002' }))).body.Data
    expect((await h.call('DELETE', `/api/identity/users/${victim.Id}`, { token: admin })).status).toBe(200)
    expect((await h.call('GET', `/api/identity/users/${victim.Id}`, { token: admin })).status).toBe(404)
  })

  it('A0001 keeps the administrator role', async () => {
    const me = (await list('?Filter=A0001')).body.Data.Items[0]
    const res = await h.call('PUT', `/api/identity/users/${me.Id}`, { token: admin, body: { ...me, RoleNames: [] } })
    expect(res.status).toBe(400)
    expect(res.body.Message).toBe('系统管理员必须保留管理员角色')
  })

  it('assignable roles list every role with Id and Name', async () => {
    const res = await h.call<{ Items: { Id: string; Name: string }[] }>('GET', '/api/identity/users/assignable-roles', { token: admin })
    expect(res.body.Data.Items.map((r) => r.Name)).toEqual(expect.arrayContaining(['管理员', '普通员工']))
    expect(res.body.Data.Items[0].Id).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('change password by an administrator', () => {
  it('both required, compared, and the user is signed out everywhere', async () => {
    const user = (await create(newUser({ UserName: 'U5001' }))).body.Data
    const url = `/api/identity/users/${user.Id}/change-password`
    const missing = await h.call('PUT', url, { token: admin, body: { NewPassword: 'Abc12345' } })
    expect(missing.body.Message).toBe('请输入确认密码')
    const long = await h.call('PUT', url, { token: admin, body: { NewPassword: 'x'.repeat(101), ConfirmPassword: 'x'.repeat(101) } })
    expect(long.body.Message).toBe('新密码：请输入8-100个字符')
    const differ = await h.call('PUT', url, { token: admin, body: { NewPassword: 'Abc12345', ConfirmPassword: 'Abc12346' } })
    expect(differ.status).toBe(400)
    expect(differ.body.Message).toBe('两次输入的密码不一致')
    expect(differ.body.Data).toEqual({ Errors: [{ Field: 'ConfirmPassword', Message: '两次输入的密码不一致' }] })

    const t1 = await h.tokenFor('U5001')
    const t2 = await h.tokenFor('U5001')
    const res = await h.call('PUT', url, { token: admin, body: { NewPassword: 'Changed#1', ConfirmPassword: 'Changed#1' } })
    expect(res.status).toBe(200)
    for (const t of [t1, t2]) expect((await h.call('GET', '/api/app/my-profile', { token: t })).status).toBe(401)
    await expect(h.signIn('U5001', 'Start@2024')).rejects.toThrow()
    expect(await h.signIn('U5001', 'Changed#1')).toBeTruthy()
  })
})

describe('permissions', () => {
  it('anonymous 401; without grants 403; System.User reads but cannot create', async () => {
    expect((await h.call('GET', '/api/identity/users')).status).toBe(401)
    const id = await h.addUser('U6001')
    const token = await h.tokenFor('U6001')
    expect((await h.call('GET', '/api/identity/users', { token })).status).toBe(403)
    await h.call('PUT', `/api/permission-management/permissions?providerName=U&providerKey=${id}`, { token: admin, body: { Permissions: [{ Name: 'System.User', IsGranted: true }] } })
    expect((await h.call('GET', '/api/identity/users', { token })).status).toBe(200)
    expect((await h.call('POST', '/api/identity/users', { token, body: newUser({ UserName: 'U6002' }) })).status).toBe(403)
    expect((await h.call('PUT', `/api/identity/users/${id}/change-password`, { token, body: { NewPassword: 'a', ConfirmPassword: 'a' } })).status).toBe(403)
  })
})

