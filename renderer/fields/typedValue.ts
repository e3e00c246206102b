/**
 * What the user types into a plain control (./plainControl.tsx) of a long form reaches the field
 * after the frame that shows it. The control's DOM already holds the character; the field's write (Formily's
 * `onInput`: the value, its reactions and linkages, the input's lifecycle hooks) ran inside the
 * key's task and put that frame after it (the task went ~13 -> ~6.5 ms, traced, on the 300-field
 * form). Nothing can read a stale value: the write also happens before the control's next key
 * (so keys stay in order), when it loses focus (a click elsewhere, Tab), and before any validation
 * or submission of its form starts; a value set from elsewhere meanwhile wins, as it came later.
 */
import { LifeCycleTypes, type Field, type Form } from '@formily/core'
import { afterNextPaint } from './settledValidation'

const pendingOf = new WeakMap<Form, Set<() => void>>()

/** Writes every pending typed value of `form` (a validation or submission is starting). */
function flushForm(form: Form): void {
  const pending = pendingOf.get(form)
  if (!pending?.size) return
  for (const flush of [...pending]) flush()
}

const FLUSH_BEFORE = new Set<string>([LifeCycleTypes.ON_FORM_VALIDATE_START, LifeCycleTypes.ON_FORM_SUBMIT_START, LifeCycleTypes.ON_FIELD_VALIDATE_START, LifeCycleTypes.ON_FIELD_SUBMIT_START])

function pendingSet(form: Form): Set<() => void> {
  let pending = pendingOf.get(form)
  if (!pending) {
    pending = new Set()
    pendingOf.set(form, pending)
    form.subscribe(({ type }: { type: string }) => {
      if (FLUSH_BEFORE.has(type)) flushForm(form)
    })
  }
  return pending
}

export interface TypedValue {
  /** the control's input event: the field gets `read()` after the next frame */
  typed(): void
  /** writes a pending value now (the control's keydown and blur) */
  flush(): void
  /** drops a pending value (the field's value was set from elsewhere) */
  drop(): void
  /** whether a typed value waits for its write */
  pending(): boolean
}

/** The deferred write of one control's typed text into `field`; `read()` is the control's current text (undefined once it is gone). */
export function typedValue(field: Field, read: () => string | undefined): TypedValue {
  let pending = false
  const set = () => pendingSet(field.form)
  const flush = () => {
    if (!pending) return
    pending = false
    set().delete(flush)
    const text = read()
    if (text !== undefined) void field.onInput(text)
  }
  return {
    typed() {
      if (pending) return
      pending = true
      set().add(flush)
      afterNextPaint(flush)
    },
    flush,
    drop() {
      if (!pending) return
      pending = false
      set().delete(flush)
    },
    pending: () => pending,
  }
}
