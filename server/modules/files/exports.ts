/**
 * Exports (.xlsx made on the server) are stored through the file storage as a file of the caller,
 * so the browser downloads them like any other file: the answer's Data.Url is the address. Every
 * export is an audit event (who took which data out, how many rows, with which filter), written in
 * the transaction of the file's row.
 */
import { Readable } from 'node:stream'
import type { AppContext } from '../../context'
import { audit, type AuditWho } from '../audit/log'
import { files } from '../../db/schema'
import { contentTypeOf } from './types'
import { fileUrlOf } from './urls'

/** '20261124153000': the time of an export in China time, for its file name. */
export function exportStamp(d: Date): string {
  const t = new Date(d.getTime() + 8 * 3600_000).toISOString()
  return t.slice(0, 19).replace(/[-:T]/g, '')
}

/** What an export took out: the audit target type of its data, its row count and the filter it was asked with. */
export interface ExportedData {
  targetType: string
  rows: number
  filter: Record<string, unknown>
}

/** The filter without empty entries, so the log says only what the caller narrowed by. */
const givenFilter = (filter: Record<string, unknown>) => Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== ''))

/**
 * Stores a workbook as a file of the caller and logs the export; the object is removed again when
 * its row or event cannot be written.
 */
export async function storeExport(ctx: AppContext, who: AuditWho, buffer: Buffer, fileName: string, data: ExportedData): Promise<{ Url: string; Id: string; Name: string }> {
  const ownerId = who.actor!.id!
  const stored = await ctx.storage!.put(Readable.from([buffer]))
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(files)
        .values({ fileName, extension: 'xlsx', size: stored.size, contentType: contentTypeOf('xlsx'), storageKey: stored.key, ownerId })
        .returning({ id: files.id })
      const changes = { Rows: data.rows, ...(Object.keys(givenFilter(data.filter)).length ? { Filter: givenFilter(data.filter) } : {}) }
      await audit(tx, { ...who, action: 'export', targetType: data.targetType, targetId: row.id, targetName: fileName, changes })
      return row.id
    })
    return { Url: fileUrlOf(id), Id: id, Name: fileName }
  } catch (e) {
    await ctx.storage!.delete(stored.key)
    throw e
  }
}

/**
 * Stores a file made for the caller that is no export of listed data (a printed approval, which
 * the approval's own trail covers), typed by the extension of `fileName`; not logged.
 */
export async function storeMadeFile(ctx: AppContext, ownerId: string, buffer: Buffer, fileName: string): Promise<{ Url: string; Id: string; Name: string }> {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase()
  const stored = await ctx.storage!.put(Readable.from([buffer]))
  try {
    const [row] = await ctx.db
      .insert(files)
      .values({ fileName, extension, size: stored.size, contentType: contentTypeOf(extension), storageKey: stored.key, ownerId })
      .returning({ id: files.id })
    return { Url: fileUrlOf(row.id), Id: row.id, Name: fileName }
  } catch (e) {
    await ctx.storage!.delete(stored.key)
    throw e
  }
}
