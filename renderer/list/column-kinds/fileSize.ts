/** `fileSize`: a byte count in B, KB, MB or GB. */
import { defineColumnKind } from '../columnKinds'

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const

/** 0 -> '0 B', 1536 -> '1.5 KB', 5242880 -> '5 MB' (1024 steps, at most 2 decimals, GB the largest unit). */
export function formatFileSize(value: unknown): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  if (!Number.isFinite(n) || n < 0) return ''
  let size = n
  let unit = 0
  while (size >= 1024 && unit < SIZE_UNITS.length - 1) {
    size /= 1024
    unit++
  }
  return `${unit === 0 ? size : Math.round(size * 100) / 100} ${SIZE_UNITS[unit]}`
}

export const fileSizeColumn = defineColumnKind({ name: 'fileSize', render: (value) => formatFileSize(value) })
