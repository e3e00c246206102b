/**
 * Onboarding (issue 5, docs/contracts.md "Onboarding"): the five-step wizard of spec 001 s.7
 * (reads, saves, submit, the nick aliases) and its lookups. Entry records and review for HR:
 * ./records.ts; answers and lookups: ./queries.ts; rules: ./service.ts; employee care and
 * messages: ./care.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { eq } from 'drizzle-orm'
import type { EntitySchema } from '../../../common/entity-fields'
import { isEmpty } from '../../../common/rules'
import type { AppContext } from '../../context'
import { entities, type EntityValue } from '../../../common/entities'
import { userOf } from '../../auth/policy'
import { entries, subjects, users, workingPlaces } from '../../db/schema'
import type { Executor } from '../../db/types'
import { badRequest, fail, ok } from '../../http/envelope'
import { text } from '../../http/params'
import { entityBody } from '../../http/validation'
import { audit, byRequest } from '../audit/log'
import {
  ENTRY_API as P,
  ENTRY_MESSAGES,
  ENTRY_STATUS,
  ENTRY_STATUS_NAMES,
  ENTRY_TAGS as tags,
  STEP_NAMES,
  UPLOAD_ITEMS,
  WIZARD_READ,
  WIZARD_WRITE,
  hasOwnEntry,
  refuseOthersEntry,
  resolveEntry,
  worknoQuery,
  type EntryRow,
  type WQ,
} from './data'
import { careRoutes } from './care'
import { personRoutes } from './person'
import { attachable, basicAnswer, entryBasicEntity, nickTaken, rowsOf, uploadList } from './queries'
import { recordRoutes } from './records'
import { checkBasic, withIds } from './service'

export const entryUploadEntity = entities['entry-upload']

export function entryRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    await app.register(careRoutes(ctx))
    await app.register(personRoutes(ctx))
    await app.register(async (onboarding) => {
      // Onboarding calls hide code-500 errors (spec 001 s.7): a friendly message instead of '服务器错误'.
      onboarding.addHook('onSend', async (_request, reply, payload) => {
        if (reply.statusCode !== 500 || typeof payload !== 'string') return payload
        return JSON.stringify({ Code: 500, Message: ENTRY_MESSAGES.friendly500, Data: null })
      })
      await onboarding.register(recordRoutes(ctx))
      await onboarding.register(wizardRoutes(ctx))
    })
  }
}

function wizardRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    const db = ctx.db

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
  }
}
