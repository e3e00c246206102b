import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { permissionGrants } from '../../server/db/schema'
import { createHarness, type Harness } from './harness'

interface Menu {
  Id: string
  ParentId: string | null
  ParentName: string
  Name: string
  Path: string
  Url: string
  Icon: string
  Type: number
  Sort: number
  Authority: string
  OpenMode: string
  IsEnable: number
  IsStatic: boolean
  Authoritys: { Authority: string; AuthorityName: string }[]
  RoleNames: string[]
  ConcurrencyStamp: string
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
let systemGroupId: string
beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
  const parents = await h.call<{ Id: string; Name: string }[]>('GET', '/api/app/apb-menu/parent-menu', { token: admin })
  systemGroupId = parents.body.Data.find((p) => p.Name === '系统设置')!.Id
})
afterAll(() => h?.close())

const create = (body: Record<string, unknown>) => h.call<Menu>('POST', '/api/app/apb-menu/menu', { token: admin, body })
const base = (over: Record<string, unknown> = {}) => ({ ParentId: systemGroupId, Name: '通知设置', Authority: 'System.Notice', Sort: 10, Url: '/system/notice', Path: over.Authority ? `child_${String(over.Authority).replace(/\W/g, '_')}` : 'child_system_notice', ...over })
const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.Children)])

describe('menu list and parents', () => {
  it('pages the menus in tree order with the total', async () => {
    const res = await h.call<{ Items: Menu[]; TotalCount: number }>('GET', '/api/app/apb-menu/menu-list', { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.Data.Items).toHaveLength(15)
    expect(res.body.Data.TotalCount).toBeGreaterThanOrEqual(28)
    expect(res.body.Data.Items[0]).toMatchObject({ Name: '人力资源', Type: 0, IsStatic: true, ParentId: null })
    expect(res.body.Data.Items[1]).toMatchObject({ Type: 1, ParentName: '人力资源' })
    const filtered = await h.call<{ Items: Menu[]; TotalCount: number }>('GET', '/api/app/apb-menu/menu-list?Filter=' + encodeURIComponent('菜单管理'), { token: admin })
    expect(filtered.body.Data.Items.map((m) => m.Path)).toEqual(['child_system_menu'])
  })

  it('parent-menu lists the groups only', async () => {
    const res = await h.call<{ Id: string; Name: string }[]>('GET', '/api/app/apb-menu/parent-menu', { token: admin })
    expect(res.body.Data.map((p) => p.Name)).toEqual(expect.arrayContaining(['人力资源', '系统设置', '云盘']))
    expect(res.body.Data.map((p) => p.Name)).not.toContain('菜单管理')
    expect(Object.keys(res.body.Data[0]).sort()).toEqual(['Id', 'Name'])
  })
})

describe('create, read, update, delete', () => {
  it('creates a menu with buttons and roles; names become permission definitions', async () => {
    const res = await create(
      base({
        Authoritys: [
          { AuthorityName: '新增', Authority: 'Create' },
          { AuthorityName: '导出', Authority: 'System.Notice.Export' },
        ],
        RoleNames: ['普通员工'],
      }),
    )
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({
      Name: '通知设置',
      Type: 1,
      IsEnable: 1,
      OpenMode: '_default',
      IsStatic: false,
      ParentName: '系统设置',
      Authoritys: [
        { AuthorityName: '新增', Authority: 'System.Notice.Create' },
        { AuthorityName: '导出', Authority: 'System.Notice.Export' },
      ],
    })
    expect(res.body.Data.RoleNames.sort()).toEqual(['普通员工', '管理员'].sort())
    const got = await h.call<Menu>('GET', `/api/app/apb-menu/${res.body.Data.Id}/menu`, { token: admin })
    expect(got.body.Data).toEqual(res.body.Data)
    // The new names can be granted and appear in the permission tree.
    const grant = await h.call('PUT', '/api/permission-management/permissions?providerName=R&providerKey=' + encodeURIComponent('人事专员'), {
      token: admin,
      body: { Permissions: [{ Name: 'System.Notice.Export', IsGranted: true }] },
    })
    expect(grant.status).toBe(200)
    const tree = await h.call<{ Groups: { Name: string; Permissions: { Name: string; Authoritys: { Authority: string }[] }[] }[] }>(
      'GET',
      '/api/app/apb-menu/permission-definition',
      { token: admin },
    )
    const system = tree.body.Data.Groups.find((g) => g.Name === 'System')!
    expect(system.Permissions.find((p) => p.Name === 'System.Notice')!.Authoritys.map((b) => b.Authority)).toEqual(['System.Notice.Create', 'System.Notice.Export'])
  })

  it('validation messages name the field, with the spec messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [base({ Authority: '' }), 'Authority', '请选择菜单功能编码'],
      [base({ Name: '' }), 'Name', '请输入菜单名称'],
      [base({ Url: 'u'.repeat(101) }), 'Url', '菜单地址：请输入1-100个字符'],
      [base({ Icon: 'i'.repeat(101) }), 'Icon', '图标：请输入1-100个字符'],
      [base({ Path: 'p'.repeat(101) }), 'Path', '路由名称：请输入1-100个字符'],
      [base({ Sort: 0 }), 'Sort', '排序：请输入1-1000之间的整数'],
      [base({ Sort: 1001 }), 'Sort', '排序：请输入1-1000之间的整数'],
      [base({ Type: 5 }), 'Type', '请选择菜单类型'],
      [base({ OpenMode: '_top' }), 'OpenMode', '请选择打开方式'],
      [base({ IsEnable: 2 }), 'IsEnable', '请选择是否启用'],
      [base({ Authority: 'a b' }), 'Authority', '菜单功能编码只能包含字母、数字和点'],
      [base({ Authority: 'System.Menu' }), 'Authority', '菜单功能编码已存在'],
      [base({ Path: 'child_system_menu', Authority: 'System.X1' }), 'Path', '路由名称已存在'],
      [base({ Authority: 'System.X2', Authoritys: [{ AuthorityName: '', Authority: 'A' }] }), 'Authoritys[0].AuthorityName', '请填写名称'],
      [base({ Authority: 'System.X3', Authoritys: [{ AuthorityName: '甲', Authority: '' }] }), 'Authoritys[0].Authority', '请填写编码'],
      [base({ Authority: 'System.X4', Authoritys: [{ AuthorityName: '一二三四五六七八九十一', Authority: 'A' }] }), 'Authoritys[0].AuthorityName', '名称最多10个字符'],
      [base({ Authority: 'System.X5', Authoritys: [{ AuthorityName: '甲', Authority: 'A' }, { AuthorityName: '乙', Authority: 'A' }] }), 'Authoritys[1].Authority', '功能编码不能重复'],
      [
        base({ Authority: 'System.X6', Authoritys: Array.from({ length: 21 }, (_, i) => ({ AuthorityName: `按钮${i}`, Authority: `B${i}` })) }),
        'Authoritys',
        '最多添加20条记录',
      ],
      [base({ Authority: 'System.X7', ParentId: '00000000-0000-4000-8000-000000000000' }), 'ParentId', '上级菜单不存在'],
      [base({ Authority: 'System.X8', RoleNames: ['没有的角色'] }), 'RoleNames', '角色不存在：没有的角色'],
    ]
    for (const [body, field, message] of cases) {
      const res = await create(body)
      expect({ field, status: res.status, message: res.body.Message }).toEqual({ field, status: 400, message })
      expect((res.body.Data as unknown as { Errors: { Field: string }[] }).Errors[0].Field).toBe(field)
    }
    // Every unfinished row is reported, not only the first.
    const rows = await create(base({ Authority: 'System.X9', Authoritys: [{ AuthorityName: '', Authority: '' }, { AuthorityName: '好', Authority: '' }] }))
    expect((rows.body.Data as unknown as { Errors: { Field: string; Message: string }[] }).Errors).toEqual([
      { Field: 'Authoritys[0].AuthorityName', Message: '请填写名称' },
      { Field: 'Authoritys[0].Authority', Message: '请填写编码' },
      { Field: 'Authoritys[1].Authority', Message: '请填写编码' },
    ])
    // Twenty rows are fine.
    const twenty = await create(base({ Authority: 'System.Twenty', Path: 'child_twenty', Authoritys: Array.from({ length: 20 }, (_, i) => ({ AuthorityName: `按钮${i}`, Authority: `B${i}` })) }))
    expect(twenty.status).toBe(200)
  })

  it('updates with the stamp (also without the trailing slash); a stale stamp is 409 and changes nothing', async () => {
    const menu = (await create(base({ Name: '待编辑', Authority: 'System.Edit', Path: 'child_edit' }))).body.Data
    const res = await h.call<Menu>('PUT', `/api/app/apb-menu/${menu.Id}/menu/`, { token: admin, body: { ...menu, Name: '已编辑', Icon: 'icon-edit', OpenMode: '_blank' } })
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({ Name: '已编辑', Icon: 'icon-edit', OpenMode: '_blank' })
    expect(res.body.Data.ConcurrencyStamp).not.toBe(menu.ConcurrencyStamp)
    const stale = await h.call('PUT', `/api/app/apb-menu/${menu.Id}/menu/`, { token: admin, body: { ...menu, Name: '覆盖' } })
    expect(stale.status).toBe(409)
    expect(stale.body.Message).toBe('数据已被其他人修改，请刷新后重试')
    const noSlash = await h.call<Menu>('PUT', `/api/app/apb-menu/${menu.Id}/menu`, { token: admin, body: { ...res.body.Data, Sort: 99 } })
    expect(noSlash.status).toBe(200)
    expect(noSlash.body.Data.Sort).toBe(99)
    const noStamp = await h.call('PUT', `/api/app/apb-menu/${menu.Id}/menu/`, { token: admin, body: { ...menu, ConcurrencyStamp: undefined } })
    expect(noStamp.status).toBe(400)
    expect((await h.call<Menu>('GET', `/api/app/apb-menu/${menu.Id}/menu`, { token: admin })).body.Data.Name).toBe('已编辑')
  })

  it('renaming the function code moves its grants; removed buttons lose theirs', async () => {
    const menu = (await create(base({ Name: '改码', Authority: 'System.Old', Path: 'child_old', Authoritys: [{ AuthorityName: '甲', Authority: 'A' }, { AuthorityName: '乙', Authority: 'B' }], RoleNames: ['讲师'] }))).body.Data
    await h.call('PUT', '/api/permission-management/permissions?providerName=R&providerKey=' + encodeURIComponent('讲师'), {
      token: admin,
      body: { Permissions: [{ Name: 'System.Old.A', IsGranted: true }, { Name: 'System.Old.B', IsGranted: true }] },
    })
    const res = await h.call<Menu>('PUT', `/api/app/apb-menu/${menu.Id}/menu/`, { token: admin, body: { ...menu, Authority: 'System.New', Authoritys: [{ AuthorityName: '甲', Authority: 'System.Old.A' }] } })
    expect(res.status).toBe(200)
    expect(res.body.Data.Authoritys).toEqual([{ AuthorityName: '甲', Authority: 'System.New.A' }])
    const held = await h.db.select().from(permissionGrants).where(and(eq(permissionGrants.providerName, 'R'), eq(permissionGrants.providerKey, '讲师')))
    expect(held.map((g) => g.name).sort()).toEqual(['System.New', 'System.New.A'])
    expect(await h.db.select().from(permissionGrants).where(eq(permissionGrants.name, 'System.Old.B'))).toEqual([])
    // RoleNames is the exact set of roles holding the page (the administrator keeps it).
    const cleared = await h.call<Menu>('PUT', `/api/app/apb-menu/${menu.Id}/menu/`, { token: admin, body: { ...res.body.Data, RoleNames: [] } })
    expect(cleared.body.Data.RoleNames).toEqual(['管理员'])
  })

  it('deletes a menu with its grants; an unknown id is 404', async () => {
    const menu = (await create(base({ Name: '临时', Authority: 'System.Temp', Path: 'child_temp', Authoritys: [{ AuthorityName: '甲', Authority: 'A' }] }))).body.Data
    const del = await h.call('DELETE', `/api/app/apb-menu/${menu.Id}/menu`, { token: admin })
    expect(del.status).toBe(200)
    expect((await h.call('GET', `/api/app/apb-menu/${menu.Id}/menu`, { token: admin })).status).toBe(404)
    expect(await h.db.select().from(permissionGrants).where(eq(permissionGrants.name, 'System.Temp.A'))).toEqual([])
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await h.call('DELETE', `/api/app/apb-menu/${id}/menu`, { token: admin })
      expect(res.status).toBe(404)
      expect(res.body.Message).toBe('菜单不存在')
    }
  })
})

describe('static menus', () => {
  const find = async (path: string) => {
    const list = await h.call<{ Items: Menu[] }>('GET', '/api/app/apb-menu/menu-list?MaxResultCount=1000', { token: admin })
    const m = list.body.Data.Items.find((x) => x.Path === path)!
    return (await h.call<Menu>('GET', `/api/app/apb-menu/${m.Id}/menu`, { token: admin })).body.Data
  }

  it('cannot be deleted: 403 系统菜单不能删除', async () => {
    const menu = await find('child_system_menu')
    expect(menu.IsStatic).toBe(true)
    const res = await h.call('DELETE', `/api/app/apb-menu/${menu.Id}/menu`, { token: admin })
    expect(res.status).toBe(403)
    expect(res.body.Message).toBe('系统菜单不能删除')
    expect((await find('child_system_menu')).Id).toBe(menu.Id)
  })

  it('keeps its function code and built-in buttons, but takes a new name and extra buttons', async () => {
    const menu = await find('child_cloud_file')
    const code = await h.call('PUT', `/api/app/apb-menu/${menu.Id}/menu/`, { token: admin, body: { ...menu, Authority: 'Cloud.Other' } })
    expect(code.body.Message).toBe('系统菜单不能修改功能编码')
    const dropped = await h.call('PUT', `/api/app/apb-menu/${menu.Id}/menu/`, { token: admin, body: { ...menu, Authoritys: [] } })
    expect(dropped.body.Message).toBe('系统菜单的内置按钮不能删除')
    const res = await h.call<Menu>('PUT', `/api/app/apb-menu/${menu.Id}/menu/`, {
      token: admin,
      body: { ...menu, Name: '我的云盘', Authoritys: [...menu.Authoritys, { AuthorityName: '分享', Authority: 'Share' }] },
    })
    expect(res.status).toBe(200)
    expect(res.body.Data.Authoritys.map((b) => b.Authority)).toEqual(['Cloud.File.Create', 'Cloud.File.Delete', 'Cloud.File.Share'])
  })
})

describe('a saved change shows in the sidebar of a user holding the menu', () => {
  it('renames, disables and adds buttons as seen by user-granted-menus', async () => {
    await h.addUser('M0001', ['普通员工'])
    const user = await h.tokenFor('M0001')
    const menu = (await create(base({ Name: '员工天地', Authority: 'System.Corner', Path: 'child_corner', RoleNames: ['普通员工'] }))).body.Data
    const sidebar = async () => flat((await h.call<MenuNode[]>('GET', '/api/app/apb-menu/user-granted-menus', { token: user })).body.Data)
    expect((await sidebar()).find((n) => n.Path === 'child_corner')).toMatchObject({ Name: '员工天地', Authority: 'System.Corner' })

    const renamed = await h.call<Menu>('PUT', `/api/app/apb-menu/${menu.Id}/menu/`, {
      token: admin,
      body: { ...menu, Name: '员工之家', Authoritys: [{ AuthorityName: '发帖', Authority: 'Post' }] },
    })
    expect(renamed.status).toBe(200)
    const node = (await sidebar()).find((n) => n.Path === 'child_corner')!
    expect(node.Name).toBe('员工之家')
    expect(node.Authoritys).toEqual([{ Authority: 'System.Corner.Post', AuthorityName: '发帖', IsGranted: false }])

    await h.call('PUT', '/api/permission-management/permissions?providerName=R&providerKey=' + encodeURIComponent('普通员工'), {
      token: admin,
      body: { Permissions: [{ Name: 'System.Corner.Post', IsGranted: true }] },
    })
    expect((await sidebar()).find((n) => n.Path === 'child_corner')!.Authoritys[0].IsGranted).toBe(true)

    await h.call('PUT', `/api/app/apb-menu/${menu.Id}/menu/`, { token: admin, body: { ...renamed.body.Data, IsEnable: 0 } })
    expect((await sidebar()).find((n) => n.Path === 'child_corner')).toBeUndefined()
  })
})

describe('permissions', () => {
  it('menu management needs System.Menu and the action names; anonymous is 401', async () => {
    await h.addUser('M0002')
    const none = await h.tokenFor('M0002')
    expect((await h.call('GET', '/api/app/apb-menu/menu-list')).status).toBe(401)
    expect((await h.call('GET', '/api/app/apb-menu/menu-list', { token: none })).status).toBe(403)
    await h.call('PUT', '/api/permission-management/permissions?providerName=U&providerKey=' + (await h.db.query.users.findFirst({ where: (u, { eq }) => eq(u.userName, 'M0002') }))!.id, {
      token: admin,
      body: { Permissions: [{ Name: 'System.Menu', IsGranted: true }] },
    })
    expect((await h.call('GET', '/api/app/apb-menu/menu-list', { token: none })).status).toBe(200)
    expect((await h.call('POST', '/api/app/apb-menu/menu', { token: none, body: base({ Authority: 'System.Denied' }) })).status).toBe(403)
  })
})
