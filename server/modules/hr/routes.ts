/**
 * Employee files (spec 001 s.2-9; docs/contracts.md "Employee files"): the employee list,
 * departed roster, blacklist, status moves, account and subject settings, detail and career
 * timeline. Export and organisation chart: ./export.ts, ./chart.ts; lookups: ./lookups.ts; the file editor
 * (GET/PUT /api/app/users/{id}/employee-file): ./file.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, sql, type Placeholder, type SQL } from 'drizzle-orm'
import { PAGE_SIZE_OPTIONS } from '../../../common/api-types'
import type { AppContext } from '../../context'
import { entities, type EntityValue } from '../../../common/entities'
import { callerHolds } from '../../auth/policy'
import { employeeStatusCounts, employees, positions, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { ApiError, fail, ok, paged } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { pageTotal, totalColumn } from '../../db/page-total'
import { likePattern, pageQuery, parseSorting, type Paging } from '../../http/paging'
import { text } from '../../http/params'
import { entityBody } from '../../http/validation'
import { byName, listUser, people, userSearch } from '../organisation/queries'
import {
  CURRENT,
  HR_MESSAGES,
  STATUS,
  countQuery,
  employeeDetailDto,
  employeeDetailRow,
  employeeQuery,
  employeeRow,
  nameSearch,
  rowColumns,
  statusIn,
  withNames,
  type BaseRow,
} from './queries'
import { operatorOf } from './moves'
import { careerTimeline, day, depFilter, moveOffList, setAccount, setSubjects } from './service'
import { employeeFileRoutes } from './file'
import { lookupRoutes } from './lookups'
import { exportRoutes } from './export'
import { chartRoutes } from './chart'

export const accountEntity = entities['account-setting']
export const subjectEntity = entities['subject-setting']
export const moveEntity = entities['status-move']

const tags = ['employee-files']
export const EMPLOYEE_READ = ['HRM.EmployeeFile', 'HRM.Departed', 'HRM.Blacklist', 'HRM.Comprehension']


type PageRow = BaseRow & { total: number }

/**
 * The select of a page with its total. `conditions` on employees only, `userConditions` on users:
 * without the latter the count reads one table. Page size and start may be placeholders (`unfilteredPage`).
 */
function pageSelect(db: Executor, conditions: SQL[], userConditions: SQL[], order: SQL[], skip: number | Placeholder, take: number | Placeholder) {
  const where = and(...conditions, ...userConditions)
  const counted = userConditions.length ? countQuery(db).where(where) : db.select({ n: count() }).from(employees).where(where)
  const rows = employeeQuery(db, { ...rowColumns, total: totalColumn(counted) })
    .where(where)
    .orderBy(...order)
    .limit(take as number)
    .offset(skip as number)
  return { rows, counted }
}

async function pagedRows(db: Executor, conditions: SQL[], userConditions: SQL[], order: SQL[], skip: number, take: number) {
  const { rows, counted } = pageSelect(db, conditions, userConditions, order, skip, take)
  return pageAnswer(db, (await rows) as unknown as PageRow[], skip, async () => Number((await counted)[0].n))
}

async function pageAnswer(db: Executor, rows: PageRow[], skip: number, count: () => Promise<number>) {
  const total = await pageTotal(rows, skip, count)
  return paged((await withNames(db, rows)).map(employeeRow), total)
}

/**
 * The list as the screen asks for it most (no filter but the status; any sort, a page size the
 * lists offer), prepared once per status, sort and page size and run on the planned database
 * (server/db/planned.ts): drizzle builds its SQL once, and PostgreSQL plans it once per connection
 * (a named statement under its generic plan). The status and the page size are literals in the
 * SQL, so the one plan fits its values: only the OFFSET is a parameter. Planning this five-table
 * select cost PostgreSQL more than running it (0.5-1 ms against 0.15 with 5,000 employees).
 * Other page sizes and filtered lists are built and planned per request (pagedRows).
 */
const unfilteredStatements = new WeakMap<Executor, Map<string, ReturnType<typeof prepareUnfiltered>>>()
const PLANNED_SIZES = new Set(PAGE_SIZE_OPTIONS)

/** The number of employees of one status or of the current staff, from the counters the database keeps (employee_status_counts). */
function statusTotal(db: Executor, status: SQL | number | undefined) {
  const which = status === undefined ? inArray(employeeStatusCounts.status, [...CURRENT]) : eq(employeeStatusCounts.status, status)
  return db.select({ n: sql<number>`coalesce(sum(${employeeStatusCounts.n}), 0)`.mapWith(Number) }).from(employeeStatusCounts).where(which)
}

function prepareUnfiltered(db: Executor, key: string, status: number | undefined, take: number, order: SQL[]) {
  const literal = status === undefined ? undefined : sql.raw(String(status))
  return employeeQuery(db, { ...rowColumns, total: totalColumn(statusTotal(db, literal)) })
    .where(literal ? eq(employees.status, literal) : statusIn(CURRENT))
    .orderBy(...order)
    .limit(sql.raw(String(take)) as unknown as number)
    .offset(sql.placeholder('skip') as unknown as number)
    .prepare(`employee_list_${key}`)
}

async function unfilteredPage(db: Executor, status: number | undefined, sort: { field: string; desc: boolean }, order: SQL[], skip: number, take: number) {
  const key = `${status ?? 'current'}_${sort.field}_${sort.desc ? 'desc' : 'asc'}_${take}`.toLowerCase()
  let byKey = unfilteredStatements.get(db)
  if (!byKey) unfilteredStatements.set(db, (byKey = new Map()))
  let statement = byKey.get(key)
  if (!statement) byKey.set(key, (statement = prepareUnfiltered(db, key, status, take, order)))
  const rows = (await statement.execute({ skip })) as unknown as PageRow[]
  return pageAnswer(db, rows, skip, async () => (await statusTotal(db, status))[0].n)
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
        const hr = await callerHolds(request, ['HRM.EmployeeFile', 'HRM.Comprehension'])
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
          const counted = ctx.db.select({ n: count() }).from(users).where(where)
          const rows = await people(ctx.db, { total: totalColumn(counted) }).where(where).orderBy(...byName).limit(q.MaxResultCount).offset(q.SkipCount)
          return paged(rows.map(listUser), await pageTotal(rows, q.SkipCount, async () => Number((await counted)[0].n)))
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
        const order = [sort.desc ? desc(col) : asc(col), asc(users.userName)]
        if (conditions.length === 1 && !userConditions.length && PLANNED_SIZES.has(q.MaxResultCount))
          return unfilteredPage(ctx.planned ?? ctx.db, q.Status, sort, order, q.SkipCount, q.MaxResultCount)
        return pagedRows(ctx.db, conditions, userConditions, order, q.SkipCount, q.MaxResultCount)
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
        await moveOffList(ctx.db, request.body, await operatorOf(ctx.db, request))
        return ok(null)
      },
    )

    type AccountInput = EntityValue<'account-setting'>
    const accountHandler = async (request: FastifyRequest<{ Body: AccountInput }>) => {
      await setAccount(ctx.db, request.body, await operatorOf(ctx.db, request))
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
        const done = await setSubjects(ctx.db, request.body, await operatorOf(ctx.db, request))
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
        const secrets = await callerHolds(request, ['HRM.EmployeeFile.Update'])
        return ok(employeeDetailDto(r, secrets))
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
        return ok(await careerTimeline(ctx.db, workNo))
      },
    )
  }
}
