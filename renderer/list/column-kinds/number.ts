/** `number`: a number with thousands separators, right aligned, with `precision` decimals when given. */
import { defineColumnKind, isEmptyCell } from '../columnKinds'

/**
 * Formats as Intl.NumberFormat('en-US') does (rounding half away from zero from the number's shortest
 * decimal form), by hand: the first Intl.NumberFormat of a page loads the locale's data, ~25 ms of a
 * 500-row list's mount. Numbers whose shortest form has an exponent (< 1e-6, >= 1e21) go to Intl.
 */
function decimalDigits(abs: number): [string, string] | null {
  const s = String(abs)
  if (s.includes('e')) return null
  const dot = s.indexOf('.')
  return dot < 0 ? [s, ''] : [s.slice(0, dot), s.slice(dot + 1)]
}

/** `digits` (no sign) plus one in the last place: '199' -> '200', '99' -> '100' */
function increment(digits: string): string {
  const out = digits.split('')
  let i = out.length - 1
  while (i >= 0 && out[i] === '9') out[i--] = '0'
  if (i < 0) return '1' + out.join('')
  out[i] = String(Number(out[i]) + 1)
  return out.join('')
}

const grouped = (int: string) => int.replace(/\B(?=(\d{3})+$)/g, ',')

const intlFormatters = new Map<number | undefined, Intl.NumberFormat>()
function intl(n: number, precision?: number): string {
  let f = intlFormatters.get(precision)
  if (!f) {
    f = new Intl.NumberFormat('en-US', precision === undefined ? { maximumFractionDigits: 20 } : { minimumFractionDigits: precision, maximumFractionDigits: precision })
    intlFormatters.set(precision, f)
  }
  return f.format(n)
}

function format(n: number, precision?: number): string {
  const parts = decimalDigits(Math.abs(n))
  if (!parts || (precision !== undefined && (precision < 0 || precision > 20 || !Number.isInteger(precision)))) return intl(n, precision)
  let [int, frac] = parts
  // without a precision, at most 20 decimals, trailing zeros dropped
  const places = precision ?? Math.min(frac.length, 20)
  if (frac.length <= places) frac = frac.padEnd(places, '0')
  else {
    const up = frac.charCodeAt(places) >= 53 // '5'
    let kept = int + frac.slice(0, places)
    if (up) kept = increment(kept)
    int = kept.slice(0, kept.length - places) || '0'
    frac = kept.slice(kept.length - places)
  }
  if (precision === undefined) frac = frac.replace(/0+$/, '')
  const sign = n < 0 || Object.is(n, -0) ? '-' : ''
  return sign + grouped(int) + (frac ? '.' + frac : '')
}

export function formatNumber(value: unknown, precision?: number): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  if (!Number.isFinite(n)) return isEmptyCell(value) ? '' : String(value)
  return format(n, precision)
}

export const numberColumn = defineColumnKind({ name: 'number', align: 'right', render: (value, col) => formatNumber(value, col.precision) })
