/**
 * Linkage of a screen field (disabledWhen / visibleWhen / requiredWhen) as a Formily reaction.
 * Conditions are JSON (common/conditions.ts) evaluated against the form's values, so no string is
 * ever eval'd; Formily tracks the values a condition reads and re-runs it when they change.
 */
import type { Field, GeneralField } from '@formily/core'
import { evaluate, type Condition } from '../../common/conditions'

export interface Linkage {
  disabledWhen?: Condition
  visibleWhen?: Condition
  requiredWhen?: Condition
  /** statically disabled (readOnly in the schema) */
  readOnly?: boolean
  /** statically required */
  required?: boolean
}

export function hasLinkage(l: Linkage): boolean {
  return Boolean(l.disabledWhen || l.visibleWhen || l.requiredWhen)
}

export function linkageReaction(l: Linkage): (field: GeneralField) => void {
  return (general) => {
    const field = general as Field
    const values = field.form.values as Record<string, unknown>
    if (l.visibleWhen) field.visible = evaluate(l.visibleWhen, values)
    if (l.disabledWhen) field.setPattern(l.readOnly || evaluate(l.disabledWhen, values) ? 'disabled' : undefined)
    if (l.requiredWhen) field.required = Boolean(l.required) || evaluate(l.requiredWhen, values)
  }
}
