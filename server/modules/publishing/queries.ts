/** Reading messages: list rows (with read state for the reader), the detail, the unread count. */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { messageTypes, systemMessageAttachments, systemMessageAudience, systemMessageReceivers, systemMessages as m } from '../../db/schema'
import type { Executor } from '../../db/types'
import { notFound } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { likePattern } from '../../http/paging'
import { sanitizeRichText } from '../../http/rich-text'
import { fileUrlOf } from '../files/urls'
import { addressedTo, type Reader } from './access'

export interface ListQuery {
  SkipCount: number
  MaxResultCount: number
  TypeId?: string
  Keyword?: string
}

/** The filters of a list: a first-level TypeId takes its second levels along. */
function filters(q: ListQuery): SQL[] {
  const where: SQL[] = []
  if (q.TypeId) {
    if (!UUID.test(q.TypeId)) where.push(sql`false`)
    else where.push(or(eq(m.typeId, q.TypeId), sql`${m.typeId} in (select id from message_types where parent_id = ${q.TypeId})`)!)
  }
  const keyword = q.Keyword?.trim()
  if (keyword) where.push(ilike(m.title, likePattern(keyword)))
  return where
}

const readTime = (r: Reader) => sql<Date | null>`(select a.read_time from system_message_audience a where a.message_id = ${m.id} and a.user_id = ${r.id})`

/** One page of the messages `scope` lets the reader see: pinned first, newest next. */
export async function listMessages(db: Executor, r: Reader, scope: SQL, q: ListQuery) {
  const where = and(scope, ...filters(q))
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ row: m, typeName: messageTypes.title, readTime: readTime(r) })
      .from(m)
      .innerJoin(messageTypes, eq(messageTypes.id, m.typeId))
      .where(where)
      .orderBy(desc(m.isTop), desc(m.creationTime), asc(m.id))
      .limit(q.MaxResultCount)
      .offset(q.SkipCount),
    db.select({ n: count() }).from(m).where(where),
  ])
  return {
    Items: rows.map(({ row, typeName, readTime }) => ({ ...summaryDto(row, typeName), IsRead: readTime ? 1 : 0 })),
    TotalCount: Number(n),
  }
}

function summaryDto(row: typeof m.$inferSelect, typeName: string) {
  return {
    Id: row.id,
    Title: row.title,
    TypeId: row.typeId,
    TypeName: typeName,
    Summary: row.summary,
    IsTop: row.isTop,
    IsNewMemberCanSee: row.isNewMemberCanSee,
    IsSecret: row.isSecret,
    CreationTime: row.creationTime.toISOString(),
    LastModificationTime: row.lastModificationTime?.toISOString() ?? null,
    CreatorName: row.creatorName,
  }
}

/** The message when `scope` lets the reader see it; 404 otherwise (and for an id that is no uuid). */
export async function findMessage(db: Executor, id: string, scope: SQL) {
  if (!UUID.test(id)) throw notFound()
  const [found] = await db.select({ row: m, typeName: messageTypes.title }).from(m).innerJoin(messageTypes, eq(messageTypes.id, m.typeId)).where(and(eq(m.id, id), scope))
  if (!found) throw notFound()
  return found
}

/** The full message; its content is sanitized again on the way out. */
export async function messageDetail(db: Executor, found: Awaited<ReturnType<typeof findMessage>>) {
  const id = found.row.id
  const [attachs, receivers] = await Promise.all([
    db.select().from(systemMessageAttachments).where(eq(systemMessageAttachments.messageId, id)).orderBy(asc(systemMessageAttachments.sort)),
    db.select().from(systemMessageReceivers).where(eq(systemMessageReceivers.messageId, id)).orderBy(asc(systemMessageReceivers.sort)),
  ])
  return {
    ...summaryDto(found.row, found.typeName),
    Content: sanitizeRichText(found.row.content),
    Attachs: attachs.map((a) => ({ FileName: a.fileName, FileUrl: fileUrlOf(a.fileId), FileSize: a.fileSize })),
    SystemMessageReceivers: receivers.map((x) => ({ Type: x.type, UserId: x.targetId, UserName: x.name })),
  }
}

/** Marks the message read for the reader (a late joiner enters the audience here). */
export async function markRead(db: Executor, messageId: string, userId: string) {
  await db
    .insert(systemMessageAudience)
    .values({ messageId, userId, readTime: new Date() })
    .onConflictDoUpdate({ target: [systemMessageAudience.messageId, systemMessageAudience.userId], set: { readTime: sql`coalesce(${systemMessageAudience.readTime}, now())` } })
}

/** How many messages addressed to the reader are unread. */
export async function unreadCount(db: Executor, r: Reader): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(m).where(and(addressedTo(r), sql`${readTime(r)} is null`))
  return Number(n)
}

export async function deleteMessages(db: Executor, ids: string[]) {
  await db.delete(m).where(inArray(m.id, ids))
}
