/**
 * Maps every failure to the envelope with an agreeing HTTP status (DESIGN.md, "API conventions").
 * A 500 says only '服务器错误': the error with its stack goes to the server log, never to the client.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FieldError } from '../../common/api-types'
import { ApiError, MESSAGES } from './envelope'

function send(reply: FastifyReply, status: number, message: string, data: unknown = null, extra: Record<string, unknown> = {}) {
  return reply.status(status).type('application/json; charset=utf-8').send({ Code: status, Message: message, Data: data, ...extra })
}

/** Field name of an ajv error from a Fastify route schema (query strings, params, the token form). */
function fieldOf(v: { instancePath?: string; params?: Record<string, unknown> }): string {
  const missing = v.params?.missingProperty
  if (typeof missing === 'string') return missing
  return (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '参数'
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return send(reply, error.status, error.message, error.data, error.extra)
    const err = error as FastifyError
    if (err.validation) {
      const errors: FieldError[] = err.validation.map((v) => {
        const field = fieldOf(v as never)
        return { Field: field, Message: `参数${field}不合法` }
      })
      return send(reply, 400, errors[0]?.Message ?? MESSAGES.badRequest, { Errors: errors })
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
