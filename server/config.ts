/**
 * Settings from the environment (README lists them). Everything has a default that makes
 * `npm start` work on a fresh clone; unsafe combinations are refused here, at start.
 */
import { resolve } from 'node:path'

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

/** Refuses a fixed SMS code in production: it would let anyone who knows it pass the second factor. */
export function checkSmsFixedCode(code: string | undefined, nodeEnv: string | undefined): string | undefined {
  if (!code) return undefined
  if (nodeEnv === 'production') throw new Error('SMS_FIXED_CODE is refused when NODE_ENV=production')
  if (!/^\d{6}$/.test(code)) throw new Error('SMS_FIXED_CODE must be 6 digits')
  return code
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  return {
    port: positiveInt('PORT', env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smsFixedCode: checkSmsFixedCode(env.SMS_FIXED_CODE, env.NODE_ENV),
    seedDemo: flag(env.SEED_DEMO, true),
    demoPassword: env.DEMO_PASSWORD || undefined,
    tokenTtl: positiveInt('TOKEN_TTL', env.TOKEN_TTL, 8 * 3600),
    logger: true,
  }
}
