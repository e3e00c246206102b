/**
 * Idempotent seed, run at every start (under the migration lock): the menu tree and with it the
 * permission definitions, the administrator role holding every permission, the administrator
 * account; demo data once unless switched off.
 */
import { eq } from 'drizzle-orm'
import { hashPassword, randomPassword } from '../auth/password'
import { flattenMenus, permissionNames } from '../permissions/definitions'
import { chunks } from './chunks'
import { departments, menus, permissionGrants, roles, userRoles, users } from './schema'
import type { Executor } from './types'

export const ADMIN_ROLE = '管理员'
export const ADMIN_WORK_NO = 'A0001'
export const DEMO_ROLE = '普通员工'
/** What the demo role may do: enough to see a few pages, not to administer. */
export const DEMO_ROLE_PERMISSIONS = ['HRM', 'HRM.EmployeeFile', 'Announce', 'Announce.Notice', 'Knowledge', 'Knowledge.Learn']

export interface SeedOptions {
  adminPassword?: string
  seedDemo: boolean
  /** password of the demo users; random when absent */
  demoPassword?: string
}

export interface SeedResult {
  /** set only when the administrator account was created by this run */
  admin?: { userName: string; password: string }
  /** set only when the demo users were created by this run */
  demo?: { userNames: string[]; password: string }
}

export async function seed(db: Executor, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await seedMenus(tx)
    const adminRoleId = await ensureRole(tx, { name: ADMIN_ROLE, isStatic: true })
    await grantAll(tx, 'R', ADMIN_ROLE, permissionNames)
    const result: SeedResult = {}
    const existing = await tx.select({ id: users.id }).from(users).where(eq(users.userName, ADMIN_WORK_NO))
    let adminId = existing[0]?.id
    if (!adminId) {
      const password = options.adminPassword || randomPassword()
      adminId = await createUser(tx, { userName: ADMIN_WORK_NO, name: '管理员', surname: '系', nickName: '管理员', realName: '系统管理员', password })
      result.admin = { userName: ADMIN_WORK_NO, password }
    }
    await tx.insert(userRoles).values({ userId: adminId, roleId: adminRoleId }).onConflictDoNothing()
    if (options.seedDemo) result.demo = await seedDemo(tx, options.demoPassword)
    return result
  })
}

/**
 * Upserts the menu tree by Path. The definition fields (permissions, type, parent, static flag)
 * follow schemas/menus.json on every start; presentation fields an administrator may edit in
 * menu management (name, icon, url, sort, enabled) are written only when the menu is new.
 */
async function seedMenus(tx: Executor): Promise<void> {
  const ids = new Map<string, string>()
  for (const m of flattenMenus()) {
    const parentId = m.parentPath ? ids.get(m.parentPath) ?? null : null
    const [row] = await tx
      .insert(menus)
      .values({
        parentId,
        name: m.Name,
        path: m.Path,
        url: m.Url ?? '',
        icon: m.Icon ?? '',
        type: m.Type,
        sort: m.Sort,
        authority: m.Authority ?? '',
        openMode: m.OpenMode ?? '_default',
        isEnable: m.IsEnable ?? 1,
        isStatic: m.IsStatic ?? true,
        authoritys: m.Authoritys ?? [],
      })
      .onConflictDoUpdate({
        target: menus.path,
        set: { parentId, type: m.Type, authority: m.Authority ?? '', authoritys: m.Authoritys ?? [], isStatic: m.IsStatic ?? true },
      })
      .returning({ id: menus.id })
    ids.set(m.Path, row.id)
  }
}

async function ensureRole(tx: Executor, r: { name: string; isStatic?: boolean; isDefault?: boolean; isPublic?: boolean }): Promise<string> {
  await tx
    .insert(roles)
    .values({ name: r.name, isStatic: r.isStatic ?? false, isDefault: r.isDefault ?? false, isPublic: r.isPublic ?? false })
    .onConflictDoNothing()
  const [row] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, r.name))
  if (r.isStatic) await tx.update(roles).set({ isStatic: true }).where(eq(roles.id, row.id))
  return row.id
}

export async function grantAll(tx: Executor, providerName: 'R' | 'U', providerKey: string, names: readonly string[]): Promise<void> {
  for (const part of chunks(names)) {
    await tx
      .insert(permissionGrants)
      .values(part.map((name) => ({ name, providerName, providerKey })))
      .onConflictDoNothing()
  }
}

export interface NewUser {
  userName: string
  password: string
  name?: string
  surname?: string
  nickName?: string
  realName?: string
  email?: string
  phoneNumber?: string
  gender?: number
  departmentId?: string | null
  lockoutEnabled?: boolean
  isActive?: boolean
  roleIds?: string[]
}

export async function createUser(tx: Executor, u: NewUser): Promise<string> {
  const { password, roleIds, ...fields } = u
  const [row] = await tx
    .insert(users)
    .values({ ...fields, passwordHash: await hashPassword(password) })
    .returning({ id: users.id })
  if (roleIds?.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })))
  return row.id
}

const DEMO_ROLES = [
  '部门经理', '人事专员', '人事经理', '财务专员', '财务经理', '行政专员', '行政经理', '技术主管', '前端工程师', '后端工程师',
  '测试工程师', '产品经理', '设计师', '销售代表', '销售经理', '客服专员', '法务专员', '审批员', '讲师',
]

const DEMO_USERS = [
  { userName: 'E0001', surname: '张', name: '伟', nickName: '小张', dept: '人力资源部', phone: '13800000001' },
  { userName: 'E0002', surname: '王', name: '芳', nickName: '芳芳', dept: '技术部', phone: '13800000002' },
  { userName: 'E0003', surname: '李', name: '娜', nickName: '娜娜', dept: '前端组', phone: '13800000003' },
  { userName: 'E0004', surname: '刘', name: '强', nickName: '强子', dept: '财务部', phone: '13800000004' },
  { userName: 'E0005', surname: '陈', name: '静', nickName: '静静', dept: '总公司', phone: '13800000005' },
]

/** Demo organisation, users and roles; created once (the demo role marks that it was done). */
async function seedDemo(tx: Executor, demoPassword?: string): Promise<SeedResult['demo']> {
  const done = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, DEMO_ROLE))
  if (done.length) return undefined
  const roleId = await ensureRole(tx, { name: DEMO_ROLE, isDefault: true, isPublic: true })
  await grantAll(tx, 'R', DEMO_ROLE, DEMO_ROLE_PERMISSIONS)
  for (const part of chunks(DEMO_ROLES)) await tx.insert(roles).values(part.map((name) => ({ name }))).onConflictDoNothing()

  const dept = new Map<string, string>()
  const tree: [string, string | null, number][] = [
    ['总公司', null, 1],
    ['人力资源部', '总公司', 1],
    ['技术部', '总公司', 2],
    ['前端组', '技术部', 1],
    ['财务部', '总公司', 3],
  ]
  for (const [name, parent, sort] of tree) {
    const [row] = await tx
      .insert(departments)
      .values({ name, sort, parentId: parent ? dept.get(parent) : null })
      .returning({ id: departments.id })
    dept.set(name, row.id)
  }

  const password = demoPassword || randomPassword()
  for (const u of DEMO_USERS) {
    await createUser(tx, {
      userName: u.userName,
      surname: u.surname,
      name: u.name,
      nickName: u.nickName,
      realName: u.surname + u.name,
      phoneNumber: u.phone,
      email: `${u.userName.toLowerCase()}@example.com`,
      departmentId: dept.get(u.dept),
      password,
      roleIds: [roleId],
    })
  }
  return { userNames: DEMO_USERS.map((u) => u.userName), password }
}
