/**
 * Rules and transactions of onboarding that outlive a request: the approval of an entry (the review
 * route and the demo seed both make a new hire an employee this way).
 */
import { and, eq } from 'drizzle-orm'
import { dayOf } from '../../../common/rules'
import { todayInChina } from '../../../common/time'
import { employeeCareers, employees, roles, userRoles, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { UUID } from '../../http/db-errors'
import { NEW_HIRE_ROLE, type EntryRow } from './data'

const today = () => todayInChina()

/** Agree: the new hire becomes an employee in probation (inside the caller's transaction). */
export async function approve(tx: Executor, userId: string, e: EntryRow, operator: { id: string; name: string }) {
  const b = e.basic ?? {}
  const s = (k: string) => (typeof b[k] === 'string' ? (b[k] as string) : '')
  const n = (k: string) => (typeof b[k] === 'number' ? (b[k] as number) : null)
  const id = (k: string) => (typeof b[k] === 'string' && UUID.test(b[k] as string) ? (b[k] as string) : null)
  const day = (k: string) => dayOf(b[k]) ?? null
  const joinTime = day('EntryTime') ?? today()
  await tx
    .insert(employees)
    .values({
      userId,
      status: 0,
      workLevel: s('WorkLevel'),
      orgId: id('OrgId'),
      workingPlaceId: id('WorkId'),
      joinTime,
      entryTime: joinTime,
      fileTime: today(),
      dateOfBirthTime: day('DateOfBirthTime'),
      photo: s('Photo'),
      idNo: s('IdNo'),
      cardNo: s('CardNo'),
      cardName: s('CardName'),
      cardAddress: s('CardAddress'),
      qq: s('QQ'),
      specialty: s('Specialty'),
      character: s('Character'),
      married: n('Married'),
      politics: n('Politics'),
      nativePlace: s('NativePlace'),
      ethnic: s('Ethnic'),
      height: n('Height'),
      weight: n('Weight'),
      bloodType: s('BloodType'),
      education: s('Education'),
      householdProvinceId: s('HouseholdProvinceId') || null,
      householdCityId: s('HouseholdCityId') || null,
      householdAddress: s('HouseholdAddress'),
      nowProvinceId: s('NowProvinceId') || null,
      nowCityId: s('NowCityId') || null,
      nowAddress: s('NowProvinceAddress'),
    })
    .onConflictDoUpdate({ target: employees.userId, set: { status: 0, joinTime } })
  await tx.update(users).set({ isActive: true, concurrencyStamp: crypto.randomUUID() }).where(eq(users.id, userId))
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, NEW_HIRE_ROLE))
  if (role) await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, role.id)))
  // a new employee gets the default roles (IsDefault), else they would sign in to no menu at all
  const defaults = await tx.select({ id: roles.id }).from(roles).where(eq(roles.isDefault, true))
  if (defaults.length) await tx.insert(userRoles).values(defaults.map((r) => ({ userId, roleId: r.id }))).onConflictDoNothing()
  await tx.insert(employeeCareers).values({ userId, kind: 'entry', toStatus: 0, remark: '入职：试用期', operatorId: operator.id, operatorName: operator.name })
}

