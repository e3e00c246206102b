/**
 * Hardening of every answer (issue 13 s.4): helmet's headers with a Content-Security-Policy the UI
 * runs under, `no-store` on API answers (they carry personal data), nosniff, no framing, no referrer.
 *
 * The policy: scripts only from this origin (the built UI has no inline script; the renderer never
 * compiles Formily expressions, so no 'unsafe-eval'). Styles also allow inline: antd's CSS-in-JS
 * inserts <style> elements at run time and components set style attributes; a style cannot run
 * code, and a nonce would have to reach every style antd and Formily insert. Images may come from
 * http(s) (an avatar may be an outside address), data: and blob: (previews of fetched files).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
}

/** The API's paths: their answers are never stored by a browser or a proxy; load shedding counts them (./load-shedding.ts). */
export const API_PATH = /^\/(api|connect)(\/|$)|^\/download-file(\?|$)/

const OPTIONS: HelmetOptions = {
  // Enforced: tests/browser/security.test.ts opens every page of the menu, a Formily dialog, the
  // org chart and the approval form under it and sees no violation.
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // TLS is the business of the proxy in front; over plain http the header is ignored anyway.
  strictTransportSecurity: false,
  // The API answers other origins' calls only through the browser's CORS rules, not by embedding.
  crossOriginResourcePolicy: { policy: 'same-origin' },
}

/**
 * helmet's headers for OPTIONS, worked out once: they depend on nothing of the request. (The
 * fastify plugin ran helmet's setup, directives parsed again, for every request: ~3% of the main
 * thread under the employee list's load.)
 */
export function helmetHeaders(options: HelmetOptions = OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {}
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  let failed: unknown
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (e?: unknown) => void (failed = e))
  if (failed) throw failed
  return headers
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders()
  // A route may set its own afterwards (onRequest runs before the handler).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
  app.addHook('onSend', async (request, reply, payload) => {
    if (API_PATH.test(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    return payload
  })
}
