/**
 * Request-body validation against entity schemas with the shared rule engine (common/rules.ts
 * through common/entity-fields.ts), so the server's verdicts and messages are the browser's,
 * letter for letter (docs/contracts.md, "Shared code"). Besides the rules, the value's JSON shape
 * must fit the property (no object where a text or a choice is expected, no list of the wrong
 * items, no control character at any depth), so nothing malformed reaches a handler.
 */
import type { FieldError } from '../../common/api-types'
import { fieldRule, type EntityProperty, type EntitySchema } from '../../common/entity-fields'
import { checkField, dayOf, fieldMessage, hasControl, isEmpty, kindOf, normalize, requiredMessage, rules, type FieldRule } from '../../common/rules'
import { entityNamed } from '../../common/entities'
import { MESSAGES } from './envelope'

export interface BodyOptions {
  /** only the given fields are checked: an absent required field is not missing (an edit of some fields) */
  partial?: boolean
  /** the fields the route reads; the body's others are dropped unchecked */
  pick?: readonly string[]
  /** fields this route requires beyond the entity's `required` (a password on create only) */
  require?: readonly string[]
  /** an update: ConcurrencyStamp must be given (400 '缺少并发标记，请刷新后重试'); updateStamped answers 409 when stale */
  stamped?: boolean
}

interface Field {
  name: string
  property: EntityProperty
  rule: FieldRule
  required: boolean
  /** the row entity of an array of records (`items: { $ref: "<entity>.json" }`) */
  rows?: EntitySchema
}

interface Plan {
  fields: Field[]
  order: string[]
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldError[]; message: string }

/** A problem of one field: its message, and whether the message is already a whole sentence. */
interface Problem {
  message: string
  whole?: boolean
}

const STAMP = 'ConcurrencyStamp'
/** Nested values (button rows, extra properties) are small: deeper or larger is not a form's data. */
const MAX_DEPTH = 4
const MAX_NODES = 10_000

/** The row entity of `items: { $ref: "entry-education.json" }`, from the registry. */
const rowEntityOf = (ref: string) => entityNamed(ref.replace(/^.*\//, '').replace(/\.json$/, ''))

const plans = new Map<EntitySchema, Map<string, Plan>>()

function planOf(entity: EntitySchema, opts: BodyOptions): Plan {
  const key = JSON.stringify([opts.partial ?? false, opts.pick ?? null, opts.require ?? null, opts.stamped ?? false])
  let byOpts = plans.get(entity)
  if (!byOpts) plans.set(entity, (byOpts = new Map()))
  const hit = byOpts.get(key)
  if (hit) return hit
  const pick = opts.pick && new Set([...opts.pick, ...(opts.stamped ? [STAMP] : [])])
  const fields: Field[] = []
  for (const [name, property] of Object.entries(entity.properties)) {
    if (property.readOnly || (pick && !pick.has(name))) continue
    const rule = fieldRule(entity, name)
    const ref = (property.items as { $ref?: string } | undefined)?.$ref
    const rows = ref ? rowEntityOf(ref) : undefined
    if (ref && !rows) throw new Error(`entity "${entity.$id}": ${name}.items names "${ref}", which is no entity`)
    const required = rule.required || Boolean(opts.require?.includes(name))
    fields.push({ name, property, rule: { ...rule, required }, required, rows })
  }
  const plan = { fields, order: fields.map((f) => f.name) }
  byOpts.set(key, plan)
  return plan
}

const jsonType = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v)

/** Whether a value's JSON type can stand for the property's (forms send numbers as text; the rule reads them). */
function fits(property: EntityProperty, value: unknown): boolean {
  const types = [property.type ?? []].flat()
  if (!types.length) return true
  const t = jsonType(value)
  return types.some(
    (want) =>
      want === t ||
      ((want === 'integer' || want === 'number') && (t === 'number' || t === 'string')) ||
      (want === 'boolean' && t === 'number') ||
      (want === 'string' && t === 'number'),
  )
}

/** 'control' when a string at any depth has a control character, 'shape' when too deep or too large. */
function nestedProblem(value: unknown): 'control' | 'shape' | undefined {
  let nodes = 0
  const walk = (v: unknown, depth: number): 'control' | 'shape' | undefined => {
    if (++nodes > MAX_NODES || depth > MAX_DEPTH) return 'shape'
    if (typeof v === 'string') return hasControl(v) ? 'control' : undefined
    if (v && typeof v === 'object') for (const item of Object.values(v)) {
      const p = walk(item, depth + 1)
      if (p) return p
    }
    return undefined
  }
  return walk(value, 0)
}

/** A value of the wrong shape: '请选择部门' for a choice, else '<label>格式不正确'. */
function shapeMessage(field: Field): Problem {
  if (field.rule.select) return { message: requiredMessage({ ...field.rule, select: true }), whole: true }
  return { message: `${field.rule.label}格式不正确`, whole: true }
}

function itemsProblem(field: Field, list: unknown[]): Problem | undefined {
  const p = field.property
  if (typeof p.minItems === 'number' && list.length < p.minItems)
    return typeof p['x-minItemsMessage'] === 'string' ? { message: p['x-minItemsMessage'], whole: true } : { message: requiredMessage(field.rule), whole: true }
  if (typeof p.maxItems === 'number' && list.length > p.maxItems)
    return typeof p['x-maxItemsMessage'] === 'string' ? { message: p['x-maxItemsMessage'], whole: true } : { message: `最多${p.maxItems}项` }
  const itemType = (p.items as { type?: string } | undefined)?.type
  if (itemType === 'string' && list.some((i) => typeof i !== 'string')) return shapeMessage(field)
  return undefined
}

/** The enum member a value stands for ('1' stands for 1), or undefined. */
function enumMember(list: unknown[], value: unknown): { value: unknown } | undefined {
  const hit = list.find((e) => e === value || (typeof e === 'number' && typeof value === 'string' && value.trim() !== '' && Number(value) === e))
  return hit === undefined ? undefined : { value: hit }
}

function normalizeValue(field: Field, value: unknown): unknown {
  const { rule, property } = field
  if (rule.kind === 'boolean') return value === true || value === 1
  // A date arrives as a day, whatever time part the client added.
  if (typeof value === 'string' && (kindOf(rule).type === 'date' || property.format === 'date')) return dayOf(value) ?? value
  // A chosen id sent as a number is the same id as text.
  if (typeof value === 'number' && [property.type].flat().includes('string')) return String(value)
  const n = normalize(rule, value)
  // Numeric kinds arrive as strings from forms; hand the handler a number.
  if ((rule.kind === 'integer' || rule.kind === 'number' || rule.kind === 'age' || rule.kind === 'sort') && typeof n === 'string' && n.trim() !== '') return Number(n)
  return n
}

type Checked = { value: unknown } | { problem: Problem } | { rows: FieldError[] }

function checkOne(field: Field, value: unknown, siblings: Record<string, unknown>): Checked {
  const { property, rule } = field
  if (!fits(property, value)) return { problem: shapeMessage(field) }
  const nested = typeof value === 'object' && value !== null ? nestedProblem(value) : undefined
  if (nested === 'control') return { problem: { message: rules.control } }
  if (nested === 'shape') return { problem: shapeMessage(field) }
  if (Array.isArray(value)) {
    const problem = itemsProblem(field, value)
    if (problem) return { problem }
    if (field.rows) return checkRows(field, value)
  }
  if (Array.isArray(property.enum) && !isEmpty(value)) {
    const member = enumMember(property.enum, value)
    return member ? { value: member.value } : { problem: { message: requiredMessage({ ...rule, select: true }), whole: true } }
  }
  const message = checkField(rule, value, siblings)
  return message ? { problem: { message } } : { value: normalizeValue(field, value) }
}

/** Rows of an array of records: each row validated with its entity; errors carry `Row` (0-based). */
function checkRows(field: Field, list: unknown[]): Checked {
  const out: unknown[] = []
  const errors: FieldError[] = []
  list.forEach((row, i) => {
    const v = validateEntity(field.rows!, row)
    if (v.ok) out.push(v.value)
    else for (const e of v.errors) errors.push({ Field: `${field.name}[${i}]${e.Field ? `.${e.Field}` : ''}`, Message: e.Message, Row: i })
  })
  return errors.length ? { rows: errors } : { value: out }
}

/**
 * Validates and normalizes a body: only writable properties are kept (readOnly ones are the
 * server's to set); absent ones take their schema default unless `partial`. The message is the
 * first field's one-line message, e.g. '角色名称：请输入1-30个字符'; a row's is prefixed with its
 * number ('第3条：学校：请输入1-50个字符') while its error keeps the bare message and `Row: 2`.
 */
export function validateEntity<T = Record<string, unknown>>(entity: EntitySchema, body: unknown, opts: BodyOptions = {}): Validated<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    const message = '请求内容必须是对象'
    return { ok: false, errors: [{ Field: '', Message: message }], message }
  }
  const { fields } = planOf(entity, opts)
  const given = body as Record<string, unknown>
  const value: Record<string, unknown> = {}
  for (const f of fields) {
    const v = Object.hasOwn(given, f.name) ? given[f.name] : undefined
    if (v !== undefined) value[f.name] = v
    else if (!opts.partial && f.property.default !== undefined) value[f.name] = f.property.default
  }
  const errors: FieldError[] = []
  for (const f of fields) {
    const v = value[f.name]
    if (isEmpty(v)) {
      // partial: an absent field is left as it is, a given one may not be emptied
      if (f.required && (v !== undefined || !opts.partial)) errors.push({ Field: f.name, Message: checkField(f.rule, undefined)! })
      else if (v !== undefined) value[f.name] = normalizeValue(f, v)
      continue
    }
    const checked = checkOne(f, v, value)
    if ('rows' in checked) errors.push(...checked.rows)
    else if ('problem' in checked) errors.push({ Field: f.name, Message: checked.problem.whole ? checked.problem.message : fieldMessage(f.rule.label, checked.problem.message) })
    else value[f.name] = checked.value
  }
  if (!errors.length && opts.stamped && (typeof value[STAMP] !== 'string' || !value[STAMP])) errors.push({ Field: STAMP, Message: MESSAGES.noStamp })
  if (!errors.length) return { ok: true, value: value as T }
  const first = errors[0]
  return { ok: false, errors, message: first.Row === undefined ? first.Message : `第${first.Row + 1}条：${first.Message}` }
}

/** The entity as OpenAPI shows it: rows of records inline (the document has no entity files to refer to). */
function docOf(entity: EntitySchema): Record<string, unknown> {
  const { $schema: _s, $id: _i, 'x-typeName': _t, $comment: _c, properties, ...rest } = entity as Record<string, unknown>
  const props: Record<string, unknown> = {}
  for (const [name, p] of Object.entries(properties as Record<string, EntityProperty>)) {
    const ref = (p.items as { $ref?: string } | undefined)?.$ref
    const rows = ref ? rowEntityOf(ref) : undefined
    props[name] = rows ? { ...p, items: docOf(rows) } : p
  }
  return { ...rest, properties: props }
}

/** Marks a route body as this entity's: the validator compiler checks it before the handler; OpenAPI shows it. */
export function entityBody(entity: EntitySchema, opts: BodyOptions = {}): Record<string, unknown> {
  return { ...docOf(entity), 'x-entity': entity.$id, 'x-body': opts }
}
