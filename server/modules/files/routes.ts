/**
 * Uploads, downloads and the cloud storage list (docs/contracts.md, "Files"). Uploads stream
 * through a guard (size limit, magic bytes) into the storage; nothing holds a whole file in memory.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { and, count, desc, eq, ilike } from 'drizzle-orm'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { AppContext } from '../../context'
import { userOf } from '../../auth/policy'
import { files } from '../../db/schema'
import type { Executor } from '../../db/types'
import { ApiError, badRequest, ok, paged } from '../../http/envelope'
import { UUID } from '../../http/db-errors'
import { likePattern, pageQuery, type Paging } from '../../http/paging'
import { idParams, text } from '../../http/params'
import { fileUrlOf } from './urls'
import {
  HEAD_BYTES,
  cleanFileName,
  contentDisposition,
  contentMatches,
  contentTypeOf,
  extensionOf,
  fileTypeOf,
  mayInline,
  parseAccept,
  isActiveContent,
  SVG_SCRIPT,
} from './types'
import { isOwnersAvatar } from './references'
import { audit, byRequest } from '../audit/log'

/** 2 GiB (spec 000 s.9). */
export const UPLOAD_LIMIT = 2 * 1024 ** 3
/** What a multipart envelope may add to the file (boundaries, part headers, small fields). */
export const FORM_OVERHEAD = 1024 * 1024
/** file-to-stream answers base64 in JSON: bounded so one preview cannot take the server's memory. */
export const PDF_STREAM_LIMIT = 50 * 1024 * 1024

export const FILE_MESSAGES = {
  tooLarge: '暂不支持上传大于2G的文件',
  unsupported: '暂不支持该文件',
  noFile: '请选择文件',
  notFound: '文件不存在',
  pdfTooLarge: '文件过大，暂不支持预览',
} as const

const tags = ['files']

class Refused extends ApiError {}
const tooLarge = () => new Refused(413, FILE_MESSAGES.tooLarge)
const unsupported = () => new Refused(415, FILE_MESSAGES.unsupported)
const fileNotFound = () => new ApiError(404, FILE_MESSAGES.notFound)

/**
 * Counts bytes (refusing past the limit), checks the head of the content against the extension,
 * and reads an SVG through for script (with an overlap, so a tag split over two chunks is seen).
 */
function uploadGuard(ext: string, limit: number): Transform {
  let size = 0
  let svgTail = ''
  let head: Buffer[] = []
  let headLength = 0
  let checked = false
  const release = (self: Transform): Error | undefined => {
    const h = Buffer.concat(head)
    head = []
    checked = true
    if (!contentMatches(ext, h)) return unsupported()
    if (h.length) self.push(h)
    return undefined
  }
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length
      if (size > limit) return done(tooLarge())
      if (ext === 'svg') {
        const text = svgTail + chunk.toString('latin1')
        if (SVG_SCRIPT.test(text)) return done(unsupported())
        svgTail = text.slice(-64)
      }
      if (checked) return done(null, chunk)
      head.push(chunk)
      headLength += chunk.length
      done(headLength >= HEAD_BYTES ? release(this) : undefined)
    },
    flush(done) {
      done(checked ? undefined : release(this))
    },
  })
}

/** A refused upload closes the connection: the rest of a huge body is never read. */
function refuse(reply: FastifyReply, error: ApiError): ApiError {
  reply.header('connection', 'close')
  return error
}

function uploadError(e: unknown): ApiError | undefined {
  if (e instanceof ApiError) return e
  const status = (e as { statusCode?: number }).statusCode
  const code = (e as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge()
  if (status === 413) return new ApiError(413, FILE_MESSAGES.tooLarge)
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(FILE_MESSAGES.noFile, [{ Field: 'file', Message: FILE_MESSAGES.noFile }])
  return undefined
}

/**
 * A module's reason to let a user read someone else's file (e.g. HR reading the papers a new hire
 * uploaded for review): true when the file is referenced by a record the user may read.
 */
export type FileReadRule = (db: Executor, userId: string, fileId: string) => Promise<boolean>

/**
 * The file the user may read: their own, the avatar of the user who owns it (an avatar referencing
 * someone else's file makes nothing readable), or one a module's read rule allows.
 */
async function readableFile(db: Executor, request: FastifyRequest, id: string, rules: FileReadRule[]) {
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
function idOfFileUrl(url: string): string {
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

async function checkContentLength(request: FastifyRequest, reply: FastifyReply) {
  const length = Number(request.headers['content-length'])
  if (Number.isFinite(length) && length > UPLOAD_LIMIT + FORM_OVERHEAD) throw refuse(reply, tooLarge())
}

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

    app.get<{ Querystring: { id: string; inline?: string } }>(
      '/download-file',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: '下载文件（inline=1 时图片与 PDF 可预览）',
          querystring: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 }, inline: { type: 'string', maxLength: 5 } } },
        },
      },
      async (request, reply) => {
        const row = await readableFile(ctx.db, request, request.query.id, rules)
        const got = await ctx.storage!.get(row.storageKey)
        if (!got) throw fileNotFound()
        const inline = request.query.inline === '1' && mayInline(row.extension)
        return reply
          .header('content-type', row.contentType)
          .header('content-length', got.size)
          .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', row.fileName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(got.stream)
      },
    )

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
