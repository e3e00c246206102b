/**
 * Idempotent seed, run at every start (under the migration lock): the menu tree and with it the
 * permission definitions, the administrator role holding every permission, the administrator
 * account; demo data once unless switched off.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { hashPassword, randomPassword } from '../auth/password'
import { flattenMenus } from '../permissions/definitions'
import { definedPermissionNames } from '../permissions/defined'
import { chunks } from '../db/chunks'
import { departments, menus, positions, roles, userRoles, users, type MenuButton } from '../db/schema'
import type { Executor } from '../db/types'
import { ADMIN_ROLE, ADMIN_WORK_NO } from '../modules/identity/admin'
import { createUser } from '../modules/identity/accounts'
import { grantAll } from '../permissions/grant'
import { seedApproval } from './approval'
import type { FileStorage } from '../storage'
import { seedEntry } from './entry'
import { seedHr } from './hr'
import { seedKnowledge } from './knowledge'
import { seedPublishing } from './publishing'
import { seedActivityTypes, seedDemoActivities } from './activity'
import { seedDemoIntroducing } from './introducing'
import type { DemoCredentials, DemoGroup } from './types'

export const DEMO_ROLE = '普通员工'
/**
 * What the demo role may do: enough to see a few pages, not to administer. Every approved new hire
 * gets this default role, so it holds no HR page: each of them (员工档案, even 组织架构图, whose
 * holders read the HR view of the employee list and any employee's detail) shows other people's data.
 * 公司介绍 is theirs: its person card is the directory's (name, work number, department, position).
 */
export const DEMO_ROLE_PERMISSIONS = ['Announce', 'Announce.Notice', 'Knowledge', 'Knowledge.Learn', 'OA', 'OA.Approval', 'OA.Approval.Create', 'Publish', 'Publish.Introducing']
/** The administrator's name: a title, split so that surname + name is the full name. */
const ADMIN_NAME = { surname: '系统', name: '管理员', realName: '系统管理员' }

export interface SeedOptions {
  adminPassword?: string
  seedDemo: boolean
  /** password of the demo users; random when absent */
  demoPassword?: string
  /** where the demo's files go (the new hires' papers); without it the demo has no files */
  storage?: FileStorage
}

export type { DemoCredentials, DemoGroup }

export interface SeedResult {
  /** set only when the administrator account was created by this run */
  admin?: { userName: string; password: string }
  /** set only when demo accounts were created by this run: every group shares the one password */
  demo?: { password: string; groups: DemoGroup[] }
}

export async function seed(db: Executor, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await seedMenus(tx)
    const adminRoleId = await ensureRole(tx, { name: ADMIN_ROLE, isStatic: true })
    // Every name: those of menus.json and those added in menu management.
    await grantAll(tx, 'R', ADMIN_ROLE, [...(await definedPermissionNames(tx))])
    const result: SeedResult = {}
    const existing = await tx.select({ id: users.id }).from(users).where(eq(users.userName, ADMIN_WORK_NO))
    let adminId = existing[0]?.id
    if (!adminId) {
      const password = options.adminPassword || randomPassword()
      adminId = await createUser(tx, { userName: ADMIN_WORK_NO, ...ADMIN_NAME, nickName: '管理员', password })
      result.admin = { userName: ADMIN_WORK_NO, password }
    }
    // Installations seeded with the old split (系 + 管理员) get the one whose parts make the full name.
    await tx
      .update(users)
      .set({ surname: ADMIN_NAME.surname })
      .where(and(eq(users.id, adminId), eq(users.surname, '系'), eq(users.name, ADMIN_NAME.name), eq(users.realName, ADMIN_NAME.realName)))
    await tx.insert(userRoles).values({ userId: adminId, roleId: adminRoleId }).onConflictDoNothing()
    // One demo password for every demo group (printed once at first start); hashed once, as scrypt is slow.
    const demoPassword = options.demoPassword || randomPassword()
    const demo: DemoCredentials | undefined = options.seedDemo ? { password: demoPassword, passwordHash: await hashPassword(demoPassword) } : undefined
    const groups: DemoGroup[] = []
    const add = (group: DemoGroup | undefined) => group?.userNames.length && groups.push(group)
    if (demo) add(await seedDemo(tx, demo))
    // Employee files: reference lookups always, demo employees with seedDemo (server/seed/hr.ts).
    add(await seedHr(tx, { demo }))
    // Onboarding: the role 新员工 always, demo entries with seedDemo (server/seed/entry.ts).
    add(await seedEntry(tx, { demo, storage: options.storage }))
    // Approvals: the demo catalogue (types, forms, flows) and processes in every state (server/seed/approval.ts).
    await seedApproval(tx, { seedDemo: Boolean(demo) })
    // Knowledge base: demo categories, teachers and courses, once (server/seed/knowledge.ts).
    if (demo) await seedKnowledge(tx, adminId, options.storage)
    // Publishing: demo columns and 30 announcements, once (server/seed/publishing.ts).
    if (demo) await seedPublishing(tx, adminId, options.storage)
    // Activities: the fixed activity types always; demo activities with photos and a video once (server/seed/activity.ts).
    await seedActivityTypes(tx)
    if (demo && options.storage) await seedDemoActivities(tx, options.storage, adminId)
    // The introducing page: regulations and promo videos, once (server/seed/introducing.ts).
    if (demo) await seedDemoIntroducing(tx, options.storage, adminId)
    if (demo && groups.length) result.demo = { password: demo.password, groups }
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
  const existing = new Map((await tx.select({ path: menus.path, authoritys: menus.authoritys }).from(menus)).map((r) => [r.path, r.authoritys as MenuButton[]]))
  for (const m of flattenMenus()) {
    const parentId = m.parentPath ? ids.get(m.parentPath) ?? null : null
    // Buttons of menus.json follow the file; buttons an administrator added to the menu stay.
    const defined = m.Authoritys ?? []
    const added = (existing.get(m.Path) ?? []).filter((b) => !defined.some((d) => d.Authority === b.Authority))
    const buttons = [...defined, ...added]
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
        authoritys: buttons,
      })
      .onConflictDoUpdate({
        target: menus.path,
        set: { parentId, type: m.Type, authority: m.Authority ?? '', authoritys: buttons, isStatic: m.IsStatic ?? true },
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


const DEMO_ROLES = [
  '部门经理', '人事专员', '人事经理', '财务专员', '财务经理', '行政专员', '行政经理', '技术主管', '前端工程师', '后端工程师',
  '测试工程师', '产品经理', '设计师', '销售代表', '销售经理', '客服专员', '法务专员', '审批员', '讲师',
]

const DEMO_USERS = [
  { userName: 'E0001', surname: '张', name: '伟', nickName: '小张', dept: '人力资源部', position: '人事经理', phone: '13800000001', gender: 1 },
  { userName: 'E0002', surname: '王', name: '芳', nickName: '芳芳', dept: '技术部', position: '技术总监', phone: '13800000002', gender: 2 },
  { userName: 'E0003', surname: '李', name: '娜', nickName: '娜娜', dept: '前端组', position: '前端工程师', phone: '13800000003', gender: 2 },
  { userName: 'E0004', surname: '刘', name: '强', nickName: '强子', dept: '财务部', position: '财务经理', phone: '13800000004', gender: 1 },
  { userName: 'E0005', surname: '陈', name: '静', nickName: '静静', dept: '总公司', position: '总经理', phone: '13800000005', gender: 2 },
  { userName: 'E0006', surname: '杨', name: '洋', nickName: '洋洋', dept: '后端组', position: '后端工程师', phone: '13800000006', gender: 1 },
  { userName: 'E0007', surname: '赵', name: '敏', nickName: '敏敏', dept: '测试组', position: '测试工程师', phone: '13800000007', gender: 2 },
  { userName: 'E0008', surname: '黄', name: '磊', nickName: '磊子', dept: '招聘组', position: '招聘专员', phone: '13800000008', gender: 1 },
  { userName: 'E0009', surname: '周', name: '杰', nickName: '阿杰', dept: '行政部', position: '行政专员', phone: '13800000009', gender: 1 },
  { userName: 'E0010', surname: '吴', name: '倩', nickName: '倩倩', dept: '市场部', position: '市场经理', phone: '13800000010', gender: 2 },
  { userName: 'E0011', surname: '徐', name: '明', nickName: '明明', dept: '销售组', position: '销售代表', phone: '13800000011', gender: 1 },
  { userName: 'E0012', surname: '孙', name: '丽', nickName: '丽丽', dept: '财务部', position: '会计', phone: '13800000012', gender: 2 },
  { userName: 'E0013', surname: '马', name: '超', nickName: '超哥', dept: '前端组', position: '前端工程师', phone: '13800000013', gender: 1 },
  { userName: 'E0014', surname: '朱', name: '婷', nickName: '婷婷', dept: '后端组', position: '后端工程师', phone: '13800000014', gender: 2 },
  { userName: 'E0015', surname: '胡', name: '军', nickName: '军哥', dept: '销售组', position: '销售代表', phone: '13800000015', gender: 1 },
]

/** The demo organisation: [name, parent, sort]; names are unique within it. */
export const DEMO_DEPARTMENTS: [string, string | null, number][] = [
  ['总公司', null, 1],
  ['人力资源部', '总公司', 1],
  ['招聘组', '人力资源部', 1],
  ['技术部', '总公司', 2],
  ['前端组', '技术部', 1],
  ['后端组', '技术部', 2],
  ['测试组', '技术部', 3],
  ['财务部', '总公司', 3],
  ['行政部', '总公司', 4],
  ['市场部', '总公司', 5],
  ['销售组', '市场部', 1],
]

export const DEMO_POSITIONS = [
  '总经理', '人事经理', '招聘专员', '技术总监', '前端工程师', '后端工程师', '测试工程师', '产品经理',
  '财务经理', '会计', '出纳', '行政专员', '市场经理', '销售代表', '客服专员',
]

const DEMO_LEADERS: [string, string][] = [
  ['总公司', 'E0005'],
  ['人力资源部', 'E0001'],
  ['技术部', 'E0002'],
  ['财务部', 'E0004'],
  ['市场部', 'E0010'],
]

/**
 * Departments (found by name under their parent, created when missing) and positions. Runs once:
 * while the positions table is empty, so later changes to the organisation are never undone.
 */
async function seedOrganisation(tx: Executor): Promise<{ dept: Map<string, string>; position: Map<string, string> }> {
  const dept = new Map<string, string>()
  for (const [name, parent, sort] of DEMO_DEPARTMENTS) {
    const parentId = parent ? dept.get(parent)! : null
    const [found] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.name, name), parentId ? eq(departments.parentId, parentId) : isNull(departments.parentId)))
      .limit(1)
    const id = found?.id ?? (await tx.insert(departments).values({ name, sort, parentId }).returning({ id: departments.id }))[0].id
    dept.set(name, id)
  }
  await tx
    .insert(positions)
    .values(DEMO_POSITIONS.map((name, i) => ({ name, sort: i + 1 })))
    .onConflictDoNothing()
  const position = new Map((await tx.select({ id: positions.id, name: positions.name }).from(positions)).map((p) => [p.name, p.id]))
  return { dept, position }
}

async function departmentIdsByName(tx: Executor): Promise<Map<string, string>> {
  return new Map((await tx.select({ id: departments.id, name: departments.name }).from(departments)).map((d) => [d.name, d.id]))
}

/** Demo roles, users and organisation; each part created once (idempotent at every start). */
async function seedDemo(tx: Executor, demo: DemoCredentials): Promise<DemoGroup | undefined> {
  const orgIsNew = (await tx.select({ id: positions.id }).from(positions).limit(1)).length === 0
  const org = orgIsNew ? await seedOrganisation(tx) : undefined
  const done = (await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, DEMO_ROLE))).length > 0
  let result: DemoGroup | undefined
  if (!done) {
    const roleId = await ensureRole(tx, { name: DEMO_ROLE, isDefault: true, isPublic: true })
    await grantAll(tx, 'R', DEMO_ROLE, DEMO_ROLE_PERMISSIONS)
    for (const part of chunks(DEMO_ROLES)) await tx.insert(roles).values(part.map((name) => ({ name }))).onConflictDoNothing()
    const dept = org?.dept ?? (await departmentIdsByName(tx))
    for (const u of DEMO_USERS) {
      await createUser(tx, {
        userName: u.userName,
        surname: u.surname,
        name: u.name,
        nickName: u.nickName,
        realName: u.surname + u.name,
        phoneNumber: u.phone,
        gender: u.gender,
        email: `${u.userName.toLowerCase()}@example.com`,
        departmentId: dept.get(u.dept),
        positionId: org?.position.get(u.position),
        password: demo.password,
        passwordHash: demo.passwordHash,
        roleIds: [roleId],
      })
    }
    result = { label: `demo users (role ${DEMO_ROLE})`, userNames: DEMO_USERS.map((u) => u.userName) }
  }
  if (org) {
    // Installations seeded before positions existed: give their demo users one, and name leaders.
    for (const u of DEMO_USERS) {
      const positionId = org.position.get(u.position)
      if (positionId) await tx.update(users).set({ positionId }).where(and(eq(users.userName, u.userName), isNull(users.positionId)))
    }
    for (const [name, userName] of DEMO_LEADERS) {
      const [leader] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, userName))
      const deptId = org.dept.get(name)
      if (leader && deptId) await tx.update(departments).set({ leaderId: leader.id }).where(and(eq(departments.id, deptId), isNull(departments.leaderId)))
    }
  }
  return result
}
