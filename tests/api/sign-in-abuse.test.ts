/**
 * Sign-in that cannot be turned against its users (issue 13 s.3): made-up codes never lock an
 * account, SMS sends are limited per client address and overall (shared through the database),
 * only known clients get tokens, idle sessions end, and every password that is set obeys the policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { auditLog, tokens, users } from '../../server/db/schema'
import { memorySmsProvider } from '../../server/modules/auth/sms-provider'
import { ADMIN_PASSWORD, createHarness, tokenForm, USER_PASSWORD, type Harness } from './harness'
import { sessionsChanged } from '../../server/auth/session-cache'

let h: Harness
let admin: string
beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
})
afterAll(() => h?.close())

const form = { 'content-type': 'application/x-www-form-urlencoded' }
const token = (fields: Record<string, string>) => h.call('POST', '/connect/token', { body: tokenForm(fields), headers: form })

async function sendCode(userName: string): Promise<string> {
  await h.forgetSmsLimit(userName)
  expect((await h.call('POST', '/api/app/old-frame/send-sms', { body: { username: userName } })).status).toBe(200)
  return h.sms.last(userName)!
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

async function lastAudit(userName: string) {
  const [row] = await h.db.select().from(auditLog).where(eq(auditLog.targetName, userName)).orderBy(desc(auditLog.time)).limit(1)
  return row
}

describe('the code is checked first', () => {
  it('wrong passwords with made-up codes never lock an account, the administrator included', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await token({ username: 'A0001', password: 'wrong-password', code: String(100000 + i) })
      expect(res.body.Message).toBe('工号、密码或验证码错误')
    }
    const [row] = await h.db.select({ failed: users.accessFailedCount, end: users.lockoutEnd }).from(users).where(eq(users.userName, 'A0001'))
    expect(row).toEqual({ failed: 0, end: null })
    const code = await sendCode('A0001')
    expect((await token({ username: 'A0001', password: ADMIN_PASSWORD, code })).status).toBe(200)
  })

  it('wrong guesses spend the code, not the account: a new code and the password still get in', async () => {
    await h.addUser('G100')
    const code = await sendCode('G100')
    for (let i = 0; i < 5; i++) expect((await token({ username: 'G100', password: 'wrong-password', code: wrong(code) })).status).toBe(400)
    // The code is void after five guesses.
    expect((await token({ username: 'G100', password: USER_PASSWORD, code })).body.Message).toBe('工号、密码或验证码错误')
    expect((await lastAudit('G100')).changes).toEqual({ Reason: 'noCode' })
    const fresh = await sendCode('G100')
    expect((await token({ username: 'G100', password: USER_PASSWORD, code: fresh })).status).toBe(200)
  })

  it('a wrong password with the valid code counts toward the lockout and is logged', async () => {
    await h.addUser('G101')
    for (let i = 0; i < 4; i++) {
      const code = await sendCode('G101')
      expect((await token({ username: 'G101', password: 'wrong-password', code })).body.Message).toBe('工号、密码或验证码错误')
    }
    expect((await lastAudit('G101')).action).toBe('signIn.failure')
    const code = await sendCode('G101')
    expect((await token({ username: 'G101', password: 'wrong-password', code })).body.Message).toBe('账号已锁定，请5分钟后再试')
    const lockout = await lastAudit('G101')
    expect(lockout).toMatchObject({ action: 'signIn.lockout', targetType: 'user', changes: { Reason: 'password' }, clientAddress: '127.0.0.1' })
    expect(JSON.stringify(lockout)).not.toContain('wrong-password')
  })

  it('a successful sign-in and a sign-out are in the audit log', async () => {
    await h.addUser('G102')
    const t = await h.signIn('G102', USER_PASSWORD)
    expect(await lastAudit('G102')).toMatchObject({ action: 'signIn.success', actorName: 'G102(G102)' })
    expect((await h.call('POST', '/api/app/account/logout', { token: t })).status).toBe(200)
    expect((await lastAudit('G102')).action).toBe('signOut')
  })
})

describe('send limits per client address and overall', () => {
  const send = (app: Harness['app'], userName: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/app/old-frame/send-sms', payload: { username: userName }, remoteAddress })

  it('one address gets the per-address limit, another address still sends; a second process shares the count', async () => {
    const limited = await createHarness({ smsLimits: { perAddress: 3, total: 100 } })
    try {
      for (const n of ['E0001', 'E0002', 'NOBODY7']) expect((await send(limited.app, n, '203.0.113.5')).statusCode).toBe(200)
      const refused = await send(limited.app, 'E0003', '203.0.113.5')
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toMatchObject({ Code: 429, Message: '发送过于频繁，请10分钟后再试' })
      expect(limited.sms.last('E0003')).toBeUndefined()
      expect((await send(limited.app, 'E0003', '203.0.113.6')).statusCode).toBe(200)
      // Another API process on the same database sees the same sends.
      const other = await buildApp({ db: limited.db, tokenTtl: 3600, sms: memorySmsProvider(), smsLimits: { perAddress: 3, total: 100 } })
      try {
        expect((await send(other, 'E0004', '203.0.113.5')).statusCode).toBe(429)
      } finally {
        await other.close()
      }
    } finally {
      await limited.close()
    }
  })

  it('past the overall limit every address is refused', async () => {
    const limited = await createHarness({ smsLimits: { perAddress: 100, total: 2 } })
    try {
      expect((await send(limited.app, 'E0001', '198.51.100.1')).statusCode).toBe(200)
      expect((await send(limited.app, 'E0002', '198.51.100.2')).statusCode).toBe(200)
      const refused = await send(limited.app, 'E0003', '198.51.100.3')
      expect(refused.statusCode).toBe(429)
      expect(refused.json().Message).toBe('短信发送量已达上限，请稍后再试')
    } finally {
      await limited.close()
    }
  })
})

describe('clients and sessions', () => {
  it('an unknown or missing client_id is refused', async () => {
    const code = await sendCode('E0005')
    for (const client_id of ['evil-app', '']) {
      const res = await h.call('POST', '/connect/token', {
        body: new URLSearchParams({ grant_type: 'password', client_id, username: 'E0005', password: USER_PASSWORD, code }).toString(),
        headers: form,
      })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ Message: '未知的客户端', error: 'invalid_client' })
    }
  })

  it('a token unused for longer than the idle timeout is 401, one in use lives on', async () => {
    const idle = await h.tokenFor('E0006')
    const busy = await h.tokenFor('E0007')
    expect((await h.call('GET', '/api/app/my-profile', { token: idle })).status).toBe(200)
    // Two hours and a second without a request (moved back rather than waited for).
    const longAgo = new Date(Date.now() - 2 * 3600_000 - 1000)
    const [e6] = await h.db.select({ id: users.id }).from(users).where(eq(users.userName, 'E0006'))
    await h.db.update(tokens).set({ lastSeenAt: longAgo }).where(eq(tokens.userId, e6.id))
    // two hours on, the guard's cache (AUTH_CACHE_MS) has long forgotten the token
    sessionsChanged()
    const res = await h.call('GET', '/api/app/my-profile', { token: idle })
    expect(res.status).toBe(401)
    expect(res.body.Message).toBe('登录已过期，请重新登录')
    const [e7] = await h.db.select({ id: users.id }).from(users).where(eq(users.userName, 'E0007'))
    await h.db.update(tokens).set({ lastSeenAt: new Date(Date.now() - 3600_000) }).where(eq(tokens.userId, e7.id))
    expect((await h.call('GET', '/api/app/my-profile', { token: busy })).status).toBe(200)
    // The request moved its last use to now.
    const [seen] = await h.db.select({ at: tokens.lastSeenAt }).from(tokens).where(and(eq(tokens.userId, e7.id)))
    expect(Date.now() - seen.at.getTime()).toBeLessThan(60_000)
  })

  it('the idle timeout is configurable', async () => {
    const short = await createHarness({ idleTimeout: 60 })
    try {
      const t = await short.tokenFor('E0008')
      await short.db.update(tokens).set({ lastSeenAt: new Date(Date.now() - 61_000) })
      sessionsChanged()
      expect((await short.call('GET', '/api/app/my-profile', { token: t })).status).toBe(401)
    } finally {
      await short.close()
    }
  })
})

describe('password policy wherever a password is set', () => {
  const cases: [string, string][] = [
    ['short1', '请输入8-100个字符'],
    ['abcdefghij', '须同时包含字母和数字'],
    ['1234567890', '须同时包含字母和数字'],
    ['Passw0rd!', '过于常见，容易被猜到'],
    ['qwerty123', '过于常见，容易被猜到'],
  ]

  it('an administrator creating a user', async () => {
    for (const [password, message] of [...cases, ['p0001abc', '不能与工号相同']]) {
      const res = await h.call('POST', '/api/identity/users', { token: admin, body: { UserName: 'P0001', Surname: '王', Name: '五', Password: password } })
      expect(res.status, password).toBe(400)
      expect(res.body.Data).toEqual({ Errors: [{ Field: 'Password', Message: `密码：${message}` }] })
    }
    const ok = await h.call('POST', '/api/identity/users', { token: admin, body: { UserName: 'P0001', Surname: '王', Name: '五', Password: 'Lantern7harbour' } })
    expect(ok.status).toBe(200)
  })

  it('an administrator setting a password, and a user changing their own', async () => {
    await h.addUser('P0002')
    const [u] = await h.db.select({ id: users.id }).from(users).where(eq(users.userName, 'P0002'))
    const self = await h.tokenFor('P0002')
    for (const [password, message] of [...cases, ['P0002xyz', '不能与工号相同']]) {
      const reset = await h.call('PUT', `/api/identity/users/${u.id}/change-password`, { token: admin, body: { NewPassword: password, ConfirmPassword: password } })
      expect(reset.body.Data, password).toEqual({ Errors: [{ Field: 'NewPassword', Message: `新密码：${message}` }] })
      const own = await h.call('POST', '/api/app/my-profile/change-password', {
        token: self,
        body: { CurrentPassword: USER_PASSWORD, NewPassword: password, ConfirmPassword: password },
      })
      expect(own.body.Data, password).toEqual({ Errors: [{ Field: 'NewPassword', Message: `新密码：${message}` }] })
    }
  })

  it('HR giving a new hire an initial password', async () => {
    const orgs = (await h.call<{ Id: string }[]>('GET', '/api/app/pay-user/org-list', { token: admin })).body.Data
    const deps = (await h.call<{ Id: string }[]>('GET', '/api/app/users/deplist', { token: admin })).body.Data
    const body = { WorkNo: 'P0003', RealName: '新人', PhoneNumber: '13812345678', OrgId: orgs[0].Id, DepId: deps[0].Id }
    const weak = await h.call('POST', '/api/app/new-user/entry', { token: admin, body: { ...body, Password: 'abc12345' } })
    expect(weak.body.Data).toEqual({ Errors: [{ Field: 'Password', Message: '初始密码：过于常见，容易被猜到' }] })
  })
})

describe('passwords given in the environment', () => {
  it('a weak ADMIN_PASSWORD or DEMO_PASSWORD stops the start with a reason', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: '1' })).toThrow(/ADMIN_PASSWORD is refused: 请输入8-100个字符/)
    expect(() => loadConfig({ ADMIN_PASSWORD: 'Admin@123456' })).toThrow(/ADMIN_PASSWORD is refused: 过于常见/)
    expect(() => loadConfig({ ADMIN_PASSWORD: 'a0001xyz' })).toThrow(/不能与工号相同/)
    expect(() => loadConfig({ DEMO_PASSWORD: 'onlyletters' })).toThrow(/DEMO_PASSWORD is refused: 须同时包含字母和数字/)
    expect(loadConfig({ ADMIN_PASSWORD: ADMIN_PASSWORD, DEMO_PASSWORD: 'Demo@123456' })).toMatchObject({ adminPassword: ADMIN_PASSWORD, idleTimeout: 7200 })
  })
})

