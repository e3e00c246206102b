/**
 * The employee record as the HR module reads it: users + employees (1:1) with the names of every
 * lookup joined in, and the answer shapes of docs/contracts.md "Employee files".
 */
import { maskPhone } from '../../../common/mask'
import { todayInChina } from '../../../common/time'
import { count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import {
  businessDepartments,
  departments,
  employees,
  hrParams,
  positions,
  subjects,
  users,
  workingPlaces,
} from '../../db/schema'
import type { Executor } from '../../db/types'
import { likePattern } from '../../http/paging'
export const STATUS_NAMES = ['试用期', '实习期', '正式员工', '离职人员', '黑名单'] as const
export const STATUS = { probation: 0, intern: 1, regular: 2, departed: 3, blacklist: 4 } as const
/** Current staff: the employee list. */
export const CURRENT = [STATUS.probation, STATUS.intern, STATUS.regular]

export const HR_MESSAGES = {
  notFound: '员工不存在',
  notOnList: '该员工不在离职人员或黑名单中',
  moveType: '请选择移出类型',
  alreadyBlack: '该员工已在黑名单中',
  enableBlack: '黑名单人员不能启用，请先移出黑名单',
  adminActive: '系统管理员不能停用',
  noPeople: '请选择员工',
  subject: '合同主体不存在',
  businessOrg: '业务主体不存在',
  businessDep: '业务部门不存在',
  jobLayer: '职层不存在',
  jobLevel: '职级不存在',
  date: '请选择正确的日期',
} as const


/** Columns of a list row: nothing of ID card or bank card. Lookup names come from `withNames`. */
export const rowColumns = {
  id: users.id,
  userName: users.userName,
  realName: users.realName,
  nickName: users.nickName,
  surname: users.surname,
  name: users.name,
  gender: users.gender,
  phone: users.phoneNumber,
  email: users.email,
  avatar: users.avatar,
  isActive: users.isActive,
  depId: users.departmentId,
  depName: departments.name,
  positionId: users.positionId,
  positionName: positions.name,
  status: employees.status,
  workLevel: employees.workLevel,
  orgId: employees.orgId,
  businessOrgId: employees.businessOrgId,
  businessDepId: employees.businessDepId,
  jobLayerId: employees.jobLayerId,
  jobLevelId: employees.jobLevelId,
  isProduce: employees.isProduce,
  workId: employees.workingPlaceId,
  joinTime: employees.joinTime,
  workerTime: employees.workerTime,
  entryTime: employees.entryTime,
  fileTime: employees.fileTime,
  leaveTime: employees.leaveTime,
  leaveReason: employees.leaveReason,
  photo: employees.photo,
  stamp: employees.concurrencyStamp,
}

/** The personal columns of one employee's detail and file editor (beyond `rowColumns`); ID and bank card numbers among them. */
export const detailColumns = {
  birth: employees.dateOfBirthTime,
  toWorkTime: employees.toWorkTime,
  height: employees.height,
  weight: employees.weight,
  married: employees.married,
  politics: employees.politics,
  nativePlace: employees.nativePlace,
  ethnic: employees.ethnic,
  bloodType: employees.bloodType,
  education: employees.education,
  specialty: employees.specialty,
  character: employees.character,
  qq: employees.qq,
  idNo: employees.idNo,
  cardNo: employees.cardNo,
  cardName: employees.cardName,
  cardAddress: employees.cardAddress,
  positionLevel: employees.positionLevel,
  majorAreas: employees.majorAreas,
  responsibility: employees.responsibility,
}

/**
 * A select of `cols` over employees + users with department and position. The small lookups
 * (subjects, business departments, layers, levels, places) are not joined: a ten-table join costs
 * PostgreSQL more to plan than to run, so their names are filled in by `withNames`.
 */
export function employeeQuery<C extends Record<string, unknown>>(db: Executor, cols: C) {
  return db
    .select(cols as never)
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(positions, eq(positions.id, users.positionId))
}

/** The row type of a column set: a nullable column may answer null. */
type RowOf<Cols extends Record<string, { _: { notNull: boolean; data: unknown } }>> = {
  [K in keyof Cols]: Cols[K]['_']['notNull'] extends true ? Cols[K]['_']['data'] : Cols[K]['_']['data'] | null
}
export type BaseRow = RowOf<typeof rowColumns>
export type DetailRow = BaseRow & RowOf<typeof detailColumns>

/** One employee with the personal columns, by a condition on users or employees (undefined when none). */
export async function employeeDetailRow(db: Executor, where: SQL): Promise<DetailRow | undefined> {
  const [row] = (await employeeQuery(db, { ...rowColumns, ...detailColumns }).where(where)) as unknown as DetailRow[]
  return row
}
export type Row = BaseRow & {
  orgName: string
  businessOrgName: string
  businessDepName: string
  jobLayerName: string
  jobLevelName: string
  workName: string
}

/**
 * How long an answer of `lookupNames` is reused. The four tables are written only by the seed, at
 * start-up; the bound covers another process seeding a shared PostgreSQL database later. Without
 * it, each employee list page paid one more query (on the embedded database a query's fixed cost
 * is a few times its execution).
 */
const LOOKUP_NAMES_MS = 60_000
const lookupNamesCache = new WeakMap<Executor, { until: number; names: Promise<Map<string, string>> }>()

/** id -> name of every small lookup (ids are uuids, unique across the tables): one query, reused for a minute. */
export function lookupNames(db: Executor): Promise<Map<string, string>> {
  const now = Date.now()
  const hit = lookupNamesCache.get(db)
  if (hit && now < hit.until) return hit.names
  const names = readLookupNames(db)
  lookupNamesCache.set(db, { until: now + LOOKUP_NAMES_MS, names })
  names.catch(() => lookupNamesCache.delete(db))
  return names
}

async function readLookupNames(db: Executor): Promise<Map<string, string>> {
  const res = await db.execute(sql`
    SELECT id::text AS id, company_name AS name FROM ${subjects}
    UNION ALL SELECT id::text, name FROM ${businessDepartments}
    UNION ALL SELECT id::text, name FROM ${hrParams}
    UNION ALL SELECT id::text, name FROM ${workingPlaces}`)
  const rows = ((res as { rows?: unknown[] }).rows ?? (res as unknown as unknown[])) as { id: string; name: string }[]
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** The rows with the lookup names filled in (on the same objects). */
export async function withNames<T extends BaseRow>(db: Executor, rows: T[]): Promise<(T & Row)[]> {
  if (!rows.length) return []
  const names = await lookupNames(db)
  const n = (id: string | null) => (id ? names.get(id) ?? '' : '')
  // Added to the rows the query just made: copying their 30-odd columns with a spread cost the
  // employee list ~5% of its main-thread time (cpu profile under autocannon).
  return rows.map((r) =>
    Object.assign(r, {
      orgName: n(r.orgId),
      businessOrgName: n(r.businessOrgId),
      businessDepName: n(r.businessDepId),
      jobLayerName: n(r.jobLayerId),
      jobLevelName: n(r.jobLevelId),
      workName: n(r.workId),
    }),
  )
}

export const realNameOf = (r: { realName: string; surname: string; name: string; userName: string }) => r.realName || `${r.surname}${r.name}` || r.userName
export const sexOf = (gender: number) => (gender === 1 ? 1 : 0)

export function employeeRow(r: Row) {
  return {
    Id: r.id,
    UserName: r.userName,
    WorkNo: r.userName,
    RealName: realNameOf(r),
    NickName: r.nickName,
    Sex: sexOf(r.gender),
    Status: r.status,
    StatusName: STATUS_NAMES[r.status] ?? '',
    IsActive: r.isActive,
    DepId: r.depId,
    DepName: r.depName ?? '',
    PositionId: r.positionId,
    PositionName: r.positionName ?? '',
    OrgId: r.orgId,
    OrgName: r.orgName ?? '',
    BusinessOrgId: r.businessOrgId,
    BusinessOrgName: r.businessOrgName ?? '',
    BusinessDepId: r.businessDepId,
    BusinessDepName: r.businessDepName ?? '',
    Joblayer: r.jobLayerId,
    JoblayerName: r.jobLayerName ?? '',
    Joblevel: r.jobLevelId,
    JoblevelName: r.jobLevelName ?? '',
    IsProduce: r.isProduce,
    WorkLevel: r.workLevel,
    WorkId: r.workId,
    WorkName: r.workName ?? '',
    JoinTime: r.joinTime,
    WorkerTime: r.workerTime,
    EntryTime: r.entryTime,
    FileTime: r.fileTime,
    LeaveTime: r.leaveTime,
    LeaveReason: r.leaveReason,
    Phone: maskPhone(r.phone),
    PhoneNumber: maskPhone(r.phone),
    EMails: r.email,
    NickImg: r.avatar,
    HeadImg: r.photo || r.avatar,
    /** the employee row's stamp: the account setting of a row sends it back */
    ConcurrencyStamp: r.stamp,
  }
}

/** Name / nickname / work number contains the text. */
export function nameSearch(text: string): SQL {
  const p = likePattern(text)
  return or(ilike(users.realName, p), ilike(users.nickName, p), ilike(users.userName, p))!
}

/** Conditions are on users and employees only, so the count needs no lookup joins. */
export function countQuery(db: Executor) {
  return db.select({ n: count() }).from(employees).innerJoin(users, eq(users.id, employees.userId))
}

export async function findEmployeeByWorkNo(db: Executor, workNo: string) {
  const [row] = await db
    .select({ id: users.id, userName: users.userName, status: employees.status, isActive: users.isActive, stamp: employees.concurrencyStamp })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(eq(users.userName, workNo))
  return row
}

export const statusIn = (list: readonly number[]) => inArray(employees.status, [...list])

/** Age in whole years on `now` (China day) of a 'YYYY-MM-DD' birth date. */
export function ageOf(birth: string, now = new Date()): number {
  const [y, m, d] = birth.split('-').map(Number)
  const [ny, nm, nd] = todayInChina(now).split('-').map(Number)
  return ny - y - (nm < m || (nm === m && nd < d) ? 1 : 0)
}

/** One employee's detail (user-by-work-no): the list row plus the personal fields; ID and bank card numbers only for `secrets`. */
export function employeeDetailDto(r: DetailRow & Row, secrets: boolean) {
  return {
    ...employeeRow(r),
    Account: r.userName,
    Email: r.email,
    PhoneNumber: r.phone,
    DateOfBirthTime: r.birth,
    ToWorkTime: r.toWorkTime,
    Age: r.birth ? ageOf(r.birth) : null,
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
  }
}
