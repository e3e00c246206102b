/**
 * A typed character is drawn first, and the field's rules judge it right after that frame.
 *
 * Formily validates a field inside the input event that changed it, so the key's frame waited for
 * the rules, their messages and the re-render they cause (on a form's first key, for code compiled
 * for the first time too). A form field's rules therefore carry the trigger `onInputSettled`
 * (`settledValidators`, applied where FormFields creates the field), and the form effect
 * `validateInputAfterPaint` (every screen form has it) runs them once the frame showing the new
 * value is out: a message appears or goes one frame after the character. A full validation
 * (`form.validate()`, as every save runs it) takes every trigger, so nothing goes unchecked.
 */
import { createEffectHook, LifeCycleTypes, type Field } from '@formily/core'
import { batch } from '@formily/reactive'
import { validate } from '@formily/validator'

export const ON_INPUT_SETTLED = 'onInputSettled'

type Descriptor = Record<string, unknown> | ((...args: never[]) => unknown)

/** A field's validator list with the rules that would run on input moved after the next paint. */
export function settledValidators<T>(list: T[]): T[] {
  return list.map((d) => {
    const desc = d as unknown as Descriptor
    if (typeof desc === 'function') return { validator: desc, triggerType: ON_INPUT_SETTLED } as T
    if (desc && typeof desc === 'object' && (desc.triggerType === undefined || desc.triggerType === 'onInput')) return { ...desc, triggerType: ON_INPUT_SETTLED } as T
    return d
  })
}

/**
 * A field's input, whichever the field: onFieldInputValueChange('*') would match the path pattern
 * against the field's address on every keystroke (and parse it on the first, inside its frame).
 */
export const onAnyFieldInput = createEffectHook(LifeCycleTypes.ON_FIELD_INPUT_VALUE_CHANGE, (field: Field) => (callback: (field: Field) => void) => callback(field))

/** A page that draws no frames (a hidden tab) still gets its answer. */
const NO_FRAME_MS = 100

/** Runs `fn` once the next frame has been produced: a message posted from that frame's rAF callback. */
export function afterNextPaint(fn: () => void): void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    fn()
  }
  if (typeof requestAnimationFrame === 'function' && typeof MessageChannel === 'function') {
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = run
      channel.port2.postMessage(null)
    })
  }
  setTimeout(run, NO_FRAME_MS)
}

// the codes Formily gives an input's verdicts (validateToFeedbacks)
const FEEDBACK_TYPES = [
  ['error', 'ValidateError'],
  ['warning', 'ValidateWarning'],
  ['success', 'ValidateSuccess'],
] as const

/** Formily's own test of whether a field's rules run (its pattern and display). */
function judged(field: Field): boolean {
  const patterns = field.props.validatePattern ?? field.form.props.validatePattern ?? ['editable']
  const displays = field.props.validateDisplay ?? field.form.props.validateDisplay ?? ['visible']
  return patterns.includes(field.pattern) && displays.includes(field.display)
}

/**
 * The field's `onInputSettled` rules, their verdict put where Formily puts an input's (the field's
 * feedbacks of that trigger). `field.validate()` would query the form for the field and its
 * children and read the errors of every field: that is O(form) per key, 6 ms in a 300-field form.
 */
async function validateSettled(field: Field): Promise<void> {
  if (field.destroyed || !field.mounted || !judged(field)) return
  const results = await validate(field.value, field.validator, {
    triggerType: ON_INPUT_SETTLED,
    validateFirst: field.props.validateFirst ?? field.form.props.validateFirst,
    context: { field, form: field.form },
  })
  if (field.destroyed) return
  batch(() => {
    for (const [type, code] of FEEDBACK_TYPES) field.setFeedback({ triggerType: ON_INPUT_SETTLED, type, code, messages: results[type] })
  })
}

/** Form effect: each typed field's `onInputSettled` rules run after the frame that shows the value. */
export function validateInputAfterPaint(): void {
  const pending = new Set<Field>()
  onAnyFieldInput((field) => {
    if (pending.has(field)) return
    pending.add(field)
    afterNextPaint(() => {
      pending.delete(field)
      void validateSettled(field)
    })
  })
}
