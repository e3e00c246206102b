/** `number`: a number with thousands separators, right aligned, with `precision` decimals when given. */
import { defineColumnKind, isEmptyCell } from '../columnKinds'

export function formatNumber(value: unknown, precision?: number): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  if (!Number.isFinite(n)) return isEmptyCell(value) ? '' : String(value)
  const digits = precision === undefined ? { maximumFractionDigits: 20 } : { minimumFractionDigits: precision, maximumFractionDigits: precision }
  return n.toLocaleString('en-US', digits)
}

export const numberColumn = defineColumnKind({ name: 'number', align: 'right', render: (value, col) => formatNumber(value, col.precision) })
