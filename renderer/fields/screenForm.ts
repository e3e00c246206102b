/**
 * The one way a screen makes a form (form dialogs, form screens, the wizard and each row of its
 * array steps): Formily's form with the field effects of its specs (`clears`, `yearsFrom`, `blur`:
 * ./effects.ts), validate-first, the server's per-field messages that go once the user changes
 * the field (./serverErrors.ts), and a typed field's rules run after the frame showing the value
 * (./settledValidation.ts). Linkage travels with each compiled field (its reaction), so every
 * form built here behaves alike whatever draws it.
 */
import { useCallback, useLayoutEffect, useRef } from 'react'
import { createForm, type Form } from '@formily/core'
import { useDataProvider } from '../data/provider'
import { useFeedback } from '../locale'
import type { FieldSpec } from '../schema/types'
import { fieldEffects, type FieldEffectsContext } from './effects'
import { applyFieldErrors, clearServerErrorsOnInput, serverFieldErrors } from './serverErrors'
import { validateInputAfterPaint } from './settledValidation'

export interface ScreenFormOptions {
  /** every field spec the form holds (their effects are wired) */
  specs: FieldSpec[]
  /** what a blur check calls and warns with, read when it runs (useFieldEffectsContext) */
  context: () => FieldEffectsContext | null
  /** view mode: values shown as text */
  readPretty?: boolean
  /** every field disabled (a read-only wizard's rows) */
  disabled?: boolean
  values?: Record<string, unknown>
}

export function createScreenForm(o: ScreenFormOptions): Form {
  const effects = fieldEffects(o.specs, o.context)
  return createForm({
    readPretty: o.readPretty,
    pattern: o.disabled ? 'disabled' : 'editable',
    values: o.values ? { ...o.values } : {},
    validateFirst: true,
    effects: (form) => {
      effects(form)
      clearServerErrorsOnInput()
      validateInputAfterPaint()
    },
  })
}

/**
 * The field effects' context of a screen: the current data provider and warning, behind a stable
 * function, so a form made once still reaches the provider of the latest render.
 */
export function useFieldEffectsContext(): () => FieldEffectsContext | null {
  const dp = useDataProvider()
  const { message } = useFeedback()
  const current = useRef<FieldEffectsContext | null>(null)
  useLayoutEffect(() => {
    current.current = { dp, warn: (text) => void message.warning(text) }
  })
  return useCallback(() => current.current, [])
}

/** A refused save's per-field messages (Data.Errors) under their fields; true when one found its field. */
export function showServerErrors(form: Form, e: unknown): boolean {
  return applyFieldErrors(form, serverFieldErrors(e))
}
