import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '../../server/db/schema'
import { createHarness, USER_PASSWORD, type Harness } from './harness'

interface Profile {
  Id: string
  UserName: string
  Name: string
  Surname: string
  NickName: string
  RealName: string
  Email: string
  PhoneNumber: string
  Avatar: string
  DepartmentName: string
  Roles: string[]
  ConcurrencyStamp: string
}

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h?.close())

describe('my profile', () => {
  it('reads and edits my own data with the stamp; stale is 409', async () => {
    const token = await h.tokenFor('E0003')
    const me = await h.call<Profile>('GET', '/api/app/my-profile', { token })
    expect(me.status).toBe(200)
    expect(me.body.Data).toMatchObject({ UserName: 'E0003', RealName: '李娜', DepartmentName: '前端组', Roles: ['普通员工'] })
    const res = await h.call<Profile>('PUT', '/api/app/my-profile', {
      token,
      body: { ...me.body.Data, Name: '娜娜', NickName: '小娜', Email: 'nana@example.com', PhoneNumber: '+8613912345678', Avatar: 'https://example.com/avatar.png' },
    })
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({ Name: '娜娜', RealName: '李娜娜', NickName: '小娜', Email: 'nana@example.com', PhoneNumber: '+8613912345678' })
    // the work number and roles are not mine to change
    const sneaky = await h.call<Profile>('PUT', '/api/app/my-profile', { token, body: { ...res.body.Data, UserName: 'X9999', Roles: ['管理员'] } })
    expect(sneaky.body.Data).toMatchObject({ UserName: 'E0003', Roles: ['普通员工'] })
    const stale = await h.call('PUT', '/api/app/my-profile', { token, body: { ...me.body.Data, Name: '旧' } })
    expect(stale.status).toBe(409)
    const bad = await h.call('PUT', '/api/app/my-profile', { token, body: { ...sneaky.body.Data, Email: 'x' } })
    expect(bad.status).toBe(400)
    expect(bad.body.Message).toBe('请输入正确的邮箱地址')
    const noName = await h.call('PUT', '/api/app/my-profile', { token, body: { ...sneaky.body.Data, Name: ' ' } })
    expect(noName.body.Message).toBe('请输入名')
    expect((await h.call('GET', '/api/app/my-profile')).status).toBe(401)
  })

  it('a save of other fields never changes the name (the administrator stays 系统管理员)', async () => {
    const token = await h.tokenFor('A0001')
    const me = (await h.call<Profile>('GET', '/api/app/my-profile', { token })).body.Data
    expect(me).toMatchObject({ RealName: '系统管理员', Surname: '系统', Name: '管理员' })
    const res = await h.call<Profile>('PUT', '/api/app/my-profile', { token, body: { ...me, NickName: '管理员A', Email: 'admin@example.com', PhoneNumber: '13811112222' } })
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({ RealName: '系统管理员', Surname: '系统', Name: '管理员', NickName: '管理员A', Email: 'admin@example.com' })
  })

  it('a full name that is not surname + name (compound surname split otherwise) survives a save of other fields', async () => {
    await h.addUser('P0009')
    await h.db.update(users).set({ surname: '欧', name: '阳修', realName: '欧阳修' }).where(eq(users.userName, 'P0009'))
    const token = await h.tokenFor('P0009')
    const me = (await h.call<Profile>('GET', '/api/app/my-profile', { token })).body.Data
    const res = await h.call<Profile>('PUT', '/api/app/my-profile', { token, body: { ...me, NickName: '醉翁' } })
    expect(res.body.Data).toMatchObject({ RealName: '欧阳修', Surname: '欧', Name: '阳修', NickName: '醉翁' })
    // changing a part does rebuild it
    const renamed = await h.call<Profile>('PUT', '/api/app/my-profile', { token, body: { ...res.body.Data, Surname: '欧阳', Name: '修' } })
    expect(renamed.body.Data).toMatchObject({ RealName: '欧阳修', Surname: '欧阳', Name: '修' })
  })

  it('change password: wrong current is 400 当前密码不正确; mismatch; success signs out everywhere', async () => {
    await h.addUser('P0001')
    const a = await h.signIn('P0001', USER_PASSWORD)
    const b = await h.tokenFor('P0001')
    const url = '/api/app/my-profile/change-password'
    const wrong = await h.call('POST', url, { token: a, body: { CurrentPassword: 'nope', NewPassword: 'New#2024', ConfirmPassword: 'New#2024' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.Message).toBe('当前密码不正确')
    expect(wrong.body.Data).toEqual({ Errors: [{ Field: 'CurrentPassword', Message: '当前密码不正确' }] })
    const missing = await h.call('POST', url, { token: a, body: { NewPassword: 'New#2024', ConfirmPassword: 'New#2024' } })
    expect(missing.body.Message).toBe('请输入当前密码')
    const differ = await h.call('POST', url, { token: a, body: { CurrentPassword: USER_PASSWORD, NewPassword: 'New#2024', ConfirmPassword: 'New#2025' } })
    expect(differ.body.Message).toBe('两次输入的密码不一致')
    // nothing changed so far: both sessions live
    for (const t of [a, b]) expect((await h.call('GET', '/api/app/my-profile', { token: t })).status).toBe(200)
    const res = await h.call('POST', url, { token: a, body: { CurrentPassword: USER_PASSWORD, NewPassword: 'New#2024', ConfirmPassword: 'New#2024' } })
    expect(res.status).toBe(200)
    for (const t of [a, b]) expect((await h.call('GET', '/api/app/my-profile', { token: t })).status).toBe(401)
    expect(await h.signIn('P0001', 'New#2024')).toBeTruthy()
  })
})
