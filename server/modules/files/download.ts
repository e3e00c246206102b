/**
 * Reading a stored file: `GET /download-file` (bytes, whole or one Range, streamed from storage)
 * and `GET /api/app/file/media-url` (the same address with a media ticket, for `<video>`, which
 * cannot send the bearer header: server/auth/media-ticket.ts). Who may read: ./access.ts.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { userOf } from '../../auth/policy'
import { issueTicket } from '../../auth/media-ticket'
import { ok } from '../../http/envelope'
import { idOfFileUrl, readableFile, type FileReadRule } from './access'
import { rangeOf } from './range'
import { contentDisposition, mayInline } from './types'
import { fileNotFound } from './upload'
import { fileUrlOf } from './urls'

const tags = ['files']
export const RANGE_MESSAGE = '请求的文件范围无效'

export function downloadRoutes(ctx: AppContext, rules: FileReadRule[]) {
  return async function (app: FastifyInstance) {
    app.get<{ Querystring: { id: string; inline?: string; ticket?: string } }>(
      '/download-file',
      {
        config: { access: 'signedIn', ticket: true },
        schema: {
          tags,
          summary: '下载文件（inline=1 时图片、PDF 与音视频可预览；支持单个 Range；ticket 见 media-url）',
          querystring: {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'string', maxLength: 100 }, inline: { type: 'string', maxLength: 5 }, ticket: { type: 'string', maxLength: 120 } },
          },
        },
      },
      async (request, reply) => {
        const row = await readableFile(ctx.db, request, request.query.id, rules)
        // stored bytes never change under a file id, so the id is a strong entity tag
        const etag = `"${row.id}"`
        const answer = rangeOf(request.headers.range, row.size, request.headers['if-range'] as string | undefined, etag)
        reply
          .header('accept-ranges', 'bytes')
          .header('etag', etag)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
        if (answer.kind === 'unsatisfiable')
          return reply.code(416).header('content-range', `bytes */${row.size}`).send({ Code: 416, Message: RANGE_MESSAGE, Data: null })
        const range = answer.kind === 'partial' ? answer.range : undefined
        const got = await ctx.storage!.get(row.storageKey, range)
        if (!got) throw fileNotFound()
        const inline = request.query.inline === '1' && mayInline(row.extension)
        reply.header('content-type', row.contentType).header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', row.fileName))
        if (!range) return reply.header('content-length', got.size).send(got.stream)
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${got.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(got.stream)
      },
    )

    app.get<{ Querystring: { fileUrl: string } }>(
      '/api/app/file/media-url',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: '音视频地址：带一小时有效票据的 /download-file 地址（<video> 无法携带登录令牌）',
          querystring: { type: 'object', required: ['fileUrl'], properties: { fileUrl: { type: 'string', maxLength: 1000 } } },
        },
      },
      async (request) => {
        const row = await readableFile(ctx.db, request, idOfFileUrl(request.query.fileUrl), rules)
        const ticket = await issueTicket(ctx.db, userOf(request), row.id)
        return ok(`${fileUrlOf(row.id)}&inline=1&ticket=${ticket}`)
      },
    )
  }
}
