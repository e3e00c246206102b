/**
 * Files attached to approval comments (issue 13 s.1, docs/contracts.md "File read rules") and to
 * a form's upload items (./form-files.ts): a comment or a form references only files its author
 * owns, and such a file is readable by whoever may open the process (initiator, anyone in its
 * flow, anyone it was shared with), never by more.
 */
import { and, eq, sql } from 'drizzle-orm'
import { STATE } from '../../../common/approval'
import { files } from '../../db/schema'
import type { Executor } from '../../db/types'
import { fail } from '../../http/envelope'
import { fileIdOfReference, REFERENCE_MESSAGES } from '../files/references'

export const ATTACHMENT_MESSAGES = { mismatch: '附件名称与附件不一致' } as const

/** files of one comment at most */
const ATTACH_MAX = 20

/** The comment's attachments, comma-joined as on the wire: the caller's own files, one name each. */
export async function attachmentsOf(db: Executor, ownerId: string, urls: string, names: string): Promise<{ urls: string; names: string }> {
  const list = urls.split(',').map((u) => u.trim()).filter(Boolean)
  const labels = names.split(',').map((n) => n.trim()).filter(Boolean)
  if (!list.length && !labels.length) return { urls: '', names: '' }
  if (list.length !== labels.length || list.length > ATTACH_MAX) throw fail('AttachNames', ATTACHMENT_MESSAGES.mismatch)
  for (const url of list) {
    const id = fileIdOfReference(url)
    const [file] = id ? await db.select({ id: files.id }).from(files).where(and(eq(files.id, id), eq(files.ownerId, ownerId))) : []
    if (!file) throw fail('AttachUrls', REFERENCE_MESSAGES.missing)
  }
  return { urls: list.join(','), names: labels.join(',') }
}

/**
 * The read rule (fileRoutes): a file attached to a comment of a process the user takes part in, or
 * held by an upload item of such a process's form. Only the file's owner can have put it in a form
 * (form-files.ts), so the form search reads only the owner's own processes (by the initiator index).
 */
export async function approvalFileReadable(db: Executor, userId: string, fileId: string): Promise<boolean> {
  const ref = `/download-file?id=${fileId}`
  const rows = await db.execute(sql`
    select 1 from (
        select c.process_id as id from approval_comments c where strpos(c.attach_urls, ${ref}) > 0
        union all
        select p.id from approval_processes p
        where p.initiator_id = (select f.owner_id from files f where f.id = ${fileId}) and strpos(p.business_data::text, ${ref}) > 0
      ) x join approval_processes p on p.id = x.id
    where p.state <> ${STATE.deleted}
      and (p.initiator_id = ${userId}
        or exists (select 1 from approval_step_users u where u.process_id = p.id and u.user_id = ${userId})
        or exists (select 1 from approval_shares s where s.process_id = p.id and s.user_id = ${userId}))
    limit 1`)
  return ((rows as { rows?: unknown[] }).rows ?? (rows as unknown[])).length > 0
}
