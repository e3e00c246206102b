import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { permissionGrants, roles, userRoles } from '../../server/db/schema'
import { createHarness, type Harness } from './harness'

interface Role {
  Id: string
  Name: string
  IsDefault: boolean
  IsPublic: boolean
  IsStatic: boolean
  ConcurrencyStamp: string
}

let h: Harness
let admin: string
beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
})
afterAll(() => h?.close())

const create = (body: unknown) => h.call<Role>('POST', '/api/identity/roles', { token: admin, body })
const list = (query = '') => h.call<{ Items: Role[]; TotalCount: number }>('GET', `/api/identity/roles${query}`, { token: admin })
const staticRole = async () => (await list('?Filter=管理员')).body.Data.Items.find((r) => r.Name === '管理员')!

describe('role list', () => {
  it('pages 15 by default, ordered by name, with the total', async () => {
    const first = await list()
    expect(first.status).toBe(200)
    expect(first.body.Data.Items).toHaveLength(15)
    expect(first.body.Data.TotalCount).toBeGreaterThanOrEqual(20)
    const rest = await list('?SkipCount=15&MaxResultCount=15')
    expect(rest.body.Data.Items.length).toBe(first.body.Data.TotalCount - 15)
    const names = [...first.body.Data.Items, ...rest.body.Data.Items].map((r) => r.Name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('orders by name and filters by keyword (literally: % is not a wildcard)', async () => {
    for (const n of ['0filter-b', '0filter-a', '0filter-c']) expect((await create({ Name: n })).status).toBe(200)
    const res = await list('?Filter=0filter')
    expect(res.body.Data.Items.map((r) => r.Name)).toEqual(['0filter-a', '0filter-b', '0filter-c'])
    expect(res.body.Data.TotalCount).toBe(3)
    expect((await list('?Filter=' + encodeURIComponent('%'))).body.Data.TotalCount).toBe(0)
    const desc = await list('?Filter=0filter&Sorting=' + encodeURIComponent('Name desc'))
    expect(desc.body.Data.Items.map((r) => r.Name)).toEqual(['0filter-c', '0filter-b', '0filter-a'])
  })

  it('shows the system role as static', async () => {
    expect(await staticRole()).toMatchObject({ Name: '管理员', IsStatic: true })
  })
})

describe('create, read, update, delete', () => {
  it('creates a role and answers the saved role', async () => {
    const res = await create({ Name: '  审计员  ', IsDefault: true, IsPublic: false })
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({ Name: '审计员', IsDefault: true, IsPublic: false, IsStatic: false })
    const got = await h.call<Role>('GET', `/api/identity/roles/${res.body.Data.Id}`, { token: admin })
    expect(got.body.Data).toEqual(res.body.Data)
  })

  it('a client cannot make a role static', async () => {
    const res = await create({ Name: '伪系统角色', IsStatic: true })
    expect(res.body.Data.IsStatic).toBe(false)
  })

  it('refuses a name in use: 角色名称已存在', async () => {
    await create({ Name: '唯一角色' })
    const res = await create({ Name: '唯一角色' })
    expect(res.status).toBe(400)
    expect(res.body.Message).toBe('角色名称已存在')
    expect(res.body.Data).toEqual({ Errors: [{ Field: 'Name', Message: '角色名称已存在' }] })
  })

  it('validation messages name the field', async () => {
    const long = await create({ Name: '字'.repeat(31) })
    expect(long.status).toBe(400)
    expect(long.body.Message).toBe('角色名称：请输入1-30个字符')
    expect(long.body.Data).toEqual({ Errors: [{ Field: 'Name', Message: '角色名称：请输入1-30个字符' }] })
    for (const body of [{}, { Name: '   ' }, { Name: null }]) {
      const res = await create(body)
      expect(res.status).toBe(400)
      expect(res.body.Message).toBe('请输入角色名称')
    }
    const wrongType = await create({ Name: 'x', IsDefault: 'maybe' })
    expect(wrongType.body.Message).toBe('请选择默认')
    expect((await create([1, 2])).status).toBe(400)
  })

  it('updates with the current ConcurrencyStamp and hands out a new one', async () => {
    const role = (await create({ Name: '编辑前' })).body.Data
    const res = await h.call<Role>('PUT', `/api/identity/roles/${role.Id}`, { token: admin, body: { ...role, Name: '编辑后', IsPublic: true } })
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({ Id: role.Id, Name: '编辑后', IsPublic: true })
    expect(res.body.Data.ConcurrencyStamp).not.toBe(role.ConcurrencyStamp)
  })

  it('a stale ConcurrencyStamp is 409 and changes nothing', async () => {
    const role = (await create({ Name: '并发角色' })).body.Data
    const first = await h.call<Role>('PUT', `/api/identity/roles/${role.Id}`, { token: admin, body: { ...role, IsDefault: true } })
    expect(first.status).toBe(200)
    const stale = await h.call('PUT', `/api/identity/roles/${role.Id}`, { token: admin, body: { ...role, Name: '覆盖者' } })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ Code: 409, Message: '数据已被其他人修改，请刷新后重试' })
    const now = await h.call<Role>('GET', `/api/identity/roles/${role.Id}`, { token: admin })
    expect(now.body.Data).toEqual(first.body.Data)
  })

  it('an update without a stamp is refused', async () => {
    const role = (await create({ Name: '无标记' })).body.Data
    const res = await h.call('PUT', `/api/identity/roles/${role.Id}`, { token: admin, body: { Name: '无标记2' } })
    expect(res.status).toBe(400)
  })

  it('renaming a role keeps its grants', async () => {
    const role = (await create({ Name: '改名前' })).body.Data
    await h.call('PUT', '/api/permission-management/permissions?providerName=R&providerKey=' + encodeURIComponent('改名前'), {
      token: admin,
      body: { Permissions: [{ Name: 'HRM.Blacklist', IsGranted: true }] },
    })
    await h.call('PUT', `/api/identity/roles/${role.Id}`, { token: admin, body: { ...role, Name: '改名后' } })
    const rows = await h.db.select().from(permissionGrants).where(and(eq(permissionGrants.providerName, 'R'), eq(permissionGrants.providerKey, '改名后')))
    expect(rows.map((r) => r.name)).toEqual(['HRM.Blacklist'])
  })

  it('renaming onto another role name is refused', async () => {
    const a = (await create({ Name: '甲角色' })).body.Data
    await create({ Name: '乙角色' })
    const res = await h.call('PUT', `/api/identity/roles/${a.Id}`, { token: admin, body: { ...a, Name: '乙角色' } })
    expect(res.status).toBe(400)
    expect(res.body.Message).toBe('角色名称已存在')
  })

  it('an unknown id is 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await h.call('GET', `/api/identity/roles/${id}`, { token: admin })
      expect(res.status).toBe(404)
      expect(res.body.Message).toBe('角色不存在')
    }
  })

  it('delete removes the role with its grants and user links', async () => {
    const role = (await create({ Name: '待删除' })).body.Data
    const userId = await h.addUser('D0001', ['待删除'])
    await h.call('PUT', '/api/permission-management/permissions?providerName=R&providerKey=' + encodeURIComponent('待删除'), {
      token: admin,
      body: { Permissions: [{ Name: 'HRM.Departed', IsGranted: true }] },
    })
    const res = await h.call('DELETE', `/api/identity/roles/${role.Id}`, { token: admin })
    expect(res.status).toBe(200)
    expect((await h.call('GET', `/api/identity/roles/${role.Id}`, { token: admin })).status).toBe(404)
    expect(await h.db.select().from(userRoles).where(eq(userRoles.userId, userId))).toEqual([])
    expect(await h.db.select().from(permissionGrants).where(eq(permissionGrants.providerKey, '待删除'))).toEqual([])
  })
})

describe('system roles', () => {
  it('cannot be renamed: 400 系统角色不能修改名称', async () => {
    const role = await staticRole()
    const res = await h.call('PUT', `/api/identity/roles/${role.Id}`, { token: admin, body: { ...role, Name: '超级管理员' } })
    expect(res.status).toBe(400)
    expect(res.body.Message).toBe('系统角色不能修改名称')
    expect((await staticRole()).Name).toBe('管理员')
  })

  it('may change their flags under the same name', async () => {
    const role = await staticRole()
    const res = await h.call<Role>('PUT', `/api/identity/roles/${role.Id}`, { token: admin, body: { ...role, IsPublic: true } })
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({ Name: '管理员', IsPublic: true, IsStatic: true })
  })

  it('cannot be deleted: 403 系统角色不能删除, and nothing changes', async () => {
    const role = await staticRole()
    const res = await h.call('DELETE', `/api/identity/roles/${role.Id}`, { token: admin })
    expect(res.status).toBe(403)
    expect(res.body.Message).toBe('系统角色不能删除')
    const [row] = await h.db.select().from(roles).where(eq(roles.id, role.Id))
    expect(row.name).toBe('管理员')
    expect((await h.db.select().from(permissionGrants).where(eq(permissionGrants.providerKey, '管理员'))).length).toBeGreaterThan(50)
  })
})

describe('role permissions per action', () => {
  it('list needs System.Role, create System.Role.Create', async () => {
    await h.call('POST', '/api/identity/roles', { token: admin, body: { Name: '只读角色' } })
    await h.call('PUT', '/api/permission-management/permissions?providerName=R&providerKey=' + encodeURIComponent('只读角色'), {
      token: admin,
      body: { Permissions: [{ Name: 'System.Role', IsGranted: true }] },
    })
    await h.addUser('R0001', ['只读角色'])
    const reader = await h.tokenFor('R0001')
    expect((await h.call('GET', '/api/identity/roles', { token: reader })).status).toBe(200)
    expect((await h.call('POST', '/api/identity/roles', { token: reader, body: { Name: '越权' } })).status).toBe(403)
  })
})
