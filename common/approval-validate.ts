/**
 * A filled approval form (BusinessDatas) checked against its definition (BusinessForm) with the
 * shared rule engine (spec 002 s.5): the browser's dialog and the server's approval-save call
 * both run this, so a verdict and its message are the same on both sides. It also computes the
 * computed fields (never trusting a client's value), rounds and floors numbers, and joins array
 * values with commas as they travel on the wire.
 */
import type { FieldError } from './api-types'
import type { BusinessForm, FormItem } from './approval-form'
import { dependencies, evaluate, parse, type Node } from './expression'
import { moneyInWords } from './money'
import { checkField, fieldMessage, hasControl, isEmpty, normalize, rules, type FieldRule } from './rules'

/** Rule kind of each input kind (schemas/rules.json); choices are checked against their options. */
const KIND: Record<FormItem['type'], string> = {
  input: 'approvalText',
  textarea: 'textarea',
  number: 'approvalNumber',
  float: 'approvalFloat',
  phone: 'approvalPhone',
  select: 'select',
  radio: 'select',
  checkbox: 'select',
  date: 'date',
  datetime: 'date',
  upload: 'select',
  details: 'select',
}

/** Kinds whose empty message says 请输入; the others say 请选择 (spec 002 s.5). */
const TYPED = new Set<FormItem['type']>(['input', 'textarea', 'number', 'float', 'phone'])

export const DETAILS_DEFAULT_LABEL = '明细'
/** BusinessData key of an amount's capitals: Total -> TotalWords */
export const WORDS_SUFFIX = 'Words'
/** BusinessData key of an upload item's file names, filled in by the server: Attachments -> AttachmentsNames */
export const NAMES_SUFFIX = 'Names'

export function ruleOf(item: FormItem): FieldRule {
  const kind = item.type === 'number' && item.precision === 0 ? 'approvalInteger' : KIND[item.type]
  return { label: item.label, kind, required: Boolean(item.required), select: !TYPED.has(item.type), after: item.after }
}

const compiled = new Map<string, Node>()
/** The parsed expression of a computed item (cached: the browser recomputes on every keystroke). */
export function expressionOf(item: FormItem): Node | undefined {
  if (!item.expression) return undefined
  let node = compiled.get(item.expression)
  if (!node) compiled.set(item.expression, (node = parse(item.expression)))
  return node
}

/** Fills computed items in an order where every item's inputs come first (definitions have no cycles). */
export function compute(items: FormItem[], values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values }
  const pending = items.filter((i) => i.expression)
  for (let round = 0; pending.length && round <= items.length; round++) {
    for (const item of [...pending]) {
      const deps = dependencies(expressionOf(item)!)
      if (deps.some((d) => pending.some((p) => p !== item && p.name === d))) continue
      const v = evaluate(expressionOf(item)!, out)
      out[item.name] = typeof v === 'number' ? normalize(ruleOf(item), v) : v
      pending.splice(pending.indexOf(item), 1)
    }
  }
  return out
}

/** Array values as the wire carries them: 'a,b'. */
export const joinArray = (v: unknown) => (Array.isArray(v) ? v.map((x) => String(x)).join(',') : v)
const splitList = (v: unknown): unknown[] => (Array.isArray(v) ? v : typeof v === 'string' && v !== '' ? v.split(',') : [])
/** An upload entry as the browser's upload widget holds it ({ Url, Name }) or as the wire carries it (the url). */
const urlOf = (x: unknown): unknown => (x && typeof x === 'object' && typeof (x as { Url?: unknown }).Url === 'string' ? (x as { Url: string }).Url : x)
/** The file references of an upload item's value: 'u1,u2', ['u1'] or [{ Url }]. */
export const uploadUrls = (v: unknown): string[] => splitList(v).map(urlOf).filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim())

export type FormVerdict = { ok: true; value: Record<string, unknown> } | { ok: false; errors: FieldError[]; message: string }

function choiceProblem(item: FormItem, value: unknown): string | undefined {
  if (!item.options?.length) return undefined
  const allowed = new Set(item.options.map((o) => o.value))
  const chosen = item.type === 'checkbox' ? splitList(value).map(String) : [String(value)]
  return chosen.every((c) => allowed.has(c)) ? undefined : fill(rules.required.select, item.label)
}
const fill = (template: string, label: string) => template.replace('{label}', label)

/** One item's verdict: the normalized value or the message (already naming the field). */
function checkItem(item: FormItem, raw: unknown, values: Record<string, unknown>): { value: unknown } | { message: string } {
  const rule = ruleOf(item)
  if (item.type === 'checkbox' || item.type === 'upload') {
    const list = (item.type === 'upload' ? splitList(raw).map(urlOf) : splitList(raw)).filter((x) => !isEmpty(x))
    if (!list.length) return item.required ? { message: checkField(rule, undefined)! } : { value: '' }
    if (list.some((x) => typeof x !== 'string' && typeof x !== 'number')) return { message: `${item.label}格式不正确` }
    if (list.some((x) => typeof x === 'string' && hasControl(x))) return { message: fieldMessage(item.label, rules.control) }
    const bad = choiceProblem(item, list) ?? checkField(rule, list.map(String), values)
    return bad ? { message: fieldMessage(item.label, bad) } : { value: joinArray(list) }
  }
  if (raw !== undefined && raw !== null && typeof raw === 'object') return { message: `${item.label}格式不正确` }
  const bad = checkField(rule, raw, values)
  if (bad) return { message: fieldMessage(item.label, bad) }
  if (isEmpty(raw)) return { value: '' }
  if (item.type === 'select' || item.type === 'radio') {
    const problem = choiceProblem(item, raw)
    if (problem) return { message: problem }
  }
  const v = normalize(rule, raw)
  return { value: (item.type === 'number' || item.type === 'float') && typeof v === 'string' ? Number(v) : v }
}

/** Rows of a detail table: at least one; each row's columns checked and computed like a small form. */
function checkRows(item: FormItem, raw: unknown, errors: FieldError[]): unknown[] {
  const rows = Array.isArray(raw) ? raw : []
  if (!rows.length) errors.push({ Field: item.name, Message: `请添加${item.label || DETAILS_DEFAULT_LABEL}` })
  return rows.map((row, i) => {
    const r = checkValues(item.details ?? [], row)
    if (!r.ok) for (const e of r.errors) errors.push({ Field: `${item.name}[${i}].${e.Field}`, Message: e.Message, Row: i })
    return r.ok ? r.value : row
  })
}

/** Items the initiator fills: all but those hidden before submit (formVisible false, filled later by approvers). */
export const fillable = (items: FormItem[]) => items.filter((i) => i.formVisible !== false)

function checkValues(all: FormItem[], data: unknown): FormVerdict {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { ok: false, errors: [{ Field: '', Message: '表单内容必须是对象' }], message: '表单内容必须是对象' }
  const items = fillable(all)
  const given = data as Record<string, unknown>
  // only the definition's fields are kept; computed ones are recomputed from the others
  const values: Record<string, unknown> = {}
  for (const item of items) if (!item.expression && Object.hasOwn(given, item.name)) values[item.name] = given[item.name]
  // inputs first (rows included), normalized, so computed values use what will be stored
  const found = new Map<string, FieldError[]>()
  const out: Record<string, unknown> = {}
  const record = (item: FormItem, r: { value: unknown } | { message: string }) => {
    if ('message' in r) found.set(item.name, [{ Field: item.name, Message: r.message }])
    else out[item.name] = r.value
    // the capitals travel with the amount, so lists and prints need not compute them
    if (item.moneyWords && !('message' in r)) out[`${item.name}${WORDS_SUFFIX}`] = moneyInWords(r.value)
  }
  for (const item of items) {
    if (item.expression) continue
    if (item.type !== 'details') record(item, checkItem(item, values[item.name], values))
    else {
      const list: FieldError[] = []
      out[item.name] = checkRows(item, values[item.name], list)
      found.set(item.name, list)
    }
  }
  const computed = compute(items, { ...values, ...out })
  for (const item of items) if (item.expression) record(item, checkItem(item, computed[item.name], computed))
  const errors = items.flatMap((item) => found.get(item.name) ?? [])
  if (!errors.length) return { ok: true, value: out }
  const first = errors[0]
  return { ok: false, errors, message: first.Row === undefined ? first.Message : `第${first.Row + 1}条：${first.Message}` }
}

/**
 * The verdict on a whole form. The first error is the message (the dialog shows it as a warning);
 * errors of detail rows carry `Row` and a field path such as 'Items[0].Amount'.
 */
export function checkBusinessData(form: BusinessForm, data: unknown): FormVerdict {
  return checkValues(form.formItems, data)
}
