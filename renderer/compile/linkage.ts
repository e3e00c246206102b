/**
 * Linkage of a screen field (disabledWhen / visibleWhen / requiredWhen / setWhen) as a Formily
 * reaction. Conditions are JSON (common/conditions.ts) evaluated against the form's values, so no
 * string is ever eval'd; Formily tracks the values a condition reads and re-runs it when they change.
 *
 * `setWhen` is edge-triggered: an entry sets the field's value when its condition turns from false
 * to true (not while it stays true, nor when the form starts with it true), so a forced value can be
 * changed again by the user and the reaction never fights the input.
 */
import type { Field, GeneralField } from '@formily/core'
import { evaluate, type Condition } from '../../common/conditions'
import type { SetWhen } from '../schema/types'

export interface Linkage {
  disabledWhen?: Condition
  visibleWhen?: Condition
  requiredWhen?: Condition
  setWhen?: SetWhen[]
  /** statically disabled (readOnly in the schema) */
  readOnly?: boolean
  /** statically required */
  required?: boolean
}

export function hasLinkage(l: Linkage): boolean {
  return Boolean(l.disabledWhen || l.visibleWhen || l.requiredWhen || l.setWhen?.length)
}

export function linkageReaction(l: Linkage): (field: GeneralField) => void {
  // the last verdict of each setWhen entry, per field instance (one schema may serve many forms)
  const last = new WeakMap<object, boolean[]>()
  return (general) => {
    const field = general as Field
    const values = field.form.values as Record<string, unknown>
    if (l.visibleWhen) field.visible = evaluate(l.visibleWhen, values)
    if (l.disabledWhen) field.setPattern(l.readOnly || evaluate(l.disabledWhen, values) ? 'disabled' : undefined)
    if (l.requiredWhen) field.required = Boolean(l.required) || evaluate(l.requiredWhen, values)
    if (l.setWhen?.length) {
      const now = l.setWhen.map((s) => evaluate(s.when, values))
      const before = last.get(field)
      last.set(field, now)
      if (!before) return
      l.setWhen.forEach((s, i) => {
        if (now[i] && !before[i]) field.setValue(s.value === null ? undefined : s.value)
      })
    }
  }
}
