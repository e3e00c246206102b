/**
 * A 400's per-field details (Data.Errors: [{Field, Message}]) shown under their fields, and taken
 * away again once the user changes the field or the form is validated anew (the server judges
 * again on the next save, so its earlier message must not block the browser's validation).
 */
import type { Field, Form } from '@formily/core'
import { onAnyFieldInput } from './settledValidation'

export interface ServerFieldError {
  Field: string
  Message: string
}

/** The per-field errors of a failed call (empty when it has none). */
export function serverFieldErrors(e: unknown): ServerFieldError[] {
  const errors = (e as { data?: { Errors?: { Field?: string; Message?: string }[] } })?.data?.Errors
  if (!Array.isArray(errors)) return []
  return errors.filter((x): x is ServerFieldError => typeof x?.Field === 'string' && typeof x?.Message === 'string' && x.Field !== '' && x.Message !== '')
}

/** Puts each message under its field of the form; true when at least one found its field. */
export function applyFieldErrors(form: Form, errors: ServerFieldError[]): boolean {
  let shown = false
  for (const err of errors) {
    const field = form.query(err.Field).take() as Field | undefined
    if (!field || typeof field.setSelfErrors !== 'function') continue
    field.setSelfErrors([err.Message])
    shown = true
  }
  return shown
}

/** Removes the messages applyFieldErrors put under a field (the effect errors, not the rule ones). */
export function clearServerErrors(field: Field): void {
  if (typeof field.setSelfErrors === 'function' && field.feedbacks?.some((f) => f.code === 'EffectError')) field.setSelfErrors([])
}

/** Removes every server message of the form. */
export function clearAllServerErrors(form: Form): void {
  form.query('*').forEach((f) => clearServerErrors(f as Field))
}

/** Form effect: the server's message under a field goes once the user changes that field. */
export function clearServerErrorsOnInput(): void {
  onAnyFieldInput(clearServerErrors)
}
