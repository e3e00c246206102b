/**
 * Rules of onboarding: the check of a basic-information save, and the approval of an entry (the
 * review route and the demo seed both make a new hire an employee this way).
 */
import { and, eq } from 'drizzle-orm'
import { fieldRule } from '../../../common/entity-fields'
import { checkField, dayOf, fieldMessage, isEmpty } from '../../../common/rules'
import { todayInChina } from '../../../common/time'
import { areas, employeeCareers, employees, hrParams, roles, userRoles, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { UUID } from '../../http/db-errors'
import { fail } from '../../http/envelope'
import { fileIdOfReference } from '../files/references'
import { ENTRY_MESSAGES, NEW_HIRE_ROLE, PROVINCE_CITY, type EntryRow } from './data'
import { attachable, entryBasicEntity, exists, nickTaken } from './queries'
import { sessionsChanged } from '../../auth/session-cache'

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
  sessionsChanged()
  await tx.insert(employeeCareers).values({ userId, kind: 'entry', toStatus: 0, remark: '入职：试用期', operatorId: operator.id, operatorName: operator.name })
}

/** The checks of a basic-information save beyond the entity rules; answers the values to store. */
export async function checkBasic(db: Executor, userId: string, callerId: string, b: Record<string, unknown>): Promise<Record<string, unknown>> {
  // The validator has checked every date (birth dates by the rule kind birthDate); store the day only.
  for (const f of ['DateOfBirthTime', 'Birthday', 'EntryTime', 'SocialPaymentTime']) b[f] = dayOf(b[f])
  if (typeof b.Weight === 'number') b.Weight = Math.round(b.Weight * 100) / 100
  // spec 001 s.5: the age is the current year minus the birth year, whatever the client sent
  b.Age = Number(today().slice(0, 4)) - Number(String(b.DateOfBirthTime).slice(0, 4))
  const ageProblem = checkField(fieldRule(entryBasicEntity, 'Age'), b.Age)
  if (ageProblem) throw fail('Age', fieldMessage(fieldRule(entryBasicEntity, 'Age').label, ageProblem))
  if (!(await exists(db, 'subject', String(b.OrgId)))) throw fail('OrgId', '主体不存在')
  if (!(await exists(db, 'dep', String(b.DepId)))) throw fail('DepId', '部门不存在')
  if (!(await exists(db, 'pos', String(b.PositionId)))) throw fail('PositionId', '岗位不存在')
  if (!(await exists(db, 'work', String(b.WorkId)))) throw fail('WorkId', '办公地点不存在')
  const level = await db.select({ id: hrParams.id }).from(hrParams).where(and(eq(hrParams.key, 'jibie'), eq(hrParams.name, String(b.WorkLevel))))
  if (!level.length) throw fail('WorkLevel', '级别不存在')
  for (const [pf, cf] of PROVINCE_CITY) {
    const [prov] = await db.select({ id: areas.id }).from(areas).where(and(eq(areas.id, String(b[pf])), eq(areas.level, 1)))
    if (!prov) throw fail(pf, '省份不存在')
    const [city] = await db.select({ id: areas.id }).from(areas).where(and(eq(areas.id, String(b[cf])), eq(areas.parentId, prov.id)))
    if (!city) throw fail(cf, '城市不存在')
  }
  if (!isEmpty(b.NickName) && (await nickTaken(db, String(b.NickName), userId))) throw fail('NickName', ENTRY_MESSAGES.nickTaken)
  if (!isEmpty(b.Photo) && typeof b.Photo === 'string') {
    // Only a reference to a file of the hire's or the caller's: anything else is no photo of ours.
    const id = fileIdOfReference(b.Photo) ?? b.Photo.trim()
    if (!(await attachable(db, id, [userId, callerId]))) throw fail('Photo', '文件不存在')
  }
  return b
}

/** A row keeps its id; a new one gets one. */
export const withIds = (rows: Record<string, unknown>[]) => rows.map((r) => (isEmpty(r.Id) ? { ...r, Id: crypto.randomUUID() } : r))
