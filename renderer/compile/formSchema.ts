/**
 * Screen field + entity property -> the field's model (what Formily's field is created with:
 * ../fields/FormFields.tsx). The entity gives the label, the rule kind (x-rule), the limits and
 * `required`; the screen field adds the kind, placeholder, options, linkage and overrides; the kind
 * stays a registry name until the form renders it, so nothing is encoded here and decoded there.
 * Validators are plain functions over common/rules.ts (cheap: no string formats, no templates),
 * so a 300-field form validates in a few tens of ms.
 */
import { fieldRule, type EntitySchema, type EntityProperty } from '../../common/entity-fields'
import { kindOf, type FieldRule } from '../../common/rules'
import { defaultFieldKind, getFieldKind, loadFieldKinds, type FieldKind } from '../fields/registry'
import { validatorsOf } from '../rules/formily'
import type { FieldSpan, FieldSpec, OptionItem } from '../schema/types'
import { enumOptions } from '../schema/entityOptions'
import { computedReaction, moneyWordsReaction, type Reaction } from './computed'
import { hasLinkage, linkageReaction } from './linkage'

/** One validator entry as Formily takes it: a required rule object or a function. */
export type FieldValidator = unknown

/** What a compiled field's Formily field starts with. */
export interface FieldModel {
  /** the value's type in the form ('array' makes it an ArrayField) */
  valueType: string
  title: string
  description?: string
  /** the component's props (each form gets its own copy) */
  props: Record<string, unknown>
  validator?: FieldValidator[]
  dataSource?: OptionItem[]
  initialValue?: unknown
  /** statically disabled (readOnly in the screen) */
  disabled?: boolean
  /** its room in a form grid (the field's span, else its kind's) */
  span: FieldSpan
  /**
   * Formily reactions, each tracking only what it reads: linkage (visibleWhen, disabledWhen,
   * requiredWhen, setWhen), a computed value, money in words
   */
  reactions?: Reaction[]
}

export interface CompiledField {
  name: string
  /** the field kind's name in the registry */
  component: string
  rule?: FieldRule
  model: FieldModel
}

/** The component a property gets when the screen names none (the field kind that ranks it best). */
export const defaultComponent = (p: EntityProperty | undefined): string => defaultFieldKind(p)

function valueType(kind: FieldKind, p: EntityProperty | undefined): string {
  if (kind.valueType) return kind.valueType
  const t = Array.isArray(p?.type) ? p?.type.find((x) => x !== 'null') : p?.type
  return typeof t === 'string' ? t : 'string'
}

export function compileField(spec: FieldSpec, entity?: EntitySchema): CompiledField {
  const name = spec.field ?? spec.name
  if (!name) throw new Error('renderer: a form field needs "field" or "name"')
  const prop = spec.field ? entity?.properties[spec.field] : undefined
  if (spec.field && entity && !prop) throw new Error(`renderer: entity "${entity.$id}" has no field "${spec.field}"`)
  const component = spec.component ?? defaultComponent(prop)
  const kind = getFieldKind(component)
  // a kind that loads on demand starts loading now, before its form renders
  if (!kind.component) loadFieldKinds([component])?.catch(() => undefined)
  const label = spec.label ?? prop?.title ?? name

  let rule: FieldRule | undefined
  if (prop && entity) {
    rule = fieldRule(entity, spec.field!, { label, ...(kind.select ? { select: true } : {}), ...spec.rule })
    if (spec.required !== undefined) rule.required = spec.required
  } else if (spec.rule?.kind || spec.required) {
    rule = { label, kind: 'text', select: kind.select, ...spec.rule, required: spec.required ?? spec.rule?.required }
  }

  const props: Record<string, unknown> = { ...kind.props }
  if (spec.placeholder !== undefined) props.placeholder = spec.placeholder
  else if (kind.placeholder) props.placeholder = `${kind.placeholder === 'select' ? '请选择' : '请输入'}${label}`
  if (rule && kind.maxLength) {
    const max = rule.maxLength ?? kindOf(rule).maxLength
    if (max !== undefined) props.maxLength = max
  }
  if (spec.remote) props.remote = spec.remote
  Object.assign(props, spec.props)

  const model: FieldModel = { valueType: valueType(kind, prop), title: label, props, span: spec.span ?? kind.span ?? 'normal' }
  if (spec.description) model.description = spec.description
  if (rule) model.validator = validatorsOf(rule)
  const options = spec.options ?? (prop?.enum ? enumOptions(prop, spec.values) : undefined)
  if (options && kind.options) model.dataSource = options
  const initial = spec.default ?? prop?.default ?? (kind.emptyValueOf ? kind.emptyValueOf(props) : kind.emptyValue)
  if (initial !== undefined) model.initialValue = initial
  // a computed value is never typed in
  if (spec.readOnly || spec.computed) model.disabled = true
  const linkage = { ...spec, required: rule?.required }
  const reactions: Reaction[] = []
  if (hasLinkage(linkage)) reactions.push(linkageReaction(linkage))
  if (spec.computed) reactions.push(computedReaction(spec.computed, rule))
  if (spec.moneyWords) reactions.push(moneyWordsReaction)
  if (reactions.length) model.reactions = reactions
  return { name, component, rule, model }
}

/** Compiled fields of a form, in order (the dialog keeps the rules to normalize on save). */
export function compileFields(fields: FieldSpec[], entity?: EntitySchema): CompiledField[] {
  return fields.map((f) => compileField(f, entity))
}
