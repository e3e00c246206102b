/**
 * Who may read a file (docs/contracts.md, "File read rules"): the owner, every signed-in user for
 * the avatar of the user who owns it, and whoever a module's read rule allows (that read is an
 * audit event). Also the answer shape of a file of my cloud storage.
 */
import type { FastifyRequest } from 'fastify'
import { eq } from 'drizzle-orm'
import { userOf } from '../../auth/policy'
import { files } from '../../db/schema'
import type { Executor } from '../../db/types'
import { UUID } from '../../http/db-errors'
import { audit, byRequest } from '../audit/log'
import { isOwnersAvatar } from './references'
import { fileTypeOf } from './types'
import { fileNotFound } from './upload'
import { fileUrlOf } from './urls'

/**
 * A module's reason to let a user read someone else's file (e.g. HR reading the papers a new hire
 * uploaded for review): true when the file is referenced by a record the user may read.
 */
export type FileReadRule = (db: Executor, userId: string, fileId: string) => Promise<boolean>

/**
 * The file the user may read: their own, the avatar of the user who owns it (an avatar referencing
 * someone else's file makes nothing readable), or one a module's read rule allows.
 */
export async function readableFile(db: Executor, request: FastifyRequest, id: string, rules: FileReadRule[]) {
  const userId = userOf(request).id
  if (!UUID.test(id)) throw fileNotFound()
  const [row] = await db.select().from(files).where(eq(files.id, id))
  if (!row) throw fileNotFound()
  if (row.ownerId === userId) return row
  if (await isOwnersAvatar(db, row.ownerId, fileUrlOf(row.id))) return row
  for (const rule of rules)
    if (await rule(db, userId, row.id)) {
      // a read of another person's file through a read rule (an avatar is public and not an event)
      await audit(db, { ...byRequest(request), action: 'read', targetType: 'file', targetId: row.id, targetName: row.fileName, changes: { Owner: row.ownerId } })
      return row
    }
  throw fileNotFound()
}

/** '/download-file?id=<id>', a full URL with it, or the bare id. */
export function idOfFileUrl(url: string): string {
  const trimmed = url.trim()
  if (UUID.test(trimmed)) return trimmed
  const m = /[?&]id=([0-9a-fA-F-]{36})(?:&|$)/.exec(trimmed)
  return m ? m[1] : ''
}

type FileRow = typeof files.$inferSelect
export function userFileDto(f: FileRow) {
  const time = f.creationTime.toISOString()
  return {
    Id: f.id,
    FileName: f.fileName,
    FileUrl: fileUrlOf(f.id),
    Size: f.size,
    ContentType: f.contentType,
    CreationTime: time,
    CreateTime: time,
    FileType: fileTypeOf(f.extension),
  }
}
