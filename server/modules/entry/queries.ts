/**
 * Reads of onboarding: the wizard's answers (basic information, row steps, upload items) and the
 * lookups the step checks use (does a subject, department, position or place exist, is a nickname
 * taken, may a file be attached). Routes: ./routes.ts and ./records.ts; rules: ./service.ts.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { entities } from '../../../common/entities'
import { departments, files, positions, subjects, users, workingPlaces } from '../../db/schema'
import type { Executor } from '../../db/types'
import { UUID } from '../../http/db-errors'
import { ENTRY_MESSAGES, ENTRY_STATUS, ENTRY_STATUS_NAMES, UPLOAD_ITEMS, basicNames, fileUrl, type EntryRow } from './data'

export const entryBasicEntity = entities['entry-basic']

export const BASIC_FIELDS = Object.keys(entryBasicEntity.properties)
export const NULLABLE = new Set(
  Object.entries(entryBasicEntity.properties)
    .filter(([, p]) => p.type === 'integer' || p.type === 'number' || p.format === 'date' || p['x-select'] || (Array.isArray(p.type) && p.type.includes('null')))
    .map(([k]) => k),
)

export async function basicAnswer(db: Executor, e: EntryRow, workNo: string) {
  const b = e.basic ?? {}
  const out: Record<string, unknown> = {}
  for (const f of BASIC_FIELDS) out[f] = b[f] ?? (NULLABLE.has(f) ? null : '')
  Object.assign(out, await basicNames(db, b))
  out.Id = e.userId
  out.WorkNo = workNo
  out.InsertType = b.InsertType ?? 1
  out.EducationName = (b.Education as string) ?? ''
  out.Status = e.status
  out.StatusName = ENTRY_STATUS_NAMES[e.status]
  out.Step = e.step
  out.Remark = e.remark
  // the status alert's text: the reason of a refusal, or that the record waits for review
  out.CheckText = e.status === ENTRY_STATUS.rejected ? e.remark : e.status === ENTRY_STATUS.submitted ? ENTRY_MESSAGES.submitted : ''
  return out
}

export const rowsOf = (list: Record<string, unknown>[] | null | undefined) => list ?? []

export function uploadList(e: EntryRow) {
  return UPLOAD_ITEMS.map((it) => {
    const got = e.uploads?.[String(it.DataType)]
    return {
      ...it,
      Status: got ? 1 : 0,
      StatusName: got ? '已上传' : '未上传',
      img: got ? { PhotoId: got.PhotoId, PhotoName: got.PhotoName, Url: fileUrl(got.PhotoId) } : null,
    }
  })
}

export async function exists(db: Executor, kind: 'subject' | 'dep' | 'pos' | 'work', id: string | null | undefined): Promise<boolean> {
  if (!id || !UUID.test(id)) return false
  const table = kind === 'subject' ? subjects : kind === 'dep' ? departments : kind === 'pos' ? positions : workingPlaces
  return (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0
}

/**
 * A file that may be attached to an entry: uploaded by the new hire or by the caller (HR editing).
 * Someone else's file id is refused like a missing one, so HR's read rule on attached files
 * (entryFileReadable) cannot be used to reach other people's files.
 */
export async function attachable(db: Executor, id: string, owners: string[]) {
  if (!UUID.test(id)) return undefined
  const [f] = await db.select({ id: files.id, name: files.fileName }).from(files).where(and(eq(files.id, id), inArray(files.ownerId, owners)))
  return f
}

export async function nickTaken(db: Executor, nick: string, exceptUserId: string | undefined): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.nickName, nick.trim()))
  return rows.some((r) => r.id !== exceptUserId)
}
