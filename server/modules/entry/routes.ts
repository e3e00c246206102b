/**
 * Onboarding (issue 5, docs/contracts.md "Onboarding"): entry records, the five-step wizard of spec
 * 001 s.7 (reads, saves, submit, the nick aliases), the entry check list and review. Employee care
 * and messages: ./care.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { fieldRule, type EntitySchema } from '../../../common/entity-fields'
import { checkField, dayOf, fieldMessage, isEmpty } from '../../../common/rules'
import { maskPhone } from '../../../common/mask'
import { todayInChina } from '../../../common/time'
import type { AppContext } from '../../context'
import { entities, type EntityValue } from '../../../common/entities'
import { userOf } from '../../auth/policy'
import { hashPassword, randomPassword } from '../../auth/password'
import { fileIdOfReference } from '../files/references'
import { checkNewPassword } from '../../auth/password-policy'
import { areas, departments, entries, files, hrParams, positions, roles, subjects, users, workingPlaces } from '../../db/schema'
import { createUser } from '../identity/accounts'
import type { Executor } from '../../db/types'
import { badRequest, fail, ok, paged } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { likePattern, pageQuery, type Paging } from '../../http/paging'
import { text, textQuery } from '../../http/params'
import { entityBody } from '../../http/validation'
import { audit, auditChange, byRequest } from '../audit/log'
import { operatorOf } from '../hr/moves'
import { STATUS, STATUS_NAMES } from '../hr/queries'
import {

  ENTRY_MESSAGES,
  ENTRY_STATUS,
  ENTRY_STATUS_NAMES,

  NEW_HIRE_ROLE,
  PROVINCE_CITY,
  STEP_NAMES,
  UPLOAD_ITEMS,
  WIZARD_READ,
  WIZARD_WRITE,
  basicNames,
  fileUrl,
  hasOwnEntry,
  refuseOthersEntry,
  resolveEntry,
  type EntryRow,
} from './data'
import { careRoutes } from './care'
import { approve } from './service'
import { personRoutes } from './person'

export const entryCreateEntity = entities['entry-create']
export const entryBasicEntity = entities['entry-basic']
export const entryUploadEntity = entities['entry-upload']
export const entryCheckEntity = entities['entry-check']

const tags = ['onboarding']
const P = '/api/app/new-user'
const worknoQuery = textQuery(['workno'], 30)
type WQ = { Querystring: { workno?: string } }
const today = () => todayInChina()

/* ------------------------------------------------------------------ answers */

const BASIC_FIELDS = Object.keys(entryBasicEntity.properties)
const NULLABLE = new Set(
  Object.entries(entryBasicEntity.properties)
    .filter(([, p]) => p.type === 'integer' || p.type === 'number' || p.format === 'date' || p['x-select'] || (Array.isArray(p.type) && p.type.includes('null')))
    .map(([k]) => k),
)

async function basicAnswer(db: Executor, e: EntryRow, workNo: string) {
  const b = e.basic ?? {}
  const out: Record<string, unknown> = {}
  for (const f of BASIC_FIELDS) out[f] = b[f] ?? (NULLABLE.has(f) ? null : '')
  Object.assign(out, await basicNames(db, b))
  out.Id = e.userId
  out.WorkNo = workNo
  out.InsertType = b.InsertType ?? 1
  out.EducationName = (b.Education as string) ?? ''
  out.Status = e.status
  out.StatusName = ENTRY_STATUS_NAMES[e.status]
  out.Step = e.step
  out.Remark = e.remark
  // the status alert's text: the reason of a refusal, or that the record waits for review
  out.CheckText = e.status === ENTRY_STATUS.rejected ? e.remark : e.status === ENTRY_STATUS.submitted ? ENTRY_MESSAGES.submitted : ''
  return out
}

const rowsOf = (list: Record<string, unknown>[] | null | undefined) => list ?? []

function uploadList(e: EntryRow) {
  return UPLOAD_ITEMS.map((it) => {
    const got = e.uploads?.[String(it.DataType)]
    return {
      ...it,
      Status: got ? 1 : 0,
      StatusName: got ? '已上传' : '未上传',
      img: got ? { PhotoId: got.PhotoId, PhotoName: got.PhotoName, Url: fileUrl(got.PhotoId) } : null,
    }
  })
}

/* ------------------------------------------------------------------ validation of steps */

async function exists(db: Executor, kind: 'subject' | 'dep' | 'pos' | 'work', id: string | null | undefined): Promise<boolean> {
  if (!id || !UUID.test(id)) return false
  const table = kind === 'subject' ? subjects : kind === 'dep' ? departments : kind === 'pos' ? positions : workingPlaces
  return (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0
}

async function checkBasic(db: Executor, userId: string, callerId: string, b: Record<string, unknown>): Promise<Record<string, unknown>> {
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

/**
 * A file that may be attached to an entry: uploaded by the new hire or by the caller (HR editing).
 * Someone else's file id is refused like a missing one, so HR's read rule on attached files
 * (entryFileReadable) cannot be used to reach other people's files.
 */
async function attachable(db: Executor, id: string, owners: string[]) {
  if (!UUID.test(id)) return undefined
  const [f] = await db.select({ id: files.id, name: files.fileName }).from(files).where(and(eq(files.id, id), inArray(files.ownerId, owners)))
  return f
}

async function nickTaken(db: Executor, nick: string, exceptUserId: string | undefined): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.nickName, nick.trim()))
  return rows.some((r) => r.id !== exceptUserId)
}

/** A row keeps its id; a new one gets one. */
const withIds = (rows: Record<string, unknown>[]) => rows.map((r) => (isEmpty(r.Id) ? { ...r, Id: crypto.randomUUID() } : r))

/* ------------------------------------------------------------------ routes */

export function entryRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    await app.register(careRoutes(ctx))
    await app.register(personRoutes(ctx))
    await app.register(wizardRoutes(ctx))
  }
}

function wizardRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    const db = ctx.db
    // Onboarding calls hide code-500 errors (spec 001 s.7): a friendly message instead of '服务器错误'.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode !== 500 || typeof payload !== 'string') return payload
      return JSON.stringify({ Code: 500, Message: ENTRY_MESSAGES.friendly500, Data: null })
    })

    /* ---- entry records (HR) ---- */
    app.post<{ Body: EntityValue<'entry-create'> }>(
      `${P}/entry`,
      { config: { permission: 'HRM.EntryManagement.Create' }, schema: { tags, summary: '新建入职记录（返回一次初始密码）', body: entityBody(entryCreateEntity) } },
      async (request) => {
        const b = request.body
        if ((await db.select({ id: users.id }).from(users).where(eq(users.userName, b.WorkNo))).length) throw fail('WorkNo', '工号已存在')
        if (!b.OrgId || !(await exists(db, 'subject', b.OrgId))) throw fail('OrgId', '主体不存在')
        if (!b.DepId || !(await exists(db, 'dep', b.DepId))) throw fail('DepId', '部门不存在')
        if (b.PositionId && !(await exists(db, 'pos', b.PositionId))) throw fail('PositionId', '岗位不存在')
        if (b.Password) checkNewPassword('Password', '初始密码', b.Password, b.WorkNo)
        const password = b.Password || randomPassword(10)
        const passwordHash = await hashPassword(password)
        const userId = await db.transaction(async (tx) => {
          const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, NEW_HIRE_ROLE))
          const id = await createUser(tx, {
            userName: b.WorkNo,
            password,
            passwordHash,
            realName: b.RealName,
            surname: [...b.RealName][0] ?? '',
            name: [...b.RealName].slice(1).join(''),
            phoneNumber: b.PhoneNumber,
            departmentId: b.DepId,
            positionId: b.PositionId || null,
            roleIds: role ? [role.id] : [],
          })
          const basic = { RealName: b.RealName, Phone: b.PhoneNumber, OrgId: b.OrgId, DepId: b.DepId, PositionId: b.PositionId || null, InsertType: 1 }
          await tx.insert(entries).values({ userId: id, orgId: b.OrgId, basic })
          await auditChange(tx, byRequest(request), 'create', { type: 'entry', id, name: b.WorkNo }, null, { WorkNo: b.WorkNo, ...basic })
          return id
        })
        const names = await basicNames(db, { OrgId: b.OrgId, DepId: b.DepId })
        return ok({ Id: userId, WorkNo: b.WorkNo, RealName: b.RealName, PhoneNumber: b.PhoneNumber, OrgId: b.OrgId, OrgName: names.OrgName, DepId: b.DepId, DepName: names.DepName, Status: 0, Step: 1, Password: password })
      },
    )

    app.delete<WQ>(
      `${P}/entry`,
      { config: { permission: 'HRM.EntryManagement.Delete' }, schema: { tags, summary: '删除入职记录（未审核通过的）', querystring: worknoQuery } },
      async (request) => {
        const workno = request.query.workno?.trim()
        if (!workno) throw fail('workno', '请输入工号')
        const r = await resolveEntry(db, request, workno, 'read')
        if (r.entry.status === ENTRY_STATUS.approved) throw badRequest(ENTRY_MESSAGES.approvedDelete)
        await db.transaction(async (tx) => {
          await tx.delete(users).where(eq(users.id, r.userId))
          await auditChange(tx, byRequest(request), 'delete', { type: 'entry', id: r.userId, name: r.workNo }, { WorkNo: r.workNo, Status: ENTRY_STATUS_NAMES[r.entry.status] }, null)
        })
        return ok(null)
      },
    )

    /* ---- wizard reads ---- */
    const read = (name: string, summary: string, answer: (r: Awaited<ReturnType<typeof resolveEntry>>) => Promise<unknown> | unknown) => {
      for (const url of [`${P}/${name}`, `${P}/${name}-nick`]) {
        app.get<WQ>(url, { config: { permission: WIZARD_READ }, schema: { tags, summary, querystring: worknoQuery } }, async (request) =>
          ok(await answer(await resolveEntry(db, request, request.query.workno, 'read'))),
        )
      }
    }
    // One's own record when one has none (the administrator, any employee who was never a new hire):
    // Data null, not 404, so the page can say what it is for instead of reporting an error.
    for (const url of [`${P}/new-user-basic`, `${P}/new-user-basic-nick`]) {
      app.get<WQ>(url, { config: { permission: WIZARD_READ }, schema: { tags, summary: '入职向导：基本信息（本人无入职记录时为 null）', querystring: worknoQuery } }, async (request) => {
        if (!request.query.workno?.trim() && !(await hasOwnEntry(db, userOf(request).id))) return ok(null)
        const r = await resolveEntry(db, request, request.query.workno, 'read')
        return ok(await basicAnswer(db, r.entry, r.workNo))
      })
    }
    read('user-education-list', '入职向导：教育培训', (r) => rowsOf(r.entry.education))
    read('user-work-history-list', '入职向导：工作经历', (r) => rowsOf(r.entry.workHistory))
    read('user-family-list', '入职向导：家庭及成员', (r) => rowsOf(r.entry.family))
    read('new-user-datalist', '入职向导：资料上传项', (r) => uploadList(r.entry))
    read('user-data-son-list', '入职向导：已上传资料', (r) =>
      uploadList(r.entry)
        .filter((i) => i.img)
        .map((i) => ({ DataType: i.DataType, Name: i.Name, PhotoId: i.img!.PhotoId, PhotoName: i.img!.PhotoName, Url: i.img!.Url })),
    )

    /* ---- wizard saves ---- */
    type Save = WQ & { Body: Record<string, unknown> }
    const save = (name: string, summary: string, entity: EntitySchema, handler: (request: FastifyRequest<Save>, r: Awaited<ReturnType<typeof resolveEntry>>) => Promise<unknown>) => {
      for (const url of [`${P}/${name}`, `${P}/${name}-nick`]) {
        app.post<Save>(
          url,
          {
            config: { permission: WIZARD_WRITE },
            schema: { tags, summary, querystring: worknoQuery, body: entityBody(entity) },
            // a list step accepts the bare array of rows as its Items
            preValidation: async (request) => {
              await refuseOthersEntry(db, request)
              if (Array.isArray(request.body)) request.body = { Items: request.body }
            },
          },
          async (request) => ok(await handler(request, await resolveEntry(db, request, request.query.workno, 'write'))),
        )
      }
    }
    const bumpStep = (e: EntryRow, to: number) => Math.max(e.step, to)
    /** A wizard save in the audit log: which step, and what changed (field names only: the answers hold ID and bank numbers). */
    const auditStep = (tx: Executor, request: FastifyRequest, r: Awaited<ReturnType<typeof resolveEntry>>, changes: Record<string, unknown>) =>
      audit(tx, { ...byRequest(request), action: 'update', targetType: 'entry', targetId: r.userId, targetName: r.workNo, changes })

    save('new-user-basic-data', '入职向导：保存基本信息', entryBasicEntity, async (request, r) => {
      const b = await checkBasic(db, r.userId, userOf(request).id, request.body)
      b.InsertType = b.InsertType ?? 1
      const realName = String(b.RealName)
      const [e] = await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            realName,
            surname: [...realName][0] ?? '',
            name: [...realName].slice(1).join(''),
            nickName: String(b.NickName ?? ''),
            phoneNumber: String(b.Phone),
            email: String(b.EMails),
            gender: b.Sex === 1 ? 1 : 2,
            departmentId: String(b.DepId),
            positionId: String(b.PositionId),
            concurrencyStamp: crypto.randomUUID(),
          })
          .where(eq(users.id, r.userId))
        const before = r.entry.basic ?? {}
        const fields = Object.keys(b).filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(b[k] ?? null))
        await auditStep(tx, request, r, { Step: STEP_NAMES[0], Fields: fields })
        return tx
          .update(entries)
          .set({ basic: b, basicSaved: true, orgId: String(b.OrgId), step: bumpStep(r.entry, 2) })
          .where(eq(entries.userId, r.userId))
          .returning()
      })
      return basicAnswer(db, e, r.workNo)
    })

    const rowsSave = (name: string, summary: string, entity: EntitySchema, column: 'education' | 'workHistory' | 'family', step: number) =>
      save(name, summary, entity, async (request, r) => {
        const rows = withIds(request.body.Items as Record<string, unknown>[])
        await db.transaction(async (tx) => {
          await tx.update(entries).set({ [column]: rows, step: bumpStep(r.entry, step) }).where(eq(entries.userId, r.userId))
          await auditStep(tx, request, r, { Step: STEP_NAMES[step - 2], Rows: [r.entry[column]?.length ?? null, rows.length] })
        })
        return rows
      })
    rowsSave('new-user-education-data', '入职向导：保存教育培训', entities['entry-education-rows'], 'education', 3)
    rowsSave('new-user-work-history-dto-data', '入职向导：保存工作经历', entities['entry-work-history-rows'], 'workHistory', 4)
    rowsSave('new-user-family-dto-data', '入职向导：保存家庭及成员', entities['entry-family-rows'], 'family', 5)

    app.post<WQ & { Body: EntityValue<'entry-upload'> }>(
      `${P}/new-user-data-son-single-dto-data`,
      {
        config: { permission: WIZARD_WRITE },
        schema: { tags, summary: '入职向导：保存一项上传资料', querystring: worknoQuery, body: entityBody(entryUploadEntity) },
        preValidation: (request) => refuseOthersEntry(db, request),
      },
      async (request) => {
        const r = await resolveEntry(db, request, request.query.workno, 'write')
        const input = request.body
        const uploads = { ...(r.entry.uploads ?? {}) }
        const key = String(input.DataType)
        if (isEmpty(input.PhotoId)) delete uploads[key]
        else {
          const id = String(input.PhotoId)
          const f = await attachable(db, id, [r.userId, userOf(request).id])
          if (!f) throw fail('PhotoId', '文件不存在')
          uploads[key] = { PhotoId: f.id, PhotoName: input.PhotoName?.trim() || f.name }
        }
        const [e] = await db.transaction(async (tx) => {
          await auditStep(tx, request, r, { Step: STEP_NAMES[4], DataType: key, PhotoId: [r.entry.uploads?.[key]?.PhotoId ?? null, uploads[key]?.PhotoId ?? null] })
          return tx.update(entries).set({ uploads }).where(eq(entries.userId, r.userId)).returning()
        })
        return ok(uploadList(e))
      },
    )

    for (const url of [`${P}/submit-new-user-data`, `${P}/submit-new-user-data-nick`]) {
      app.post<WQ>(url, { config: { permission: WIZARD_WRITE }, schema: { tags, summary: '入职向导：提交审核', querystring: worknoQuery } }, async (request) => {
        const r = await resolveEntry(db, request, request.query.workno, 'write')
        const e = r.entry
        if (e.status === ENTRY_STATUS.submitted) throw badRequest(ENTRY_MESSAGES.submitted)
        const missingStep = [e.basicSaved, e.education !== null, e.workHistory !== null, e.family !== null].findIndex((x) => !x)
        if (missingStep >= 0) throw fail('Step', `请先完成${STEP_NAMES[missingStep]}`)
        const missing = UPLOAD_ITEMS.filter((it) => it.MainId === 1 && !e.uploads?.[String(it.DataType)]).map((it) => it.Name)
        if (missing.length) throw fail('Uploads', `请补充完${missing.join('、')}资料`)
        await db.transaction(async (tx) => {
          await tx.update(entries).set({ status: ENTRY_STATUS.submitted, submitTime: new Date(), step: 5 }).where(eq(entries.userId, r.userId))
          await auditStep(tx, request, r, { Status: [ENTRY_STATUS_NAMES[e.status], ENTRY_STATUS_NAMES[ENTRY_STATUS.submitted]] })
        })
        return ok({ Status: 3, StatusName: ENTRY_STATUS_NAMES[3], Message: ENTRY_MESSAGES.submitted })
      })
    }

    /* ---- lookups ---- */
    app.get<{ Querystring: { nickname?: string; workno?: string } }>(
      '/api/app/users/user-by-nick-name',
      {
        config: { access: 'signedIn' },
        schema: { tags, summary: '昵称是否可用（true；已被使用 400）', querystring: { type: 'object', properties: { nickname: text(), workno: text(30) } } },
      },
      async (request) => {
        const nick = request.query.nickname?.trim()
        if (!nick) throw fail('NickName', '请输入昵称')
        const owner = request.query.workno?.trim() || userOf(request).userName
        const [u] = await db.select({ id: users.id }).from(users).where(eq(users.userName, owner))
        if (await nickTaken(db, nick, u?.id)) throw fail('NickName', ENTRY_MESSAGES.nickTaken)
        return ok(true)
      },
    )
    app.get(`${P}/sys-orglist`, { config: { access: 'signedIn' }, schema: { tags, summary: '主体 [{ Id, CompanyName }]' } }, async () =>
      ok(await db.select({ Id: subjects.id, CompanyName: subjects.companyName }).from(subjects).orderBy(subjects.sort, subjects.companyName)),
    )
    app.get(`${P}/working-placelist`, { config: { access: 'signedIn' }, schema: { tags, summary: '办公地点 [{ Id, Name }]' } }, async () =>
      ok(await db.select({ Id: workingPlaces.id, Name: workingPlaces.name }).from(workingPlaces).orderBy(workingPlaces.sort, workingPlaces.name)),
    )

    /* ---- check list and review ---- */
    app.get<{ Querystring: Paging & { RealName?: string; WorkNo?: string; Phone?: string; Status?: number; OrgId?: string } }>(
      `${P}/new-user-basic-list`,
      {
        config: { permission: 'HRM.EntryManagement' },
        schema: {
          tags,
          summary: '入职审核列表',
          querystring: pageQuery({ RealName: text(), WorkNo: text(), Phone: text(), Status: { type: 'integer', enum: [0, 1, 2, 3] }, OrgId: text(40) }),
        },
      },
      async (request) => {
        const q = request.query
        const where: SQL[] = []
        if (q.WorkNo?.trim()) {
          const p = likePattern(q.WorkNo.trim())
          where.push(or(ilike(users.userName, p), ilike(users.realName, p), ilike(users.phoneNumber, p))!)
        }
        if (q.RealName?.trim()) where.push(ilike(users.realName, likePattern(q.RealName.trim())))
        if (q.Phone?.trim()) where.push(ilike(users.phoneNumber, likePattern(q.Phone.trim())))
        if (q.Status !== undefined) where.push(eq(entries.status, q.Status))
        if (q.OrgId?.trim()) where.push(UUID.test(q.OrgId.trim()) ? eq(entries.orgId, q.OrgId.trim()) : sql`false`)
        const cond = and(...where)
        const [rows, [{ n }]] = await Promise.all([
          db
            .select({
              Id: entries.userId,
              WorkNo: users.userName,
              RealName: users.realName,
              phone: users.phoneNumber,
              Status: entries.status,
              Remark: entries.remark,
              OrgId: entries.orgId,
              OrgName: subjects.companyName,
              DepId: users.departmentId,
              DepName: departments.name,
              Step: entries.step,
              CreationTime: entries.creationTime,
              SubmitTime: entries.submitTime,
            })
            .from(entries)
            .innerJoin(users, eq(users.id, entries.userId))
            .leftJoin(subjects, eq(subjects.id, entries.orgId))
            .leftJoin(departments, eq(departments.id, users.departmentId))
            .where(cond)
            .orderBy(desc(entries.creationTime), users.userName)
            .limit(q.MaxResultCount)
            .offset(q.SkipCount),
          db.select({ n: count() }).from(entries).innerJoin(users, eq(users.id, entries.userId)).where(cond),
        ])
        return paged(
          rows.map(({ phone, ...r }) => ({ ...r, OrgName: r.OrgName ?? '', DepName: r.DepName ?? '', Phone: maskPhone(phone), StatusName: ENTRY_STATUS_NAMES[r.Status] })),
          Number(n),
        )
      },
    )

    app.post<{ Body: EntityValue<'entry-check'> }>(
      `${P}/examine-info-by-id`,
      { config: { permission: 'HRM.EntryManagement.Check' }, schema: { tags, summary: '入职审核（1 同意 / 2 不同意）', body: entityBody(entryCheckEntity) } },
      async (request) => {
        const { WorkNo, Status } = request.body
        const remark = request.body.Remark?.trim() ?? ''

        if (Status === 2 && !remark) throw fail('Remark', ENTRY_MESSAGES.reason)
        const r = await resolveEntry(db, request, WorkNo, 'read')
        if (r.entry.status !== ENTRY_STATUS.submitted) throw fail('WorkNo', ENTRY_MESSAGES.checkOnly)
        const operator = await operatorOf(db, request)
        await db.transaction(async (tx) => {
          const done = await tx
            .update(entries)
            .set({ status: Status, remark, checkTime: new Date(), checkerId: operator.id })
            .where(and(eq(entries.userId, r.userId), eq(entries.status, ENTRY_STATUS.submitted)))
            .returning({ id: entries.userId })
          if (!done.length) throw fail('WorkNo', ENTRY_MESSAGES.checkOnly)
          if (Status === ENTRY_STATUS.approved) {
            await approve(tx, r.userId, r.entry, operator)
            // The new hire becomes an employee on probation: a status move of the person.
            await audit(tx, { ...byRequest(request), action: 'status', targetType: 'employee', targetId: r.userId, targetName: r.workNo, changes: { Status: [null, STATUS_NAMES[STATUS.probation]], Action: '入职审核' } })
          }
          await audit(tx, { ...byRequest(request), action: 'entry.check', targetType: 'entry', targetId: r.userId, targetName: r.workNo, changes: { Status: [ENTRY_STATUS_NAMES[ENTRY_STATUS.submitted], ENTRY_STATUS_NAMES[Status]], ...(remark ? { Remark: remark } : {}) } })
        })
        return ok(null)
      },
    )
  }
}
