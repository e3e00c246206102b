/** China time (UTC+8, no daylight saving): the day and the clock the company works by. */
const CHINA_OFFSET_MS = 8 * 3600_000

/** 'YYYY-MM-DD' of the China day at `at`. */
export function todayInChina(at: Date = new Date()): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10)
}

/** 'YYYY-MM-DD HH:mm:ss' in China time (the spec's date format, 002 s.9). */
export function chinaDateTime(at: Date | string | null | undefined): string {
  if (!at) return ''
  const t = new Date(new Date(at).getTime() + CHINA_OFFSET_MS).toISOString()
  return `${t.slice(0, 10)} ${t.slice(11, 19)}`
}
