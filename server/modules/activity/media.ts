/**
 * The media of an activity (cover, photos, videos: lists of { FileUrl, FileName }) and who may
 * read them (docs/contracts.md "File read rules"). Activities are the company's public dynamics,
 * so a file an activity shows is readable by every signed-in user; a save takes a file only when
 * it is the caller's own upload or already shown by an activity (an edit keeping another
 * administrator's picture), and only when its content is of the field's kind.
 */
import { sql } from 'drizzle-orm'
import type { MediaItem } from '../../db/schema'
import type { Executor } from '../../db/types'
import { fail } from '../../http/envelope'
import type { FileStorage } from '../../storage'
import { fileIdOfReference } from '../files/references'
import { fileUrlOf } from '../files/urls'
import { mediaFile, type MediaKind } from '../knowledge/files'

export const MEDIA_MESSAGES = { image: '请上传图片', video: '请上传视频' } as const

const rowsOf = (r: unknown) => (r as { rows?: unknown[] }).rows ?? (r as unknown[])

/** True when an activity shows the file (as cover, photo or video). */
export async function activityShows(db: Executor, fileId: string): Promise<boolean> {
  const item = JSON.stringify([{ FileUrl: fileUrlOf(fileId) }])
  const found = await db.execute(sql`
    select 1 from activities
    where cover_img @> ${item}::jsonb or image @> ${item}::jsonb or video @> ${item}::jsonb limit 1`)
  return rowsOf(found).length > 0
}

/** The read rule of fileRoutes: any signed-in user reads what an activity shows. */
export const activityFileReadable = (db: Executor, _userId: string, fileId: string) => activityShows(db, fileId)

/**
 * The field's items, checked: each a file of the kind the caller may use. The stored FileUrl is the
 * canonical '/download-file?id=' reference and FileName the file's own name when none is given.
 */
export async function checkedMedia(db: Executor, storage: FileStorage, callerId: string, field: string, items: { FileUrl: string; FileName?: string }[] | undefined, kind: MediaKind): Promise<MediaItem[]> {
  const out: MediaItem[] = []
  for (const item of items ?? []) {
    const id = fileIdOfReference(item.FileUrl)
    const file = id ? await mediaFile(db, storage, callerId, item.FileUrl, [kind], activityShows) : undefined
    if (!file) throw fail(field, kind === 'video' ? MEDIA_MESSAGES.video : MEDIA_MESSAGES.image)
    out.push({ FileUrl: fileUrlOf(file.id), FileName: item.FileName?.trim() || file.fileName })
  }
  return out
}
