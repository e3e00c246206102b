/**
 * Courses, the spec's "lessions" (spec 002 s.2.6, s.3 'Course', s.5, s.7): the paged list, one
 * course (knowledge-lession-detail/{id}), save (create, or edit with Id; ./lession-rules.ts checks
 * what the entity schema cannot), the show switch, delete (its keywords and attachment rows go with
 * it; the files stay their uploaders') and the audited .xlsx export.
 */
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { AppContext } from '../../context'
import { entities } from '../../../common/entities'
import { userOf } from '../../auth/policy'
import { knowledgeAttachments, knowledgeKeywords, knowledgeLessions } from '../../db/schema'
import { ok, paged } from '../../http/envelope'
import { pageQuery, type Paging } from '../../http/paging'
import { idParams, text, type IdParams } from '../../http/params'
import { entityBody } from '../../http/validation'
import { byRequest } from '../audit/log'
import { exportStamp, storeExport } from '../files/exports'
import { isoOf, KNOWLEDGE_MESSAGES as M, okSaying, requireSaveGrant } from './common'
import { checkedAttachs, checkedKeywords, teacherOf, typeOfCode, type LessionInput } from './lession-rules'
import { findLession, lessionCount, lessionDto, lessionRows, lessionWhere, LESSION_TYPE_NAMES, type LessionFilter, type LessionRow } from './lession-rows'
import { isShowBody } from './types'

const tags = ['knowledge']
const lessionId = idParams('id', '课程编号')
const filterQuery = { Filter: text(), Title: text(), TypeCode: text(40), TeacherId: text(40), IsShow: { type: 'integer', enum: [0, 1] } }

const EXPORT_COLUMNS: [string, number, (r: LessionRow) => string | number][] = [
  ['课程名称', 30, (r) => r.l.title],
  ['课程类别', 14, (r) => r.typeName],
  ['讲师', 12, (r) => r.teacherName],
  ['课程类型', 10, (r) => LESSION_TYPE_NAMES[r.l.lessionType] ?? ''],
  ['关键词', 24, (r) => r.keywords.join('、')],
  ['课件', 40, (r) => r.attachs.map((a) => a.fileName).join('、')],
  ['排序', 8, (r) => r.l.sort],
  ['是否启用', 10, (r) => (r.l.isShow ? '启用' : '停用')],
  ['创建时间', 20, (r) => isoOf(r.l.creationTime).slice(0, 19).replace('T', ' ')],
]

export function lessionRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    const base = '/api/app/knowledge-lession'
    app.get<{ Querystring: Paging & LessionFilter }>(
      `${base}/knowledge-lession`,
      {
        config: { permission: 'Knowledge.Course' },
        schema: { tags, summary: '课程列表（分页；Filter/Title 按名称，TypeCode 含下级类别）', querystring: pageQuery(filterQuery) },
      },
      async (request) => {
        const where = lessionWhere(request.query)
        const [rows, total] = await Promise.all([lessionRows(ctx.db, where, request.query), lessionCount(ctx.db, where)])
        const now = Date.now()
        return paged(
          rows.map((r) => lessionDto(r, now)),
          total,
        )
      },
    )

    app.get<IdParams>(
      `${base}/knowledge-lession-detail/:id`,
      { config: { permission: 'Knowledge.Course' }, schema: { tags, summary: '课程详情（关键词与课件）', params: lessionId } },
      async (request) => ok(lessionDto(await findLession(ctx.db, request.params.id))),
    )

    app.post<{ Body: LessionInput }>(
      `${base}/knowledge-lession`,
      {
        config: { permission: ['Knowledge.Course.Create', 'Knowledge.Course.Update'] },
        schema: { tags, summary: '保存课程（无 Id 新增，有 Id 编辑）', body: entityBody(entities['knowledge-lession']) },
      },
      async (request) => {
        const body = request.body
        await requireSaveGrant(request, 'Knowledge.Course', body.Id)
        const me = userOf(request).id
        const current = body.Id ? await findLession(ctx.db, body.Id) : undefined
        const type = await typeOfCode(ctx.db, body.TypeCode)
        const teacher = await teacherOf(ctx.db, body.TeacherId)
        const keywords = checkedKeywords(body.Keywords)
        const attachs = await checkedAttachs(ctx.db, ctx.storage!, me, body.Attachs)
        const values = { title: body.Title.trim(), typeId: type.id, teacherId: teacher.id, lessionType: body.LessionType, sort: body.Sort, isShow: body.IsShow }
        const id = await ctx.db.transaction(async (tx) => {
          const [row] = current
            ? await tx.update(knowledgeLessions).set(values).where(eq(knowledgeLessions.id, current.l.id)).returning({ id: knowledgeLessions.id })
            : await tx.insert(knowledgeLessions).values({ ...values, creatorId: me }).returning({ id: knowledgeLessions.id })
          await tx.delete(knowledgeKeywords).where(eq(knowledgeKeywords.lessionId, row.id))
          await tx.delete(knowledgeAttachments).where(eq(knowledgeAttachments.lessionId, row.id))
          if (keywords.length) await tx.insert(knowledgeKeywords).values(keywords.map((keyword, sort) => ({ lessionId: row.id, keyword, sort })))
          if (attachs.length) await tx.insert(knowledgeAttachments).values(attachs.map((a, sort) => ({ ...a, lessionId: row.id, sort })))
          return row.id
        })
        return okSaying(M.submitted, { Id: id })
      },
    )

    app.post<IdParams & { Body: { IsShow?: number } }>(
      `${base}/:id/knowledge-lession-is-show`,
      { config: { permission: 'Knowledge.Course.Update' }, schema: { tags, summary: '切换是否启用（不带 IsShow 时取反）', params: lessionId, body: isShowBody } },
      async (request) => {
        const row = await findLession(ctx.db, request.params.id)
        const isShow = request.body?.IsShow ?? (row.l.isShow ? 0 : 1)
        await ctx.db.update(knowledgeLessions).set({ isShow }).where(eq(knowledgeLessions.id, row.l.id))
        return okSaying(M.set, { IsShow: isShow })
      },
    )

    app.post<IdParams>(
      `${base}/:id/delete-knowledge-lession`,
      { config: { permission: 'Knowledge.Course.Delete' }, schema: { tags, summary: '删除课程（关键词与课件记录随之删除，文件保留）', params: lessionId } },
      async (request) => {
        const row = await findLession(ctx.db, request.params.id)
        await ctx.db.delete(knowledgeLessions).where(eq(knowledgeLessions.id, row.l.id))
        return okSaying(M.deleted, null)
      },
    )

    app.get<{ Querystring: LessionFilter }>(
      `${base}/export-knowledge-lession`,
      {
        config: { permission: 'Knowledge.Course.Export' },
        schema: { tags, summary: '导出课程为 .xlsx（Data.Url 为下载地址）', querystring: { type: 'object', properties: filterQuery } },
      },
      async (request) => {
        const rows = await lessionRows(ctx.db, lessionWhere(request.query))
        const book = new ExcelJS.Workbook()
        const sheet = book.addWorksheet('课程', { views: [{ state: 'frozen', ySplit: 1 }] })
        sheet.columns = EXPORT_COLUMNS.map(([header, width]) => ({ header, width }))
        sheet.getRow(1).font = { bold: true }
        for (const r of rows) sheet.addRow(EXPORT_COLUMNS.map(([, , value]) => value(r)))
        const buffer = Buffer.from(await book.xlsx.writeBuffer())
        return ok(await storeExport(ctx, byRequest(request), buffer, `课程_${exportStamp(new Date())}.xlsx`, { targetType: 'knowledgeLession', rows: rows.length, filter: request.query }))
      },
    )
  }
}
