/**
 * The condition language of screen schemas (linkage, disabledWhen, visibleWhen, requiredWhen):
 * plain JSON, so the schema checker can verify every field it names and no string is eval'd.
 */
export type Condition =
  | { field: string; eq: unknown }
  | { field: string; ne: unknown }
  | { field: string; in: unknown[] }
  | { field: string; truthy: boolean }
  | { field: string; empty: boolean }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition }

function truthy(v: unknown): boolean {
  return Array.isArray(v) ? v.length > 0 : Boolean(v) && v !== '0'
}

export function evaluate(cond: Condition | undefined, values: Record<string, unknown> | undefined): boolean {
  if (!cond) return false
  const vals = values ?? {}
  if ('all' in cond) return cond.all.every((c) => evaluate(c, vals))
  if ('any' in cond) return cond.any.some((c) => evaluate(c, vals))
  if ('not' in cond) return !evaluate(cond.not, vals)
  const v = vals[cond.field]
  if ('eq' in cond) return v === cond.eq
  if ('ne' in cond) return v !== cond.ne
  if ('in' in cond) return cond.in.includes(v)
  if ('truthy' in cond) return truthy(v) === cond.truthy
  if ('empty' in cond) return (v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length)) === cond.empty
  return false
}

/** Every field name a condition reads, for the schema checker. */
export function fieldsOf(cond: Condition | undefined): string[] {
  if (!cond) return []
  if ('all' in cond) return cond.all.flatMap(fieldsOf)
  if ('any' in cond) return cond.any.flatMap(fieldsOf)
  if ('not' in cond) return fieldsOf(cond.not)
  return [cond.field]
}
