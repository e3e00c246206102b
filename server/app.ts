/**
 * buildApp(ctx): the HTTP application. Registers plugins and modules only; nothing here touches
 * the database, so the route table can be listed without one (server/routes-table.ts).
 */
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fastifyStatic from '@fastify/static'
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { AppContext } from './context'
import { registerGuard, registerRoutePolicy, type RouteRecord } from './auth/policy'
import { clientErrorHandler, notFoundEnvelope, registerErrorHandling } from './http/errors'
import { MESSAGES } from './http/envelope'
import { validatorCompiler } from './http/validator-compiler'
import { authRoutes } from './modules/auth/routes'
import { menuRoutes } from './modules/menus/routes'
import { permissionManagementRoutes } from './modules/permission-management/routes'
import { identityRoutes } from './modules/identity/routes'
import { profileRoutes } from './modules/profile/routes'
import { organisationRoutes } from './modules/organisation/routes'
import { fileRoutes } from './modules/files/routes'
import { UPLOAD_LIMIT } from './modules/files/upload'
import { hrRoutes } from './modules/hr/routes'
import { entryRoutes } from './modules/entry/routes'
import { approvalRoutes } from './modules/approval/routes'
import { approvalActionRoutes } from './modules/approval/action-routes'
import { approvalDesignerRoutes } from './modules/approval/admin-designer'
import { approvalTypeAdminRoutes } from './modules/approval/admin-types'
import { approvalPrintRoutes } from './modules/approval/print-routes'
import { approvalFileReadable } from './modules/approval/attachments'
import { auditRoutes } from './modules/audit/routes'
import { entryFileReadable } from './modules/entry/data'
import { knowledgeFileReadable } from './modules/knowledge/files'
import { knowledgeRoutes } from './modules/knowledge/routes'
import { activityFileReadable } from './modules/activity/media'
import { activityModuleRoutes } from './modules/activity/routes'
import { publishingRoutes } from './modules/publishing/routes'
import { publishingFileReadable } from './modules/publishing/files'
import { promoVideoReadable } from './modules/introducing/files'
import { introducingRoutes } from './modules/introducing/routes'
import { noStorage } from './storage'
import { registerSecurityHeaders } from './http/security-headers'
import { DEFAULT_MAX_IN_FLIGHT, registerLoadShedding } from './http/load-shedding'

/** JSON bodies above this are refused with 413 (uploads get their own limit later). */
export const BODY_LIMIT = 1024 * 1024

declare module 'fastify' {
  interface FastifyInstance {
    /** every route with its declared permission or access level, in registration order */
    routeTable: RouteRecord[]
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/** Paths the UI never owns: unknown ones answer 404 in the envelope, not index.html. */
const API_PATH = /^\/(api|connect)(\/|$)/

export async function buildApp(given: AppContext): Promise<FastifyInstance> {
  const ctx: AppContext = { ...given, storage: given.storage ?? noStorage() }
  const app = Fastify({
    logger: ctx.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    bodyLimit: BODY_LIMIT,
    // Never echo a client-provided request id; generate our own.
    requestIdHeader: false,
    // Oversized headers and malformed requests, refused by Node's parser, answer in the envelope.
    clientErrorHandler,
    // A URL the router cannot decode never reaches the error handler: answer it in the envelope here.
    frameworkErrors: (error, _request, res) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400
      const reply = res as unknown as FastifyReply
      void reply.status(status).send({ Code: status, Message: status === 400 ? '请求地址不合法' : MESSAGES.server, Data: null })
    },
  })
  const table: RouteRecord[] = []
  app.decorate('routeTable', table)
  app.setValidatorCompiler(validatorCompiler)
  // First of the hooks, so refusals by the guard (401, 403) carry the headers too.
  registerSecurityHeaders(app)
  registerErrorHandling(app)
  // Before the guard: a refused request costs no token or grant lookup.
  registerLoadShedding(app, ctx.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT)
  registerRoutePolicy(app, table, { docs: process.env.NODE_ENV === 'production' ? 'administrators' : 'public' })
  registerGuard(app, ctx)

  await app.register(formbody, { bodyLimit: BODY_LIMIT })
  // Parts are streamed by the upload route (server/modules/files); the limits here are the outer bound.
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT + 1, files: 1, parts: 20, fields: 10, fieldSize: 64 * 1024 } })
  await app.register(swagger, {
    openapi: {
      info: { title: 'OA/HR 管理后台 API', version: '0.1.0', description: '应答统一为 {Code, Message, Data}；字段为 PascalCase。' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  })
  // The API documentation: open in development; in production only to administrators (the route
  // policy, issue 13 s.4), who read /api/docs/json with their bearer token.
  await app.register(swaggerUi, { routePrefix: '/api/docs' })

  await app.register(authRoutes(ctx))
  await app.register(menuRoutes(ctx))
  await app.register(permissionManagementRoutes(ctx))
  await app.register(identityRoutes(ctx))
  await app.register(profileRoutes(ctx))
  await app.register(organisationRoutes(ctx))
  await app.register(fileRoutes(ctx, [entryFileReadable, approvalFileReadable, knowledgeFileReadable, activityFileReadable, publishingFileReadable, promoVideoReadable]))
  await app.register(hrRoutes(ctx))
  await app.register(entryRoutes(ctx))
  await app.register(approvalRoutes(ctx))
  await app.register(approvalActionRoutes(ctx))
  await app.register(approvalTypeAdminRoutes(ctx))
  await app.register(approvalDesignerRoutes(ctx))
  await app.register(approvalPrintRoutes(ctx))
  await app.register(auditRoutes(ctx))
  await app.register(knowledgeRoutes(ctx))
  await app.register(activityModuleRoutes(ctx))
  await app.register(publishingRoutes(ctx))
  await app.register(introducingRoutes(ctx))

  const ui = ctx.uiDir && existsSync(join(ctx.uiDir, 'index.html')) ? ctx.uiDir : undefined
  // cacheControl off: the fallback below sets it (hashed assets forever, index.html never).
  if (ui) await app.register(fastifyStatic, { root: ui, serve: false, cacheControl: false })
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]
    if (!ui || (request.method !== 'GET' && request.method !== 'HEAD') || API_PATH.test(path)) return notFoundEnvelope(reply)
    // A built asset when it exists, else the SPA's index.html (client-side routes).
    let file = ''
    try {
      file = decodeURIComponent(path).replace(/^\/+/, '')
    } catch {
      return notFoundEnvelope(reply)
    }
    if (file && !file.includes('..') && isFile(join(ui, file))) {
      return reply.header('cache-control', file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache').sendFile(file)
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })
  return app
}
