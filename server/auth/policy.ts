/**
 * Deny by default: every route declares a permission (any of the names) or an access level, and
 * a route that declares neither, or names a permission schemas/menus.json does not define, stops
 * the server at start-up (docs/contracts.md, "Permissions").
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import { isPermission } from '../permissions/definitions'
import type { AppContext } from '../context'
import { ApiError, MESSAGES } from '../http/envelope'
import { grantedNames } from './grants'
import { SessionCache } from './session-cache'
import { bearerOf, lookupToken, sha256, type SignedInUser } from './tokens'
import { ticketUser } from './media-ticket'

export type Access = 'public' | 'signedIn'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the user must hold this permission, or one of these */
    permission?: string | string[]
    access?: Access
    /** a signed-in route that also takes a media ticket for the file `?id=` names (./media-ticket.ts) */
    ticket?: boolean
  }
  interface FastifyRequest {
    user?: SignedInUser
    /** the session cache's generation when the request arrived (SessionCache.settle) */
    sessionMark?: number
    /** the signed-in user's permission names through the session cache (set by the guard; `callerHolds`) */
    grants?: () => Promise<Set<string>>
  }
}

export interface RouteRecord {
  method: string
  url: string
  permission?: string
  /** every name that grants the route, when more than one does */
  permissions?: string[]
  access?: Access
  /** the entity its body is validated with (`entityBody`) */
  entity?: string
  /** an update of a stamped aggregate: a missing ConcurrencyStamp is 400, a stale one 409 */
  stamped?: boolean
}

/** Routes registered by plugins we do not own: the API docs. */
const DOCS_PREFIX = '/api/docs'
/** Who reads the API docs in production: whoever may grant permissions, i.e. an administrator. */
export const DOCS_PERMISSION = 'System.Role.Permission'

export function permissionsOf(config: { permission?: string | string[] } | undefined): string[] {
  const p = config?.permission
  return p === undefined ? [] : Array.isArray(p) ? p : [p]
}

/** Checks every route as it is added and records it in `table`. */
export function registerRoutePolicy(app: FastifyInstance, table: RouteRecord[], opts: { docs: 'public' | 'administrators' } = { docs: 'public' }): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const config = (route.config ??= {} as never) as { permission?: string | string[]; access?: Access }
    if (route.url.startsWith(DOCS_PREFIX) && !config.permission && !config.access) {
      if (opts.docs === 'public') config.access = 'public'
      else config.permission = DOCS_PERMISSION
    }
    const names = permissionsOf(config)
    const where = `${String(route.method)} ${route.url}`
    if (!names.length && config.access !== 'public' && config.access !== 'signedIn')
      throw new Error(`route ${where} declares neither config.permission nor config.access ('public' | 'signedIn')`)
    for (const n of names) if (!isPermission(n)) throw new Error(`route ${where} names permission "${n}", which schemas/menus.json does not define`)
    const body = (route.schema?.body ?? {}) as { 'x-entity'?: string; 'x-body'?: { stamped?: boolean } }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue
      table.push({
        method,
        url: route.url,
        ...(names.length ? { permission: names[0] } : {}),
        ...(names.length > 1 ? { permissions: names } : {}),
        ...(config.access ? { access: config.access } : {}),
        ...(body['x-entity'] ? { entity: body['x-entity'] } : {}),
        ...(body['x-body']?.stamped ? { stamped: true } : {}),
      })
    }
  })
}

/**
 * Runs first on every request (before the body is parsed or validated), so an anonymous caller
 * learns nothing but 401 and a caller without the grant nothing but 403. The token's user and the
 * user's grants come through the session cache (session-cache.ts).
 */
export function registerGuard(app: FastifyInstance, ctx: AppContext): void {
  const cache = new SessionCache<SignedInUser>(ctx.authCacheMs)
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.sessionMark = cache.mark()
    const config = request.routeOptions.config as { permission?: string | string[]; access?: Access; ticket?: boolean } | undefined
    if (!config || request.is404 || config.access === 'public') return
    const token = bearerOf(request.headers.authorization)
    const query = request.query as { id?: unknown; ticket?: unknown }
    if (!token && config.ticket && typeof query.ticket === 'string' && typeof query.id === 'string') {
      const user = await ticketUser(ctx.db, query.ticket, query.id, ctx.idleTimeout)
      if (!user) throw new ApiError(401, MESSAGES.expired)
      request.user = user
      return
    }
    if (!token) throw new ApiError(401, MESSAGES.unauthorized)
    const user = await signedInUser(ctx, cache, token)
    if (!user) throw new ApiError(401, MESSAGES.expired)
    request.user = user
    request.grants = () => grantsCached(ctx, cache, user.id)
    const names = permissionsOf(config)
    if (names.length && !(await callerHolds(request, names))) throw new ApiError(403, MESSAGES.forbidden)
  })
  app.addHook('onResponse', async (request: FastifyRequest) => {
    if (request.sessionMark !== undefined) cache.settle(request.sessionMark)
  })
}

async function signedInUser(ctx: AppContext, cache: SessionCache<SignedInUser>, token: string): Promise<SignedInUser | undefined> {
  const key = sha256(token)
  const now = Date.now()
  const known = cache.users.get(key, now)
  if (known) return known
  const mark = cache.mark()
  const found = await lookupToken(ctx.db, token, ctx.idleTimeout)
  if (found) cache.users.put(key, found.user, mark, now, found.expiresAt)
  return found?.user
}

async function grantsCached(ctx: AppContext, cache: SessionCache<SignedInUser>, userId: string): Promise<Set<string>> {
  const now = Date.now()
  let held = cache.grants.get(userId, now)
  if (!held) {
    const mark = cache.mark()
    held = await grantedNames(ctx.db, userId)
    cache.grants.put(userId, held, mark, now)
  }
  return held
}

/**
 * Whether the signed-in caller holds one of the names, from the guard's session cache: a handler
 * that decides what to show by a grant asks no query on a warm cache (`holdsAny` asks the database).
 */
export async function callerHolds(request: FastifyRequest, names: string[]): Promise<boolean> {
  if (!request.grants) throw new ApiError(401, MESSAGES.unauthorized)
  const held = await request.grants()
  return names.some((n) => held.has(n))
}

/** The signed-in user of a guarded route (the guard has set it). */
export function userOf(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new ApiError(401, MESSAGES.unauthorized)
  return request.user
}
