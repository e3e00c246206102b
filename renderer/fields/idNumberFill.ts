/**
 * `idNumber` on an ID-number field (schemas/meta/screen.schema.json, "field"): a valid mainland ID
 * number (common/id-number.ts, the rule engine's own check) fills the birth date, sex and age
 * fields it names when they are empty, and warns when a filled one disagrees with it. Checked when
 * the user changes the ID number or one of those fields, so a value set by code (a loaded record)
 * never warns and an HR officer who keeps a differing value is told once per change, not blocked.
 */
import { onFieldInputValueChange, type Field, type Form } from '@formily/core'
import dayjs from 'dayjs'
import { idNumberFacts } from '../../common/id-number'
import { todayInChina } from '../../common/time'
import type { IdNumberFill } from '../schema/types'

export const ID_FILL_TEXT = {
  /** {labels}: the disagreeing fields' labels joined by 、 */
  mismatch: '{labels}与身份证号码不一致，请核对',
}

const empty = (v: unknown) => v === undefined || v === null || v === ''

/** the value each named field should hold for that ID number (age as the wizard counts it: current year minus birth year) */
function expected(fill: IdNumberFill & { from: string }, id: unknown): Record<string, unknown> | undefined {
  const facts = typeof id === 'string' ? idNumberFacts(id, todayInChina()) : undefined
  if (!facts) return undefined
  const out: Record<string, unknown> = {}
  if (fill.birth) out[fill.birth] = facts.birth
  if (fill.sex) out[fill.sex] = facts.sex
  if (fill.age) out[fill.age] = Number(todayInChina().slice(0, 4)) - Number(facts.birth.slice(0, 4))
  return out
}

const same = (field: string, fill: IdNumberFill, a: unknown, b: unknown) =>
  field === fill.birth ? dayjs(a as string).format('YYYY-MM-DD') === b : Number(a) === Number(b)

/** fills the empty fields among `names` (when `fillEmpty`) and returns the filled ones that disagree */
function apply(form: Form, fill: IdNumberFill & { from: string }, names: string[], fillEmpty: boolean): string[] {
  const want = expected(fill, form.getValuesIn(fill.from))
  if (!want) return []
  return names.filter((name) => {
    if (!(name in want)) return false
    const current = form.getValuesIn(name)
    if (!empty(current)) return !same(name, fill, current, want[name])
    if (fillEmpty) form.setValuesIn(name, want[name])
    return false
  })
}

export function idNumberEffects(idField: string, fill: IdNumberFill, warn: (text: string) => void): void {
  const targets = [fill.birth, fill.sex, fill.age].filter((t): t is string => Boolean(t))
  const report = (form: Form, off: string[]) => {
    const labels = off.map((name) => String((form.query(name).take() as Field | undefined)?.title ?? name))
    if (labels.length) warn(ID_FILL_TEXT.mismatch.replace('{labels}', labels.join('、')))
  }
  const withId = { ...fill, from: idField }
  onFieldInputValueChange(idField, (field) => report(field.form, apply(field.form, withId, targets, true)))
  for (const target of targets) onFieldInputValueChange(target, (field) => report(field.form, apply(field.form, withId, [target], false)))
}
