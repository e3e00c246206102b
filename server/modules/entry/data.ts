/**
 * Onboarding data helpers (docs/contracts.md "Onboarding"): constants, the record lookup with the
 * access and state rules, and the name lookups of the basic step.
 */
import type { FastifyRequest } from 'fastify'
import { eq, inArray, or, sql } from 'drizzle-orm'
import { userOf } from '../../auth/policy'
import { holdsAny } from '../../auth/grants'
import { areas, departments, entries, positions, subjects, users, workingPlaces } from '../../db/schema'
import type { Executor } from '../../db/types'
import { MESSAGES, badRequest, notFound } from '../../http/envelope'
import { textQuery } from '../../http/params'

/** The onboarding API: its prefix, OpenAPI tag and the `?workno=` every wizard call takes. */
export const ENTRY_API = '/api/app/new-user'
export const ENTRY_TAGS = ['onboarding']
export const worknoQuery = textQuery(['workno'], 30)
export type WQ = { Querystring: { workno?: string } }

export const NEW_HIRE_ROLE = '新员工'
export const NEW_HIRE_PERMISSIONS = ['HRM', 'HRM.EntryInfo']

export const ENTRY_STATUS = { filling: 0, approved: 1, rejected: 2, submitted: 3 } as const
export const ENTRY_STATUS_NAMES = ['待提交', '审核通过', '审核不通过', '待审核']

export const ENTRY_MESSAGES = {
  notFound: '入职信息不存在',
  submitted: '已提交，待审核',
  approved: '入职信息已审核通过，不能修改',
  approvedDelete: '入职信息已审核通过，不能删除',
  friendly500: MESSAGES.busy,
  nickTaken: '该昵称已被使用',
  photo: '请上传本人一寸白底照片',
  date: '请选择正确的日期',
  checkOnly: '只能审核待审核的入职信息',
  reason: '请输入不同意的原因',
}

export const UPLOAD_ITEMS = [
  { DataType: 1, Name: '身份证正面', MainId: 1 },
  { DataType: 2, Name: '身份证反面', MainId: 1 },
  { DataType: 3, Name: '学历证书', MainId: 1 },
  { DataType: 4, Name: '银行卡', MainId: 1 },
  { DataType: 5, Name: '离职证明', MainId: 0 },
  { DataType: 6, Name: '体检报告', MainId: 0 },
] as const

export const STEP_NAMES = ['基本信息', '教育培训', '工作经历', '家庭及成员', '资料上传']

/** Who may read any record, and who may write any record. */
export const HR_READ = ['HRM.EntryManagement', 'HRM.EntryManagement.Update', 'HRM.EntryManagement.Check']
export const HR_WRITE = ['HRM.EntryManagement.Update']
export const WIZARD_READ = ['HRM.EntryInfo', ...HR_READ]
export const WIZARD_WRITE = ['HRM.EntryInfo', ...HR_WRITE]

export type EntryRow = typeof entries.$inferSelect

export interface Resolved {
  userId: string
  workNo: string
  entry: EntryRow
  /** the caller holds the HR names of the mode (may act on any record) */
  hr: boolean
}

/**
 * Before the body is validated: a caller without HR who names another work number learns nothing,
 * not even what a valid body would be (404 like a missing record).
 */
export async function refuseOthersEntry(db: Executor, request: FastifyRequest): Promise<void> {
  const workno = (request.query as { workno?: unknown } | undefined)?.workno
  const me = userOf(request)
  if (typeof workno !== 'string' || !workno.trim() || workno.trim() === me.userName) return
  if (!(await holdsAny(db, me.id, HR_WRITE))) throw notFound(ENTRY_MESSAGES.notFound)
}

/** The record a wizard call is about, after the access rule (own record, or HR) and, for writes, the state rule. */
/** Whether the user has an entry record of their own (was entered as a new hire). */
export async function hasOwnEntry(db: Executor, userId: string): Promise<boolean> {
  return (await db.select({ id: entries.userId }).from(entries).where(eq(entries.userId, userId)).limit(1)).length > 0
}

export async function resolveEntry(db: Executor, request: FastifyRequest, workno: string | undefined, mode: 'read' | 'write'): Promise<Resolved> {
  const me = userOf(request)
  const hr = await holdsAny(db, me.id, mode === 'read' ? HR_READ : HR_WRITE)
  const target = workno?.trim() || me.userName
  // Another person's entry is answered like a missing one: its existence is nobody else's business.
  if (target !== me.userName && !hr) throw notFound(ENTRY_MESSAGES.notFound)
  const [row] = await db.select({ entry: entries, workNo: users.userName }).from(entries).innerJoin(users, eq(users.id, entries.userId)).where(eq(users.userName, target))
  if (!row) throw notFound(ENTRY_MESSAGES.notFound)
  if (mode === 'write') {
    if (row.entry.status === ENTRY_STATUS.approved) throw badRequest(ENTRY_MESSAGES.approved)
    if (row.entry.status === ENTRY_STATUS.submitted && !hr) throw badRequest(ENTRY_MESSAGES.submitted)
  }
  return { userId: row.entry.userId, workNo: row.workNo, entry: row.entry, hr }
}

const nameMap = async (db: Executor, table: 'subjects' | 'departments' | 'positions' | 'workingPlaces' | 'areas', ids: string[]) => {
  const list = [...new Set(ids.filter(Boolean))]
  if (!list.length) return new Map<string, string>()
  const rows =
    table === 'subjects'
      ? await db.select({ id: subjects.id, name: subjects.companyName }).from(subjects).where(inArray(subjects.id, list))
      : table === 'departments'
        ? await db.select({ id: departments.id, name: departments.name }).from(departments).where(inArray(departments.id, list))
        : table === 'positions'
          ? await db.select({ id: positions.id, name: positions.name }).from(positions).where(inArray(positions.id, list))
          : table === 'workingPlaces'
            ? await db.select({ id: workingPlaces.id, name: workingPlaces.name }).from(workingPlaces).where(inArray(workingPlaces.id, list))
            : await db.select({ id: areas.id, name: areas.name }).from(areas).where(inArray(areas.id, list))
  return new Map(rows.map((r) => [r.id, r.name]))
}

const UUIDISH = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const str = (v: unknown) => (typeof v === 'string' ? v : '')
const uuidOf = (v: unknown) => (typeof v === 'string' && UUIDISH.test(v) ? v : '')

/** Names (`*Name`) of the ids of a basic document, filled from the lookups. */
export async function basicNames(db: Executor, b: Record<string, unknown>): Promise<Record<string, string>> {
  const [org, dep, pos, work, area] = await Promise.all([
    nameMap(db, 'subjects', [uuidOf(b.OrgId)]),
    nameMap(db, 'departments', [uuidOf(b.DepId)]),
    nameMap(db, 'positions', [uuidOf(b.PositionId)]),
    nameMap(db, 'workingPlaces', [uuidOf(b.WorkId)]),
    nameMap(db, 'areas', AREA_FIELDS.map((f) => str(b[f]))),
  ])
  const out: Record<string, string> = {
    OrgName: org.get(str(b.OrgId)) ?? '',
    DepName: dep.get(str(b.DepId)) ?? '',
    PositionName: pos.get(str(b.PositionId)) ?? '',
    WorkName: work.get(str(b.WorkId)) ?? '',
  }
  for (const f of AREA_FIELDS) out[f.replace(/Id$/, 'Name')] = area.get(str(b[f])) ?? ''
  return out
}

export const AREA_FIELDS = ['HouseholdProvinceId', 'HouseholdCityId', 'NowProvinceId', 'NowCityId', 'HouseProvinceId', 'HouseCityId']
/** province field -> its city field */
export const PROVINCE_CITY: [string, string][] = [
  ['HouseholdProvinceId', 'HouseholdCityId'],
  ['NowProvinceId', 'NowCityId'],
  ['HouseProvinceId', 'HouseCityId'],
]

export const fileUrl = (id: string) => `/download-file?id=${id}`

/**
 * Files module read rule: HR (HR_READ) may open a file a new hire attached to an entry record (the
 * step 5 papers and the photo), so the review can look at them; the files stay owner-only otherwise.
 */
export async function entryFileReadable(db: Executor, userId: string, fileId: string): Promise<boolean> {
  const attached = await db
    .select({ id: entries.userId })
    .from(entries)
    .where(
      or(
        sql`jsonb_path_exists(${entries.uploads}, '$.* ? (@.PhotoId == $id)', jsonb_build_object('id', ${fileId}::text))`,
        sql`${entries.basic}->>'Photo' in (${fileId}, ${fileUrl(fileId)})`,
      ),
    )
    .limit(1)
  return attached.length > 0 && (await holdsAny(db, userId, HR_READ))
}
