/**
 * message-send: a new message, or an edit with Id. The content is sanitized before it is stored;
 * attachments must be images (jpg/jpeg/png/gif/bmp) or pdf by their content; recipients are named
 * from the database, never from the body; the audience is taken again on every save.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { EntityTypes } from '../../../generated/entities'
import { files, messageTypes, systemMessageAttachments, systemMessageAudience, systemMessageReceivers, systemMessages, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { fail } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { sanitizeRichText } from '../../http/rich-text'
import type { FileStorage } from '../../storage'
import { fileIdOfReference, REFERENCE_MESSAGES } from '../files/references'
import { contentIs, headOf } from '../knowledge/files'
import { departmentTree, PUBLISHING_MESSAGES as M } from './common'

export type MessageInput = EntityTypes['system-message']
const IMAGE = ['jpg', 'jpeg', 'png', 'gif', 'bmp']

/** The attachments as rows, each the caller's upload or already attached to this message. */
async function attachmentRows(db: Executor, storage: FileStorage, callerId: string, messageId: string | null, attachs: MessageInput['Attachs']) {
  const out: { fileId: string; fileName: string; fileSize: number; sort: number }[] = []
  for (const [i, a] of (attachs ?? []).entries()) {
    const id = fileIdOfReference(a.FileUrl)
    const [file] = id ? await db.select().from(files).where(eq(files.id, id)) : []
    let usable = file && file.ownerId === callerId
    if (file && !usable && messageId) {
      usable = (await db.select().from(systemMessageAttachments).where(and(eq(systemMessageAttachments.messageId, messageId), eq(systemMessageAttachments.fileId, file.id)))).length > 0
    }
    if (!file || !usable) throw fail('Attachs', REFERENCE_MESSAGES.missing)
    const head = await headOf(storage, file.storageKey)
    const fits = (IMAGE.includes(file.extension) && contentIs('image', head)) || (file.extension === 'pdf' && contentIs('pdf', head))
    if (!fits) throw fail('Attachs', M.fileKind)
    if (out.some((o) => o.fileId === file.id)) throw fail('Attachs', M.repeated)
    out.push({ fileId: file.id, fileName: a.FileName || file.fileName, fileSize: file.size, sort: i })
  }
  return out
}

/** The recipients as chosen (named from the database) and the people they cover now. */
async function recipients(db: Executor, receivers: MessageInput['SystemMessageReceivers']) {
  const list = receivers ?? []
  const keys = list.map((r) => `${r.Type}:${r.UserId}`)
  if (new Set(keys).size !== keys.length) throw fail('SystemMessageReceivers', M.repeated)
  if (list.some((r) => !UUID.test(r.UserId))) throw fail('SystemMessageReceivers', M.receiverMissing)
  const personIds = list.filter((r) => r.Type === 2).map((r) => r.UserId)
  const people = personIds.length ? await db.select({ id: users.id, realName: users.realName, userName: users.userName }).from(users).where(inArray(users.id, personIds)) : []
  const tree = await departmentTree(db)
  const rows = list.map((r, sort) => {
    const name = r.Type === 2 ? people.find((p) => p.id === r.UserId)?.realName || people.find((p) => p.id === r.UserId)?.userName : tree.names.get(r.UserId)
    if (name === undefined) throw fail('SystemMessageReceivers', M.receiverMissing)
    return { type: r.Type, targetId: r.UserId, name, sort }
  })
  const deptIds = [...new Set(list.filter((r) => r.Type === 1).flatMap((r) => tree.subtree(r.UserId)))]
  const members = deptIds.length ? await db.select({ id: users.id }).from(users).where(inArray(users.departmentId, deptIds)) : []
  return { rows, audience: [...new Set([...personIds, ...members.map((u) => u.id)])] }
}

/** Saves the message; `existing` is the row being edited (already checked visible to the caller). */
export async function saveMessage(db: Executor, storage: FileStorage, caller: { id: string; realName: string; userName: string }, input: MessageInput, existing?: { id: string }) {
  const [type] = UUID.test(input.TypeId) ? await db.select().from(messageTypes).where(eq(messageTypes.id, input.TypeId)) : []
  if (!type) throw fail('TypeId', M.typeMissing)
  const attachments = await attachmentRows(db, storage, caller.id, existing?.id ?? null, input.Attachs)
  const { rows, audience } = await recipients(db, input.SystemMessageReceivers)
  const values = {
    title: input.Title.trim(),
    typeId: type.id,
    summary: input.Summary ?? '',
    content: sanitizeRichText(input.Content),
    isTop: input.IsTop ?? 0,
    isNewMemberCanSee: input.IsNewMemberCanSee ?? 0,
    isSecret: input.IsSecret ?? 0,
  }
  return db.transaction(async (tx) => {
    let id: string
    if (existing) {
      id = existing.id
      await tx.update(systemMessages).set({ ...values, lastModificationTime: new Date() }).where(eq(systemMessages.id, id))
      await tx.delete(systemMessageAttachments).where(eq(systemMessageAttachments.messageId, id))
      await tx.delete(systemMessageReceivers).where(eq(systemMessageReceivers.messageId, id))
      // Read states of people still addressed stay; people no longer addressed leave the audience.
      const kept = await tx.select({ userId: systemMessageAudience.userId }).from(systemMessageAudience).where(eq(systemMessageAudience.messageId, id))
      const gone = kept.map((k) => k.userId).filter((u) => !audience.includes(u))
      if (gone.length) await tx.delete(systemMessageAudience).where(and(eq(systemMessageAudience.messageId, id), inArray(systemMessageAudience.userId, gone)))
    } else {
      const [row] = await tx.insert(systemMessages).values({ ...values, creatorId: caller.id, creatorName: caller.realName || caller.userName }).returning({ id: systemMessages.id })
      id = row.id
    }
    if (attachments.length) await tx.insert(systemMessageAttachments).values(attachments.map((a) => ({ ...a, messageId: id })))
    if (rows.length) await tx.insert(systemMessageReceivers).values(rows.map((r) => ({ ...r, messageId: id })))
    if (audience.length) await tx.insert(systemMessageAudience).values(audience.map((userId) => ({ messageId: id, userId }))).onConflictDoNothing()
    return id
  })
}
