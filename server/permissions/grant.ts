/** Writing permission grants (the administrator role, the static roles, menu management). */
import { chunks } from '../db/chunks'
import { permissionGrants } from '../db/schema'
import type { Executor } from '../db/types'
import { sessionsChanged } from '../auth/session-cache'

/** Grants every name to the provider (`R` a role by name, `U` a user by id); grants already held stay. Also
 * tells the session cache, which covers the revocations callers make beside it. */
export async function grantAll(tx: Executor, providerName: 'R' | 'U', providerKey: string, names: readonly string[]): Promise<void> {
  for (const part of chunks(names)) {
    await tx
      .insert(permissionGrants)
      .values(part.map((name) => ({ name, providerName, providerKey })))
      .onConflictDoNothing()
  }
  sessionsChanged()
}

/** Managing either roles' or users' permissions needs the permission tree. */
export const MANAGE_PERMISSIONS = ['System.Role.Permission', 'System.User.Permission']
export const permissionFor = (provider: 'R' | 'U') => (provider === 'R' ? 'System.Role.Permission' : 'System.User.Permission')
