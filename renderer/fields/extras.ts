/**
 * Field keys beyond the compiler's own (schemas/meta/screen.schema.json, "field"):
 * - `modes`: the dialog modes a field is shown in (an initial password only when adding);
 * - `texts.required`: the message of an empty required field instead of 请输入/请选择{label};
 * - `equalTo`: the value must equal another field's (a password confirmation), with its message;
 * - a choice (Select, Radio.Group, Checkbox.Group, ...) that no entity property backs gets the rule
 *   kind `select` (any value type) rather than `text`, so a required Select with numeric options
 *   says 请选择{label} and never a text-length message.
 * `prepareField` runs before compiling a spec, `finishField` after.
 */
import { isEmpty } from '../../common/rules'
import type { EntitySchema } from '../../common/entity-fields'
import type { CompiledField } from '../compile/formSchema'
import type { DialogMode, FieldSpec } from '../schema/types'
import { getFieldKind } from './registry'

/** The fields shown in a dialog mode. */
export function fieldsForMode(fields: FieldSpec[], mode: DialogMode): FieldSpec[] {
  return fields.filter((f) => !f.modes || f.modes.includes(mode))
}

/** A choice no entity property backs is checked as kind `select`, not `text`. */
export function prepareField(spec: FieldSpec, entity?: EntitySchema): FieldSpec {
  const backed = Boolean(spec.field && entity?.properties[spec.field])
  if (backed || spec.rule?.kind || !spec.component) return spec
  let select = false
  try {
    select = Boolean(getFieldKind(spec.component).select)
  } catch {
    return spec // the compiler reports unknown kinds
  }
  return select ? { ...spec, rule: { ...spec.rule, kind: 'select' } } : spec
}

type ValidatorCtx = { form?: { values?: Record<string, unknown> } }

/** A validator: the value equals that of `other` (both non-empty), else `message`. */
export function equalToValidator(other: string, message: string) {
  return (value: unknown, _rule?: unknown, ctx?: ValidatorCtx): string => {
    const otherValue = ctx?.form?.values?.[other]
    if (isEmpty(value) || isEmpty(otherValue)) return ''
    const a = typeof value === 'string' ? value.trim() : value
    const b = typeof otherValue === 'string' ? otherValue.trim() : otherValue
    return a === b ? '' : message
  }
}

/** texts.required and equalTo applied to a compiled field. */
export function finishField(compiled: CompiledField, spec: FieldSpec): CompiledField {
  const requiredText = spec.texts?.required
  if (!requiredText && !spec.equalTo) return compiled
  let list = [...(compiled.model.validator ?? [])]
  if (requiredText) {
    const at = list.findIndex((v) => v && typeof v === 'object' && 'required' in (v as object))
    if (at >= 0) list[at] = { ...(list[at] as object), message: requiredText }
    else if (spec.required) list = [{ required: true, message: requiredText }, ...list]
    else list = [{ required: false, message: requiredText }, ...list]
  }
  if (spec.equalTo) list.push(equalToValidator(spec.equalTo.field, spec.equalTo.message))
  return { ...compiled, model: { ...compiled.model, validator: list } }
}
