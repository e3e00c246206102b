/**
 * Reading courses for the administration: the rows with their category, teacher, keywords and
 * attachments, the filter of the list and the export, and the answer shape (spec 002 s.3 'Course').
 */
import { and, asc, count, desc, eq, ilike, inArray, like, type SQL } from 'drizzle-orm'
import { knowledgeAttachments, knowledgeKeywords, knowledgeLessions, knowledgeTeachers, knowledgeTypes } from '../../db/schema'
import type { Executor } from '../../db/types'
import { notFound } from '../../http/envelope'
import { likePattern, type Paging } from '../../http/paging'
import { fileUrlOf } from '../files/urls'
import { isoOf, uuidOr404 } from './common'

export const LESSION_TYPE_NAMES: Record<number, string> = { 1: '视频', 0: '其他' }
/** A course counts as new (IsNew 1) for this long after it was created. */
export const NEW_FOR_MS = 7 * 24 * 3600_000

export type LessionFilter = {
  Filter?: string
  Title?: string
  /** a category's code: the courses of its whole branch */
  TypeCode?: string
  TeacherId?: string
  IsShow?: number
}

export function lessionWhere(q: LessionFilter): SQL | undefined {
  const title = (q.Filter ?? q.Title)?.trim()
  return and(
    title ? ilike(knowledgeLessions.title, likePattern(title)) : undefined,
    q.TypeCode ? like(knowledgeTypes.code, `${q.TypeCode.replace(/[\\%_]/g, '')}%`) : undefined,
    q.TeacherId ? eq(knowledgeLessions.teacherId, q.TeacherId) : undefined,
    q.IsShow === 0 || q.IsShow === 1 ? eq(knowledgeLessions.isShow, q.IsShow) : undefined,
  )
}

const joined = (db: Executor) =>
  db
    .select({ l: knowledgeLessions, typeName: knowledgeTypes.typeName, typeCode: knowledgeTypes.code, teacherName: knowledgeTeachers.name })
    .from(knowledgeLessions)
    .innerJoin(knowledgeTypes, eq(knowledgeTypes.id, knowledgeLessions.typeId))
    .innerJoin(knowledgeTeachers, eq(knowledgeTeachers.id, knowledgeLessions.teacherId))

export async function lessionCount(db: Executor, where?: SQL): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(knowledgeLessions).innerJoin(knowledgeTypes, eq(knowledgeTypes.id, knowledgeLessions.typeId)).where(where)
  return Number(n)
}

/** The courses under the filter, by Sort and newest first, with their keywords and files. */
export async function lessionRows(db: Executor, where?: SQL, page?: Paging) {
  const query = joined(db).where(where).orderBy(asc(knowledgeLessions.sort), desc(knowledgeLessions.creationTime), asc(knowledgeLessions.id))
  const rows = await (page ? query.limit(page.MaxResultCount).offset(page.SkipCount) : query)
  const ids = rows.map((r) => r.l.id)
  const [keywords, attachs] = ids.length
    ? await Promise.all([
        db.select().from(knowledgeKeywords).where(inArray(knowledgeKeywords.lessionId, ids)).orderBy(asc(knowledgeKeywords.sort)),
        db.select().from(knowledgeAttachments).where(inArray(knowledgeAttachments.lessionId, ids)).orderBy(asc(knowledgeAttachments.sort)),
      ])
    : [[], []]
  return rows.map((r) => ({
    ...r,
    keywords: keywords.filter((k) => k.lessionId === r.l.id).map((k) => k.keyword),
    attachs: attachs.filter((a) => a.lessionId === r.l.id),
  }))
}
export type LessionRow = Awaited<ReturnType<typeof lessionRows>>[number]

export async function findLession(db: Executor, id: string): Promise<LessionRow> {
  const [row] = await lessionRows(db, eq(knowledgeLessions.id, uuidOr404(id)))
  if (!row) throw notFound()
  return row
}

export function lessionDto(r: LessionRow, now = Date.now()) {
  const attachs = r.attachs.map((a) => ({ FileName: a.fileName, FileUrl: fileUrlOf(a.fileId), FileSize: a.fileSize }))
  return {
    Id: r.l.id,
    Title: r.l.title,
    TypeCode: r.typeCode,
    TypeName: r.typeName,
    TeacherId: r.l.teacherId,
    TeacherName: r.teacherName,
    LessionType: r.l.lessionType,
    LessionTypeName: LESSION_TYPE_NAMES[r.l.lessionType] ?? '',
    Keywords: r.keywords,
    Attachs: attachs,
    Sort: r.l.sort,
    IsShow: r.l.isShow,
    CreationTime: isoOf(r.l.creationTime),
    IsNew: now - r.l.creationTime.getTime() < NEW_FOR_MS ? 1 : 0,
    FileUrl: attachs[0]?.FileUrl ?? null,
  }
}
