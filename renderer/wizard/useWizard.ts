/**
 * Headless wizard state: one Formily form for the top form and the `form` steps, one small form
 * per row of an `array` step, the items of an `uploads` step; the record (parameters + api.get),
 * the current and the furthest step, read-only and check mode; Next validates the step (the first
 * message as a warning), saves it to its endpoint and only then moves on; the last step submits
 * (or, in check mode, opens the review dialog).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Field, Form } from '@formily/core'
import type { EntitySchema } from '../../common/entity-fields'
import { evaluate } from '../../common/conditions'
import type { CompiledField } from '../compile/formSchema'
import { callEndpoint, useDataProvider } from '../data/provider'
import { compileFormFields } from '../dialog/useFormController'
import type { FieldEffectsContext } from '../fields/effects'
import { createScreenForm, useFieldEffectsContext } from '../fields/screenForm'
import { serverFieldErrors } from '../fields/serverErrors'
import { useFeedback } from '../locale'
import { useOwner } from '../owner'
import type { WizardScreenSchema } from '../schema/types'
import { dropDraft } from './drafts'
import { isReadOnly, loadWizard, lockedFor } from './load'
import { WIZARD_TEXT, failureText, isOn, lenientEndpoint, type Row } from './model'
import { stepKindOf, type StepArgs } from './stepKinds'
import './step-kinds'

export interface WizardController {
  schema: WizardScreenSchema
  form: Form
  top: CompiledField[]
  /** compiled fields per step (form: the step's; array: one row's; uploads: none) */
  stepFields: CompiledField[][]
  /** each step's own state by its key, as its kind loaded it (array: the rows; uploads: the items) */
  stepState: Record<string, unknown>
  /** replaces a step's state (or maps it) */
  setStepState<S>(key: string, next: S | ((current: S) => S)): void
  record: Row
  step: number
  reached: number
  goTo(i: number): void
  canEnter(i: number): boolean
  loading: boolean
  busy: boolean
  error?: string
  readOnly: boolean
  check: boolean
  next(): Promise<boolean>
  prev(): void
  /** the last step's button (submit, or the review dialog in check mode) */
  finish(): Promise<boolean>
  reviewOpen: boolean
  closeReview(saved: boolean): void
  reload(): void
  /** checks the current step as Next does, without saving; true when it may be saved */
  validateCurrent(): Promise<boolean>
  failure(e: unknown, fallback?: string): string
  /** check mode: the record is read-only until the reviewer chooses to correct it (check.correct) */
  canCorrect: boolean
  correcting: boolean
  correct(): void
  /** while correcting: validates and saves the current step in place */
  saveCurrent(): Promise<boolean>
  /** the last step's button is offered (not over a read-only record; a correctable one is not read-only) */
  canFinish: boolean
  /** api.get answered null: there is no record to fill (the screen's `noRecord` explains) */
  missing: boolean
  /** the entity schema of that id (the screen's own without one) */
  entityOf(name?: string): EntitySchema | undefined
  /** the field effects' context (a step's own forms: ../fields/screenForm.ts) */
  effects: () => FieldEffectsContext | null
  /** the signed-in user's key: whose local drafts (./drafts.ts) */
  owner: string
}

export interface WizardOptions {
  schema: WizardScreenSchema
  entities: Record<string, EntitySchema>
  /** the query/route parameters of the page */
  params: Record<string, string | undefined>
}

export function useWizard({ schema, entities, params }: WizardOptions): WizardController {
  const dp = useDataProvider()
  const { message } = useFeedback()
  const check = Boolean(schema.check && isOn(params[schema.check.param]))
  const effects = useFieldEffectsContext()
  const owner = useOwner()
  // one form for the top form and the steps that share it (their effects reach across steps)
  const form = useMemo(
    () => createScreenForm({ specs: [...(schema.top?.fields ?? []), ...schema.steps.flatMap((s) => (stepKindOf(s).sharesForm ? (s.fields ?? []) : []))], context: effects }),
    [schema, effects],
  )
  const entityOf = useCallback((name?: string) => (name ? entities[name] : schema.entity ? entities[schema.entity] : undefined), [entities, schema.entity])
  const top = useMemo(() => compileFormFields(schema.top?.fields ?? [], entityOf(schema.top?.entity), 'edit'), [schema, entityOf])
  const stepFields = useMemo(
    () => schema.steps.map((s) => (stepKindOf(s).compiles === false ? [] : compileFormFields(s.fields ?? [], entityOf(s.entity), 'edit'))),
    [schema, entityOf],
  )
  const baseRecord = useMemo(() => {
    const r: Row = {}
    for (const p of schema.params ?? []) if (params[p] !== undefined && params[p] !== '') r[p] = params[p]
    return r
  }, [schema.params, params])
  const [record, setRecord] = useState<Row>(baseRecord)
  const recordRef = useRef(record)
  recordRef.current = record
  const [step, setStep] = useState(0)
  const [reached, setReached] = useState(0)
  const [loading, setLoading] = useState(true)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [missing, setMissing] = useState(false)
  const [stepState, setAllStepState] = useState<Record<string, unknown>>({})
  const [reviewOpen, setReviewOpen] = useState(false)
  const [generation, setGeneration] = useState(0)

  const [correcting, setCorrecting] = useState(false)
  const canFinish = !isReadOnly(schema, check, record)
  const canCorrect = lockedFor(schema, check, record) && !correcting
  const readOnly = !canFinish || canCorrect
  const failure = useCallback((e: unknown, fallback = '请求错误') => failureText(e, schema.hideErrors, fallback), [schema.hideErrors])

  // load the record, then every step's own data
  useEffect(() => {
    let live = true
    const load = async () => {
      setLoading(true)
      try {
        const loaded = await loadWizard({ dp, schema, base: baseRecord, form, check, effects, live: () => live })
        if (!loaded) return
        if (loaded.missing) {
          setMissing(true)
          return
        }
        setRecord(loaded.record)
        setAllStepState(loaded.stepState)
        setReached((r) => Math.max(r, loaded.furthest))
        setStep((cur) => (generation === 0 ? loaded.furthest : cur))
        setError(undefined)
      } catch (e) {
        if (live) setError(failure(e))
      } finally {
        if (live) setLoading(false)
      }
    }
    void load()
    return () => {
      live = false
    }
  }, [dp, form, schema, baseRecord, check, generation, failure, effects])

  // read-only: every field disabled; the top form once the first step is passed
  useEffect(() => {
    const all = [...top, ...stepFields.flatMap((f, i) => (stepKindOf(schema.steps[i]).sharesForm ? f : []))]
    for (const f of all) {
      const field = form.query(f.name).take() as Field | undefined
      if (!field) continue
      const isTop = top.includes(f)
      const disabled = readOnly || (isTop && reached > 0)
      if (disabled) field.setPattern('disabled')
      else if (field.pattern === 'disabled' && !f.model.disabled) field.setPattern('editable')
    }
    for (const s of schema.steps) if (stepState[s.key] !== undefined) stepKindOf(s).setReadOnly?.(stepState[s.key], readOnly)
  })

  /** A step may be opened: reached, and its enterWhen (if any) holds over the record and the values. */
  const canEnter = (i: number) => {
    if (i < 0 || i >= schema.steps.length || i > reached) return false
    const when = schema.steps[i].gating?.enterWhen
    return !when || evaluate(when, { ...record, ...(form.values as Row) })
  }
  const goTo = (i: number) => {
    if (canEnter(i)) setStep(i)
  }

  /** What the step's kind is given: this wizard, the step and its state. */
  const argsOf = (i: number): StepArgs => {
    const s = schema.steps[i]
    return { wizard: controller, step: s, index: i, state: stepState[s.key], checkFields: s.gating?.validate !== false }
  }

  /** The step's first problem, or '' when it may be saved. */
  const validateStep = async (i: number): Promise<string> => {
    const s = schema.steps[i]
    const problem = await stepKindOf(s).validate?.(argsOf(i))
    if (problem) return problem
    const values = { ...recordRef.current, ...(form.values as Row) }
    if (s.gating?.nextWhen && !evaluate(s.gating.nextWhen, values)) return s.gating.message ?? WIZARD_TEXT.invalid
    const following = schema.steps[i + 1]?.gating
    if (following?.enterWhen && !evaluate(following.enterWhen, values)) return following.message ?? WIZARD_TEXT.invalid
    return ''
  }

  const saveStep = async (i: number): Promise<void> => {
    const s = schema.steps[i]
    const endpoint = s.api?.save
    if (!endpoint) return
    const rec = { ...recordRef.current, ...(form.values as Row) }
    let body = stepKindOf(s).body(argsOf(i))
    if (s.bodyKey) body = { [s.bodyKey]: body }
    await callEndpoint(dp, lenientEndpoint(endpoint, rec), { record: rec, body, silent: true })
  }

  /** The server's per-field messages of a refused step save, under their fields (rows: Items[i].Field). */
  const showFieldErrors = (i: number, e: unknown) => stepKindOf(schema.steps[i]).showErrors?.(argsOf(i), serverFieldErrors(e))

  /** Validates and saves the current step; true when it may be left forward. */
  const passStep = async (): Promise<boolean> => {
    const i = step
    const problem = await validateStep(i)
    if (problem) {
      message.warning(problem)
      return false
    }
    setBusy(true)
    try {
      await saveStep(i)
      dropDraft(schema, owner, { ...recordRef.current, ...(form.values as Row) }, schema.steps[i].key)
      return true
    } catch (e) {
      message.error(failure(e))
      showFieldErrors(i, e)
      return false
    } finally {
      setBusy(false)
    }
  }

  const next = async (): Promise<boolean> => {
    if (step >= schema.steps.length - 1) return false
    if (!readOnly && !(await passStep())) return false
    const to = step + 1
    setStep(to)
    setReached((r) => Math.max(r, to))
    return true
  }

  const prev = () => setStep((s) => Math.max(0, s - 1))

  const finish = async (): Promise<boolean> => {
    if (!canFinish) return false
    if (check) {
      setReviewOpen(true)
      return true
    }
    if (!(await passStep())) return false
    if (!schema.api?.submit) return true
    setBusy(true)
    try {
      const rec = { ...recordRef.current, ...(form.values as Row) }
      await callEndpoint(dp, lenientEndpoint(schema.api.submit, rec), { record: rec, body: {}, silent: true })
      if (schema.texts?.success) message.success(schema.texts.success)
      setGeneration((g) => g + 1)
      return true
    } catch (e) {
      message.error(failure(e))
      return false
    } finally {
      setBusy(false)
    }
  }

  const setStepState = <S,>(key: string, next: S | ((current: S) => S)) =>
    setAllStepState((all) => ({ ...all, [key]: typeof next === 'function' ? (next as (c: S) => S)(all[key] as S) : next }))

  const controller: WizardController = {
    schema,
    form,
    top,
    stepFields,
    record,
    step,
    reached,
    goTo,
    canEnter,
    loading,
    busy,
    error,
    readOnly,
    check,
    stepState,
    setStepState,
    next,
    prev,
    finish,
    reviewOpen,
    closeReview: (saved) => {
      setReviewOpen(false)
      if (saved) setGeneration((g) => g + 1)
    },
    reload: () => setGeneration((g) => g + 1),
    validateCurrent: async () => (await validateStep(step)) === '',
    failure,
    canCorrect,
    correcting,
    correct: () => setCorrecting(true),
    saveCurrent: async () => {
      const saved = await passStep()
      if (saved) message.success(WIZARD_TEXT.saved)
      return saved
    },
    canFinish,
    missing,
    entityOf,
    effects,
    owner,
  }
  return controller
}
