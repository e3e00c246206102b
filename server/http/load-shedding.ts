/**
 * Bounded queueing (issue 17): past `limit` API requests in flight, a new one is answered at once
 * with 503 '系统繁忙，请稍后再试' and `Retry-After`, before the guard or the handler does anything
 * (so nothing is half-written), instead of joining a backlog that makes every answer late.
 * Each request in flight holds a database connection or waits for one (PGlite: its worker's queue),
 * so the count bounds the database's queue. The default, how it was chosen and what a client that
 * resends a 503 at once does to it: docs/architecture.md, "Bounded queueing".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError, MESSAGES } from './envelope'
import { API_PATH } from './security-headers'

export const DEFAULT_MAX_IN_FLIGHT = 64
/** Seconds a refused client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 1

/**
 * Counts API requests from arrival until their answer is handed over (onSend: the database work
 * is done, even when a long stream such as a video follows) or the client goes away, whichever
 * comes first.
 */
export function registerLoadShedding(app: FastifyInstance, limit: number): void {
  let inFlight = 0
  const slots = new WeakMap<FastifyRequest, () => void>()
  app.addHook('onRequest', (request, reply, done) => {
    if (!API_PATH.test(request.url)) return done()
    if (inFlight >= limit) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS))
      return done(new ApiError(503, MESSAGES.busy))
    }
    inFlight++
    let held = true
    const release = () => {
      if (held) inFlight--
      held = false
    }
    slots.set(request, release)
    // 'close' comes once per response, answered or aborted: a slot is never lost
    reply.raw.once('close', release)
    done()
  })
  app.addHook('onSend', (request, _reply, payload, done) => {
    slots.get(request)?.()
    done(null, payload)
  })
}
