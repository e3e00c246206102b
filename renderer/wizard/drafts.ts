/**
 * Local drafts of a wizard's steps (schema `draft`): what the user enters into a step (a form
 * step's fields, an array step's rows, an uploads step's files when they are not saved one by one)
 * is kept in this browser under the signed-in user, the record's key and the step's key until the
 * step is saved, so a reload or a closed tab loses nothing; reopening the record restores it with a
 * notice. While a draft exists, leaving asks first: closing or reloading the page, and in-app
 * navigation through the application's guard (../leaveGuard.tsx). A step kind says what its draft
 * is (`draftOf`, `restoreDraft`, `watchInput` in ./stepKinds.ts).
 */
import { useEffect, useRef } from 'react'
import { onFormInputChange } from '@formily/core'
import { useLeaveGuard } from '../leaveGuard'
import type { WizardScreenSchema } from '../schema/types'
import type { Row } from './model'
import { stepKindOf, type StepArgs } from './stepKinds'
import type { WizardController } from './useWizard'

export const DRAFT_TEXT = { restored: '已恢复上次未保存的输入', leave: '有未保存的输入，离开后可在下次打开时恢复，确定离开吗？' } as const

const store = (): Storage | undefined => {
  try {
    return window.localStorage
  } catch {
    return undefined // storage switched off: no drafts
  }
}

/**
 * The draft's storage key: the screen, the signed-in user (`owner`), the record and the step; undefined
 * when the record has no key (or the wizard keeps no drafts).
 */
export function draftKey(schema: WizardScreenSchema, owner: string, record: Row, stepKey: string): string | undefined {
  const id = schema.draft ? record[schema.draft.keyField] : undefined
  if (id === undefined || id === null || id === '') return undefined
  return `renderer-draft:${schema.id}:${encodeURIComponent(owner)}:${encodeURIComponent(String(id))}:${stepKey}`
}

export function readDraft(key: string): unknown {
  try {
    return JSON.parse(store()?.getItem(key) ?? 'null') ?? undefined
  } catch {
    return undefined
  }
}

/** a saved step's draft is done with */
export function dropDraft(schema: WizardScreenSchema, owner: string, record: Row, stepKey: string): void {
  const key = draftKey(schema, owner, record, stepKey)
  if (key) store()?.removeItem(key)
}

const argsOf = (w: WizardController, index: number): StepArgs => {
  const step = w.schema.steps[index]
  return { wizard: w, step, index, state: w.stepState[step.key], checkFields: true }
}

/** Writes step `index`'s draft (nothing when its kind keeps none). */
function keep(w: WizardController, index: number): void {
  const step = w.schema.steps[index]
  const key = draftKey(w.schema, w.owner, w.record, step.key)
  const draft = stepKindOf(step).draftOf?.(argsOf(w, index))
  if (key && draft !== undefined) store()?.setItem(key, JSON.stringify(draft))
}

const hasDraft = (w: WizardController) => w.schema.steps.some((s) => readDraft(draftKey(w.schema, w.owner, w.record, s.key) ?? '') !== undefined)

/** Keeps, restores and guards the drafts of an editable wizard; `notify` shows the restore notice. */
export function useWizardDraft(wizard: WizardController, notify: (text: string) => void): void {
  const { schema, form, record, loading, readOnly, missing, stepState, owner } = wizard
  const live = useRef(wizard)
  live.current = wizard
  const notifyRef = useRef(notify)
  notifyRef.current = notify
  const active = Boolean(schema.draft) && !loading && !readOnly && !missing
  const recordKey = active ? draftKey(schema, owner, record, '') : undefined
  // each step's state as loaded or restored: a state that differs from it is the user's doing
  const baseline = useRef<Record<string, unknown>>({})

  // restore once per record, then keep each input of a form step
  useEffect(() => {
    if (!recordKey) return
    const w = live.current
    baseline.current = { ...w.stepState }
    let restored = false
    w.schema.steps.forEach((s, i) => {
      const kind = stepKindOf(s)
      const draft = kind.restoreDraft ? readDraft(draftKey(w.schema, w.owner, w.record, s.key)!) : undefined
      if (draft === undefined) return
      const state = kind.restoreDraft!(argsOf(w, i), draft)
      baseline.current[s.key] = state
      if (state !== w.stepState[s.key]) w.setStepState(s.key, state)
      restored = true
    })
    if (restored) notifyRef.current(w.schema.draft?.texts?.restored ?? DRAFT_TEXT.restored)
    const id = `draft:${recordKey}`
    form.addEffects(id, () => {
      onFormInputChange(() => {
        const cur = live.current
        if (stepKindOf(cur.schema.steps[cur.step]).sharesForm) keep(cur, cur.step)
      })
    })
    return () => form.removeEffects(id)
  }, [recordKey, form])

  // rows added or removed, files chosen: a step whose state is no longer the loaded one keeps a draft
  useEffect(() => {
    if (!recordKey) return
    const w = live.current
    w.schema.steps.forEach((s, i) => {
      if (stepState[s.key] === baseline.current[s.key]) return
      baseline.current[s.key] = stepState[s.key]
      keep(w, i)
    })
  }, [recordKey, stepState])

  // input into a step's own forms (an array step's rows)
  useEffect(() => {
    if (!recordKey) return
    const w = live.current
    const removals = w.schema.steps.map((s, i) => stepKindOf(s).watchInput?.(stepState[s.key] as never, () => keep(live.current, i)))
    return () => removals.forEach((remove) => remove?.())
  }, [recordKey, stepState])

  useLeaveGuard(Boolean(recordKey), () => hasDraft(live.current), DRAFT_TEXT.leave)
}
