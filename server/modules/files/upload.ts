/**
 * Upload limits, the files' messages and the guard an upload streams through (size limit, magic
 * bytes, script in an SVG), with the mapping of multipart errors to answers (docs/contracts.md,
 * "Files"). Nothing holds a whole file in memory.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Transform } from 'node:stream'
import { ApiError, badRequest } from '../../http/envelope'
import { HEAD_BYTES, contentMatches, SVG_SCRIPT } from './types'

/** 2 GiB (spec 000 s.9). */
export const UPLOAD_LIMIT = 2 * 1024 ** 3
/** What a multipart envelope may add to the file (boundaries, part headers, small fields). */
export const FORM_OVERHEAD = 1024 * 1024
export const FILE_MESSAGES = {
  tooLarge: '暂不支持上传大于2G的文件',
  unsupported: '暂不支持该文件',
  noFile: '请选择文件',
  notFound: '文件不存在',
  pdfTooLarge: '文件过大，暂不支持预览',
} as const

export class Refused extends ApiError {}
export const tooLarge = () => new Refused(413, FILE_MESSAGES.tooLarge)
export const unsupported = () => new Refused(415, FILE_MESSAGES.unsupported)
export const fileNotFound = () => new ApiError(404, FILE_MESSAGES.notFound)

/**
 * Counts bytes (refusing past the limit), checks the head of the content against the extension,
 * and reads an SVG through for script (with an overlap, so a tag split over two chunks is seen).
 */
export function uploadGuard(ext: string, limit: number): Transform {
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
export function refuse(reply: FastifyReply, error: ApiError): ApiError {
  reply.header('connection', 'close')
  return error
}

export function uploadError(e: unknown): ApiError | undefined {
  if (e instanceof ApiError) return e
  const status = (e as { statusCode?: number }).statusCode
  const code = (e as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge()
  if (status === 413) return new ApiError(413, FILE_MESSAGES.tooLarge)
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(FILE_MESSAGES.noFile, [{ Field: 'file', Message: FILE_MESSAGES.noFile }])
  return undefined
}

/** A declared body over the limit is refused before a byte of it is read. */
export async function checkContentLength(request: FastifyRequest, reply: FastifyReply) {
  const length = Number(request.headers['content-length'])
  if (Number.isFinite(length) && length > UPLOAD_LIMIT + FORM_OVERHEAD) throw refuse(reply, tooLarge())
}
