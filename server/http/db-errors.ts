/** Recognises PostgreSQL error codes through drizzle's wrapper (the driver error is its cause). */
export function pgCode(e: unknown): string | undefined {
  for (let err = e as { code?: unknown; cause?: unknown } | undefined, i = 0; err && i < 4; err = err.cause as typeof err, i++) {
    if (typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code)) return err.code
  }
  return undefined
}

export const isUniqueViolation = (e: unknown) => pgCode(e) === '23505'

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
