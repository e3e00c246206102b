/**
 * One fresh database per test file, cloned from the template of tests/setup/api-global.ts, and
 * an app on it that tests drive with fastify's inject (no port).
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp } from '../../server/app'
import { issueToken } from '../../server/auth/tokens'
import { openDatabase, type Database } from '../../server/db/open'
import { roles, smsCodes, users } from '../../server/db/schema'
import { createUser } from '../../server/modules/identity/accounts'
import type { Db } from '../../server/db/types'
import { memorySmsProvider } from '../../server/modules/auth/sms-provider'
import type { SmsLimits } from '../../server/modules/auth/sms-limits'
import { databaseUrl } from './template'
import { diskStorage } from '../../server/storage'

export { ADMIN_PASSWORD, DEMO_PASSWORD } from './template'

export interface Answer<T = unknown> {
  status: number
  body: { Code: number; Message: string; Data: T } & Record<string, unknown>
  raw: string
}

export interface Harness {
  app: FastifyInstance
  db: Db
  sms: ReturnType<typeof memorySmsProvider>
  /** the disk storage of uploads of this harness (a fresh temporary folder, removed by close) */
  storage: ReturnType<typeof diskStorage>
  /** a request; `token` adds the bearer header, an object body goes as JSON */
  call<T = unknown>(method: InjectOptions['method'], url: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<Answer<T>>
  /** the real sign-in: send-sms, read the code from the SMS provider, /connect/token */
  signIn(userName: string, password: string): Promise<string>
  /** a token without the sign-in ceremony, for tests about something else */
  tokenFor(userName: string): Promise<string>
  /** a new user in the given roles (by name), password USER_PASSWORD */
  addUser(userName: string, roleNames?: string[], extra?: { lockoutEnabled?: boolean; isActive?: boolean }): Promise<string>
  /** forget the 60 s send limit of a work number (instead of waiting a minute) */
  forgetSmsLimit(userName: string): Promise<void>
  close(): Promise<void>
}

export const USER_PASSWORD = 'Harness#2468'

async function cloneDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const template = inject('apiTemplate')
  if (template.kind === 'pglite') {
    const blob = new Blob([readFileSync(template.file)])
    return { database: await openDatabase({ loadDataDir: blob }), drop: async () => {} }
  }
  const name = `oa_api_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: template.baseUrl })
  await admin.connect()
  // Files cloning the template at the same moment can collide ("being accessed"): retry.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.template}"`)
      break
    } catch (e) {
      if (attempt >= 20) throw e
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200))
    }
  }
  const database = await openDatabase({ databaseUrl: databaseUrl(template.baseUrl, name) })
  return {
    database,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    },
  }
}

/**
 * Every test file signs in from one address (inject's 127.0.0.1), far more often than the SMS send
 * limits allow a real office; tests of those limits pass their own.
 */
const TEST_SMS_LIMITS: SmsLimits = { perAddress: 100_000, total: 100_000 }

export async function createHarness(
  options: { smsFixedCode?: string; smsLimits?: SmsLimits; idleTimeout?: number; authCacheMs?: number; maxInFlight?: number } = {},
): Promise<Harness> {
  const { database, drop } = await cloneDatabase()
  const db = database.db
  const sms = memorySmsProvider()
  const storage = diskStorage(mkdtempSync(join(tmpdir(), 'oa-files-')))
  const app = await buildApp({
    db,
    planned: database.planned,
    tokenTtl: 3600,
    idleTimeout: options.idleTimeout,
    authCacheMs: options.authCacheMs,
    maxInFlight: options.maxInFlight,
    smsLimits: options.smsLimits ?? TEST_SMS_LIMITS,
    sms,
    smsFixedCode: options.smsFixedCode,
    storage,
  })

  const call: Harness['call'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`
    const res = await app.inject({
      method,
      url,
      headers,
      ...(opts.body === undefined ? {} : typeof opts.body === 'string' ? { payload: opts.body } : { payload: opts.body as object }),
    })
    let body: Answer['body']
    try {
      body = res.json()
    } catch {
      body = { Code: -1, Message: '', Data: null }
    }
    return { status: res.statusCode, body: body as never, raw: res.body }
  }

  const forgetSmsLimit = async (userName: string) => {
    await db.delete(smsCodes).where(eq(smsCodes.userName, userName))
  }

  return {
    app,
    db,
    sms,
    storage,
    call,
    forgetSmsLimit,
    async signIn(userName, password) {
      await forgetSmsLimit(userName)
      const sent = await call('POST', '/api/app/old-frame/send-sms', { body: { username: userName } })
      if (sent.status !== 200) throw new Error(`send-sms: ${sent.status} ${sent.body.Message}`)
      const code = sms.last(userName)!
      const res = await app.inject({ method: 'POST', url: '/connect/token', payload: new URLSearchParams({ grant_type: 'password', client_id: 'oa-web', username: userName, password, code }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })
      if (res.statusCode !== 200) throw new Error(`token: ${res.statusCode} ${res.body}`)
      return res.json().access_token as string
    },
    async tokenFor(userName) {
      const [u] = await db.select({ id: users.id }).from(users).where(eq(users.userName, userName))
      return issueToken(db, u.id, 3600)
    },
    async addUser(userName, roleNames = [], extra = {}) {
      const roleIds = []
      for (const name of roleNames) {
        const [r] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name))
        roleIds.push(r.id)
      }
      return createUser(db, { userName, password: USER_PASSWORD, realName: userName, ...extra, roleIds })
    },
    async close() {
      await app.close()
      await database.close()
      await drop()
      rmSync(storage.root, { recursive: true, force: true })
    },
  }
}

/** A form-encoded /connect/token body. */
export function tokenForm(fields: Record<string, string>): string {
  return new URLSearchParams({ grant_type: 'password', client_id: 'oa-web', ...fields }).toString()
}
