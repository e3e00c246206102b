/**
 * The rule engine: interprets schemas/rules.json. Pure and dependency-free so the browser
 * (Formily validators, renderer/rules) and the server (ajv keyword, server/http/validation)
 * call the very same code and can never disagree on a verdict or a message.
 */
import rulesJson from '../schemas/rules.json'
import { VALUE_CHECKS, type ValueCheck } from './id-number'
import { todayInChina } from './time'

type KindType = 'string' | 'integer' | 'number' | 'date' | 'dateRange' | 'boolean' | 'any'

export interface RuleKind {
  type: KindType
  trim?: boolean
  /** tab, line feed and carriage return are allowed (multi-line text) */
  multiline?: boolean
  minLength?: number
  maxLength?: number
  minimum?: number | string
  maximum?: number | string
  pattern?: string
  /** a check of what the value encodes, after the pattern (common/id-number.ts VALUE_CHECKS); its message is `pattern`'s */
  check?: ValueCheck
  normalize?: 'floor' | 'round2'
  messages: Partial<Record<'type' | 'length' | 'pattern' | 'integer' | 'range' | 'cap' | 'before' | 'after', string>>
  samples?: { valid: unknown[]; invalid: [unknown, string][] }
}

/** A kind as rules.json writes it: `extends` takes another kind's settings and messages, its own keys winning. */
type RuleKindEntry = Partial<RuleKind> & { extends?: string }

/** Every kind with what it extends merged in (messages key by key; samples are each kind's own). */
export function resolveKinds(entries: Record<string, RuleKindEntry>): Record<string, RuleKind> {
  const out: Record<string, RuleKind> = {}
  const resolve = (name: string, via: string[]): RuleKind => {
    if (out[name]) return out[name]
    const entry = entries[name]
    if (!entry) throw new Error(`rules.json: kind "${via.at(-1)}" extends "${name}", which is not defined`)
    if (via.includes(name)) throw new Error(`rules.json: kinds extend each other in a circle (${[...via, name].join(' -> ')})`)
    const { extends: base, ...own } = entry
    const parent = base ? resolve(base, [...via, name]) : undefined
    return (out[name] = (parent ? { ...parent, ...own, messages: { ...parent.messages, ...own.messages } } : own) as RuleKind)
  }
  for (const name of Object.keys(entries)) resolve(name, [])
  return out
}

export const rules = {
  ...(rulesJson as unknown as { required: { input: string; select: string }; fieldMessage: string; control: string }),
  kinds: resolveKinds(rulesJson.kinds as unknown as Record<string, RuleKindEntry>),
}

export type RuleKindName = keyof typeof rulesJson.kinds

/** What one field asks of its value: the kind plus the entity's own limits and label. */
export interface FieldRule {
  label: string
  kind?: string
  required?: boolean
  /** the required message says 请选择 rather than 请输入 */
  select?: boolean
  /** the whole message of an empty required field, instead of 请输入/请选择{label} (the entity's x-requiredMessage) */
  requiredMessage?: string
  minLength?: number
  maxLength?: number
  minimum?: number | string
  maximum?: number | string
  /** name of a sibling date field that must not be later than this one */
  after?: string
  /** name of a sibling date field that must not be earlier than this one */
  before?: string
}

/** Number cap of the spec (000 s.5): above it, '暂不支持大于千亿的数字'. */
export const NUMBER_CAP = 10_000_000_000

export function fill(template: string, vars: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (vars[k] === undefined ? m : String(vars[k])))
}

export function kindOf(rule: FieldRule): RuleKind {
  const kind = rules.kinds[rule.kind ?? 'text']
  if (!kind) throw new Error(`unknown rule kind "${rule.kind}"`)
  return kind
}

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0 || value.every((v) => isEmpty(v))
  return false
}

/** The server's and the wizard's one-line message: names the field unless the message already does. */
export function fieldMessage(label: string, message: string): string {
  return message.includes(label) ? message : fill(rules.fieldMessage, { label, message })
}

export function requiredMessage(rule: FieldRule): string {
  if (rule.requiredMessage) return rule.requiredMessage
  return fill(rule.select ? rules.required.select : rules.required.input, { label: rule.label })
}

/** Trims text and rounds or floors numbers as the kind says; anything it cannot read is left as is. */
export function normalize(rule: FieldRule, value: unknown): unknown {
  const kind = kindOf(rule)
  if (typeof value === 'string' && kind.trim) return value.trim()
  if ((kind.type === 'number' || kind.type === 'integer') && kind.normalize) {
    const n = toNumber(value)
    if (n === undefined) return value
    return kind.normalize === 'floor' ? Math.floor(n) : Math.round(n * 100) / 100
  }
  return value
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value)
  return undefined
}

/** Any C0 control character or DEL; `multiline` allows tab, line feed and carriage return. */
export function hasControl(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x7f || (c < 0x20 && !(multiline && (c === 0x09 || c === 0x0a || c === 0x0d)))) return true
  }
  return false
}

/** 'YYYY-MM-DD' of a date-ish value (string, Date, dayjs), or undefined when it is not a date. */
export function dayOf(value: unknown): string | undefined {
  let text: string | undefined
  if (typeof value === 'string') text = value
  else if (value instanceof Date) text = Number.isNaN(value.getTime()) ? undefined : value.toISOString()
  else if (value && typeof value === 'object' && typeof (value as { format?: unknown }).format === 'function') {
    text = (value as { format: (f: string) => string }).format('YYYY-MM-DD')
  }
  const m = text?.match(/^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/)
  if (!m) return undefined
  const [, y, mo, d] = m
  const date = new Date(Date.UTC(+y, +mo - 1, +d))
  if (date.getUTCMonth() !== +mo - 1 || date.getUTCDate() !== +d) return undefined
  return `${y}-${mo}-${d}`
}

/** A day bound of a kind or a field: 'today' is the China day at the moment of the check. */
const boundDay = (bound: number | string | undefined): string => (bound === 'today' ? todayInChina() : String(bound ?? ''))

function checkDay(kind: RuleKind, rule: FieldRule, value: unknown): string | undefined {
  const day = dayOf(value)
  if (!day) return kind.messages.type
  const min = boundDay(rule.minimum ?? kind.minimum)
  const max = boundDay(rule.maximum ?? kind.maximum)
  if ((min && day < min) || (max && day > max)) return fill(kind.messages.range ?? '', { min, max })
  return undefined
}

/**
 * The verdict on one value: undefined when it passes, else the spec's message.
 * `values` are the sibling values, for start/end order between two date fields.
 */
export function checkField(rule: FieldRule, raw: unknown, values?: Record<string, unknown>): string | undefined {
  const kind = kindOf(rule)
  const value = normalize(rule, raw)
  if (isEmpty(value)) return rule.required ? requiredMessage(rule) : undefined
  if (typeof value === 'string' && hasControl(value, kind.multiline)) return rules.control
  const vars = {
    label: rule.label,
    min: rule.minimum ?? rule.minLength ?? kind.minimum ?? kind.minLength ?? 0,
    max: rule.maximum ?? rule.maxLength ?? kind.maximum ?? kind.maxLength,
  }
  const say = (key: keyof RuleKind['messages']) => fill(kind.messages[key] ?? kind.messages.type ?? '', vars)

  switch (kind.type) {
    case 'any':
      return undefined
    case 'boolean':
      return [true, false, 1, 0].includes(value as never) ? undefined : say('type')
    case 'string': {
      if (typeof value !== 'string') return say('type')
      const min = rule.minLength ?? kind.minLength
      const max = rule.maxLength ?? kind.maxLength
      // Length in characters as a person counts them, not UTF-16 units.
      const length = [...value].length
      if ((min !== undefined && length < min) || (max !== undefined && length > max)) return say('length')
      if (kind.pattern && !new RegExp(kind.pattern).test(value)) return say('pattern')
      if (kind.check && !VALUE_CHECKS[kind.check](value)) return say('pattern')
      return undefined
    }
    case 'integer':
    case 'number': {
      const n = toNumber(value)
      if (n === undefined) return say('type')
      if (kind.messages.cap && n > NUMBER_CAP) return say('cap')
      if (kind.type === 'integer' && !Number.isInteger(n)) return say('integer')
      const min = rule.minimum ?? kind.minimum
      const max = rule.maximum ?? kind.maximum
      if ((min !== undefined && n < Number(min)) || (max !== undefined && n > Number(max))) return say('range')
      return undefined
    }
    case 'date': {
      const bad = checkDay(kind, rule, value)
      if (bad) return bad
      const other = (name?: string) => (name && values ? dayOf(values[name]) : undefined)
      const start = other(rule.after)
      if (start && dayOf(value)! < start) return kind.messages.after
      const end = other(rule.before)
      if (end && dayOf(value)! > end) return kind.messages.before
      return undefined
    }
    case 'dateRange': {
      if (!Array.isArray(value) || value.length !== 2) return say('type')
      for (const part of value) {
        const bad = isEmpty(part) ? undefined : checkDay(kind, rule, part)
        if (bad) return bad
      }
      const [a, b] = value.map((v) => dayOf(v))
      if (a && b && a > b) return kind.messages.before
      return undefined
    }
  }
}
