/**
 * The paging query of every list (MaxResultCount/SkipCount, spec 000 s.9): one route schema,
 * bounded so that no number reaches SQL that PostgreSQL cannot take (docs/contracts.md, "HTTP").
 */
import { PAGE_SIZE_DEFAULT } from '../../common/api-types'
import { text } from './params'

/** The largest offset: PostgreSQL's 32-bit integer. */
export const SKIP_MAX = 2 ** 31 - 1
export const PAGE_SIZE_MAX = 1000

/**
 * A list's query string: SkipCount 0..2^31-1, MaxResultCount 1..1000 (default `size`), plus the
 * list's own parameters. A bad value is a 400 naming the parameter ('SkipCount：请输入0-2147483647之间的整数').
 */
export function pageQuery(extra: Record<string, object> = {}, size: number = PAGE_SIZE_DEFAULT) {
  return {
    type: 'object',
    properties: {
      ...extra,
      SkipCount: { type: 'integer', minimum: 0, maximum: SKIP_MAX, default: 0 },
      MaxResultCount: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: size },
    },
  } as const
}

/** The common list query: keyword, sorting and paging. */
export const pageQuerySchema = pageQuery({
  Filter: { ...text(), description: '关键字' },
  Sorting: { ...text(), description: '排序，如 "Name desc"' },
})

export interface Paging {
  SkipCount: number
  MaxResultCount: number
}

export interface PageQueryInput extends Paging {
  Filter?: string
  Sorting?: string
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
