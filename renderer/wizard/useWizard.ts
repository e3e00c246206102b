/**
 * Headless wizard state: one Formily form for the top form and the `form` steps, one small form
 * per row of an `array` step, the items of an `uploads` step; the record (parameters + api.get),
 * the current and the furthest step, read-only and check mode; Next validates the step (the first
 * message as a warning), saves it to its endpoint and only then moves on; the last step submits
 * (or, in check mode, opens the review dialog).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { createForm, type Field, type Form } from '@formily/core'
import type { EntitySchema } from '../../common/entity-fields'
import { evaluate } from '../../common/conditions'
import type { CompiledField } from '../compile/formSchema'
import { callEndpoint, useDataProvider } from '../data/provider'
import { bodyOf, compileFormFields } from '../dialog/useFormController'
import { applyFieldErrors, clearAllServerErrors, clearServerErrorsOnInput, serverFieldErrors } from '../dialog/serverErrors'
import { fieldEffects, type FieldEffectsContext } from '../fields/effects'
import { useFeedback } from '../locale'
import type { WizardScreenSchema, WizardStepSchema } from '../schema/types'
import {
  WIZARD_TEXT,
  failureText,
  firstFormError,
  furthestStep,
  isOn,
  itemsOf,
  lenientEndpoint,
  missingUploads,
  rowBody,
  rowVerdict,
  type Row,
} from './model'

export interface ArrayRow {
  id: number
  form: Form
}

export interface WizardController {
  schema: WizardScreenSchema
  form: Form
  top: CompiledField[]
  /** compiled fields per step (form: the step's; array: one row's; uploads: none) */
  stepFields: CompiledField[][]
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
  rows: Record<string, ArrayRow[]>
  addRow(step: WizardStepSchema): void
  removeRow(step: WizardStepSchema, id: number): void
  items: Record<string, Row[]>
  setItem(step: WizardStepSchema, index: number, item: Row): void
  setItems(step: WizardStepSchema, items: Row[]): void
  next(): Promise<boolean>
  prev(): void
  /** the last step's button (submit, or the review dialog in check mode) */
  finish(): Promise<boolean>
  reviewOpen: boolean
  closeReview(saved: boolean): void
  reload(): void
  failure(e: unknown, fallback?: string): string
}

export interface WizardOptions {
  schema: WizardScreenSchema
  entities: Record<string, EntitySchema>
  /** the query/route parameters of the page */
  params: Record<string, string | undefined>
}

/** Read-only over the record: the check mode's own condition in check mode, else the wizard's. */
export function isReadOnly(schema: WizardScreenSchema, check: boolean, record: Row): boolean {
  const when = check ? schema.check?.readOnlyWhen : schema.readOnlyWhen
  return Boolean(when && evaluate(when, record))
}

let rowIds = 0
const newRow = (values?: Row, readOnly = false): ArrayRow => ({
  id: ++rowIds,
  form: createForm({ validateFirst: true, values: values ? { ...values } : {}, pattern: readOnly ? 'disabled' : 'editable', effects: clearServerErrorsOnInput }),
})

/** An array step's server errors name `Items[i].Field` (or `[i].Field`): row i's field. */
const ROW_ERROR = /^(?:\w+)?\[(\d+)\]\.(.+)$/

const kindOf = (s: WizardStepSchema) => s.kind ?? 'form'

export function useWizard({ schema, entities, params }: WizardOptions): WizardController {
  const dp = useDataProvider()
  const { message } = useFeedback()
  const check = Boolean(schema.check && isOn(params[schema.check.param]))
  const effectsCtx = useRef<FieldEffectsContext | null>(null)
  effectsCtx.current = { dp, warn: (t) => void message.warning(t) }
  const form = useMemo(
    () => {
      const specs = [...(schema.top?.fields ?? []), ...schema.steps.flatMap((s) => ((s.kind ?? 'form') === 'form' ? (s.fields ?? []) : []))]
      const effects = fieldEffects(specs, () => effectsCtx.current)
      return createForm({
        validateFirst: true,
        effects: (f) => {
          effects(f)
          clearServerErrorsOnInput()
        },
      })
    },
    [], // eslint-disable-line react-hooks/exhaustive-deps
  )
  const entityOf = useCallback((name?: string) => (name ? entities[name] : schema.entity ? entities[schema.entity] : undefined), [entities, schema.entity])
  const top = useMemo(() => compileFormFields(schema.top?.fields ?? [], entityOf(schema.top?.entity), 'edit'), [schema, entityOf])
  const stepFields = useMemo(
    () => schema.steps.map((s) => (kindOf(s) === 'uploads' ? [] : compileFormFields(s.fields ?? [], entityOf(s.entity), 'edit'))),
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
  const [rows, setRows] = useState<Record<string, ArrayRow[]>>({})
  const [items, setItems] = useState<Record<string, Row[]>>({})
  const [reviewOpen, setReviewOpen] = useState(false)
  const [generation, setGeneration] = useState(0)

  const readOnly = isReadOnly(schema, check, record)
  const failure = useCallback((e: unknown, fallback = '请求错误') => failureText(e, schema.hideErrors, fallback), [schema.hideErrors])

  // load the record, then every step's own data
  useEffect(() => {
    let live = true
    const load = async () => {
      setLoading(true)
      let rec: Row = { ...baseRecord }
      try {
        if (schema.api?.get) {
          const data = await callEndpoint<Row>(dp, lenientEndpoint(schema.api.get, rec), { record: rec, silent: true })
          rec = { ...rec, ...(data && typeof data === 'object' ? data : {}) }
        }
        if (!live) return
        form.setValues({ ...rec })
        const ro = isReadOnly(schema, check, rec)
        const nextRows: Record<string, ArrayRow[]> = {}
        const nextItems: Record<string, Row[]> = {}
        await Promise.all(
          schema.steps.map(async (s) => {
            const kind = kindOf(s)
            const data = s.api?.get ? await callEndpoint<unknown>(dp, lenientEndpoint(s.api.get, rec), { record: rec, silent: true }) : undefined
            if (kind === 'form') {
              if (data && typeof data === 'object' && !Array.isArray(data)) form.setValues({ ...(data as Row) })
            } else if (kind === 'array') {
              const list = s.api?.get ? itemsOf(data, s.itemsPath) : itemsOf(rec, s.itemsPath ?? s.key)
              const min = s.array?.minRows ?? 1
              const made = list.map((r) => newRow(r, ro))
              while (made.length < min) made.push(newRow(undefined, ro))
              nextRows[s.key] = made
            } else {
              nextItems[s.key] = s.api?.get ? itemsOf(data, s.itemsPath) : itemsOf(rec, s.itemsPath ?? s.key)
            }
          }),
        )
        if (!live) return
        const furthest = furthestStep(schema, rec)
        setRecord(rec)
        setRows(nextRows)
        setItems(nextItems)
        setReached((r) => Math.max(r, furthest))
        setStep((cur) => (generation === 0 ? furthest : cur))
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dp, schema, baseRecord, check, generation])

  // read-only: every field disabled; the top form once the first step is passed
  useEffect(() => {
    const all = [...top, ...stepFields.flatMap((f, i) => (kindOf(schema.steps[i]) === 'form' ? f : []))]
    for (const f of all) {
      const field = form.query(f.name).take() as Field | undefined
      if (!field) continue
      const isTop = top.includes(f)
      const disabled = readOnly || (isTop && reached > 0)
      if (disabled) field.setPattern('disabled')
      else if (field.pattern === 'disabled' && !f.schema['x-pattern']) field.setPattern('editable')
    }
    for (const list of Object.values(rows)) for (const r of list) r.form.setPattern(readOnly ? 'disabled' : 'editable')
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

  /** The step's first problem, or '' when it may be saved. */
  const validateStep = async (i: number): Promise<string> => {
    const s = schema.steps[i]
    const kind = kindOf(s)
    const validate = s.gating?.validate !== false
    if (kind === 'form' && validate) {
      clearAllServerErrors(form)
      const fields = i === 0 ? [...top, ...stepFields[i]] : stepFields[i]
      const names = fields.map((f) => f.name)
      try {
        if (names.length) await form.validate(`*(${names.join(',')})`)
      } catch {
        return firstFormError(form, fields) || WIZARD_TEXT.invalid
      }
    }
    if (kind === 'array' && validate) {
      const list = rows[s.key] ?? []
      for (const r of list) clearAllServerErrors(r.form)
      for (const r of list) {
        const verdict = rowVerdict(stepFields[i], r.form.values as Row, s.array)
        if (verdict) {
          await Promise.all(list.map((x) => x.form.validate().catch(() => undefined)))
          return verdict
        }
      }
    }
    if (kind === 'uploads' && s.uploads) {
      const m = missingUploads(items[s.key] ?? [], s.uploads)
      if (m) return m
    }
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
    let body: unknown
    const kind = kindOf(s)
    if (kind === 'form') body = { ...(i === 0 ? bodyOf(form, top) : {}), ...bodyOf(form, stepFields[i]) }
    else if (kind === 'array') body = (rows[s.key] ?? []).map((r) => rowBody(stepFields[i], r.form.values as Row))
    else body = items[s.key] ?? []
    if (s.bodyKey) body = { [s.bodyKey]: body }
    await callEndpoint(dp, lenientEndpoint(endpoint, rec), { record: rec, body, silent: true })
  }

  /** The server's per-field messages of a refused step save, under their fields (rows: Items[i].Field). */
  const showFieldErrors = (i: number, e: unknown) => {
    const errors = serverFieldErrors(e)
    if (kindOf(schema.steps[i]) === 'form') return void applyFieldErrors(form, errors)
    const list = rows[schema.steps[i].key] ?? []
    for (const err of errors) {
      const m = ROW_ERROR.exec(err.Field)
      const row = m ? list[Number(m[1])] : undefined
      if (row) applyFieldErrors(row.form, [{ Field: m![2], Message: err.Message.replace(/^第\d+条：/, '') }])
    }
  }

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
    if (readOnly) return false
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
      if (schema.successMessage) message.success(schema.successMessage)
      setGeneration((g) => g + 1)
      return true
    } catch (e) {
      message.error(failure(e))
      return false
    } finally {
      setBusy(false)
    }
  }

  const addRow = (s: WizardStepSchema) => {
    const list = rows[s.key] ?? []
    const max = s.array?.max
    if (max !== undefined && list.length >= max) {
      if (s.array?.maxMessage) message.warning(s.array.maxMessage)
      return
    }
    setRows({ ...rows, [s.key]: [...list, newRow()] })
  }
  const removeRow = (s: WizardStepSchema, id: number) => {
    const list = rows[s.key] ?? []
    if (list[0]?.id === id) return
    setRows({ ...rows, [s.key]: list.filter((r) => r.id !== id) })
  }
  const setItem = (s: WizardStepSchema, index: number, item: Row) => {
    setItems((all) => {
      const list = [...(all[s.key] ?? [])]
      list[index] = item
      return { ...all, [s.key]: list }
    })
  }

  const replaceItems = (s: WizardStepSchema, list: Row[]) => setItems((all) => ({ ...all, [s.key]: list }))

  return {
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
    rows,
    addRow,
    removeRow,
    items,
    setItem,
    setItems: replaceItems,
    next,
    prev,
    finish,
    reviewOpen,
    closeReview: (saved) => {
      setReviewOpen(false)
      if (saved) setGeneration((g) => g + 1)
    },
    reload: () => setGeneration((g) => g + 1),
    failure,
  }
}
