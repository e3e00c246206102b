/**
 * Display masks of the spec (000 s.9): phone numbers show with positions 4-7 hidden. One function
 * for the server's list answers and the renderer's `phone` column.
 */
export function maskPhone(phone: string | null | undefined): string {
  const p = (phone ?? '').trim().replace(/^(\+86|0086)/, '')
  if (p.length <= 3) return p
  return p.slice(0, 3) + '*'.repeat(Math.min(4, p.length - 3)) + p.slice(7)
}
