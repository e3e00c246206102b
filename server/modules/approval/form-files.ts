/**
 * Files in an approval form's upload items (报销's 附件; docs/contracts.md "File read rules"): a
 * value references only files the initiator owns, at most UPLOAD_MAX of them; the file names are
 * stored beside the value (`<name>Names`, from the files table, never from the client) so the
 * dialog and the print name them without another call. Detail-table columns of kind upload are
 * checked in each row alike.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { FormItem } from '../../../common/approval-form'
import { NAMES_SUFFIX, uploadUrls } from '../../../common/approval-validate'
import { files } from '../../db/schema'
import type { Executor } from '../../db/types'
import { fail } from '../../http/envelope'
import { fileIdOfReference, REFERENCE_MESSAGES } from '../files/references'

/** files of one upload item at most (as for a comment's attachments) */
export const UPLOAD_MAX = 20
export const FORM_FILE_MESSAGES = { tooMany: `最多上传${UPLOAD_MAX}个文件` } as const

/** The item's urls, each the caller's own file, with their names in the same order. */
async function claimed(db: Executor, ownerId: string, item: FormItem, value: unknown): Promise<{ urls: string[]; names: string[] }> {
  const urls = uploadUrls(value)
  if (urls.length > UPLOAD_MAX) throw fail(item.name, FORM_FILE_MESSAGES.tooMany)
  const ids = urls.map((u) => fileIdOfReference(u))
  if (ids.some((id) => !id)) throw fail(item.name, REFERENCE_MESSAGES.missing)
  const found = ids.length ? await db.select({ id: files.id, fileName: files.fileName }).from(files).where(and(inArray(files.id, ids as string[]), eq(files.ownerId, ownerId))) : []
  const nameOf = new Map(found.map((f) => [f.id, f.fileName]))
  if (ids.some((id) => !nameOf.has(id!))) throw fail(item.name, REFERENCE_MESSAGES.missing)
  return { urls, names: ids.map((id) => nameOf.get(id!)!) }
}

/**
 * The form values with every upload item checked and its names filled in (a copy; `values` is the
 * validated or drafted data). Refuses someone else's or an unknown file with 文件不存在 under the field.
 */
export async function claimFormFiles(db: Executor, ownerId: string, items: FormItem[], values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out = { ...values }
  for (const item of items) {
    if (item.type === 'upload' && Object.hasOwn(values, item.name)) {
      const { urls, names } = await claimed(db, ownerId, item, values[item.name])
      out[item.name] = urls.join(',')
      out[`${item.name}${NAMES_SUFFIX}`] = names
    } else if (item.type === 'details' && Array.isArray(values[item.name]) && item.details?.some((c) => c.type === 'upload')) {
      const rows: unknown[] = []
      for (const row of values[item.name] as unknown[]) rows.push(row && typeof row === 'object' ? await claimFormFiles(db, ownerId, item.details, row as Record<string, unknown>) : row)
      out[item.name] = rows
    }
  }
  return out
}
