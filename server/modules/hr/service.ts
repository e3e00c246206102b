/**
 * Rules and transactions of the employee files (spec 001 s.2-9): moves off the departed roster and
 * the blacklist, the account setting, the subject setting of many people, and the career timeline.
 * Every write of a status goes through ./moves.ts in the caller's transaction.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import { fieldRule } from '../../../common/entity-fields'
import { entities, type EntityValue } from '../../../common/entities'
import { dayOf, requiredMessage } from '../../../common/rules'
import { holdsAny } from '../../auth/grants'
import { revokeUserTokens } from '../../auth/tokens'
import { chunks } from '../../db/chunks'
import { businessDepartments, employeeCareers, employees, hrParams, subjects, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { ApiError, badRequest, conflict, fail, forbidden } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { newStamp, updateStamped } from '../../http/stamp'
import { ADMIN_WORK_NO } from '../identity/admin'
import { organisation } from '../organisation/queries'
import { applyMove, operatorWho, type Operator } from './moves'
import { audit, auditEach } from '../audit/log'
import { CURRENT, findEmployeeByWorkNo, HR_MESSAGES, STATUS, statusIn } from './queries'

const accountEntity = entities['account-setting']

/** The department and all below it; undefined = no filter; [] = matches nobody. */
export async function depFilter(db: Executor, depId: string | undefined): Promise<string[] | undefined> {
  const id = depId?.trim()
  if (!id || id === '0') return undefined
  if (!UUID.test(id)) return []
  return (await organisation(db)).subtree(id)
}

export function day(value: string | undefined, field: string): string | undefined {
  if (!value?.trim()) return undefined
  const d = dayOf(value.trim())
  if (!d) throw fail(field, HR_MESSAGES.date)
  return d
}

/** Moves a departed or blacklisted person back to work or onto the other list (the caller needs that list's delete permission). */
export async function moveOffList(db: Executor, input: EntityValue<'status-move'>, operator: Operator): Promise<void> {
  const { WorkNo, Type, Reason } = input
  const person = await findEmployeeByWorkNo(db, WorkNo)
  if (!person) throw new ApiError(404, HR_MESSAGES.notFound)
  const from = person.status
  let to: number
  let need: string
  if (from === STATUS.blacklist) {
    need = 'HRM.Blacklist.Delete'
    to = Type === 2 ? STATUS.regular : STATUS.departed
  } else if (from === STATUS.departed) {
    need = 'HRM.Departed.Delete'
    to = Type === 2 ? STATUS.regular : STATUS.blacklist
  } else throw fail('WorkNo', HR_MESSAGES.notOnList)
  if (!(await holdsAny(db, operator.id, [need]))) throw forbidden()
  await db.transaction(async (tx) => {
    const [now] = await tx.select({ status: employees.status }).from(employees).where(eq(employees.userId, person.id)).for('update')
    if (!now || now.status !== from) throw conflict()
    await applyMove(tx, {
      userId: person.id,
      from,
      to,
      reason: Reason ?? '',
      operator,
      action: from === STATUS.blacklist ? '移出黑名单' : '移出历史花名册',
    })
  })
}

/** 账号设置: enable, disable (leaving) or blacklist one person; the employee row's stamp must be current. */
export async function setAccount(db: Executor, input: EntityValue<'account-setting'>, operator: Operator): Promise<void> {
  const black = input.Type === 3 || (input.Type === 2 && input.IsBlack === true)
  const disable = input.Type === 2 && !black
  if (black || disable) {
    const errors = []
    if (!input.LeaveTime) errors.push({ Field: 'LeaveTime', Message: requiredMessage(fieldRule(accountEntity, 'LeaveTime')) })
    if (!input.Reason) errors.push({ Field: 'Reason', Message: requiredMessage(fieldRule(accountEntity, 'Reason')) })
    if (errors.length) throw badRequest(errors[0].Message, errors)
  }
  const leaveTime = input.LeaveTime ? dayOf(input.LeaveTime)! : null
  if (!UUID.test(input.Id)) throw new ApiError(404, HR_MESSAGES.notFound)
  const [target] = await db.select({ userName: users.userName }).from(users).where(eq(users.id, input.Id))
  if (!target) throw new ApiError(404, HR_MESSAGES.notFound)
  if (target.userName === ADMIN_WORK_NO && input.Type !== 1) throw fail('Type', HR_MESSAGES.adminActive)
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ status: employees.status }).from(employees).where(eq(employees.userId, input.Id)).for('update')
    if (!row) throw new ApiError(404, HR_MESSAGES.notFound)
    // The stamp first: a stale setting changes nothing; every branch below writes the employee again.
    await updateStamped(tx, employees, eq(employees.userId, input.Id), input.ConcurrencyStamp, {})
    const reason = input.Reason ?? ''
    if (black) {
      if (row.status === STATUS.blacklist) throw fail('Type', HR_MESSAGES.alreadyBlack)
      await applyMove(tx, { userId: input.Id, from: row.status, to: STATUS.blacklist, reason, leaveTime, operator, action: '账号设置' })
      return
    }
    if (disable && (CURRENT as number[]).includes(row.status)) {
      await applyMove(tx, { userId: input.Id, from: row.status, to: STATUS.departed, reason, leaveTime, operator, action: '账号设置' })
      return
    }
    if (input.Type === 1 && row.status === STATUS.blacklist) throw fail('Type', HR_MESSAGES.enableBlack)
    // Enable, or disable of someone already departed/blacklisted: the account only.
    const [before] = await tx.select({ isActive: users.isActive }).from(users).where(eq(users.id, input.Id))
    await tx.update(users).set({ isActive: input.Type === 1, concurrencyStamp: newStamp() }).where(eq(users.id, input.Id))
    await audit(tx, {
      ...operatorWho(operator),
      action: 'status',
      targetType: 'employee',
      targetId: input.Id,
      targetName: target.userName,
      changes: { IsActive: [before?.isActive ?? null, input.Type === 1], ...(reason ? { Reason: reason } : {}), Action: '账号设置' },
    })
    if (disable) {
      await revokeUserTokens(tx, input.Id)
      await tx.update(employees).set({ leaveTime, leaveReason: reason }).where(eq(employees.userId, input.Id))
    }
    await tx.insert(employeeCareers).values({
      userId: input.Id,
      kind: 'account',
      remark: input.Type === 1 ? '账号设置：启用' : `账号设置：禁用${reason ? `（${reason}）` : ''}`,
      operatorId: operator.id,
      operatorName: operator.name,
    })
  })
}

/** 设置主体 of the given people, or of the current staff of a department and below; answers how many were set. */
export async function setSubjects(db: Executor, input: EntityValue<'subject-setting'>, operator: Operator): Promise<number> {
  let ids = [...new Set((input.Ids ?? []).filter((i) => UUID.test(i)))]

  if (!ids.length && input.DepId) {
    const deps = await depFilter(db, input.DepId)
    const rows = await db
      .select({ id: employees.userId })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.userId))
      .where(and(statusIn(CURRENT), deps ? (deps.length ? inArray(users.departmentId, deps) : isNull(users.id)) : undefined))
    ids = rows.map((r) => r.id)
  }
  if (!ids.length) throw fail('Ids', HR_MESSAGES.noPeople)
  const uuidOr = (id: string | null | undefined) => (id && UUID.test(id) ? id : '00000000-0000-0000-0000-000000000000')
  const [[contract], [bizOrg], [bizDep]] = await Promise.all([
    db.select({ name: subjects.companyName }).from(subjects).where(eq(subjects.id, uuidOr(input.ContractId))),
    db.select({ name: subjects.companyName }).from(subjects).where(eq(subjects.id, uuidOr(input.BusinessOrgId))),
    db.select({ name: businessDepartments.name }).from(businessDepartments).where(eq(businessDepartments.id, uuidOr(input.BusinessDepId))),
  ])
  if (!contract) throw fail('ContractId', HR_MESSAGES.subject)
  if (!bizOrg) throw fail('BusinessOrgId', HR_MESSAGES.businessOrg)
  if (!bizDep) throw fail('BusinessDepId', HR_MESSAGES.businessDep)
  const param = async (id: string | null | undefined, key: string, field: string, message: string) => {
    if (!id) return null
    const [row] = await db.select({ name: hrParams.name }).from(hrParams).where(and(eq(hrParams.id, uuidOr(id)), eq(hrParams.key, key)))
    if (!row) throw fail(field, message)
    return row.name
  }
  const layerName = await param(input.Joblayer, 'joblayer', 'Joblayer', HR_MESSAGES.jobLayer)
  const levelName = await param(input.Joblevel, 'joblevel', 'Joblevel', HR_MESSAGES.jobLevel)
  const remark = [`设置主体：合同主体 ${contract.name}`, `业务主体 ${bizOrg.name}`, `业务部门 ${bizDep.name}`, layerName && `职层 ${layerName}`, levelName && `职级 ${levelName}`, `${input.IsProduce === 1 ? '' : '非'}生产`]
    .filter(Boolean)
    .join('，')
  const done = await db.transaction(async (tx) => {
    let n = 0
    for (const part of chunks(ids, 500)) {
      const updated = await tx
        .update(employees)
        .set({
          orgId: input.ContractId,
          businessOrgId: input.BusinessOrgId,
          businessDepId: input.BusinessDepId,
          jobLayerId: input.Joblayer || null,
          jobLevelId: input.Joblevel || null,
          isProduce: input.IsProduce ?? 0,
          concurrencyStamp: crypto.randomUUID(),
        })
        .where(inArray(employees.userId, part))
        .returning({ id: employees.userId })
      n += updated.length
      if (!updated.length) continue
      await tx.insert(employeeCareers).values(updated.map((u) => ({ userId: u.id, kind: 'subject', remark, operatorId: operator.id, operatorName: operator.name })))
      const names = await tx.select({ id: users.id, userName: users.userName }).from(users).where(inArray(users.id, updated.map((u) => u.id)))
      await auditEach(tx, names.map((u) => ({ ...operatorWho(operator), action: 'update' as const, targetType: 'employee', targetId: u.id, targetName: u.userName, changes: { Action: remark } })))
    }
    return n
  })
  if (!done) throw new ApiError(404, HR_MESSAGES.notFound)
  return done
}

/** The career timeline of one person: newest first, grouped by year (China time). */
export async function careerTimeline(db: Executor, workNo: string) {
  const person = await findEmployeeByWorkNo(db, workNo)
  if (!person) throw new ApiError(404, HR_MESSAGES.notFound)
  const rows = await db
    .select({ id: employeeCareers.id, at: employeeCareers.happenedAt, kind: employeeCareers.kind, remark: employeeCareers.remark })
    .from(employeeCareers)
    .where(eq(employeeCareers.userId, person.id))
    .orderBy(desc(employeeCareers.happenedAt), desc(employeeCareers.creationTime))
  const items = rows.map((r) => {
    const t = chinaTime(r.at)
    return { Id: r.id, Year: t.year, Month: t.month, Day: t.day, Time: t.text, Remark: r.remark, Kind: r.kind }
  })
  const years: { Year: number; WorkPlacelist: typeof items }[] = []
  for (const item of items) {
    const last = years[years.length - 1]
    if (last && last.Year === item.Year) last.WorkPlacelist.push(item)
    else years.push({ Year: item.Year, WorkPlacelist: [item] })
  }
  return { WorkPlaceSonlist: years, WorkPlacelist: items }
}

/** Year, month, day and 'YYYY-MM-DD HH:mm:ss' in China time (UTC+8, no daylight saving). */
export function chinaTime(at: Date) {
  const t = new Date(at.getTime() + 8 * 3600_000)
  const iso = t.toISOString()
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate(), text: `${iso.slice(0, 10)} ${iso.slice(11, 19)}` }
}
