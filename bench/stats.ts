/** Small statistics for the bench: the machines are shared and noisy, so report medians. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

export const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places
