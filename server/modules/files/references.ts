/**
 * File references in saved fields (issue 13 s.1, docs/contracts.md "File read rules"). A field
 * that holds a file reference accepts only a file the caller owns (or, for an avatar set by an
 * administrator, the person's own file); the reference never widens who may read a file.
 */
import { and, eq } from 'drizzle-orm'
import { files, users } from '../../db/schema'
import type { Executor } from '../../db/types'
import { fail } from '../../http/envelope'
import { UUID } from '../../http/db-errors'

export const REFERENCE_MESSAGES = { missing: '文件不存在' } as const

/** The file id of '/download-file?id=<id>' (the only form a stored reference takes), else undefined. */
export function fileIdOfReference(value: string): string | undefined {
  const m = /^\/download-file\?id=([0-9a-fA-F-]{36})$/.exec(value.trim())
  return m && UUID.test(m[1]) ? m[1] : undefined
}

/**
 * Checks an avatar being saved for `userId` by `callerId`, in the transaction of the save. An
 * uploaded file must belong to the person or to the caller; a caller's file (an administrator
 * uploading someone's picture) passes to the person, so an avatar is always its owner's own image,
 * the one kind of file every signed-in user may read. Someone else's file answers like a missing one.
 */
export async function claimAvatar(tx: Executor, avatar: string, userId: string, callerId: string): Promise<void> {
  const id = fileIdOfReference(avatar)
  if (!id) return
  const [file] = await tx.select({ ownerId: files.ownerId }).from(files).where(eq(files.id, id))
  if (!file || (file.ownerId !== userId && file.ownerId !== callerId)) throw fail('Avatar', REFERENCE_MESSAGES.missing)
  if (file.ownerId !== userId) await tx.update(files).set({ ownerId: userId }).where(eq(files.id, id))
}

/** The avatar read rule: the file is the avatar of the very user who owns it. */
export async function isOwnersAvatar(db: Executor, ownerId: string, url: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.avatar, url)))
    .limit(1)
  return rows.length > 0
}
