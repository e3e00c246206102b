/**
 * Employee files (spec 001 s.2-9; docs/contracts.md "Employee files"): the employee list,
 * departed roster, blacklist, status moves, account and subject settings, detail and career
 * timeline. Export and organisation chart: ./export.ts, ./chart.ts; lookups: ./lookups.ts; the file editor
 * (GET/PUT /api/app/users/{id}/employee-file): ./file.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, type SQL } from 'drizzle-orm'
import { fieldRule } from '../../../common/entity-fields'
import { dayOf, requiredMessage } from '../../../common/rules'
import type { AppContext } from '../../context'
import { entities, type EntityValue } from '../../../common/entities'
import { userOf } from '../../auth/policy'
import { holdsAny } from '../../auth/grants'
import { revokeUserTokens } from '../../auth/tokens'
import { chunks } from '../../db/chunks'
import { businessDepartments, employeeCareers, employees, hrParams, positions, subjects, users } from '../../db/schema'
import { ADMIN_WORK_NO } from '../identity/admin'
import type { Executor } from '../../db/types'
import { ApiError, badRequest, conflict, fail, forbidden, ok, paged } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { likePattern, pageQuery, parseSorting, type Paging } from '../../http/paging'
import { text } from '../../http/params'
import { newStamp, updateStamped } from '../../http/stamp'
import { entityBody } from '../../http/validation'
import { byName, listUser, organisation, people, userSearch } from '../organisation/queries'
import {
  CURRENT,
  HR_MESSAGES,
  STATUS,
  STATUS_NAMES,
  countQuery,
  employeeDetailRow,
  employeeQuery,
  employeeRow,
  findEmployeeByWorkNo,
  nameSearch,
  rowColumns,
  statusIn,
  withNames,
  type BaseRow,
  type Row,
} from './queries'
import { applyMove, operatorOf } from './moves'
import { employeeFileRoutes } from './file'
import { lookupRoutes } from './lookups'
import { exportRoutes } from './export'
import { chartRoutes } from './chart'

export const accountEntity = entities['account-setting']
export const subjectEntity = entities['subject-setting']
export const moveEntity = entities['status-move']

const tags = ['employee-files']
export const EMPLOYEE_READ = ['HRM.EmployeeFile', 'HRM.Departed', 'HRM.Blacklist', 'HRM.Comprehension']


/** The department and all below it; undefined = no filter; [] = matches nobody. */
async function depFilter(db: Executor, depId: string | undefined): Promise<string[] | undefined> {
  const id = depId?.trim()
  if (!id || id === '0') return undefined
  if (!UUID.test(id)) return []
  return (await organisation(db)).subtree(id)
}

function day(value: string | undefined, field: string): string | undefined {
  if (!value?.trim()) return undefined
  const d = dayOf(value.trim())
  if (!d) throw fail(field, HR_MESSAGES.date)
  return d
}

/** `conditions` on employees only, `userConditions` on users: without the latter the count reads one table. */
async function pagedRows(db: Executor, conditions: SQL[], userConditions: SQL[], order: SQL[], skip: number, take: number) {
  const where = and(...conditions, ...userConditions)
  const [rows, [{ n }]] = await Promise.all([
    employeeQuery(db, rowColumns).where(where).orderBy(...order).limit(take).offset(skip) as unknown as Promise<BaseRow[]>,
    userConditions.length ? countQuery(db).where(where) : db.select({ n: count() }).from(employees).where(where),
  ])
  return paged((await withNames(db, rows)).map(employeeRow), Number(n))
}

const SORTABLE = ['WorkNo', 'RealName', 'JoinTime', 'Status'] as const
const sortColumn = { WorkNo: users.userName, RealName: users.realName, JoinTime: employees.joinTime, Status: employees.status }

type ListQuery = Paging & {
  Filter?: string
  RealName?: string
  Name?: string
  DepId?: string
  PositionId?: string
  PositionName?: string
  Status?: number
  OrgId?: string
  Sorting?: string
}

export function hrRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    await app.register(lookupRoutes(ctx))
    await app.register(exportRoutes(ctx))
    await app.register(chartRoutes(ctx))
    await app.register(employeeFileRoutes(ctx))

    app.get<{ Querystring: ListQuery }>(
      '/api/app/users/user-list',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: '员工列表（HRM.EmployeeFile：在职员工，部门含下级；其他用户：选人列表）',
          querystring: pageQuery({
            Filter: text(),
            RealName: text(),
            Name: text(),
            DepId: text(40),
            PositionId: text(40),
            PositionName: text(),
            Status: { type: 'integer', enum: [0, 1, 2] },
            OrgId: text(40),
            Sorting: text(),
          }),
        },
      },
      async (request) => {
        const q = request.query
        const hr = await holdsAny(ctx.db, userOf(request).id, ['HRM.EmployeeFile', 'HRM.Comprehension'])
        const deps = await depFilter(ctx.db, q.DepId)
        if (!hr) {
          // The picker list of docs/contracts.md "Organisation pickers": active users, no HR fields.
          const conditions: SQL[] = [eq(users.isActive, true)]
          if (q.Filter?.trim()) conditions.push(userSearch(q.Filter.trim()))
          if (deps) {
            if (!deps.length) return paged([], 0)
            conditions.push(inArray(users.departmentId, deps))
          }
          if (q.PositionId) {
            if (!UUID.test(q.PositionId)) return paged([], 0)
            conditions.push(eq(users.positionId, q.PositionId))
          }
          const where = and(...conditions)
          const [rows, [{ total }]] = await Promise.all([
            people(ctx.db).where(where).orderBy(...byName).limit(q.MaxResultCount).offset(q.SkipCount),
            ctx.db.select({ total: count() }).from(users).where(where),
          ])
          return paged(rows.map(listUser), Number(total))
        }
        const conditions: SQL[] = [q.Status === undefined ? statusIn(CURRENT) : eq(employees.status, q.Status)]
        const userConditions: SQL[] = []
        const search = (q.Filter ?? q.RealName ?? q.Name)?.trim()
        if (search) userConditions.push(nameSearch(search))
        if (deps) {
          if (!deps.length) return paged([], 0)
          userConditions.push(inArray(users.departmentId, deps))
        }
        if (q.PositionId) {
          if (!UUID.test(q.PositionId)) return paged([], 0)
          userConditions.push(eq(users.positionId, q.PositionId))
        }
        if (q.PositionName?.trim())
          userConditions.push(inArray(users.positionId, ctx.db.select({ id: positions.id }).from(positions).where(ilike(positions.name, likePattern(q.PositionName.trim())))))
        if (q.OrgId) {
          if (!UUID.test(q.OrgId)) return paged([], 0)
          conditions.push(eq(employees.orgId, q.OrgId))
        }
        const sort = parseSorting(q.Sorting, SORTABLE, 'WorkNo')
        const col = sortColumn[sort.field]
        return pagedRows(ctx.db, conditions, userConditions, [sort.desc ? desc(col) : asc(col), asc(users.userName)], q.SkipCount, q.MaxResultCount)
      },
    )

    app.get<{
      Querystring: Paging & { OrgId?: string; DepId?: string; RealName?: string; NickName?: string; WorkNo?: string; StartTime?: string; EndTime?: string; sort?: number }
    }>(
      '/api/app/users/leave-user-list',
      {
        config: { permission: 'HRM.Departed' },
        schema: {
          tags,
          summary: '离职人员（历史花名册）',
          querystring: pageQuery({
            OrgId: text(40),
            DepId: text(40),
            RealName: text(),
            NickName: text(),
            WorkNo: text(),
            StartTime: text(30),
            EndTime: text(30),
            sort: { type: 'integer', enum: [0, 1], default: 1 },
          }),
        },
      },
      async (request) => {
        const q = request.query
        const start = day(q.StartTime, 'StartTime')
        const end = day(q.EndTime, 'EndTime')
        if (start && end && start > end) throw fail('StartTime', '开始时间不能大于结束时间')
        const conditions: SQL[] = [eq(employees.status, STATUS.departed)]
        const userConditions: SQL[] = []
        if (q.OrgId?.trim()) {
          if (!UUID.test(q.OrgId.trim())) return paged([], 0)
          conditions.push(eq(employees.orgId, q.OrgId.trim()))
        }
        const deps = await depFilter(ctx.db, q.DepId)
        if (deps) {
          if (!deps.length) return paged([], 0)
          userConditions.push(inArray(users.departmentId, deps))
        }
        if (q.RealName?.trim()) userConditions.push(ilike(users.realName, likePattern(q.RealName.trim())))
        if (q.NickName?.trim()) userConditions.push(ilike(users.nickName, likePattern(q.NickName.trim())))
        if (q.WorkNo?.trim()) userConditions.push(ilike(users.userName, likePattern(q.WorkNo.trim())))
        if (start) conditions.push(gte(employees.leaveTime, start))
        if (end) conditions.push(lte(employees.leaveTime, end))
        const order = q.sort === 0 ? [asc(employees.leaveTime), asc(users.userName)] : [desc(employees.leaveTime), asc(users.userName)]
        return pagedRows(ctx.db, conditions, userConditions, order, q.SkipCount, q.MaxResultCount)
      },
    )

    app.get<{ Querystring: Paging & { name?: string; Name?: string; RealName?: string; workNo?: string; WorkNo?: string } }>(
      '/api/app/users/user-black-list',
      {
        config: { permission: 'HRM.Blacklist' },
        schema: {
          tags,
          summary: '黑名单',
          querystring: pageQuery({ name: text(), Name: text(), RealName: text(), workNo: text(), WorkNo: text() }),
        },
      },
      async (request) => {
        const q = request.query
        const conditions: SQL[] = [eq(employees.status, STATUS.blacklist)]
        const userConditions: SQL[] = []
        const name = (q.name ?? q.Name ?? q.RealName)?.trim()
        const workNo = (q.workNo ?? q.WorkNo)?.trim()
        if (name) {
          const p = likePattern(name)
          userConditions.push(ilike(users.realName, p))
        }
        if (workNo) userConditions.push(ilike(users.userName, likePattern(workNo)))
        return pagedRows(ctx.db, conditions, userConditions, [desc(employees.leaveTime), asc(users.userName)], q.SkipCount, q.MaxResultCount)
      },
    )

    app.post<{ Body: EntityValue<'status-move'> }>(
      '/api/app/users/move-black',
      {
        config: { permission: ['HRM.Blacklist.Delete', 'HRM.Departed.Delete'] },
        schema: { tags, summary: '移出黑名单 / 移出历史花名册（Type 2 正式员工；3、4 另一名单）', body: entityBody(moveEntity) },
      },
      async (request) => {
        const { WorkNo, Type, Reason } = request.body
        const person = await findEmployeeByWorkNo(ctx.db, WorkNo)
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
        const me = userOf(request)
        if (!(await holdsAny(ctx.db, me.id, [need]))) throw forbidden()
        const operator = await operatorOf(ctx.db, request)
        await ctx.db.transaction(async (tx) => {
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
        return ok(null)
      },
    )

    type AccountInput = EntityValue<'account-setting'>
    const accountHandler = async (request: FastifyRequest<{ Body: AccountInput }>) => {
      const input = request.body
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
      const [target] = await ctx.db.select({ userName: users.userName }).from(users).where(eq(users.id, input.Id))
      if (!target) throw new ApiError(404, HR_MESSAGES.notFound)
      if (target.userName === ADMIN_WORK_NO && input.Type !== 1) throw fail('Type', HR_MESSAGES.adminActive)
      const operator = await operatorOf(ctx.db, request)
      await ctx.db.transaction(async (tx) => {
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
        await tx.update(users).set({ isActive: input.Type === 1, concurrencyStamp: newStamp() }).where(eq(users.id, input.Id))
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
      return ok(null)
    }
    for (const url of ['/api/app/users/updateleave-office/', '/api/app/users/updateleave-office']) {
      app.post(
        url,
        { config: { permission: 'HRM.EmployeeFile.Update' }, schema: { tags, summary: '账号设置（1 启用，2 禁用，3 黑名单；需带 ConcurrencyStamp）', body: entityBody(accountEntity, { stamped: true }) } },
        accountHandler,
      )
    }

    app.put<{ Body: EntityValue<'subject-setting'> }>(
      '/api/app/users/user-orgs-info',
      {
        config: { permission: 'HRM.EmployeeFile.Update' },
        schema: { tags, summary: '设置主体（一人或多人；ids 为空时 depid 部门及下级的在职员工）', body: entityBody(subjectEntity) },
        // The spec's spellings (ids, depid, a single Id) become the entity's before validation.
        preValidation: async (request) => {
          const raw: unknown = request.body
          if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return
          const body = raw as Record<string, unknown>
          if (body.Ids === undefined) body.Ids = body.ids ?? (body.Id ? [body.Id] : undefined)
          if (body.DepId === undefined) body.DepId = body.depid ?? body.depId
        },
      },
      async (request) => {
        const input = request.body
        let ids = [...new Set((input.Ids ?? []).filter((i) => UUID.test(i)))]

        if (!ids.length && input.DepId) {
          const deps = await depFilter(ctx.db, input.DepId)
          const rows = await ctx.db
            .select({ id: employees.userId })
            .from(employees)
            .innerJoin(users, eq(users.id, employees.userId))
            .where(and(statusIn(CURRENT), deps ? (deps.length ? inArray(users.departmentId, deps) : isNull(users.id)) : undefined))
          ids = rows.map((r) => r.id)
        }
        if (!ids.length) throw fail('Ids', HR_MESSAGES.noPeople)
        const uuidOr = (id: string | null | undefined) => (id && UUID.test(id) ? id : '00000000-0000-0000-0000-000000000000')
        const [[contract], [bizOrg], [bizDep]] = await Promise.all([
          ctx.db.select({ name: subjects.companyName }).from(subjects).where(eq(subjects.id, uuidOr(input.ContractId))),
          ctx.db.select({ name: subjects.companyName }).from(subjects).where(eq(subjects.id, uuidOr(input.BusinessOrgId))),
          ctx.db.select({ name: businessDepartments.name }).from(businessDepartments).where(eq(businessDepartments.id, uuidOr(input.BusinessDepId))),
        ])
        if (!contract) throw fail('ContractId', HR_MESSAGES.subject)
        if (!bizOrg) throw fail('BusinessOrgId', HR_MESSAGES.businessOrg)
        if (!bizDep) throw fail('BusinessDepId', HR_MESSAGES.businessDep)
        const param = async (id: string | null | undefined, key: string, field: string, message: string) => {
          if (!id) return null
          const [row] = await ctx.db.select({ name: hrParams.name }).from(hrParams).where(and(eq(hrParams.id, uuidOr(id)), eq(hrParams.key, key)))
          if (!row) throw fail(field, message)
          return row.name
        }
        const layerName = await param(input.Joblayer, 'joblayer', 'Joblayer', HR_MESSAGES.jobLayer)
        const levelName = await param(input.Joblevel, 'joblevel', 'Joblevel', HR_MESSAGES.jobLevel)
        const operator = await operatorOf(ctx.db, request)
        const remark = [`设置主体：合同主体 ${contract.name}`, `业务主体 ${bizOrg.name}`, `业务部门 ${bizDep.name}`, layerName && `职层 ${layerName}`, levelName && `职级 ${levelName}`, `${input.IsProduce === 1 ? '' : '非'}生产`]
          .filter(Boolean)
          .join('，')
        const done = await ctx.db.transaction(async (tx) => {
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
            if (updated.length)
              await tx.insert(employeeCareers).values(updated.map((u) => ({ userId: u.id, kind: 'subject', remark, operatorId: operator.id, operatorName: operator.name })))
          }
          return n
        })
        if (!done) throw new ApiError(404, HR_MESSAGES.notFound)
        return ok({ Count: done })
      },
    )

    app.get<{ Querystring: { workno: string } }>(
      '/api/app/users/user-by-work-no',
      {
        config: { permission: EMPLOYEE_READ },
        schema: { tags, summary: '员工详情（身份证号、银行卡号仅对 HRM.EmployeeFile.Update 可见）', querystring: { type: 'object', required: ['workno'], properties: { workno: text(30) } } },
      },
      async (request) => {
        const workNo = request.query.workno.trim()
        const row = await employeeDetailRow(ctx.db, eq(users.userName, workNo))
        if (!row) throw new ApiError(404, HR_MESSAGES.notFound)
        const [r] = await withNames(ctx.db, [row])
        const secrets = await holdsAny(ctx.db, userOf(request).id, ['HRM.EmployeeFile.Update'])
        const age = r.birth ? ageOf(r.birth) : null
        return ok({
          ...employeeRow(r),
          Account: r.userName,
          Email: r.email,
          PhoneNumber: r.phone,
          DateOfBirthTime: r.birth,
          ToWorkTime: r.toWorkTime,
          Age: age,
          Height: r.height,
          Weight: r.weight,
          Married: r.married,
          Politics: r.politics,
          NativePlace: r.nativePlace,
          Ethnic: r.ethnic,
          BloodType: r.bloodType,
          Education: r.education,
          EducationName: r.education,
          Specialty: r.specialty,
          Character: r.character,
          QQ: r.qq,
          IdNo: secrets ? r.idNo : '',
          CardNo: secrets ? r.cardNo : '',
          CardName: r.cardName,
          CardAddress: r.cardAddress,
          Photo: r.photo,
          PositionLevel: r.positionLevel,
          MajorAreas: r.majorAreas,
          Responsibility: r.responsibility,
          ConcurrencyStamp: r.stamp,
        })
      },
    )

    app.get<{ Querystring: { workno: string } }>(
      '/api/app/users/work-place-by-work-no',
      {
        config: { permission: EMPLOYEE_READ },
        schema: { tags, summary: '职场历程（按年分组，年内按时间倒序）', querystring: { type: 'object', required: ['workno'], properties: { workno: text(30) } } },
      },
      async (request) => {
        const workNo = request.query.workno.trim()
        const person = await findEmployeeByWorkNo(ctx.db, workNo)
        if (!person) throw new ApiError(404, HR_MESSAGES.notFound)
        const rows = await ctx.db
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
        return ok({ WorkPlaceSonlist: years, WorkPlacelist: items })
      },
    )
  }
}

/** Year, month, day and 'YYYY-MM-DD HH:mm:ss' in China time (UTC+8, no daylight saving). */
export function chinaTime(at: Date) {
  const t = new Date(at.getTime() + 8 * 3600_000)
  const iso = t.toISOString()
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate(), text: `${iso.slice(0, 10)} ${iso.slice(11, 19)}` }
}

export function ageOf(birth: string, now = new Date()): number {
  const [y, m, d] = birth.split('-').map(Number)
  let age = now.getFullYear() - y
  if (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d)) age--
  return age
}

export { STATUS_NAMES, operatorOf }
