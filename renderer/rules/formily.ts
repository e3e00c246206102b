/**
 * Rule kinds of schemas/rules.json inside Formily. Every verdict and message comes from
 * common/rules.ts `checkField`, the very function the server's ajv keyword calls, so the browser
 * and the server can never disagree.
 *
 * - `fieldValidator(rule)` is an x-validator function (the cheap path the compiler uses).
 * - every kind is also registered as a Formily rule: `x-validator: { mobile: true }` or
 *   `{ text: { label: '名称', maxLength: 50 } }` (label defaults to the field's title).
 * - `requiredRule(rule)` is Formily's own `required` rule carrying the spec's message, so the
 *   asterisk, `field.required = ...` (requiredWhen) and the message all agree.
 */
import { registerValidateRules, setValidateLanguage } from '@formily/core'
import { checkField, requiredMessage, rules, type FieldRule } from '../../common/rules'

setValidateLanguage('zh-CN')

interface FieldLike {
  required?: boolean
  title?: unknown
}
export interface ValidatorContext {
  field?: FieldLike
  form?: { values?: Record<string, unknown> }
}
export type FormilyValidatorFn = (value: unknown, description?: unknown, ctx?: ValidatorContext) => string

/** Empty as Formily's `required` rule sees it (that rule reports these, not ours). */
function formilyEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  return Array.isArray(value) && value.every((v) => v === undefined || v === null)
}

/**
 * An x-validator function giving exactly `checkField(rule, value, values)`. Inside a form the
 * field's live `required` state wins over `rule.required` (requiredWhen), and values Formily's
 * `required` rule already reports (undefined, null, '', []) are left to it, so one message shows.
 */
export function fieldValidator(rule: FieldRule): FormilyValidatorFn {
  return (value, _description, ctx) => {
    const field = ctx?.field
    if (field && typeof field.required === 'boolean') {
      if (formilyEmpty(value) && hasRequiredRule(field)) return ''
      return checkField(field.required === rule.required ? rule : { ...rule, required: field.required }, value, ctx?.form?.values) ?? ''
    }
    return checkField(rule, value, ctx?.form?.values) ?? ''
  }
}

function hasRequiredRule(field: FieldLike): boolean {
  const v = (field as { validator?: unknown }).validator
  return Array.isArray(v) && v.some((d) => d && typeof d === 'object' && 'required' in d)
}

/** Formily's `required` rule with the spec's 请输入/请选择 message for this field. */
export function requiredRule(rule: FieldRule): { required: boolean; message: string } {
  return { required: Boolean(rule.required), message: requiredMessage(rule) }
}

/** The x-validator list of one field: required first, then the kind. */
export function validatorsOf(rule: FieldRule): [{ required: boolean; message: string }, FormilyValidatorFn] {
  return [requiredRule(rule), fieldValidator(rule)]
}

let registered = false
/** Registers each rule kind under its own name (idempotent; done on import). */
export function registerRuleKinds(): void {
  if (registered) return
  registered = true
  const table: Record<string, (value: unknown, description: Record<string, unknown>, ctx: ValidatorContext) => string> = {}
  for (const kind of Object.keys(rules.kinds)) {
    table[kind] = (value, description, ctx) => {
      const opts = description[kind]
      if (opts === false) return ''
      const extra = opts && typeof opts === 'object' ? (opts as Partial<FieldRule>) : {}
      const label = extra.label ?? (typeof ctx?.field?.title === 'string' ? ctx.field.title : '')
      return checkField({ ...extra, label, kind }, value, ctx?.form?.values) ?? ''
    }
  }
  registerValidateRules(table as never)
}
registerRuleKinds()
