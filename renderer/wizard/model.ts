/**
 * Pure helpers of the wizard (no React): the record's endpoints filled leniently, the answer's
 * items, the first message of a step, the furthest step, the missing upload items.
 */
import type { Field, Form } from '@formily/core'
import type { EntitySchema } from '../../common/entity-fields'
import { evaluate } from '../../common/conditions'
import { checkField, isEmpty, normalize } from '../../common/rules'
import type { CompiledField } from '../compile/formSchema'
import type { Endpoint, WizardArraySpec, WizardScreenSchema, WizardUploadsSpec } from '../schema/types'

export type Row = Record<string, unknown>

export const WIZARD_TEXT = {
  prev: '上一步',
  next: '下一步',
  submit: '提交',
  add: '添加',
  remove: '删除',
  incomplete: '请补充完信息',
  invalid: '内容输入不规范',
  uploaded: '已上传',
  notUploaded: '未上传',
  upload: '上传',
  view: '查看',
  saved: '保存成功',
  tooMany: (max: number) => `最多添加${max}条`,
} as const

/**
 * The endpoint with its "{Field}" query values filled from the record; a value the record lacks
 * is left out (a new hire's own reads name no work number: the server knows the signed-in user).
 */
export function lenientEndpoint(endpoint: Endpoint, record: Row): Endpoint {
  if (!endpoint.query) return endpoint
  const query: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(endpoint.query)) {
    const m = typeof v === 'string' ? /^\{(\w+)\}$/.exec(v) : null
    if (!m) query[k] = v
    else if (!isEmpty(record[m[1]])) query[k] = record[m[1]]
  }
  return { ...endpoint, query }
}

/** The array inside an answer: at `path`, else the answer itself, else its Items. */
export function itemsOf(data: unknown, path?: string): Row[] {
  let v: unknown = data
  if (path) for (const part of path.split('.')) v = v && typeof v === 'object' ? (v as Row)[part] : undefined
  else if (v && typeof v === 'object' && !Array.isArray(v) && Array.isArray((v as Row).Items)) v = (v as Row).Items
  return Array.isArray(v) ? (v as Row[]) : []
}

/** The furthest step index (0-based) the record says was reached, within the steps. */
export function furthestStep(schema: Pick<WizardScreenSchema, 'progress' | 'steps'>, record: Row): number {
  if (!schema.progress) return 0
  const n = Number(record[schema.progress.field])
  if (!Number.isFinite(n)) return 0
  const index = Math.floor(n) - (schema.progress.base ?? 1)
  return Math.max(0, Math.min(schema.steps.length - 1, index))
}

/** The first message among the named fields of a form, in their order ('' when none). */
export function firstFormError(form: Form, fields: CompiledField[]): string {
  for (const f of fields) {
    const field = form.query(f.name).take() as Field | undefined
    const m = field?.selfErrors?.[0]
    if (m) return m
  }
  const any = form.errors[0]?.messages?.[0]
  return any ?? ''
}

/** One row's verdict: incomplete (an empty required field), invalid (a rule broken) or ''. */
export function rowVerdict(fields: CompiledField[], values: Row, spec: WizardArraySpec = {}): string {
  let invalid = false
  for (const f of fields) {
    if (!f.rule) continue
    const value = values[f.name]
    const m = checkField(f.rule, value, values)
    if (!m) continue
    if (isEmpty(normalize(f.rule, value)) && f.rule.required) return spec.texts?.incomplete ?? WIZARD_TEXT.incomplete
    invalid = true
  }
  return invalid ? (spec.texts?.invalid ?? WIZARD_TEXT.invalid) : ''
}

/** A row as saved: every compiled field normalized like the server does, other keys (Id) kept. */
export function rowBody(fields: CompiledField[], values: Row): Row {
  const out: Row = { ...values }
  for (const f of fields) out[f.name] = f.rule ? normalize(f.rule, values[f.name]) : values[f.name]
  return out
}

/** The stored file of an upload item, or undefined. */
export function itemFile(item: Row, spec: WizardUploadsSpec): Row | undefined {
  const f = item[spec.fileField]
  if (!f || typeof f !== 'object') return undefined
  return isEmpty((f as Row)[spec.urlField]) ? undefined : (f as Row)
}

/** The message of missing required upload items ('' when none). */
export function missingUploads(items: Row[], spec: WizardUploadsSpec): string {
  const missing = items.filter((i) => (spec.requiredWhen ? evaluate(spec.requiredWhen, i) : false) && !itemFile(i, spec))
  if (!missing.length) return ''
  return spec.texts.missing.replace('{names}', missing.map((i) => String(i[spec.nameField] ?? '')).join('、'))
}

/** The text of a failure: the schema's friendly message for hidden codes, else the server's. */
export function failureText(e: unknown, hide: WizardScreenSchema['hideErrors'], fallback: string): string {
  const err = e as { status?: number; code?: number; message?: string } | undefined
  if (hide && err && (hide.codes.includes(Number(err.code)) || hide.codes.includes(Number(err.status)))) return hide.message
  return typeof err?.message === 'string' && err.message ? err.message : fallback
}

/** Check mode: the parameter is present and not "0"/"false". */
export function isOn(v: string | undefined | null): boolean {
  return v !== undefined && v !== null && v !== '0' && v !== 'false'
}

/**
 * The row limit of an array step: maxItems and x-maxItemsMessage of the rows entity's array
 * property, the same limit the server checks the saved body against (none without an entity).
 */
export function rowLimit(spec: WizardArraySpec | undefined, entity: EntitySchema | undefined): { max?: number; message?: string } {
  const p = entity?.properties[spec?.property ?? 'Items']
  return { max: typeof p?.maxItems === 'number' ? p.maxItems : undefined, message: typeof p?.['x-maxItemsMessage'] === 'string' ? p['x-maxItemsMessage'] : undefined }
}
