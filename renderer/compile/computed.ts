/**
 * Computed fields and money in words (a screen field's `computed` and `moneyWords`) as Formily
 * reactions. The expression is parsed once per compiled field by common/expression.ts (no eval:
 * only the form's values and its listed functions are reachable); a reaction reads just the values
 * the expression names, so Formily re-runs it, and re-renders the field, only when one of them
 * changes. The server computes with the same interpreter, so both sides get the same number.
 */
import type { Field, GeneralField } from '@formily/core'
import { dependencies, evaluate, parse } from '../../common/expression'
import { moneyInWords } from '../../common/money'
import { normalize, type FieldRule } from '../../common/rules'

export type Reaction = (field: GeneralField) => void

/** The field's value follows the expression; a number is normalized by the field's rule (rounded or floored). */
export function computedReaction(expression: string, rule?: FieldRule): Reaction {
  const node = parse(expression)
  const names = [...new Set(dependencies(node))]
  return (general) => {
    const field = general as Field
    const scope: Record<string, unknown> = {}
    // reading through the form's observable values makes these, and only these, the reaction's inputs
    for (const name of names) scope[name] = field.form.getValuesIn(name)
    const v = evaluate(node, scope)
    field.setValue(typeof v === 'number' && rule ? normalize(rule, v) : v)
  }
}

/** The field's description is its number in Chinese capitals (none while it is empty). */
export const moneyWordsReaction: Reaction = (general) => {
  const field = general as Field
  field.description = moneyInWords(field.value) || undefined
}
