import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { smsCodes, tokens, users } from '../../server/db/schema'
import { ADMIN_PASSWORD, createHarness, tokenForm, USER_PASSWORD, type Harness } from './harness'
import { sessionsChanged } from '../../server/auth/session-cache'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h?.close())

const token = (fields: Record<string, string>) =>
  h.call('POST', '/connect/token', { body: tokenForm(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } })

async function sendCode(userName: string): Promise<string> {
  await h.forgetSmsLimit(userName)
  const res = await h.call('POST', '/api/app/old-frame/send-sms', { body: { username: userName } })
  expect(res.status).toBe(200)
  return h.sms.last(userName)!
}

/** A code that is not the right one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('sign-in', () => {
  it('work number + password + SMS code give a bearer token that opens the user info', async () => {
    const code = await sendCode('A0001')
    expect(code).toMatch(/^\d{6}$/)
    const res = await token({ username: 'A0001', password: ADMIN_PASSWORD, code })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 })
    expect(String(res.body.access_token)).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const info = await h.call<{ UserName: string; WorkNo: string; Roles: string[] }>('POST', '/api/app/old-frame/get-login-user-info', {
      token: String(res.body.access_token),
    })
    expect(info.status).toBe(200)
    expect(info.body.Data).toMatchObject({ UserName: 'A0001', WorkNo: 'A0001', Roles: ['管理员'] })
  })

  it('the user info names the department as OrgName', async () => {
    const t = await h.signIn('E0003', 'Demo@123456')
    const info = await h.call<{ OrgName: string; RealName: string }>('POST', '/api/app/old-frame/get-login-user-info', { token: t })
    expect(info.body.Data).toMatchObject({ OrgName: '前端组', RealName: '李娜' })
  })

  it('a missing field is named in the order the login form asks', async () => {
    const code = await sendCode('A0001')
    for (const [fields, message] of [
      [{ username: '', password: 'x', code }, '请输入工号'],
      [{ username: '  ', password: 'x', code }, '请输入工号'],
      [{ username: 'A0001', password: '', code }, '请输入密码'],
      [{ username: 'A0001', password: 'x', code: '' }, '请输入验证码'],
    ] as const) {
      const res = await token(fields)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ Code: 400, Message: message, error: 'invalid_request', error_description: message })
    }
  })

  it('a wrong password, a wrong code and an unknown work number get the same answer', async () => {
    await h.addUser('T100', [], { lockoutEnabled: false })
    const code = await sendCode('T100')
    const answers = await Promise.all([
      token({ username: 'T100', password: 'not-it', code }),
      token({ username: 'T100', password: USER_PASSWORD, code: wrong(code) }),
      token({ username: 'NOBODY1', password: USER_PASSWORD, code }),
    ])
    for (const res of answers) {
      expect(res.status).toBe(400)
      expect(res.body.Message).toBe('工号、密码或验证码错误')
      expect(res.body.error).toBe('invalid_grant')
    }
  })

  it('only password grants are accepted', async () => {
    const res = await h.call('POST', '/connect/token', {
      body: new URLSearchParams({ grant_type: 'client_credentials', username: 'A0001' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('unsupported_grant_type')
  })
})

describe('SMS codes', () => {
  it('a second send within 60 s is refused with 429, also for unknown work numbers', async () => {
    await h.forgetSmsLimit('E0001')
    expect((await h.call('POST', '/api/app/old-frame/send-sms', { body: { username: 'E0001' } })).status).toBe(200)
    const again = await h.call('POST', '/api/app/old-frame/send-sms', { body: { username: 'E0001' } })
    expect(again.status).toBe(429)
    expect(again.body).toMatchObject({ Code: 429, Message: '发送过于频繁，请60秒后再试' })
    expect((await h.call('POST', '/api/app/old-frame/send-sms', { body: { username: 'GHOST9' } })).status).toBe(200)
    expect((await h.call('POST', '/api/app/old-frame/send-sms', { body: { username: 'GHOST9' } })).status).toBe(429)
    // Nothing was sent to a work number that does not exist.
    expect(h.sms.last('GHOST9')).toBeUndefined()
  })

  it('asking without a work number says 请填写工号', async () => {
    const res = await h.call('POST', '/api/app/old-frame/send-sms', { body: { username: ' ' } })
    expect(res.status).toBe(400)
    expect(res.body.Message).toBe('请填写工号')
  })

  it('a code works once', async () => {
    await h.addUser('T101')
    const code = await sendCode('T101')
    expect((await token({ username: 'T101', password: USER_PASSWORD, code })).status).toBe(200)
    const again = await token({ username: 'T101', password: USER_PASSWORD, code })
    expect(again.status).toBe(400)
    expect(again.body.Message).toBe('工号、密码或验证码错误')
  })

  it('after 5 wrong guesses the code is void, even the right one fails', async () => {
    await h.addUser('T102', [], { lockoutEnabled: false })
    const code = await sendCode('T102')
    for (let i = 0; i < 5; i++) expect((await token({ username: 'T102', password: USER_PASSWORD, code: wrong(code) })).status).toBe(400)
    const right = await token({ username: 'T102', password: USER_PASSWORD, code })
    expect(right.status).toBe(400)
    expect(right.body.Message).toBe('工号、密码或验证码错误')
  })

  it('an expired code fails', async () => {
    await h.addUser('T103')
    const code = await sendCode('T103')
    await h.db.update(smsCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(smsCodes.userName, 'T103'))
    expect((await token({ username: 'T103', password: USER_PASSWORD, code })).status).toBe(400)
  })

  it('a newer code replaces the older one', async () => {
    await h.addUser('T104')
    const first = await sendCode('T104')
    const second = await sendCode('T104')
    if (first !== second) expect((await token({ username: 'T104', password: USER_PASSWORD, code: first })).status).toBe(400)
    expect((await token({ username: 'T104', password: USER_PASSWORD, code: second })).status).toBe(200)
  })

  it('SMS_FIXED_CODE makes every code that value', async () => {
    const fixed = await (await import('./harness')).createHarness({ smsFixedCode: '246810' })
    try {
      await fixed.call('POST', '/api/app/old-frame/send-sms', { body: { username: 'E0002' } })
      expect(fixed.sms.last('E0002')).toBe('246810')
    } finally {
      await fixed.close()
    }
  })
})

describe('lockout and account state', () => {
  it('5 failed sign-ins lock the account for 5 minutes, even with the right password', async () => {
    await h.addUser('T200')
    for (let i = 0; i < 4; i++) {
      const code = await sendCode('T200')
      expect((await token({ username: 'T200', password: 'bad', code })).body.Message).toBe('工号、密码或验证码错误')
    }
    let code = await sendCode('T200')
    expect((await token({ username: 'T200', password: 'bad', code })).body.Message).toBe('账号已锁定，请5分钟后再试')
    code = await sendCode('T200')
    const locked = await token({ username: 'T200', password: USER_PASSWORD, code })
    expect(locked.status).toBe(400)
    expect(locked.body.Message).toBe('账号已锁定，请5分钟后再试')
    // Five minutes later (moved back rather than waited for) the right credentials work again.
    await h.db.update(users).set({ lockoutEnd: new Date(Date.now() - 1000) }).where(eq(users.userName, 'T200'))
    expect((await token({ username: 'T200', password: USER_PASSWORD, code })).status).toBe(200)
  })

  it('without LockoutEnabled failures never lock', async () => {
    await h.addUser('T201', [], { lockoutEnabled: false })
    for (let i = 0; i < 6; i++) {
      const code = await sendCode('T201')
      expect((await token({ username: 'T201', password: 'bad', code })).body.Message).toBe('工号、密码或验证码错误')
    }
    const code = await sendCode('T201')
    expect((await token({ username: 'T201', password: USER_PASSWORD, code })).status).toBe(200)
  })

  it('an inactive account cannot sign in, and its open tokens stop working', async () => {
    await h.addUser('T202')
    const t = await h.signIn('T202', USER_PASSWORD)
    await h.db.update(users).set({ isActive: false }).where(eq(users.userName, 'T202'))
    expect((await h.call('GET', '/api/app/apb-menu/user-granted-menus', { token: t })).status).toBe(401)
    await h.forgetSmsLimit('T202')
    await h.call('POST', '/api/app/old-frame/send-sms', { body: { username: 'T202' } })
    // No code goes to a disabled account, so even the password cannot get in.
    expect(h.sms.sent.filter((s) => s.userName === 'T202')).toHaveLength(1)
  })
})

describe('tokens', () => {
  it('logout revokes the token: the next call is 401 登录已过期，请重新登录', async () => {
    const t = await h.signIn('E0004', 'Demo@123456')
    expect((await h.call('GET', '/api/app/apb-menu/user-granted-menus', { token: t })).status).toBe(200)
    expect((await h.call('POST', '/api/app/account/logout', { token: t })).status).toBe(200)
    const after = await h.call('GET', '/api/app/apb-menu/user-granted-menus', { token: t })
    expect(after.status).toBe(401)
    expect(after.body).toMatchObject({ Code: 401, Message: '登录已过期，请重新登录' })
  })

  it('an expired token is 401 登录已过期，请重新登录', async () => {
    const t = await h.tokenFor('E0005')
    expect((await h.call('GET', '/api/app/apb-menu/user-granted-menus', { token: t })).status).toBe(200)
    await h.db.update(tokens).set({ expiresAt: new Date(Date.now() - 1000) })
    // the clock moved past the end: the guard's cache (AUTH_CACHE_MS) has forgotten the token by then
    sessionsChanged()
    const res = await h.call('GET', '/api/app/apb-menu/user-granted-menus', { token: t })
    expect(res.status).toBe(401)
    expect(res.body.Message).toBe('登录已过期，请重新登录')
  })

  it('a made-up token is 401, no token is 401 请先登录', async () => {
    expect((await h.call('GET', '/api/identity/roles', { token: 'x'.repeat(43) })).status).toBe(401)
    const none = await h.call('GET', '/api/identity/roles')
    expect(none.status).toBe(401)
    expect(none.body.Message).toBe('请先登录')
  })
})
