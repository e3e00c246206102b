import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { permissionGrants } from '../../server/db/schema'
import { permissionNames } from '../../server/permissions/definitions'
import { createHarness, type Harness } from './harness'

interface PermNode {
  Name: string
  AuthorityName: string
  ParentName: string
  IsGranted: boolean
  GrantedBy: string[]
  Authoritys: { Authority: string; AuthorityName: string; IsGranted: boolean; GrantedBy: string[] }[]
  Children: PermNode[]
}
interface Groups {
  Groups: { Name: string; DisplayName: string; Permissions: PermNode[] }[]
}
interface MenuNode {
  Name: string
  Path: string
  Authority: string
  Authoritys: { Authority: string; IsGranted: boolean }[]
  Children: MenuNode[]
}

let h: Harness
let admin: string
beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
})
afterAll(() => h?.close())

const q = (provider: string, key: string) => `providerName=${provider}&providerKey=${encodeURIComponent(key)}`
const save = (provider: string, key: string, Permissions: { Name: string; IsGranted: boolean }[], token = admin) =>
  h.call('PUT', `/api/permission-management/permissions?${q(provider, key)}`, { token, body: { Permissions } })
const granted = (provider: string, key: string, token = admin) =>
  h.call<Groups>('GET', `/api/app/apb-menu/management-granted-menus?${q(provider, key)}`, { token })

function node(groups: Groups, name: string): PermNode | undefined {
  const walk = (list: PermNode[]): PermNode | undefined => {
    for (const n of list) {
      if (n.Name === name) return n
      const hit = walk(n.Children)
      if (hit) return hit
    }
  }
  for (const g of groups.Groups) {
    const hit = walk(g.Permissions)
    if (hit) return hit
  }
}

function button(groups: Groups, name: string) {
  const page = node(groups, name.split('.').slice(0, -1).join('.'))
  return page?.Authoritys.find((a) => a.Authority === name)
}

describe('permission definitions', () => {
  it('groups the menu tree of schemas/menus.json, with pages and their buttons', async () => {
    const res = await h.call<Groups>('GET', '/api/app/apb-menu/permission-definition', { token: admin })
    expect(res.status).toBe(200)
    const groups = res.body.Data.Groups
    expect(groups.map((g) => g.Name)).toEqual(['HRM', 'OA', 'Announce', 'Publish', 'Knowledge', 'Cloud', 'System'])
    const role = node(res.body.Data, 'System.Role')!
    expect(role).toMatchObject({ AuthorityName: '角色管理', ParentName: 'System', IsGranted: false })
    expect(role.Authoritys.map((a) => a.Authority)).toEqual(['System.Role.Create', 'System.Role.Update', 'System.Role.Delete', 'System.Role.Permission'])
  })
})

describe('saving a diff', () => {
  it('grants and revokes only what is sent, visible in management-granted-menus and the holder’s menus', async () => {
    await h.call('POST', '/api/identity/roles', { token: admin, body: { Name: '档案员' } })
    await h.addUser('P0001', ['档案员'])
    const holder = await h.tokenFor('P0001')
    expect((await h.call<MenuNode[]>('GET', '/api/app/apb-menu/user-granted-menus', { token: holder })).body.Data).toEqual([])

    expect((await save('R', '档案员', [{ Name: 'HRM.EmployeeFile', IsGranted: true }, { Name: 'HRM.EmployeeFile.Create', IsGranted: true }])).status).toBe(200)
    let state = (await granted('R', '档案员')).body.Data
    expect(node(state, 'HRM.EmployeeFile')!.IsGranted).toBe(true)
    expect(button(state, 'HRM.EmployeeFile.Create')!.IsGranted).toBe(true)
    expect(button(state, 'HRM.EmployeeFile.Delete')!.IsGranted).toBe(false)
    expect(node(state, 'HRM.Departed')!.IsGranted).toBe(false)

    const menus = (await h.call<MenuNode[]>('GET', '/api/app/apb-menu/user-granted-menus', { token: holder })).body.Data
    expect(menus).toHaveLength(1)
    expect(menus[0]).toMatchObject({ Path: 'hrm', Authority: 'HRM' })
    expect(menus[0].Children.map((c) => c.Path)).toEqual(['child_hrm_employeefile'])
    expect(menus[0].Children[0].Authoritys.filter((a) => a.IsGranted).map((a) => a.Authority)).toEqual(['HRM.EmployeeFile.Create'])

    // A later diff touches only what it names.
    expect((await save('R', '档案员', [{ Name: 'HRM.EmployeeFile.Create', IsGranted: false }, { Name: 'HRM.EmployeeFile.Export', IsGranted: true }])).status).toBe(200)
    state = (await granted('R', '档案员')).body.Data
    expect(node(state, 'HRM.EmployeeFile')!.IsGranted).toBe(true)
    expect(button(state, 'HRM.EmployeeFile.Create')!.IsGranted).toBe(false)
    expect(button(state, 'HRM.EmployeeFile.Export')!.IsGranted).toBe(true)
  })

  it('granting twice or revoking what was never granted is harmless', async () => {
    await h.call('POST', '/api/identity/roles', { token: admin, body: { Name: '重复授权' } })
    expect((await save('R', '重复授权', [{ Name: 'OA.Approval', IsGranted: true }])).status).toBe(200)
    expect((await save('R', '重复授权', [{ Name: 'OA.Approval', IsGranted: true }, { Name: 'OA.ApprovalType', IsGranted: false }])).status).toBe(200)
    const rows = await h.db.select().from(permissionGrants).where(eq(permissionGrants.providerKey, '重复授权'))
    expect(rows.map((r) => r.name)).toEqual(['OA.Approval'])
  })

  it('a user’s own grants add to the role’s; GrantedBy names the roles', async () => {
    const userId = await h.addUser('P0002', ['普通员工'])
    expect((await save('U', userId, [{ Name: 'Cloud.File', IsGranted: true }])).status).toBe(200)
    const state = (await granted('U', userId)).body.Data
    expect(node(state, 'Cloud.File')).toMatchObject({ IsGranted: true, GrantedBy: [] })
    expect(node(state, 'Knowledge.Learn')).toMatchObject({ IsGranted: true, GrantedBy: ['普通员工'] })
    const menus = (await h.call<MenuNode[]>('GET', '/api/app/apb-menu/user-granted-menus', { token: await h.tokenFor('P0002') })).body.Data
    expect(menus.map((m) => m.Path)).toEqual(expect.arrayContaining(['cloud', 'knowledge']))
  })

  it('a failed write changes nothing: one unknown name and no grant is saved', async () => {
    await h.call('POST', '/api/identity/roles', { token: admin, body: { Name: '原子性' } })
    const res = await save('R', '原子性', [
      { Name: 'HRM.Blacklist', IsGranted: true },
      { Name: 'HRM.NoSuchPage', IsGranted: true },
    ])
    expect(res.status).toBe(400)
    expect(res.body.Message).toBe('权限不存在：HRM.NoSuchPage')
    expect(await h.db.select().from(permissionGrants).where(eq(permissionGrants.providerKey, '原子性'))).toEqual([])
  })

  it('malformed bodies and unknown providers are refused', async () => {
    expect((await h.call('PUT', `/api/permission-management/permissions?${q('R', '普通员工')}`, { token: admin, body: {} })).status).toBe(400)
    expect((await save('R', '普通员工', [{ Name: 'HRM', IsGranted: 'yes' as never }])).status).toBe(400)
    expect((await save('X', '普通员工', [])).status).toBe(400)
    expect((await save('R', '没有这个角色', [{ Name: 'HRM', IsGranted: true }])).status).toBe(404)
    expect((await save('U', 'not-a-user', [{ Name: 'HRM', IsGranted: true }])).status).toBe(404)
  })

  it('the administrator role keeps every permission', async () => {
    const res = await save('R', '管理员', [{ Name: 'System.Role', IsGranted: false }])
    expect(res.status).toBe(400)
    const state = (await granted('R', '管理员')).body.Data
    expect(node(state, 'System.Role')!.IsGranted).toBe(true)
    const rows = await h.db.select().from(permissionGrants).where(eq(permissionGrants.providerKey, '管理员'))
    expect(new Set(rows.map((r) => r.name))).toEqual(new Set(permissionNames))
  })
})

describe('who may manage permissions', () => {
  it('System.Role.Permission manages roles but not users, and the other way round', async () => {
    await h.call('POST', '/api/identity/roles', { token: admin, body: { Name: '角色授权员' } })
    await save('R', '角色授权员', [{ Name: 'System.Role.Permission', IsGranted: true }])
    const userId = await h.addUser('P0003', ['角色授权员'])
    const t = await h.tokenFor('P0003')
    expect((await h.call('GET', '/api/app/apb-menu/permission-definition', { token: t })).status).toBe(200)
    expect((await granted('R', '角色授权员', t)).status).toBe(200)
    expect((await granted('U', userId, t)).status).toBe(403)
    expect((await save('U', userId, [{ Name: 'HRM', IsGranted: true }], t)).status).toBe(403)
    expect((await save('R', '普通员工', [{ Name: 'HRM.Blacklist', IsGranted: true }], t)).status).toBe(200)
  })
})
