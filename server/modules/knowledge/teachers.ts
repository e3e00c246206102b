/**
 * Teachers (spec 002 s.2.6, s.3 'Teacher', s.5, s.7): the paged list (summary as text), one teacher
 * (`?Id=`), save (WorkNo optional but an existing employee; Summary sanitized rich text; Image and
 * DescImage one image each, judged by content), the show switch, delete (refused while CanDelete
 * is 0: the teacher has courses) and the .xlsx export.
 */
import type { FastifyInstance } from 'fastify'
import { asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { AppContext } from '../../context'
import { entities } from '../../../common/entities'
import { userOf } from '../../auth/policy'
import { knowledgeLessions, knowledgeTeachers, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { badRequest, fail, notFound, ok, paged } from '../../http/envelope'
import { likePattern, pageQuery, type Paging } from '../../http/paging'
import { idParams, text, type IdParams } from '../../http/params'
import { sanitizeRichText } from '../../http/rich-text'
import { entityBody } from '../../http/validation'
import { byRequest } from '../audit/log'
import { exportStamp, storeExport } from '../files/exports'
import { isoOf, KNOWLEDGE_MESSAGES as M, okSaying, requireSaveGrant, uuidOr404 } from './common'
import { mediaFile } from './files'
import { isShowBody } from './types'

const tags = ['knowledge']
const teacherId = idParams('id', '讲师编号')

type TeacherRow = typeof knowledgeTeachers.$inferSelect
type Row = TeacherRow & { workNo: string | null; lessions: number }
export interface TeacherInput {
  Id?: string | null
  WorkNo?: string | null
  Name: string
  NickName?: string | null
  Department?: string | null
  Summary?: string | null
  Image?: string | null
  DescImage?: string | null
  Sort: number
  IsShow: number
}

/** The text of rich text, for the list and the export. */
export function plainText(html: string): string {
  return sanitizeRichText(html)
    // a block ends a phrase (a space between paragraphs), inline tags join their text
    .replace(/<\/?(p|br|hr|h[1-6]|li|ul|ol|blockquote|pre|tr|td|th|table)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

async function teacherRows(db: Executor, where?: SQL, page?: Paging): Promise<Row[]> {
  const query = db
    .select({ t: knowledgeTeachers, workNo: users.userName })
    .from(knowledgeTeachers)
    .leftJoin(users, eq(users.id, knowledgeTeachers.userId))
    .where(where)
    .orderBy(asc(knowledgeTeachers.sort), asc(knowledgeTeachers.creationTime))
  const rows = await (page ? query.limit(page.MaxResultCount).offset(page.SkipCount) : query)
  const ids = rows.map((r) => r.t.id)
  const used = ids.length
    ? await db.select({ id: knowledgeLessions.teacherId, n: count() }).from(knowledgeLessions).where(inArray(knowledgeLessions.teacherId, ids)).groupBy(knowledgeLessions.teacherId)
    : []
  const counts = new Map(used.map((u) => [u.id, Number(u.n)]))
  return rows.map((r) => ({ ...r.t, workNo: r.workNo, lessions: counts.get(r.t.id) ?? 0 }))
}

function teacherDto(r: Row, summary: 'html' | 'text') {
  return {
    Id: r.id,
    WorkNo: r.workNo ?? '',
    Name: r.name,
    NickName: r.nickName,
    Department: r.department,
    Summary: summary === 'html' ? sanitizeRichText(r.summary) : plainText(r.summary),
    Image: r.image,
    DescImage: r.descImage,
    ImageList: r.image ? [{ Url: r.image }] : [],
    Sort: r.sort,
    IsShow: r.isShow,
    CreationTime: isoOf(r.creationTime),
    CanDelete: r.lessions ? 0 : 1,
  }
}

async function findTeacher(db: Executor, id: string): Promise<Row> {
  const [row] = await teacherRows(db, eq(knowledgeTeachers.id, uuidOr404(id)))
  if (!row) throw notFound()
  return row
}

const search = (q: { Filter?: string; Name?: string }) => {
  const s = (q.Filter ?? q.Name)?.trim()
  return s ? or(ilike(knowledgeTeachers.name, likePattern(s)), ilike(knowledgeTeachers.nickName, likePattern(s)), ilike(knowledgeTeachers.department, likePattern(s))) : undefined
}

const EXPORT_COLUMNS: [string, (r: Row) => string | number][] = [
  ['工号', (r) => r.workNo ?? ''],
  ['姓名', (r) => r.name],
  ['昵称', (r) => r.nickName],
  ['部门', (r) => r.department],
  ['简介', (r) => plainText(r.summary)],
  ['排序', (r) => r.sort],
  ['是否启用', (r) => (r.isShow ? '启用' : '停用')],
  ['创建时间', (r) => isoOf(r.creationTime).slice(0, 19).replace('T', ' ')],
]

export function teacherRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    const base = '/api/app/knowledge-teacher'
    app.get<{ Querystring: Paging & { Filter?: string; Name?: string } }>(
      `${base}/knowledge-teacher-list`,
      {
        config: { permission: ['Knowledge.Teacher', 'Knowledge.Course'] },
        schema: { tags, summary: '讲师列表（分页；简介为去掉标签的文字）', querystring: pageQuery({ Filter: text(), Name: text() }) },
      },
      async (request) => {
        const where = search(request.query)
        const [rows, [{ n }]] = await Promise.all([teacherRows(ctx.db, where, request.query), ctx.db.select({ n: count() }).from(knowledgeTeachers).where(where)])
        return paged(
          rows.map((r) => teacherDto(r, 'text')),
          Number(n),
        )
      },
    )

    app.get<{ Querystring: { Id: string } }>(
      `${base}/knowledge-teacher`,
      {
        config: { permission: 'Knowledge.Teacher' },
        schema: { tags, summary: '讲师详情（简介为净化后的富文本）', querystring: { type: 'object', required: ['Id'], properties: { Id: text(40) } } },
      },
      async (request) => ok(teacherDto(await findTeacher(ctx.db, request.query.Id), 'html')),
    )

    app.post<{ Body: TeacherInput }>(
      `${base}/knowledge-teacher`,
      {
        config: { permission: ['Knowledge.Teacher.Create', 'Knowledge.Teacher.Update'] },
        schema: { tags, summary: '保存讲师（无 Id 新增，有 Id 编辑）', body: entityBody(entities['knowledge-teacher']) },
      },
      async (request) => {
        const body = request.body
        await requireSaveGrant(request, 'Knowledge.Teacher', body.Id)
        const current = body.Id ? await findTeacher(ctx.db, body.Id) : undefined
        let userId: string | null = null
        if (body.WorkNo) {
          const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.userName, body.WorkNo))
          if (!user) throw fail('WorkNo', M.employeeMissing)
          userId = user.id
        }
        const me = userOf(request).id
        for (const field of ['Image', 'DescImage'] as const) {
          const url = body[field]
          if (url && url !== current?.[field === 'Image' ? 'image' : 'descImage'] && !(await mediaFile(ctx.db, ctx.storage!, me, url, ['image']))) throw fail(field, M.imageKind)
        }
        const values = {
          userId,
          name: body.Name,
          nickName: body.NickName ?? '',
          department: body.Department ?? '',
          summary: sanitizeRichText(body.Summary),
          image: body.Image ?? '',
          descImage: body.DescImage ?? '',
          sort: body.Sort,
          isShow: body.IsShow,
        }
        const [row] = current
          ? await ctx.db.update(knowledgeTeachers).set(values).where(eq(knowledgeTeachers.id, current.id)).returning({ id: knowledgeTeachers.id })
          : await ctx.db.insert(knowledgeTeachers).values(values).returning({ id: knowledgeTeachers.id })
        return okSaying(M.submitted, { Id: row.id })
      },
    )

    app.post<IdParams & { Body: { IsShow?: number } }>(
      `${base}/:id/knowledge-teacher-is-show`,
      { config: { permission: 'Knowledge.Teacher.Update' }, schema: { tags, summary: '切换是否启用（不带 IsShow 时取反）', params: teacherId, body: isShowBody } },
      async (request) => {
        const row = await findTeacher(ctx.db, request.params.id)
        const isShow = request.body?.IsShow ?? (row.isShow ? 0 : 1)
        await ctx.db.update(knowledgeTeachers).set({ isShow }).where(eq(knowledgeTeachers.id, row.id))
        return okSaying(M.set, { IsShow: isShow })
      },
    )

    app.post<IdParams>(
      `${base}/:id/delete-knowledge-teacher`,
      { config: { permission: 'Knowledge.Teacher.Delete' }, schema: { tags, summary: '删除讲师（有课程时拒绝）', params: teacherId } },
      async (request) => {
        const row = await findTeacher(ctx.db, request.params.id)
        if (row.lessions) throw badRequest(M.teacherInUse)
        await ctx.db.delete(knowledgeTeachers).where(eq(knowledgeTeachers.id, row.id))
        return okSaying(M.deleted, null)
      },
    )

    app.get<{ Querystring: { Filter?: string; Name?: string } }>(
      `${base}/export-knowledge-teacher`,
      {
        config: { permission: 'Knowledge.Teacher.Export' },
        schema: { tags, summary: '导出讲师为 .xlsx（Data.Url 为下载地址）', querystring: { type: 'object', properties: { Filter: text(), Name: text() } } },
      },
      async (request) => {
        const rows = await teacherRows(ctx.db, search(request.query))
        const book = new ExcelJS.Workbook()
        const sheet = book.addWorksheet('名师', { views: [{ state: 'frozen', ySplit: 1 }] })
        sheet.columns = EXPORT_COLUMNS.map(([header]) => ({ header, width: header === '简介' ? 60 : 14 }))
        sheet.getRow(1).font = { bold: true }
        for (const r of rows) sheet.addRow(EXPORT_COLUMNS.map(([, value]) => value(r)))
        const buffer = Buffer.from(await book.xlsx.writeBuffer())
        return ok(await storeExport(ctx, byRequest(request), buffer, `名师_${exportStamp(new Date())}.xlsx`, { targetType: 'knowledgeTeacher', rows: rows.length, filter: request.query }))
      },
    )
  }
}
