/**
 * Local drafts of a wizard's form steps (schema `draft`): what the user types into a step is kept
 * in this browser under the record's key and the step's key until the step is saved, so a reload
 * or a closed tab loses nothing; reopening the record restores it with a notice. While a draft
 * exists, closing or reloading the page asks first (in-app navigation keeps the draft anyway).
 * Array and upload steps keep no draft: their rows and files are saved as they are added.
 */
import { useEffect, useRef } from 'react'
import { onFormInputChange } from '@formily/core'
import type { WizardScreenSchema } from '../schema/types'
import type { Row } from './model'
import { stepKindOf } from './stepKinds'
import type { WizardController } from './useWizard'

export const DRAFT_TEXT = { restored: '已恢复上次未保存的输入' } as const

const store = (): Storage | undefined => {
  try {
    return window.localStorage
  } catch {
    return undefined // storage switched off: no drafts
  }
}

/** The draft's storage key, or undefined when the record has no key (or the wizard keeps no drafts). */
export function draftKey(schema: WizardScreenSchema, record: Row, stepKey: string): string | undefined {
  const id = schema.draft ? record[schema.draft.keyField] : undefined
  if (id === undefined || id === null || id === '') return undefined
  return `renderer-draft:${schema.id}:${String(id)}:${stepKey}`
}

export function readDraft(key: string): Row | undefined {
  try {
    const v: unknown = JSON.parse(store()?.getItem(key) ?? 'null')
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Row) : undefined
  } catch {
    return undefined
  }
}

/** a saved step's draft is done with */
export function dropDraft(schema: WizardScreenSchema, record: Row, stepKey: string): void {
  const key = draftKey(schema, record, stepKey)
  if (key) store()?.removeItem(key)
}

/** The field names a form step's draft holds: its own, and the top form's with the first step. */
const namesOf = (wizard: WizardController, index: number) => [...(index === 0 ? wizard.top : []), ...wizard.stepFields[index]].map((f) => f.name)

const draftSteps = (wizard: WizardController) => wizard.schema.steps.map((s, i) => ({ s, i })).filter(({ s }) => stepKindOf(s).sharesForm)

/** Keeps, restores and guards the drafts of an editable wizard; `notify` shows the restore notice. */
export function useWizardDraft(wizard: WizardController, notify: (text: string) => void): void {
  const { schema, form, record, loading, readOnly, missing } = wizard
  const live = useRef(wizard)
  live.current = wizard
  const active = Boolean(schema.draft) && !loading && !readOnly && !missing
  const recordKey = active ? draftKey(schema, record, '') : undefined

  // restore once per record, then keep each input of the current step
  useEffect(() => {
    if (!recordKey) return
    const w = live.current
    let restored = false
    for (const { s } of draftSteps(w)) {
      const draft = readDraft(draftKey(schema, w.record, s.key)!)
      if (draft) {
        form.setValues(draft)
        restored = true
      }
    }
    if (restored) notify(schema.draft?.restoredMessage ?? DRAFT_TEXT.restored)
    const id = `draft:${recordKey}`
    form.addEffects(id, () => {
      onFormInputChange(() => {
        const cur = live.current
        if (!stepKindOf(cur.schema.steps[cur.step]).sharesForm) return
        const values = form.values as Row
        const draft = Object.fromEntries(namesOf(cur, cur.step).map((n) => [n, values[n]]))
        store()?.setItem(draftKey(cur.schema, cur.record, cur.schema.steps[cur.step].key)!, JSON.stringify(draft))
      })
    })
    const leave = (e: BeforeUnloadEvent) => {
      if (!draftSteps(live.current).some(({ s }) => readDraft(draftKey(schema, live.current.record, s.key)!))) return
      e.preventDefault()
      e.returnValue = '' // older browsers ask only when a value is set
    }
    window.addEventListener('beforeunload', leave)
    return () => {
      form.removeEffects(id)
      window.removeEventListener('beforeunload', leave)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recordKey, form])
}
