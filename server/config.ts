/**
 * Settings from the environment (README lists them). Everything has a default that makes
 * `npm start` work on a fresh clone; unsafe combinations are refused here, at start.
 */
import { resolve } from 'node:path'
import { checkField } from '../common/rules'
import { passwordProblem } from './auth/password-policy'
import { DEFAULT_AUTH_CACHE_MS } from './auth/session-cache'
import { DEFAULT_SMS_LIMITS, type SmsLimits } from './modules/auth/sms-limits'
import { DEFAULT_MAX_IN_FLIGHT } from './http/load-shedding'

export interface ServerOptions {
  port: number
  host: string
  /** PGlite files, the lock file and uploaded files live here */
  dataDir: string
  /** PostgreSQL instead of PGlite when set */
  databaseUrl?: string
  /** the administrator's password on first start; random when absent */
  adminPassword?: string
  /** every SMS code is this value (demos, tests); refused when NODE_ENV=production */
  smsFixedCode?: string
  seedDemo: boolean
  /** the demo users' password on first start; random when absent */
  demoPassword?: string
  /** seconds an access token stays valid */
  tokenTtl: number
  /** seconds without a request after which a token is dead (beside tokenTtl) */
  idleTimeout: number
  /** milliseconds the guard remembers a token's user and grants; bounds what another process sees late; 0 = off */
  authCacheMs: number
  /** API requests in flight beyond which a new one is answered 503 at once (server/http/load-shedding.ts) */
  maxInFlight: number
  /** SMS sends allowed per 10 minutes from one client address and overall */
  smsLimits: SmsLimits
  /** directory of the built UI; absent = API only */
  serveUi?: string
  logger?: boolean
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase())
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`)
  return n
}

function nonNegativeInt(name: string, value: string | undefined, fallback: number): number {
  return value === '0' ? 0 : positiveInt(name, value, fallback)
}

/** Refuses a fixed SMS code in production: it would let anyone who knows it pass the second factor. */
export function checkSmsFixedCode(code: string | undefined, nodeEnv: string | undefined): string | undefined {
  if (!code) return undefined
  if (nodeEnv === 'production') throw new Error('SMS_FIXED_CODE is refused when NODE_ENV=production')
  if (!/^\d{6}$/.test(code)) throw new Error('SMS_FIXED_CODE must be 6 digits')
  return code
}

/** A password given in the environment obeys the policy of every password that is set (issue 13 s.3). */
export function checkEnvPassword(name: string, value: string | undefined, workNo: string): string | undefined {
  if (!value) return undefined
  const problem = checkField({ label: name, kind: 'newPassword' }, value) ?? passwordProblem(value, workNo)
  if (problem) throw new Error(`${name} is refused: ${problem} (8-100 characters with letters and digits, not the work number, not a common password)`)
  return value
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  return {
    port: positiveInt('PORT', env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: checkEnvPassword('ADMIN_PASSWORD', env.ADMIN_PASSWORD, 'A0001'),
    smsFixedCode: checkSmsFixedCode(env.SMS_FIXED_CODE, env.NODE_ENV),
    seedDemo: flag(env.SEED_DEMO, true),
    demoPassword: checkEnvPassword('DEMO_PASSWORD', env.DEMO_PASSWORD, ''),
    tokenTtl: positiveInt('TOKEN_TTL', env.TOKEN_TTL, 8 * 3600),
    idleTimeout: positiveInt('IDLE_TIMEOUT', env.IDLE_TIMEOUT, 2 * 3600),
    authCacheMs: nonNegativeInt('AUTH_CACHE_MS', env.AUTH_CACHE_MS, DEFAULT_AUTH_CACHE_MS),
    maxInFlight: positiveInt('MAX_IN_FLIGHT', env.MAX_IN_FLIGHT, DEFAULT_MAX_IN_FLIGHT),
    smsLimits: {
      perAddress: positiveInt('SMS_LIMIT_PER_ADDRESS', env.SMS_LIMIT_PER_ADDRESS, DEFAULT_SMS_LIMITS.perAddress),
      total: positiveInt('SMS_LIMIT_TOTAL', env.SMS_LIMIT_TOTAL, DEFAULT_SMS_LIMITS.total),
    },
    logger: true,
  }
}
