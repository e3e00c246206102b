/**
 * What learners may see of the knowledge base (issue 16: only shown items reach them): a course is
 * shown when it, its teacher, its category and every category above it are shown. The queries
 * and answer shapes the learner routes (./learner.ts) share.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { knowledgeAttachments, knowledgeKeywords, knowledgeLessions, knowledgeProgress, knowledgeTeachers, knowledgeTypes } from '../../db/schema'
import type { Executor } from '../../db/types'
import { notFound } from '../../http/envelope'
import { likePattern, type Paging } from '../../http/paging'
import { fileUrlOf } from '../files/urls'
import { isoOf, uuidOr404 } from './common'

/** A category is hidden with every category above it (codes are paths: a prefix is an ancestor). */
const noHiddenAncestor = sql`not exists (select 1 from knowledge_types p where p.is_show = 0 and ${knowledgeTypes.code} like p.code || '%')`

/** The condition on a query joining courses, their category and their teacher. */
export const shownLession = and(eq(knowledgeLessions.isShow, 1), eq(knowledgeTeachers.isShow, 1), noHiddenAncestor)!

/** A course counts as new for a week after it was published. */
const NEW_FOR_MS = 7 * 24 * 3600 * 1000

const lessionColumns = {
  l: knowledgeLessions,
  typeName: knowledgeTypes.typeName,
  typeCode: knowledgeTypes.code,
  teacherName: knowledgeTeachers.name,
}

const joined = (db: Executor, columns: typeof lessionColumns) =>
  db
    .select(columns)
    .from(knowledgeLessions)
    .innerJoin(knowledgeTypes, eq(knowledgeTypes.id, knowledgeLessions.typeId))
    .innerJoin(knowledgeTeachers, eq(knowledgeTeachers.id, knowledgeLessions.teacherId))

/** The shown category with this id (404 for an unknown or hidden one, or one under a hidden one). */
export async function shownType(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(knowledgeTypes)
    .where(and(eq(knowledgeTypes.id, uuidOr404(id)), eq(knowledgeTypes.isShow, 1), noHiddenAncestor))
  if (!row) throw notFound()
  return row
}

/** Courses in a category's branch. */
export const inBranch = (code: string) => sql`${knowledgeTypes.code} like ${code + '%'}`

/** A keyword matches a course's title, one of its keywords or its teacher's name (and a file's name when given). */
export function keywordMatch(keyword: string | undefined, fileName?: SQL | typeof knowledgeAttachments.fileName): SQL | undefined {
  const k = keyword?.trim()
  if (!k) return undefined
  const p = likePattern(k)
  // drizzle's exists() wants a query builder; the parenthesized subquery says the same in SQL
  const inKeywords = sql`exists (select 1 from ${knowledgeKeywords} where ${knowledgeKeywords.lessionId} = ${knowledgeLessions.id} and ${knowledgeKeywords.keyword} ilike ${p})`
  return or(ilike(knowledgeLessions.title, p), inKeywords, ilike(knowledgeTeachers.name, p), ilike(knowledgeTeachers.nickName, p), ...(fileName ? [ilike(fileName, p)] : []))
}

export const fileTypeOf = (fileName: string) => (/\.pdf$/i.test(fileName) ? 'pdf' : 'video')

type AttachmentRow = typeof knowledgeAttachments.$inferSelect
type ProgressRow = typeof knowledgeProgress.$inferSelect

export function fileDto(a: AttachmentRow, progress?: ProgressRow) {
  return {
    Id: a.id,
    LessionId: a.lessionId,
    FileName: a.fileName,
    FileSize: a.fileSize,
    FileUrl: fileUrlOf(a.fileId),
    FileType: fileTypeOf(a.fileName),
    CreationTime: isoOf(a.creationTime),
    Progress: progress ? { Page: progress.page, Position: progress.position, Finished: progress.finished, UpdateTime: isoOf(progress.updatedAt) } : null,
  }
}

/** Shown courses matching `where`, a page of them in the publishing order, with their first file and keywords. */
export async function shownLessions(db: Executor, where: SQL | undefined, page: Paging) {
  const condition = and(shownLession, where)
  const [rows, [{ n }]] = await Promise.all([
    joined(db, lessionColumns)
      .where(condition)
      .orderBy(asc(knowledgeLessions.sort), desc(knowledgeLessions.creationTime), asc(knowledgeLessions.id))
      .limit(page.MaxResultCount)
      .offset(page.SkipCount),
    db
      .select({ n: count() })
      .from(knowledgeLessions)
      .innerJoin(knowledgeTypes, eq(knowledgeTypes.id, knowledgeLessions.typeId))
      .innerJoin(knowledgeTeachers, eq(knowledgeTeachers.id, knowledgeLessions.teacherId))
      .where(condition),
  ])
  const ids = rows.map((r) => r.l.id)
  const [attachs, keywords] = ids.length
    ? await Promise.all([
        db.select().from(knowledgeAttachments).where(inArray(knowledgeAttachments.lessionId, ids)).orderBy(asc(knowledgeAttachments.sort)),
        db.select().from(knowledgeKeywords).where(inArray(knowledgeKeywords.lessionId, ids)).orderBy(asc(knowledgeKeywords.sort)),
      ])
    : [[], []]
  const now = Date.now()
  const items = rows.map(({ l, typeName, teacherName }) => {
    const files = attachs.filter((a) => a.lessionId === l.id)
    return {
      Id: l.id,
      Title: l.title,
      TypeId: l.typeId,
      TypeName: typeName,
      TeacherId: l.teacherId,
      TeacherName: teacherName,
      LessionType: l.lessionType,
      LessionTypeName: l.lessionType === 1 ? '视频' : '其他',
      Keywords: keywords.filter((k) => k.lessionId === l.id).map((k) => k.keyword),
      FileCount: files.length,
      FileUrl: files[0] ? fileUrlOf(files[0].fileId) : '',
      CreationTime: isoOf(l.creationTime),
      IsNew: now - l.creationTime.getTime() < NEW_FOR_MS ? 1 : 0,
    }
  })
  return { items, total: Number(n) }
}

/** Files of shown courses matching `where` (the search's courseware mode), a page of them. */
export async function shownFiles(db: Executor, where: SQL | undefined, page: Paging) {
  const condition = and(shownLession, where)
  const from = () =>
    db
      .select({ a: knowledgeAttachments, title: knowledgeLessions.title, typeName: knowledgeTypes.typeName, teacherName: knowledgeTeachers.name })
      .from(knowledgeAttachments)
      .innerJoin(knowledgeLessions, eq(knowledgeLessions.id, knowledgeAttachments.lessionId))
      .innerJoin(knowledgeTypes, eq(knowledgeTypes.id, knowledgeLessions.typeId))
      .innerJoin(knowledgeTeachers, eq(knowledgeTeachers.id, knowledgeLessions.teacherId))
  const [rows, [{ n }]] = await Promise.all([
    from()
      .where(condition)
      .orderBy(asc(knowledgeLessions.sort), asc(knowledgeAttachments.sort), asc(knowledgeAttachments.id))
      .limit(page.MaxResultCount)
      .offset(page.SkipCount),
    db
      .select({ n: count() })
      .from(knowledgeAttachments)
      .innerJoin(knowledgeLessions, eq(knowledgeLessions.id, knowledgeAttachments.lessionId))
      .innerJoin(knowledgeTypes, eq(knowledgeTypes.id, knowledgeLessions.typeId))
      .innerJoin(knowledgeTeachers, eq(knowledgeTeachers.id, knowledgeLessions.teacherId))
      .where(condition),
  ])
  const items = rows.map((r) => ({ ...fileDto(r.a), Title: r.title, TypeName: r.typeName, TeacherName: r.teacherName }))
  return { items, total: Number(n) }
}

/** One shown course (404 otherwise) with its files and the caller's place in each. */
export async function shownLessionFiles(db: Executor, id: string, userId: string) {
  const { items } = await shownLessions(db, eq(knowledgeLessions.id, uuidOr404(id)), { SkipCount: 0, MaxResultCount: 1 })
  if (!items.length) throw notFound()
  const attachs = await db.select().from(knowledgeAttachments).where(eq(knowledgeAttachments.lessionId, items[0].Id)).orderBy(asc(knowledgeAttachments.sort), asc(knowledgeAttachments.creationTime), asc(knowledgeAttachments.id))
  const progress = attachs.length
    ? await db
        .select()
        .from(knowledgeProgress)
        .where(and(eq(knowledgeProgress.userId, userId), inArray(knowledgeProgress.attachmentId, attachs.map((a) => a.id))))
    : []
  return { ...items[0], Files: attachs.map((a) => fileDto(a, progress.find((p) => p.attachmentId === a.id))) }
}

/** The attachment of a shown course (404 otherwise). */
export async function shownAttachment(db: Executor, id: string) {
  const [row] = await db
    .select({ a: knowledgeAttachments })
    .from(knowledgeAttachments)
    .innerJoin(knowledgeLessions, eq(knowledgeLessions.id, knowledgeAttachments.lessionId))
    .innerJoin(knowledgeTypes, eq(knowledgeTypes.id, knowledgeLessions.typeId))
    .innerJoin(knowledgeTeachers, eq(knowledgeTeachers.id, knowledgeLessions.teacherId))
    .where(and(eq(knowledgeAttachments.id, uuidOr404(id)), shownLession))
  if (!row) throw notFound()
  return row.a
}
