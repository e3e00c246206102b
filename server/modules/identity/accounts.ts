/** Creating an account (user management, onboarding, the seed): one insert of user and roles. */
import { hashPassword } from '../../auth/password'
import { userRoles, users } from '../../db/schema'
import type { Executor } from '../../db/types'

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
  positionId?: string | null
  avatar?: string
  twoFactorEnabled?: boolean
  /** a ready hash (bulk seeding); `password` is then not hashed again */
  passwordHash?: string
  lockoutEnabled?: boolean
  isActive?: boolean
  roleIds?: string[]
}

export async function createUser(tx: Executor, u: NewUser): Promise<string> {
  const { password, roleIds, passwordHash, ...fields } = u
  const [row] = await tx
    .insert(users)
    .values({ ...fields, passwordHash: passwordHash ?? (await hashPassword(password)) })
    .returning({ id: users.id })
  if (roleIds?.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })))
  return row.id
}
