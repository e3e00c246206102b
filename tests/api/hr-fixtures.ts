/** Shared bits of the employee-file API tests (tests/api/hr-*.test.ts). */
import { eq, sql } from 'drizzle-orm'
import { employeeCareers, employees, employeeStatusMoves, roles, users } from '../../server/db/schema'
import { grantAll } from '../../server/permissions/grant'
import type { Harness } from './harness'

/** A role holding exactly these permissions, and a user in it; answers the user's token. */
export async function userWith(h: Harness, userName: string, permissions: string[]): Promise<string> {
  const role = `R_${userName}`
  await h.db.insert(roles).values({ name: role }).onConflictDoNothing()
  await grantAll(h.db, 'R', role, permissions)
  await h.addUser(userName, [role])
  return h.tokenFor(userName)
}

/** Status, account flag and the number of moves and career entries of one person. */
export async function stateOf(h: Harness, workNo: string) {
  const [u] = await h.db
    .select({ id: users.id, isActive: users.isActive, status: employees.status, leaveTime: employees.leaveTime, leaveReason: employees.leaveReason })
    .from(users)
    .innerJoin(employees, eq(employees.userId, users.id))
    .where(eq(users.userName, workNo))
  const [{ moves }] = await h.db.select({ moves: sql<number>`count(*)::int` }).from(employeeStatusMoves).where(eq(employeeStatusMoves.userId, u.id))
  const [{ careers }] = await h.db.select({ careers: sql<number>`count(*)::int` }).from(employeeCareers).where(eq(employeeCareers.userId, u.id))
  return { ...u, moves, careers }
}

export interface EmployeeRow {
  Id: string
  WorkNo: string
  RealName: string
  NickName: string
  Status: number
  StatusName: string
  DepId: string | null
  DepName: string
  PositionName: string
  OrgId: string | null
  OrgName: string
  Phone: string
  PhoneNumber: string
  LeaveTime: string | null
  LeaveReason: string
  IsActive: boolean
  [k: string]: unknown
}
export interface Page<T> {
  Items: T[]
  TotalCount: number
}
