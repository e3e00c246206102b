/** SQL of users and roles, and their one mapper each (userDto, roleDto). */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { departments, positions, roles, userRoles, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { ApiError, fail } from '../../http/envelope'
import { UUID } from '../../http/db-errors'

export const USER_NOT_FOUND = '用户不存在'
export const ROLE_NOT_FOUND = '角色不存在'

export type UserRow = typeof users.$inferSelect
export type RoleRow = typeof roles.$inferSelect

export function roleDto(r: RoleRow) {
  return { Id: r.id, Name: r.name, IsDefault: r.isDefault, IsPublic: r.isPublic, IsStatic: r.isStatic, ConcurrencyStamp: r.concurrencyStamp }
}

export function userDto(u: UserRow, extra: { departmentName?: string | null; positionName?: string | null; roleNames?: string[] }) {
  return {
    Id: u.id,
    UserName: u.userName,
    Name: u.name,
    Surname: u.surname,
    NickName: u.nickName,
    RealName: u.realName,
    Email: u.email,
    PhoneNumber: u.phoneNumber,
    Avatar: u.avatar,
    DepartmentId: u.departmentId,
    DepartmentName: extra.departmentName ?? '',
    PositionId: u.positionId,
    PositionName: extra.positionName ?? '',
    LockoutEnabled: u.lockoutEnabled,
    TwoFactorEnabled: u.twoFactorEnabled,
    IsActive: u.isActive,
    IsLockedOut: Boolean(u.lockoutEnabled && u.lockoutEnd && u.lockoutEnd.getTime() > Date.now()),
    ExtraProperties: { Gender: u.gender },
    Gender: u.gender,
    RoleNames: extra.roleNames ?? [],
    ConcurrencyStamp: u.concurrencyStamp,
    CreationTime: u.creationTime.toISOString(),
  }
}

/** A user row by id (404 for an unknown or malformed id); `forUpdate` locks it in the caller's transaction. */
export async function findUser(db: Executor, id: string, forUpdate = false): Promise<UserRow> {
  if (!UUID.test(id)) throw new ApiError(404, USER_NOT_FOUND)
  const q = db.select().from(users).where(eq(users.id, id))
  const [row] = forUpdate ? await q.for('update') : await q
  if (!row) throw new ApiError(404, USER_NOT_FOUND)
  return row
}

export async function findRole(db: Executor, id: string, forUpdate = false): Promise<RoleRow> {
  if (!UUID.test(id)) throw new ApiError(404, ROLE_NOT_FOUND)
  const q = db.select().from(roles).where(eq(roles.id, id))
  const [row] = forUpdate ? await q.for('update') : await q
  if (!row) throw new ApiError(404, ROLE_NOT_FOUND)
  return row
}

/** Role names per user, for a page of users. */
export async function rolesOf(db: Executor, ids: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>()
  if (!ids.length) return out
  const rows = await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, ids))
    .orderBy(roles.name)
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.name])
  return out
}

/** Users with the names of their department and position. */
export const usersWithNames = (db: Executor) =>
  db
    .select({ user: users, departmentName: departments.name, positionName: positions.name })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(positions, eq(positions.id, users.positionId))

/** One user as the user API answers it. */
export async function userDetail(db: Executor, id: string) {
  const [row] = await usersWithNames(db).where(eq(users.id, id))
  if (!row) throw new ApiError(404, USER_NOT_FOUND)
  const roleMap = await rolesOf(db, [id])
  return userDto(row.user, { ...row, roleNames: roleMap.get(id) })
}

/** Role ids of the names; an unknown name is a 400 under RoleNames. */
export async function roleIdsOf(tx: Executor, names: string[]): Promise<string[]> {
  if (!names.length) return []
  const rows = await tx.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, names))
  const missing = names.find((n) => !rows.some((r) => r.name === n))
  if (missing) throw fail('RoleNames', `角色不存在：${missing}`)
  return rows.map((r) => r.id)
}

/** Work numbers are unique without regard to case. */
export async function workNoTaken(db: Executor, userName: string, exceptId?: string): Promise<boolean> {
  const same = sql`lower(${users.userName}) = lower(${userName})`
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(same, sql`${users.id} <> ${exceptId}`) : same)
  return rows.length > 0
}

export async function roleNameTaken(db: Executor, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(exceptId ? and(eq(roles.name, name), sql`${roles.id} <> ${exceptId}`) : eq(roles.name, name))
  return rows.length > 0
}
