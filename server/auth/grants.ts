/**
 * What a user may do: the union of the grants of the user's roles (provider R, key = role name)
 * and of the user itself (provider U, key = user id), spec 000 s.6.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { permissionGrants, roles, userRoles } from '../db/schema'
import type { Executor } from '../db/types'

function heldBy(userId: string) {
  const roleNames = sql`(SELECT ${roles.name} FROM ${roles} JOIN ${userRoles} ON ${userRoles.roleId} = ${roles.id} WHERE ${userRoles.userId} = ${userId})`
  return or(
    and(eq(permissionGrants.providerName, 'R'), sql`${permissionGrants.providerKey} IN ${roleNames}`),
    and(eq(permissionGrants.providerName, 'U'), eq(permissionGrants.providerKey, userId)),
  )
}

/** Every permission name the user holds. */
export async function grantedNames(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db.selectDistinct({ name: permissionGrants.name }).from(permissionGrants).where(heldBy(userId))
  return new Set(rows.map((r) => r.name))
}

/** Whether the user holds at least one of the names (one indexed query per request). */
export async function holdsAny(db: Executor, userId: string, names: string[]): Promise<boolean> {
  const rows = await db
    .select({ name: permissionGrants.name })
    .from(permissionGrants)
    .where(and(inArray(permissionGrants.name, names), heldBy(userId)))
    .limit(1)
  return rows.length > 0
}
