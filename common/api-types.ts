/** The answer envelope of every JSON endpoint (DESIGN.md, "API conventions"). */
export interface Envelope<T = unknown> {
  Code: number
  Message: string
  Data: T
}

export interface Paged<T> {
  Items: T[]
  TotalCount: number
}

export interface PageQuery {
  MaxResultCount?: number
  SkipCount?: number
  Filter?: string
  Sorting?: string
}

export interface FieldError {
  Field: string
  Message: string
}

/** Paging constants of the spec (000 s.9). */
export const PAGE_SIZE_DEFAULT = 15
export const PAGE_SIZE_OPTIONS = [15, 30, 50, 100]
