/**
 * The read rule of message attachments (docs/contracts.md "File read rules"): a file attached to
 * a message is readable by whoever may read one of the messages attaching it (./access.ts).
 */
import { and, eq } from 'drizzle-orm'
import { systemMessageAttachments, systemMessages } from '../../db/schema'
import type { Executor } from '../../db/types'
import { readable, readerOf } from './access'

export async function publishingFileReadable(db: Executor, userId: string, fileId: string): Promise<boolean> {
  const attached = await db.select({ id: systemMessageAttachments.messageId }).from(systemMessageAttachments).where(eq(systemMessageAttachments.fileId, fileId)).limit(1)
  if (!attached.length) return false
  const r = await readerOf(db, userId)
  const found = await db
    .select({ id: systemMessages.id })
    .from(systemMessages)
    .innerJoin(systemMessageAttachments, eq(systemMessageAttachments.messageId, systemMessages.id))
    .where(and(eq(systemMessageAttachments.fileId, fileId), readable(r)))
    .limit(1)
  return found.length > 0
}
