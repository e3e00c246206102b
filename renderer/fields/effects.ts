/**
 * Field keys acting on the user's input (schemas/meta/screen.schema.json, "field"):
 * - `clears`: when the user changes this field, the named fields are emptied (a province clears
 *   its city, city name and address);
 * - `yearsFrom`: this field follows the named date field as whole years since it (current year
 *   minus its year: an age from a birthday);
 * - `idNumber`: a valid ID number fills birth date, sex and age when empty, warns when they
 *   disagree (./idNumberFill.ts);
 * - `blur.round`: on leaving the field, a number is rounded to that many decimals (weight);
 * - `blur.check`: on leaving the field, the endpoint is called ("{Field}" in its query filled from
 *   the form's values); a refusal shows the server's message as a warning and clears the field
 *   (a nickname already taken).
 * `fieldEffects` gives the Formily effects of a form's fields; forms created with it apply them.
 */
import { onFieldChange, onFieldInputValueChange, type Field, type Form } from '@formily/core'
import dayjs from 'dayjs'
import { callEndpoint, errorMessage, type DataProvider } from '../data/provider'
import type { FieldSpec } from '../schema/types'
import { idNumberEffects } from './idNumberFill'

export interface FieldEffectsContext {
  dp: DataProvider
  warn(text: string): void
}

const empty = (v: unknown) => v === undefined || v === null || v === ''

/** The query of an endpoint with "{Field}" values filled from the form (empty ones left out). */
function queryFrom(query: Record<string, unknown> | undefined, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(query ?? {})) {
    const m = typeof v === 'string' ? /^\{(\w+)\}$/.exec(v) : null
    if (!m) out[k] = v
    else if (!empty(values[m[1]])) out[k] = values[m[1]]
  }
  return out
}

export function hasFieldEffects(specs: FieldSpec[]): boolean {
  return specs.some((s) => s.clears?.length || s.yearsFrom || s.blur || s.idNumber)
}

export function fieldEffects(specs: FieldSpec[], ctx: () => FieldEffectsContext | null): (form: Form) => void {
  return () => {
    for (const spec of specs) {
      const name = spec.field ?? spec.name
      if (!name) continue
      if (spec.clears?.length) {
        const clears = spec.clears
        onFieldInputValueChange(name, (field) => {
          for (const other of clears) field.form.setValuesIn(other, null)
        })
      }
      if (spec.yearsFrom) {
        onFieldInputValueChange(spec.yearsFrom, (source) => {
          const v = (source as Field).value
          const d = empty(v) ? null : dayjs(v as string)
          if (d && d.isValid()) source.form.setValuesIn(name, dayjs().year() - d.year())
        })
      }
      if (spec.idNumber) idNumberEffects(name, spec.idNumber, (text) => ctx()?.warn(text))
      if (spec.blur) {
        const blur = spec.blur
        onFieldChange(name, ['active'], (f) => {
          const field = f as Field
          if (field.active || !field.visited) return
          if (blur.round !== undefined && !empty(field.value)) {
            const n = Number(field.value)
            if (Number.isFinite(n)) {
              const k = 10 ** blur.round
              const rounded = Math.round(n * k) / k
              if (rounded !== field.value) field.setValue(rounded)
            }
          }
          if (blur.check && !empty(field.value) && !field.selfErrors.length) {
            const c = ctx()
            if (!c) return
            const values = field.form.values as Record<string, unknown>
            const value = field.value
            callEndpoint(c.dp, { ...blur.check.api, query: queryFrom(blur.check.api.query, values) }, { silent: true }).catch((e: unknown) => {
              if (field.value !== value) return
              c.warn(errorMessage(e, blur.check!.message ?? '请求错误'))
              field.setValue(null)
            })
          }
        })
      }
    }
  }
}
