/** The paging query of every list (MaxResultCount/SkipCount, spec 000 s.9), for route schemas. */
import { PAGE_SIZE_DEFAULT } from '../../common/api-types'

export const pageQuerySchema = {
  type: 'object',
  properties: {
    Filter: { type: 'string', maxLength: 100, description: '关键字' },
    Sorting: { type: 'string', maxLength: 100, description: '排序，如 "Name desc"' },
    SkipCount: { type: 'integer', minimum: 0, default: 0 },
    MaxResultCount: { type: 'integer', minimum: 1, maximum: 1000, default: PAGE_SIZE_DEFAULT },
  },
} as const

export interface PageQueryInput {
  Filter?: string
  Sorting?: string
  SkipCount: number
  MaxResultCount: number
}

/** A LIKE pattern that matches the text literally (escapes % _ and \). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`
}

/** Column and direction of a "Field [asc|desc]" sorting, restricted to the allowed fields. */
export function parseSorting<K extends string>(sorting: string | undefined, allowed: readonly K[], fallback: K): { field: K; desc: boolean } {
  const [field, dir] = (sorting ?? '').trim().split(/\s+/)
  const match = allowed.find((a) => a.toLowerCase() === field?.toLowerCase())
  return { field: match ?? fallback, desc: match ? dir?.toLowerCase() === 'desc' : false }
}
