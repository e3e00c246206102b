/**
 * The guard remembers a token's user and grants for AUTH_CACHE_MS (server/auth/session-cache.ts):
 * what this process changes counts at the very next request, what another process writes to the
 * shared database counts within AUTH_CACHE_MS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { permissionGrants, tokens, users } from '../../server/db/schema'
import { createHarness, type Harness } from './harness'

let h: Harness
let admin: string
beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
})
afterAll(() => h?.close())

const roles = (token: string) => h.call('GET', '/api/identity/roles', { token })
const grant = (role: string, IsGranted: boolean) =>
  h.call('PUT', `/api/permission-management/permissions?providerName=R&providerKey=${encodeURIComponent(role)}`, {
    token: admin,
    body: { Permissions: [{ Name: 'System.Role', IsGranted }] },
  })

/** A role holding System.Role and a member who has just used it (so the guard remembers both). */
async function holder(role: string, userName: string): Promise<{ token: string; roleId: string }> {
  const created = await h.call<{ Id: string }>('POST', '/api/identity/roles', { token: admin, body: { Name: role, IsDefault: false, IsPublic: false } })
  expect((await grant(role, true)).status).toBe(200)
  await h.addUser(userName, [role])
  const token = await h.tokenFor(userName)
  expect((await roles(token)).status).toBe(200)
  expect((await roles(token)).status).toBe(200)
  return { token, roleId: created.body.Data.Id }
}

describe('changes made through this server count at the next request', () => {
  it('a revoked grant is 403 at once, a granted one 200 at once', async () => {
    const { token } = await holder('缓存授权', 'SC001')
    expect((await grant('缓存授权', false)).status).toBe(200)
    expect((await roles(token)).status).toBe(403)
    expect((await grant('缓存授权', true)).status).toBe(200)
    expect((await roles(token)).status).toBe(200)
  })

  it('a deleted role takes its grants from its members at once', async () => {
    const { token, roleId } = await holder('缓存删除', 'SC002')
    expect((await h.call('DELETE', `/api/identity/roles/${roleId}`, { token: admin })).status).toBe(200)
    expect((await roles(token)).status).toBe(403)
  })

  it('signing out ends the session at once, other sessions of the user live on', async () => {
    const { token } = await holder('缓存退出', 'SC003')
    const other = await h.tokenFor('SC003')
    expect((await roles(other)).status).toBe(200)
    expect((await h.call('POST', '/api/app/account/logout', { token })).status).toBe(200)
    const after = await roles(token)
    expect(after.status).toBe(401)
    expect(after.body.Message).toBe('登录已过期，请重新登录')
    expect((await roles(other)).status).toBe(200)
  })

  it('a deleted user is signed out at once', async () => {
    const { token } = await holder('缓存删人', 'SC004')
    const [row] = await h.db.select({ id: users.id }).from(users).where(eq(users.userName, 'SC004'))
    expect((await h.call('DELETE', `/api/identity/users/${row.id}`, { token: admin })).status).toBe(200)
    expect((await roles(token)).status).toBe(401)
  })
})

describe('changes written by another process', () => {
  it('count within AUTH_CACHE_MS', async () => {
    const short = await createHarness({ authCacheMs: 300 })
    try {
      const t = await short.tokenFor('E0004')
      const admin2 = await short.tokenFor('A0001')
      expect((await short.call('GET', '/api/identity/roles', { token: admin2 })).status).toBe(200)
      expect((await short.call('GET', '/api/app/my-profile', { token: t })).status).toBe(200)
      // as another API process over the same PostgreSQL would: straight into the tables
      await short.db.update(tokens).set({ revokedAt: new Date() }).where(eq(tokens.tokenHash, (await short.db.select({ h: tokens.tokenHash }).from(tokens).innerJoin(users, eq(users.id, tokens.userId)).where(eq(users.userName, 'E0004')))[0].h))
      await short.db.delete(permissionGrants).where(and(eq(permissionGrants.providerName, 'R'), eq(permissionGrants.name, 'System.Role')))
      await new Promise((r) => setTimeout(r, 350))
      expect((await short.call('GET', '/api/app/my-profile', { token: t })).status).toBe(401)
      expect((await short.call('GET', '/api/identity/roles', { token: admin2 })).status).toBe(403)
    } finally {
      await short.close()
    }
  })
})
