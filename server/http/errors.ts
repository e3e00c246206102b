/**
 * Maps every failure to the envelope with an agreeing HTTP status (DESIGN.md, "API conventions").
 * A 500 says only '服务器错误': the error with its stack goes to the server log, never to the client.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorObject } from 'ajv'
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { ApiError, MESSAGES } from './envelope'
import { ajvMessage } from './validator-compiler'
import { uniqueViolation } from './db-errors'

function send(reply: FastifyReply, status: number, message: string, data: unknown = null, extra: Record<string, unknown> = {}) {
  return reply.status(status).type('application/json; charset=utf-8').send({ Code: status, Message: message, Data: data, ...extra })
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return send(reply, error.status, error.message, error.data, error.extra)
    const taken = uniqueViolation(error, request)
    if (taken) return send(reply, taken.status, taken.message, taken.data)
    const err = error as FastifyError
    if (err.validation) {
      const message = err.validation.length ? ajvMessage(err.validation[0] as ErrorObject) : MESSAGES.badRequest
      return send(reply, 400, message)
    }
    const status = err.statusCode ?? 500
    if (status === 413) return send(reply, 413, MESSAGES.tooLarge)
    if (status === 415) return send(reply, 415, MESSAGES.unsupportedType)
    if (status === 400) return send(reply, 400, err.code?.startsWith('FST_ERR_CTP') || err instanceof SyntaxError ? MESSAGES.badJson : MESSAGES.badRequest)
    if (status === 429) return send(reply, 429, MESSAGES.tooMany)
    if (status === 404) return send(reply, 404, MESSAGES.notFound)
    if (status >= 400 && status < 500) return send(reply, status, MESSAGES.badRequest)
    request.log.error({ err: error }, 'unhandled error')
    return send(reply, 500, MESSAGES.server)
  })
}

export function notFoundEnvelope(reply: FastifyReply) {
  return send(reply, 404, MESSAGES.notFound)
}

/**
 * Requests Node refuses before Fastify sees them (headers over the limit, a malformed request line,
 * a timeout) still answer in the envelope, in Chinese, then the connection closes.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW' ? [431, MESSAGES.badHeaders] : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, MESSAGES.timeout] : [400, MESSAGES.badRequest]
  const body = JSON.stringify({ Code: status, Message: message, Data: null })
  if (socket.writable)
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`)
  socket.destroy(err)
}
