/**
 * Checks of an inline-rows value (e.g. a menu's function buttons, spec 000 s.5): each column may
 * be required (its requiredMessage, e.g. '请填写名称' / '请填写编码') and limited in length
 * ('请输入1-N个字符'); the list may hold at most maxRows rows ('最多添加N条记录').
 */
export interface InlineColumn {
  field: string
  label: string
  /** message when empty (after trim); absent = optional */
  requiredMessage?: string
  maxLength?: number
  /** default '请输入1-{maxLength}个字符' */
  maxLengthMessage?: string
  placeholder?: string
  width?: number | string
}

export interface InlineRowsOptions {
  columns: InlineColumn[]
  maxRows?: number
  /** default '最多添加{maxRows}条记录' */
  maxMessage?: string
}

export type InlineRow = Record<string, unknown>

export const INLINE_TEXT = {
  add: '添加',
  remove: '删除',
  maxRows: (n: number) => `最多添加${n}条记录`,
  maxLength: (n: number) => `请输入1-${n}个字符`,
} as const

export const maxRowsMessage = (o: InlineRowsOptions) => (o.maxRows === undefined ? '' : (o.maxMessage ?? INLINE_TEXT.maxRows(o.maxRows)))

/** The message of one cell, or ''. */
export function cellError(column: InlineColumn, value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value).trim()
  if (!text) return column.requiredMessage ?? ''
  if (column.maxLength !== undefined && [...text].length > column.maxLength) return column.maxLengthMessage ?? INLINE_TEXT.maxLength(column.maxLength)
  return ''
}

/** Every message of the value, per row and column (empty object when all is well). */
export function rowErrors(value: unknown, o: InlineRowsOptions): Record<number, Record<string, string>> {
  const out: Record<number, Record<string, string>> = {}
  const rows = Array.isArray(value) ? (value as InlineRow[]) : []
  rows.forEach((row, i) => {
    for (const c of o.columns) {
      const m = cellError(c, row?.[c.field])
      if (m) (out[i] ??= {})[c.field] = m
    }
  })
  return out
}

/** The first message of the value ('' when valid): the row limit, then row by row, column by column. */
export function firstError(value: unknown, o: InlineRowsOptions): string {
  const rows = Array.isArray(value) ? (value as InlineRow[]) : []
  if (o.maxRows !== undefined && rows.length > o.maxRows) return maxRowsMessage(o)
  for (const row of rows) for (const c of o.columns) {
    const m = cellError(c, row?.[c.field])
    if (m) return m
  }
  return ''
}

/**
 * A Formily validator (x-validator function) for the field holding the rows: an unfinished row
 * blocks the form's validate/submit with the first message.
 */
export function inlineRowsValidator(o: InlineRowsOptions): (value: unknown) => string {
  return (value) => firstError(value, o)
}

/** The rows as saved: strings trimmed. */
export function trimRows(value: unknown, o: InlineRowsOptions): InlineRow[] {
  const rows = Array.isArray(value) ? (value as InlineRow[]) : []
  return rows.map((row) => {
    const next: InlineRow = { ...row }
    for (const c of o.columns) if (typeof next[c.field] === 'string') next[c.field] = (next[c.field] as string).trim()
    return next
  })
}
