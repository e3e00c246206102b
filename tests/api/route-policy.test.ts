import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import Fastify from 'fastify'
import { registerRoutePolicy, type RouteRecord } from '../../server/auth/policy'
import { listRoutes } from '../../server/routes-table'
import { createHarness, type Harness } from './harness'

let h: Harness
let noGrants: string
beforeAll(async () => {
  h = await createHarness()
  await h.addUser('N0001')
  noGrants = await h.tokenFor('N0001')
})
afterAll(() => h?.close())

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID())
const apiRoutes = () => h.app.routeTable.filter((r) => !r.url.startsWith('/api/docs'))

describe('every route is guarded (deny by default)', () => {
  it('the route table lists every module route with its policy', async () => {
    await h.app.ready()
    const table = await listRoutes()
    const keys = table.map((r) => `${r.method} ${r.url}`)
    for (const k of ['POST /connect/token', 'GET /api/identity/roles', 'PUT /api/permission-management/permissions', 'GET /api/app/apb-menu/user-granted-menus'])
      expect(keys).toContain(k)
    for (const r of table) expect(Boolean(r.permission) || r.access === 'public' || r.access === 'signedIn').toBe(true)
  })

  it('anonymous callers get 401 from every route that is not public', async () => {
    await h.app.ready()
    const checked: string[] = []
    for (const r of apiRoutes()) {
      if (r.access === 'public') continue
      const res = await h.call(r.method as never, concrete(r.url), { body: r.method === 'GET' || r.method === 'DELETE' ? undefined : {} })
      expect({ route: `${r.method} ${r.url}`, status: res.status, code: res.body.Code }).toEqual({ route: `${r.method} ${r.url}`, status: 401, code: 401 })
      checked.push(r.url)
    }
    expect(checked.length).toBeGreaterThanOrEqual(10)
  })

  it('a signed-in user without grants gets 403 from every route that needs a permission', async () => {
    await h.app.ready()
    const walked: RouteRecord[] = apiRoutes().filter((r) => r.permission)
    expect(walked.length).toBeGreaterThanOrEqual(8)
    for (const r of walked) {
      const res = await h.call(r.method as never, concrete(r.url) + '?providerName=R&providerKey=x', {
        token: noGrants,
        body: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      })
      expect({ route: `${r.method} ${r.url}`, status: res.status, message: res.body.Message }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 403,
        message: '没有权限，请联系管理员',
      })
    }
  })

  it('signed-in-only routes answer a user without grants', async () => {
    const menus = await h.call<unknown[]>('GET', '/api/app/apb-menu/user-granted-menus', { token: noGrants })
    expect(menus.status).toBe(200)
    expect(menus.body.Data).toEqual([])
    expect((await h.call('POST', '/api/app/old-frame/get-login-user-info', { token: noGrants })).status).toBe(200)
  })

  it('the API docs are public', async () => {
    const res = await h.call('GET', '/api/docs/json')
    expect(res.status).toBe(200)
    expect((res.body as unknown as { paths: Record<string, unknown> }).paths).toHaveProperty('/api/identity/roles')
  })
})

describe('a route without a policy stops the server at start-up', () => {
  it('neither permission nor access', async () => {
    const app = Fastify()
    registerRoutePolicy(app, [])
    expect(() => app.get('/api/x', async () => 'x')).toThrow(/declares neither/)
  })

  it('a permission name that schemas/menus.json does not define', async () => {
    const app = Fastify()
    registerRoutePolicy(app, [])
    expect(() => app.get('/api/y', { config: { permission: 'System.Nope' } }, async () => 'y')).toThrow(/does not define/)
  })
})
