/**
 * The read rule of promo videos (docs/contracts.md "File read rules"): the introducing page plays
 * them to every signed-in user, so a file a promo video shows is readable by all of them.
 */
import { eq } from 'drizzle-orm'
import { promotionalVideos } from '../../db/schema'
import type { Executor } from '../../db/types'

export async function promoVideoReadable(db: Executor, _userId: string, fileId: string): Promise<boolean> {
  const found = await db.select({ id: promotionalVideos.id }).from(promotionalVideos).where(eq(promotionalVideos.fileId, fileId)).limit(1)
  return found.length > 0
}
