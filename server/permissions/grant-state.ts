/**
 * Grant state of one provider (R = role name, U = user id) for the permission dialogs: a user's
 * own grants plus, for U, the roles that grant a name (GrantedBy: shown checked and disabled).
 */
import { and, eq } from 'drizzle-orm'
import { permissionGrants, roles, userRoles, users } from '../db/schema'
import type { Executor } from '../db/types'
import { ApiError, fail } from '../http/envelope'

export type ProviderName = 'R' | 'U'

export interface GrantState {
  direct: Set<string>
  /** permission name -> names of the roles that grant it (provider U only) */
  viaRoles: Map<string, string[]>
}

export const PROVIDER_MESSAGES = { name: '授权对象类型不正确', key: '请指定授权对象' } as const

export function parseProvider(name: unknown): ProviderName {
  if (name === 'R' || name === 'U') return name
  throw fail('providerName', PROVIDER_MESSAGES.name)
}

export function providerKeyOf(key: unknown): string {
  if (typeof key === 'string' && key.trim()) return key.trim()
  throw fail('providerKey', PROVIDER_MESSAGES.key)
}

/** Answers 404 when the role or user the key names does not exist. */
export async function assertProviderExists(db: Executor, provider: ProviderName, key: string): Promise<void> {
  if (provider === 'R') {
    const rows = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, key))
    if (!rows.length) throw new ApiError(404, '角色不存在')
    return
  }
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)
  const rows = isUuid ? await db.select({ id: users.id }).from(users).where(eq(users.id, key)) : []
  if (!rows.length) throw new ApiError(404, '用户不存在')
}

export async function grantState(db: Executor, provider: ProviderName, key: string): Promise<GrantState> {
  const own = await db
    .select({ name: permissionGrants.name })
    .from(permissionGrants)
    .where(and(eq(permissionGrants.providerName, provider), eq(permissionGrants.providerKey, key)))
  const viaRoles = new Map<string, string[]>()
  if (provider === 'U') {
    const rows = await db
      .select({ name: permissionGrants.name, role: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .innerJoin(permissionGrants, and(eq(permissionGrants.providerName, 'R'), eq(permissionGrants.providerKey, roles.name)))
      .where(eq(userRoles.userId, key))
    for (const r of rows) viaRoles.set(r.name, [...(viaRoles.get(r.name) ?? []), r.role])
  }
  return { direct: new Set(own.map((r) => r.name)), viaRoles }
}
