/**
 * Uploads, downloads and the cloud storage list (docs/contracts.md, "Files"). Uploads stream
 * through ./upload.ts's guard into the storage; downloads: ./download.ts; who may read a file: ./access.ts.
 */
import type { FastifyInstance } from 'fastify'
import { and, count, desc, eq, ilike } from 'drizzle-orm'
import { pipeline } from 'node:stream/promises'
import type { AppContext } from '../../context'
import { userOf } from '../../auth/policy'
import { files } from '../../db/schema'
import { ApiError, badRequest, ok, paged } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { likePattern, pageQuery, type Paging } from '../../http/paging'
import { idParams, text } from '../../http/params'
import { fileUrlOf } from './urls'
import {
  HEAD_BYTES,
  cleanFileName,
  contentMatches,
  contentTypeOf,
  extensionOf,
  parseAccept,
  isActiveContent,
} from './types'
import { idOfFileUrl, readableFile, userFileDto, type FileReadRule } from './access'
import { FILE_MESSAGES, Refused, UPLOAD_LIMIT, checkContentLength, fileNotFound, refuse, tooLarge, unsupported, uploadError, uploadGuard } from './upload'
import { audit, byRequest } from '../audit/log'
import { downloadRoutes } from './download'

/** file-to-stream answers base64 in JSON: bounded so one preview cannot take the server's memory. */
export const PDF_STREAM_LIMIT = 50 * 1024 * 1024

const tags = ['files']

/** rules: the other modules' file read rules (files stay owner-only unless one allows). */
export function fileRoutes(ctx: AppContext, rules: FileReadRule[] = []) {
  return async function (app: FastifyInstance) {
    app.post<{ Querystring: { accept?: string } }>(
      '/api/app/upload/upload',
      {
        config: { access: 'signedIn' },
        onRequest: checkContentLength,
        schema: {
          tags,
          summary: '上传文件（multipart，字段 file；最大 2G；accept=jpg,png 限定扩展名）',
          consumes: ['multipart/form-data'],
          querystring: { type: 'object', properties: { accept: { type: 'string', maxLength: 300 } } },
        },
      },
      async (request, reply) => {
        const me = userOf(request)
        const accept = parseAccept(request.query.accept)
        if (!request.isMultipart()) throw badRequest(FILE_MESSAGES.noFile, [{ Field: 'file', Message: FILE_MESSAGES.noFile }])
        let part
        try {
          part = await request.file({ limits: { fileSize: UPLOAD_LIMIT + 1, files: 1, parts: 20, fields: 10, fieldSize: 64 * 1024 } })
        } catch (e) {
          const mapped = uploadError(e)
          if (mapped) throw refuse(reply, mapped)
          throw e
        }
        if (!part) throw badRequest(FILE_MESSAGES.noFile, [{ Field: 'file', Message: FILE_MESSAGES.noFile }])
        const fileName = cleanFileName(part.filename)
        const ext = extensionOf(fileName)
        if (isActiveContent(ext) || (accept.length && !accept.includes(ext))) {
          part.file.destroy()
          throw refuse(reply, unsupported())
        }

        const guard = uploadGuard(ext, UPLOAD_LIMIT)
        const [fed, stored] = await Promise.allSettled([pipeline(part.file, guard), ctx.storage!.put(guard)])
        if (fed.status === 'rejected' || stored.status === 'rejected' || part.file.truncated) {
          // storage.put removed the partial file; when the guard refused, that error is the answer
          const reasons = [fed, stored].flatMap((r) => (r.status === 'rejected' ? [r.reason] : []))
          if (stored.status === 'fulfilled') await ctx.storage!.delete(stored.value.key)
          const answer = reasons.find((r) => r instanceof Refused) ?? reasons.map(uploadError).find(Boolean) ?? (part.file.truncated ? tooLarge() : undefined)
          if (answer) throw refuse(reply, answer as ApiError)
          throw reasons[0]
        }
        const { key, size } = stored.value
        try {
          const row = await ctx.db.transaction(async (tx) => {
            const [created] = await tx.insert(files).values({ fileName, extension: ext, size, contentType: contentTypeOf(ext), storageKey: key, ownerId: me.id }).returning()
            await audit(tx, { ...byRequest(request), action: 'create', targetType: 'file', targetId: created.id, targetName: fileName, changes: { Size: [null, size] } })
            return created
          })
          return ok({ Id: row.id, Url: fileUrlOf(row.id), Name: row.fileName, Size: row.size, ContentType: row.contentType })
        } catch (e) {
          await ctx.storage!.delete(key)
          throw e
        }
      },
    )

    await downloadRoutes(ctx, rules)(app)

    app.get<{ Querystring: { fileUrl: string } }>(
      '/api/app/file/file-to-stream',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'PDF 文件的 base64 内容（预览）',
          querystring: { type: 'object', required: ['fileUrl'], properties: { fileUrl: { type: 'string', maxLength: 1000 } } },
        },
      },
      async (request) => {
        const row = await readableFile(ctx.db, request, idOfFileUrl(request.query.fileUrl), rules)
        if (row.extension !== 'pdf') throw unsupported()
        if (row.size > PDF_STREAM_LIMIT) throw new ApiError(413, FILE_MESSAGES.pdfTooLarge)
        const got = await ctx.storage!.get(row.storageKey)
        if (!got) throw fileNotFound()
        const chunks: Buffer[] = []
        for await (const chunk of got.stream) chunks.push(chunk as Buffer)
        const bytes = Buffer.concat(chunks)
        if (!contentMatches('pdf', bytes.subarray(0, HEAD_BYTES))) throw unsupported()
        return ok(bytes.toString('base64'))
      },
    )

    app.get<{ Querystring: Paging & { KeyWord?: string } }>(
      '/api/app/user-file/file-list',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: '我的文件（分页，最新在前）',
          querystring: pageQuery({ KeyWord: text() }, 10),
        },
      },
      async (request) => {
        const me = userOf(request)
        const q = request.query
        const keyword = q.KeyWord?.trim()
        const where = and(eq(files.ownerId, me.id), keyword ? ilike(files.fileName, likePattern(keyword)) : undefined)
        const [rows, [{ total }]] = await Promise.all([
          ctx.db.select().from(files).where(where).orderBy(desc(files.creationTime), desc(files.id)).limit(q.MaxResultCount).offset(q.SkipCount),
          ctx.db.select({ total: count() }).from(files).where(where),
        ])
        return paged(rows.map(userFileDto), Number(total))
      },
    )

    app.delete<{ Params: { id: string } }>(
      '/api/app/user-file/:id',
      {
        config: { permission: 'Cloud.File.Delete' },
        schema: { tags, summary: '删除我的文件（仅本人）', params: idParams('id', '文件编号') },
      },
      async (request) => {
        const me = userOf(request)
        const id = request.params.id
        if (!UUID.test(id)) throw fileNotFound()
        const row = await ctx.db.transaction(async (tx) => {
          const [deleted] = await tx.delete(files).where(and(eq(files.id, id), eq(files.ownerId, me.id))).returning()
          if (deleted) await audit(tx, { ...byRequest(request), action: 'delete', targetType: 'file', targetId: deleted.id, targetName: deleted.fileName, changes: { Size: [deleted.size, null] } })
          return deleted
        })
        if (!row) throw fileNotFound()
        await ctx.storage!.delete(row.storageKey)
        return ok(null)
      },
    )
  }
}
