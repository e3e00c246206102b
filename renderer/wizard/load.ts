/**
 * Loading a wizard, apart from its hook (./useWizard.ts keeps the state and the transitions): the
 * record (the page's parameters, then api.get) and each step's own data as its kind reads it.
 */
import type { Form } from '@formily/core'
import { evaluate } from '../../common/conditions'
import { callEndpoint, type DataProvider } from '../data/provider'
import type { FieldEffectsContext } from '../fields/effects'
import type { WizardScreenSchema } from '../schema/types'
import { furthestStep, lenientEndpoint, type Row } from './model'
import { stepKindOf } from './stepKinds'

/** Read-only over the record: the check mode's own condition in check mode, else the wizard's. */
export function isReadOnly(schema: WizardScreenSchema, check: boolean, record: Row): boolean {
  const when = check ? schema.check?.readOnlyWhen : schema.readOnlyWhen
  return Boolean(when && evaluate(when, record))
}

/** Check mode over a record the reviewer has not chosen to correct (check.correct.when holds). */
export const lockedFor = (schema: WizardScreenSchema, check: boolean, record: Row) =>
  Boolean(check && schema.check?.correct && evaluate(schema.check.correct.when, record))

export type WizardLoaded = { missing: true } | { missing: false; record: Row; stepState: Record<string, unknown>; furthest: number }

export interface WizardLoadOptions {
  dp: DataProvider
  schema: WizardScreenSchema
  /** the record before api.get: the page's parameters the schema names */
  base: Row
  form: Form
  check: boolean
  effects: () => FieldEffectsContext | null
  /** false once the wizard has moved on (unmounted, or a newer load began): nothing more is written */
  live(): boolean
}

/** Reads the record and every step's data; fills the shared form. Undefined when no longer live. */
export async function loadWizard({ dp, schema, base, form, check, effects, live }: WizardLoadOptions): Promise<WizardLoaded | undefined> {
  let rec: Row = { ...base }
  if (schema.api?.get) {
    const data = await callEndpoint<Row>(dp, lenientEndpoint(schema.api.get, rec), { record: rec, silent: true })
    // no record: the steps have nothing to read either (each would answer an error)
    if (data === null && schema.noRecord) return live() ? { missing: true } : undefined
    rec = { ...rec, ...(data && typeof data === 'object' ? data : {}) }
  }
  if (!live()) return undefined
  form.setValues({ ...rec })
  const readOnly = isReadOnly(schema, check, rec) || lockedFor(schema, check, rec)
  const stepState: Record<string, unknown> = {}
  await Promise.all(
    schema.steps.map(async (s) => {
      const data = s.api?.get ? await callEndpoint<unknown>(dp, lenientEndpoint(s.api.get, rec), { record: rec, silent: true }) : undefined
      stepState[s.key] = stepKindOf(s).load({ step: s, form, data, record: rec, readOnly, effects })
    }),
  )
  return live() ? { missing: false, record: rec, stepState, furthest: furthestStep(schema, rec) } : undefined
}
