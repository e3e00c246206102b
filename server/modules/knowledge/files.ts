/**
 * Files of the knowledge base (docs/contracts.md "File read rules"): a course's attachments and a
 * teacher's pictures are uploaded by an administrator and read by every learner, so the read rule
 * opens a file to any holder of Knowledge.Learn once a shown course, in a shown category by a shown
 * teacher, attaches it (or a shown teacher shows it), and to the knowledge administrators always.
 */
import { eq, sql } from 'drizzle-orm'
import { holdsAny } from '../../auth/grants'
import { files } from '../../db/schema'
import type { Executor } from '../../db/types'
import type { FileStorage } from '../../storage'
import { fileIdOfReference } from '../files/references'
import { HEAD_BYTES } from '../files/types'
import { fileUrlOf } from '../files/urls'

export const KNOWLEDGE_ADMIN = ['Knowledge.Course', 'Knowledge.Teacher']

const rowsOf = (r: unknown) => (r as { rows?: unknown[] }).rows ?? (r as unknown[])

/** True when a course or teacher that is not hidden refers to the file (the learner's view). */
export async function shownKnowledgeFile(db: Executor, fileId: string): Promise<boolean> {
  const url = fileUrlOf(fileId)
  const found = await db.execute(sql`
    select 1 from knowledge_attachments a
      join knowledge_lessions l on l.id = a.lession_id
      join knowledge_teachers t on t.id = l.teacher_id
      join knowledge_types k on k.id = l.type_id
    where a.file_id = ${fileId} and l.is_show = 1 and t.is_show = 1 and k.is_show = 1
      and not exists (select 1 from knowledge_types p where p.is_show = 0 and k.code like p.code || '%')
    union all
    select 1 from knowledge_teachers t where t.is_show = 1 and (t.image = ${url} or t.desc_image = ${url})
    limit 1`)
  return rowsOf(found).length > 0
}

/** The read rule of fileRoutes. */
export async function knowledgeFileReadable(db: Executor, userId: string, fileId: string): Promise<boolean> {
  const used = await db.execute(sql`
    select 1 from knowledge_attachments where file_id = ${fileId}
    union all select 1 from knowledge_teachers where image = ${fileUrlOf(fileId)} or desc_image = ${fileUrlOf(fileId)}
    limit 1`)
  if (!rowsOf(used).length) return false
  if (await holdsAny(db, userId, KNOWLEDGE_ADMIN)) return true
  return (await holdsAny(db, userId, ['Knowledge.Learn'])) && shownKnowledgeFile(db, fileId)
}

/** What a knowledge field takes, judged by the first bytes of the stored content (and the extension). */
export type MediaKind = 'image' | 'pdf' | 'video'
const at = (head: Buffer, offset: number, bytes: number[] | string) => {
  const b = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes)
  return head.length >= offset + b.length && head.subarray(offset, offset + b.length).equals(b)
}
const KINDS: Record<MediaKind, { extensions: string[]; matches(head: Buffer): boolean }> = {
  image: {
    extensions: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'],
    matches: (h) => at(h, 0, [0xff, 0xd8, 0xff]) || at(h, 0, [0x89, 0x50, 0x4e, 0x47]) || at(h, 0, 'GIF8') || at(h, 0, 'BM') || (at(h, 0, 'RIFF') && at(h, 8, 'WEBP')),
  },
  pdf: { extensions: ['pdf'], matches: (h) => h.includes(Buffer.from('%PDF-')) },
  // mp4/mov (ISO media), avi (RIFF), webm (EBML, what a browser's MediaRecorder writes)
  video: {
    extensions: ['mp4', 'mov', 'm4v', 'avi', 'webm'],
    matches: (h) => at(h, 4, 'ftyp') || (at(h, 0, 'RIFF') && at(h, 8, 'AVI ')) || at(h, 0, [0x1a, 0x45, 0xdf, 0xa3]),
  },
}

/** True when the first bytes are of the kind (publishing judges its attachments by the same signatures). */
export const contentIs = (kind: MediaKind, head: Buffer) => KINDS[kind].matches(head)

/** The first HEAD_BYTES of a stored file. */
export async function headOf(storage: FileStorage, key: string): Promise<Buffer> {
  const got = await storage.get(key)
  if (!got) return Buffer.alloc(0)
  const parts: Buffer[] = []
  let length = 0
  for await (const chunk of got.stream) {
    parts.push(chunk as Buffer)
    length += (chunk as Buffer).length
    if (length >= HEAD_BYTES) break
  }
  got.stream.destroy()
  return Buffer.concat(parts).subarray(0, HEAD_BYTES)
}

/** Whether the area already uses the file (another administrator's upload may then be kept by an edit). */
export type FileInUse = (db: Executor, fileId: string) => Promise<boolean>

async function usedByKnowledge(db: Executor, id: string): Promise<boolean> {
  const used = await db.execute(sql`
    select 1 from knowledge_attachments where file_id = ${id}
    union all select 1 from knowledge_teachers where image = ${fileUrlOf(id)} or desc_image = ${fileUrlOf(id)} limit 1`)
  return rowsOf(used).length > 0
}

/**
 * The file a knowledge field (or, with its own `inUse`, an activity's media) refers to ('/download-file?id='), when it is the caller's own upload or
 * already used by the area (an edit keeping another administrator's file), and its
 * content is of one of the kinds; undefined otherwise.
 */
export async function mediaFile(db: Executor, storage: FileStorage, callerId: string, url: string, kinds: MediaKind[], inUse: FileInUse = usedByKnowledge) {
  const id = fileIdOfReference(url)
  if (!id) return undefined
  const [file] = await db.select().from(files).where(eq(files.id, id))
  if (!file) return undefined
  if (file.ownerId !== callerId && !(await inUse(db, id))) return undefined
  const head = await headOf(storage, file.storageKey)
  const kind = kinds.find((k) => KINDS[k].extensions.includes(file.extension) && KINDS[k].matches(head))
  return kind ? { ...file, kind } : undefined
}
