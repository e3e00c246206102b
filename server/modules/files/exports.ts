/**
 * Exports (.xlsx made on the server) are stored through the file storage as a file of the caller,
 * so the browser downloads them like any other file: the answer's Data.Url is the address.
 */
import { Readable } from 'node:stream'
import type { AppContext } from '../../context'
import { files } from '../../db/schema'
import { contentTypeOf } from './types'
import { fileUrlOf } from './urls'

/** '20261124153000': the time of an export in China time, for its file name. */
export function exportStamp(d: Date): string {
  const t = new Date(d.getTime() + 8 * 3600_000).toISOString()
  return t.slice(0, 19).replace(/[-:T]/g, '')
}

/** Stores a workbook as a file of `ownerId`; the object is removed again when its row cannot be written. */
export async function storeExport(ctx: AppContext, ownerId: string, buffer: Buffer, fileName: string): Promise<{ Url: string; Id: string; Name: string }> {
  const stored = await ctx.storage!.put(Readable.from([buffer]))
  try {
    const [row] = await ctx.db
      .insert(files)
      .values({ fileName, extension: 'xlsx', size: stored.size, contentType: contentTypeOf('xlsx'), storageKey: stored.key, ownerId })
      .returning({ id: files.id })
    return { Url: fileUrlOf(row.id), Id: row.id, Name: fileName }
  } catch (e) {
    await ctx.storage!.delete(stored.key)
    throw e
  }
}
