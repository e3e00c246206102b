/**
 * Entity schema -> one FieldRule per property. The server validates bodies with these and the
 * renderer builds its field validators from them, so limits written once in schemas/entities
 * hold on both sides.
 */
import type { FieldRule } from './rules'

export interface EntityProperty {
  type?: string | string[]
  title?: string
  'x-rule'?: string
  'x-select'?: boolean
  enum?: unknown[]
  minLength?: number
  maxLength?: number
  minimum?: number | string
  maximum?: number | string
  readOnly?: boolean
  default?: unknown
  'x-after'?: string
  'x-before'?: string
  [k: string]: unknown
}

export interface EntitySchema {
  $id: string
  title: string
  'x-typeName': string
  properties: Record<string, EntityProperty>
  required?: string[]
  [k: string]: unknown
}

/** The rule kind a property falls back to when it names none. */
export function defaultKind(p: EntityProperty): string {
  const type = Array.isArray(p.type) ? p.type.find((t) => t !== 'null') : p.type
  if (p['x-select'] || p.enum) return 'select'
  switch (type) {
    case 'boolean':
      return 'boolean'
    case 'integer':
      return 'integer'
    case 'number':
      return 'number'
    case 'array':
    case 'object':
      return 'select'
    default:
      return p.format === 'date' || p.format === 'date-time' ? 'date' : 'text'
  }
}

export function fieldRule(entity: EntitySchema, name: string, overrides: Partial<FieldRule> = {}): FieldRule {
  const p = entity.properties[name]
  if (!p) throw new Error(`entity "${entity.$id}" has no field "${name}"`)
  const kind = p['x-rule'] ?? defaultKind(p)
  return {
    label: p.title ?? name,
    kind,
    required: entity.required?.includes(name) ?? false,
    select: kind === 'select' || kind === 'boolean' || kind === 'date' || kind === 'dateRange' || Boolean(p['x-select']),
    minLength: p.minLength,
    maxLength: p.maxLength,
    minimum: p.minimum,
    maximum: p.maximum,
    ...(typeof p['x-requiredMessage'] === 'string' ? { requiredMessage: p['x-requiredMessage'] } : {}),
    after: p['x-after'],
    before: p['x-before'],
    ...overrides,
  }
}

/** Rules of every writable property (readOnly ones are the server's to set). */
export function writableRules(entity: EntitySchema): Record<string, FieldRule> {
  const out: Record<string, FieldRule> = {}
  for (const name of Object.keys(entity.properties)) {
    if (!entity.properties[name].readOnly) out[name] = fieldRule(entity, name)
  }
  return out
}
