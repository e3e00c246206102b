/**
 * Rules and transactions of user and role management: the administrator's account and role stay
 * usable, work numbers and role names stay unique, references exist, and disabling an account or
 * setting its password ends its sessions.
 */
import { and, eq } from 'drizzle-orm'
import type { EntityValue } from '../../../common/entities'
import { hashPassword } from '../../auth/password'
import { checkNewPassword } from '../../auth/password-policy'
import { revokeUserTokens } from '../../auth/tokens'
import { departments, files, permissionGrants, positions, roles, userRoles, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { fail, forbidden, MESSAGES } from '../../http/envelope'
import { TAKEN, UUID } from '../../http/db-errors'
import { updateStamped } from '../../http/stamp'
import { claimAvatar } from '../files/references'
import { ADMIN_ROLE, ADMIN_WORK_NO } from './admin'
import { findRole, findUser, roleIdsOf, rolesOf, roleNameTaken, USER_NOT_FOUND, workNoTaken, type RoleRow } from './queries'
import { audit, auditChange, type AuditWho } from '../audit/log'
import { sessionsChanged } from '../../auth/session-cache'

export const USER_MESSAGES = {
  notFound: USER_NOT_FOUND,
  workNoTaken: TAKEN.workNo,
  deleteSelf: '不能删除自己',
  deleteAdmin: '系统管理员不能删除',
  adminRole: '系统管理员必须保留管理员角色',
  adminActive: '系统管理员不能停用',
  mismatch: '两次输入的密码不一致',
  avatar: '头像地址不正确',
  noStamp: MESSAGES.noStamp,
  department: '部门不存在',
  position: '岗位不存在',
} as const

export type UserInput = EntityValue<'identity-user'>
export type RoleInput = EntityValue<'role'>

/** An avatar is an uploaded file of ours or an http(s) address; nothing else reaches an <img>. */
export function checkAvatar(avatar: string | undefined): string {
  const value = (avatar ?? '').trim()
  if (!value) return ''
  if (/^\/download-file\?id=[0-9a-fA-F-]{36}$/.test(value) || /^https?:\/\/[^\s"'<>]+$/.test(value)) return value
  throw fail('Avatar', USER_MESSAGES.avatar)
}

/** Role names without blanks and repeats (the validator has made sure they are texts). */
export const uniqueNames = (raw: string[] | undefined) => (raw ? [...new Set(raw.map((r) => r.trim()).filter(Boolean))] : undefined)

/** ExtraProperties.Gender (spec) or Gender: 1 male, anything else female (stored as 2). */
function genderOf(input: UserInput): number | undefined {
  const extra = input.ExtraProperties
  const raw = extra && typeof extra === 'object' && !Array.isArray(extra) ? (extra as Record<string, unknown>).Gender : undefined
  const value = raw ?? input.Gender
  if (value === undefined || value === null || value === '') return undefined
  return Number(value) === 1 ? 1 : 2
}

function validUser(input: UserInput) {
  for (const [field, id] of [['DepartmentId', input.DepartmentId], ['PositionId', input.PositionId]] as const) {
    if (id && !UUID.test(id)) throw fail(field, field === 'DepartmentId' ? USER_MESSAGES.department : USER_MESSAGES.position)
  }
  return { gender: genderOf(input), avatar: checkAvatar(input.Avatar), roleNames: uniqueNames(input.RoleNames) }
}

async function checkReferences(tx: Executor, input: UserInput): Promise<void> {
  if (input.DepartmentId) {
    const found = await tx.select({ id: departments.id }).from(departments).where(eq(departments.id, input.DepartmentId))
    if (!found.length) throw fail('DepartmentId', USER_MESSAGES.department)
  }
  if (input.PositionId) {
    const found = await tx.select({ id: positions.id }).from(positions).where(eq(positions.id, input.PositionId))
    if (!found.length) throw fail('PositionId', USER_MESSAGES.position)
  }
}

const takenError = () => fail('UserName', USER_MESSAGES.workNoTaken)

/** Creates the user with password and roles; answers the new id. The avatar must be a file the caller may give (files/references.ts). */
export async function createIdentityUser(db: Executor, input: UserInput, callerId: string, who: AuditWho): Promise<string> {
  const { gender, avatar, roleNames } = validUser(input)
  checkNewPassword('Password', '密码', input.Password!, input.UserName)
  const passwordHash = await hashPassword(input.Password!)
  return db.transaction(async (tx) => {
    if (await workNoTaken(tx, input.UserName)) throw takenError()
    await checkReferences(tx, input)
    const roleIds = await roleIdsOf(tx, roleNames ?? [])
    const [row] = await tx
      .insert(users)
      .values({
        userName: input.UserName,
        surname: input.Surname,
        name: input.Name,
        nickName: input.NickName ?? '',
        realName: input.Surname + input.Name,
        email: input.Email ?? '',
        phoneNumber: input.PhoneNumber ?? '',
        gender: gender ?? 1,
        avatar,
        departmentId: input.DepartmentId || null,
        positionId: input.PositionId || null,
        lockoutEnabled: input.LockoutEnabled,
        twoFactorEnabled: input.TwoFactorEnabled,
        isActive: input.IsActive,
        passwordHash,
      })
      .returning()
    if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })))
    await auditChange(tx, who, 'create', { type: 'user', id: row.id, name: row.userName }, null, row, roleNames?.length ? { RoleNames: [null, roleNames] } : {})
    await claimAvatar(tx, avatar, row.id, callerId)
    return row.id
  })
}

/** Writes the user when the stamp is current (409 otherwise); the password is not changed here. */
export async function updateIdentityUser(db: Executor, id: string, input: UserInput, callerId: string, who: AuditWho): Promise<string> {
  const { gender, avatar, roleNames } = validUser(input)
  return db.transaction(async (tx) => {
    const current = await findUser(tx, id, true)
    const isAdmin = current.userName === ADMIN_WORK_NO
    if (isAdmin && input.UserName !== current.userName) throw fail('UserName', '系统管理员不能修改工号')
    if (isAdmin && !input.IsActive) throw fail('IsActive', USER_MESSAGES.adminActive)
    if (isAdmin && roleNames && !roleNames.includes(ADMIN_ROLE)) throw fail('RoleNames', USER_MESSAGES.adminRole)
    if (input.UserName !== current.userName && (await workNoTaken(tx, input.UserName, current.id))) throw takenError()
    await checkReferences(tx, input)
    if (input.Avatar !== undefined && avatar !== current.avatar) await claimAvatar(tx, avatar, current.id, callerId)
    const roleIds = roleNames ? await roleIdsOf(tx, roleNames) : undefined
    const rolesBefore = roleNames ? [...((await rolesOf(tx, [current.id])).get(current.id) ?? [])].sort() : undefined
    const saved = await updateStamped(tx, users, eq(users.id, current.id), input.ConcurrencyStamp, {
      userName: input.UserName,
      surname: input.Surname,
      name: input.Name,
      nickName: input.NickName ?? current.nickName,
      realName: input.Surname + input.Name,
      email: input.Email ?? '',
      phoneNumber: input.PhoneNumber ?? '',
      gender: gender ?? current.gender,
      avatar: input.Avatar === undefined ? current.avatar : avatar,
      departmentId: input.DepartmentId === undefined ? current.departmentId : input.DepartmentId || null,
      positionId: input.PositionId === undefined ? current.positionId : input.PositionId || null,
      lockoutEnabled: input.LockoutEnabled,
      twoFactorEnabled: input.TwoFactorEnabled,
      isActive: input.IsActive,
      // Switching lockout off also ends a running lockout.
      ...(input.LockoutEnabled ? {} : { lockoutEnd: null, accessFailedCount: 0 }),
    })
    if (roleIds) {
      await tx.delete(userRoles).where(eq(userRoles.userId, current.id))
      if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: current.id, roleId })))
    }
    const roleChange = roleNames && rolesBefore!.join() !== [...roleNames].sort().join() ? { RoleNames: [rolesBefore, [...roleNames].sort()] } : {}
    await auditChange(tx, who, 'update', { type: 'user', id: current.id, name: saved.userName }, current, saved, roleChange)
    // Disabling an account ends its sessions.
    if (current.isActive && !input.IsActive) await revokeUserTokens(tx, current.id)
    if (roleChange.RoleNames) sessionsChanged()
    return current.id
  })
}

/** Deletes the user (not oneself, not the administrator); answers the storage keys of the files they owned. */
export async function deleteIdentityUser(db: Executor, id: string, callerId: string, who: AuditWho): Promise<string[]> {
  return db.transaction(async (tx) => {
    const current = await findUser(tx, id, true)
    if (current.id === callerId) throw forbidden(USER_MESSAGES.deleteSelf)
    if (current.userName === ADMIN_WORK_NO) throw forbidden(USER_MESSAGES.deleteAdmin)
    const owned = await tx.select({ key: files.storageKey }).from(files).where(eq(files.ownerId, current.id))
    await tx.delete(permissionGrants).where(and(eq(permissionGrants.providerName, 'U'), eq(permissionGrants.providerKey, current.id)))
    // user_roles, tokens and files rows go with the user (ON DELETE CASCADE)
    await tx.delete(users).where(eq(users.id, current.id))
    sessionsChanged()
    await auditChange(tx, who, 'delete', { type: 'user', id: current.id, name: current.userName }, current, null)
    return owned.map((o) => o.key)
  })
}

/** An administrator sets a user's password: failed sign-ins are forgotten and every session ends. */
export async function resetPassword(db: Executor, id: string, input: EntityValue<'password-reset'>, who: AuditWho): Promise<void> {
  if (input.NewPassword !== input.ConfirmPassword) throw fail('ConfirmPassword', USER_MESSAGES.mismatch)
  const user = await findUser(db, id)
  checkNewPassword('NewPassword', '新密码', input.NewPassword, user.userName)
  const passwordHash = await hashPassword(input.NewPassword)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, accessFailedCount: 0, lockoutEnd: null }).where(eq(users.id, user.id))
    await revokeUserTokens(tx, user.id)
    await audit(tx, { ...who, action: 'update', targetType: 'user', targetId: user.id, targetName: user.userName, changes: { Password: '***' } })
  })
}

const nameTaken = () => fail('Name', TAKEN.roleName)

export async function createRole(db: Executor, input: RoleInput, who: AuditWho): Promise<RoleRow> {
  return db.transaction(async (tx) => {
    if (await roleNameTaken(tx, input.Name)) throw nameTaken()
    const [created] = await tx.insert(roles).values({ name: input.Name, isDefault: input.IsDefault, isPublic: input.IsPublic }).returning()
    await auditChange(tx, who, 'create', { type: 'role', id: created.id, name: created.name }, null, created)
    return created
  })
}

/** A static role keeps its name; grants (keyed by role name) follow a rename. */
export async function updateRole(db: Executor, id: string, input: RoleInput, who: AuditWho): Promise<RoleRow> {
  return db.transaction(async (tx) => {
    const current = await findRole(tx, id, true)
    if (current.isStatic && input.Name !== current.name) throw fail('Name', '系统角色不能修改名称')
    if (input.Name !== current.name && (await roleNameTaken(tx, input.Name, current.id))) throw nameTaken()
    const saved = await updateStamped(tx, roles, eq(roles.id, current.id), input.ConcurrencyStamp, {
      name: input.Name,
      isDefault: input.IsDefault,
      isPublic: input.IsPublic,
    })
    if (saved.name !== current.name) {
      await tx
        .update(permissionGrants)
        .set({ providerKey: saved.name })
        .where(and(eq(permissionGrants.providerName, 'R'), eq(permissionGrants.providerKey, current.name)))
      sessionsChanged()
    }
    await auditChange(tx, who, 'update', { type: 'role', id: saved.id, name: saved.name }, current, saved)
    return saved
  })
}

/** Deletes a role with its grants and memberships; static roles stay. */
export async function deleteRole(db: Executor, id: string, who: AuditWho): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findRole(tx, id, true)
    if (current.isStatic) throw forbidden('系统角色不能删除')
    await tx.delete(permissionGrants).where(and(eq(permissionGrants.providerName, 'R'), eq(permissionGrants.providerKey, current.name)))
    await tx.delete(userRoles).where(eq(userRoles.roleId, current.id))
    await tx.delete(roles).where(eq(roles.id, current.id))
    sessionsChanged()
    await auditChange(tx, who, 'delete', { type: 'role', id: current.id, name: current.name }, current, null)
  })
}
