/**
 * Request-body validation against entity schemas. An ajv instance with two keywords that call
 * the shared rule engine (common/rules.ts through common/entity-fields.ts): `x-rule` on each
 * property, `x-required` on the object for absent fields. So the server's verdicts and messages
 * are the browser's, letter for letter (docs/contracts.md, "Shared code").
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv'
import type { FieldError } from '../../common/api-types'
import { fieldRule, type EntitySchema } from '../../common/entity-fields'
import { checkField, fieldMessage, isEmpty, normalize, requiredMessage, type FieldRule } from '../../common/rules'

interface RuleRef {
  field: string
  rule: FieldRule
  /** the property's enum: a value outside it gets the select message ('请选择{label}') */
  enum?: unknown[]
}

/** The enum member a value stands for ('1' stands for 1), or undefined. */
function enumMember(list: unknown[], value: unknown): { value: unknown } | undefined {
  const hit = list.find((e) => e === value || (typeof e === 'number' && typeof value === 'string' && value.trim() !== '' && Number(value) === e))
  return hit === undefined ? undefined : { value: hit }
}

const ajv = new Ajv({ allErrors: true, strict: false })

ajv.addKeyword({
  keyword: 'x-rule',
  modifying: true,
  errors: true,
  schemaType: 'object',
  validate: function check(ref: RuleRef, data: unknown, _schema?: unknown, cxt?: { parentData: Record<string, unknown>; parentDataProperty: string | number }) {
    const self = check as unknown as { errors?: Partial<ErrorObject>[] }
    const siblings = cxt?.parentData
    let message = checkField(ref.rule, data, siblings)
    const member = ref.enum && !isEmpty(data) ? enumMember(ref.enum, data) : undefined
    if (!message && ref.enum && !isEmpty(data) && !member) message = requiredMessage({ ...ref.rule, select: true })
    if (message) {
      self.errors = [{ keyword: 'x-rule', message, params: { Field: ref.field, Label: ref.rule.label } }]
      return false
    }
    // Store the normalized value (trimmed text, rounded numbers) for the handler.
    if (siblings && cxt) siblings[cxt.parentDataProperty as string] = member ? member.value : normalizeValue(ref.rule, data)
    return true
  },
})

ajv.addKeyword({
  keyword: 'x-required',
  errors: true,
  schemaType: 'array',
  validate: function check(refs: RuleRef[], data: unknown) {
    const self = check as unknown as { errors?: Partial<ErrorObject>[] }
    const obj = (data ?? {}) as Record<string, unknown>
    const errors = refs
      .filter((ref) => isEmpty(obj[ref.field]))
      .map((ref) => ({ keyword: 'x-required', message: checkField(ref.rule, undefined), params: { Field: ref.field, Label: ref.rule.label } }))
    self.errors = errors
    return errors.length === 0
  },
})

function normalizeValue(rule: FieldRule, value: unknown): unknown {
  if (rule.kind === 'boolean') return value === true || value === 1
  const n = normalize(rule, value)
  // Numeric kinds arrive as strings from forms; hand the handler a number.
  if ((rule.kind === 'integer' || rule.kind === 'number' || rule.kind === 'age' || rule.kind === 'sort') && typeof n === 'string' && n.trim() !== '')
    return Number(n)
  return n
}

type Compiled = { validate: ValidateFunction; order: string[]; entity: EntitySchema }
const cache = new Map<string, Compiled>()

function compile(entity: EntitySchema, partial: boolean): Compiled {
  const key = `${entity.$id}:${partial}`
  const hit = cache.get(key)
  if (hit) return hit
  const properties: Record<string, unknown> = {}
  const required: RuleRef[] = []
  const order: string[] = []
  for (const [field, p] of Object.entries(entity.properties)) {
    if (p.readOnly) continue
    order.push(field)
    const rule = fieldRule(entity, field)
    properties[field] = { 'x-rule': { field, rule, ...(Array.isArray(p.enum) ? { enum: p.enum } : {}) } }
    if (rule.required && !partial) required.push({ field, rule })
  }
  const compiled = { validate: ajv.compile({ type: 'object', properties, 'x-required': required }), order, entity }
  cache.set(key, compiled)
  return compiled
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldError[]; message: string }

/**
 * Validates and normalizes a body: only writable properties are kept (readOnly ones are the
 * server's to set); absent ones take their schema default unless `partial`. The message is the
 * first field's one-line message, e.g. '角色名称：请输入1-30个字符'.
 */
export function validateEntity<T = Record<string, unknown>>(entity: EntitySchema, body: unknown, opts: { partial?: boolean } = {}): Validated<T> {
  const { validate, order } = compile(entity, Boolean(opts.partial))
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    const message = '请求内容必须是对象'
    return { ok: false, errors: [{ Field: '', Message: message }], message }
  }
  const value: Record<string, unknown> = {}
  for (const field of order) {
    const given = (body as Record<string, unknown>)[field]
    if (given !== undefined) value[field] = given
    else if (!opts.partial && entity.properties[field].default !== undefined) value[field] = entity.properties[field].default
  }
  if (validate(value)) return { ok: true, value: value as T }
  const errors = (validate.errors ?? [])
    .map((e) => ({ field: String(e.params.Field ?? ''), label: String(e.params.Label ?? ''), message: e.message ?? '' }))
    .sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field))
  const seen = new Set<string>()
  const unique = errors.filter((e) => !seen.has(e.field) && seen.add(e.field))
  return {
    ok: false,
    errors: unique.map((e) => ({ Field: e.field, Message: fieldMessage(e.label, e.message) })),
    message: fieldMessage(unique[0].label, unique[0].message),
  }
}

/** A copy of an entity schema fit for a Fastify route schema (OpenAPI only; never validates). */
export function docSchema(entity: EntitySchema): Record<string, unknown> {
  const { $schema: _s, $id: _i, 'x-typeName': _t, ...rest } = entity as Record<string, unknown>
  return { ...rest, 'x-entity': entity.$id }
}
