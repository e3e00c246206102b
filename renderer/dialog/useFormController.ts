/**
 * Headless form-dialog state: the Formily form, the compiled fields (per tab), loading the record
 * (api.get in edit/view), saving (create/update with the ConcurrencyStamp), tab switching on
 * errors and the server's message on failure.
 */
import { createElement, useEffect, useMemo, useRef, useState } from 'react'
import type { Field, Form } from '@formily/core'
import type { EntitySchema } from '../../common/entity-fields'
import { normalize } from '../../common/rules'
import { compileField, type CompiledField } from '../compile/formSchema'
import { callEndpoint, errorMessage, useDataProvider } from '../data/provider'
import { useEmit } from '../events'
import { fieldsForMode, finishField, prepareField } from '../fields/extras'
import { createScreenForm, showServerErrors, useFieldEffectsContext } from '../fields/screenForm'
import { clearAllServerErrors } from '../fields/serverErrors'
import { useFeedback } from '../locale'
import type { DialogMode, FieldSpec, FormDialogSchema } from '../schema/types'
import { SavedNotice } from './savedNotice'

export type Row = Record<string, unknown>

export const SAVE_TEXT = { add: '新增成功', edit: '编辑成功' } as const
const STAMP = 'ConcurrencyStamp'

export interface FormControllerOptions {
  schema: FormDialogSchema
  entity?: EntitySchema
  mode: DialogMode
  record?: Row
  /** values saved with the form's fields (they win over fields of the same name) */
  inputs?: Row
  /** values the form starts with in add mode (edit and view start from the record) */
  values?: Row
  onSaved?(saved: unknown): void
}

export interface FormController {
  form: Form
  tabs: { title: string; fields: CompiledField[] }[]
  activeTab: number
  setActiveTab(i: number): void
  loading: boolean
  saving: boolean
  error?: string
  /** validates and saves; resolves true when saved */
  save(): Promise<boolean>
  /** reads the record again (edit and view modes) */
  reload(): void
}

function successText(schema: FormDialogSchema, mode: 'add' | 'edit'): string {
  const s = schema.texts?.success
  if (typeof s === 'string') return s
  return s?.[mode] ?? SAVE_TEXT[mode]
}

/** The body sent on save: the visible fields of the form, normalized like the server does. */
export function bodyOf(form: Form, fields: CompiledField[]): Row {
  const values = form.values as Row
  const body: Row = {}
  for (const f of fields) {
    const field = form.query(f.name).take() as Field | undefined
    if (field && !field.visible) continue
    const v = values[f.name]
    body[f.name] = f.rule ? normalize(f.rule, v) : v
  }
  return body
}

/** The fields of a form in a mode (`modes`), compiled with the extra field keys (fields/extras.ts). */
export function compileFormFields(fields: FieldSpec[], entity: EntitySchema | undefined, mode: DialogMode): CompiledField[] {
  return fieldsForMode(fields, mode).map((f) => finishField(compileField(prepareField(f, entity), entity), f))
}

/** Every field spec of a form dialog or screen (all its tabs) shown in a mode. */
const specsOf = (schema: FormDialogSchema, mode: DialogMode): FieldSpec[] => fieldsForMode([...(schema.fields ?? []), ...(schema.tabs ?? []).flatMap((t) => t.fields)], mode)

export function useFormController(o: FormControllerOptions): FormController {
  const { schema, entity, mode, record } = o
  const dp = useDataProvider()
  const emit = useEmit()
  const { message, modal } = useFeedback()
  const effects = useFieldEffectsContext()
  // a new record (another row opened in the same dialog) starts a new form; without api.get the row is the record
  const form = useMemo(
    () => createScreenForm({ specs: specsOf(schema, mode), context: effects, readPretty: mode === 'view', values: mode === 'add' ? o.values : !schema.api.get ? record : undefined }),
    [schema, mode, record, effects, o.values],
  )
  const tabs = useMemo(
    () =>
      schema.tabs?.length
        ? schema.tabs.map((t) => ({ title: t.title, fields: compileFormFields(t.fields, entity, mode) }))
        : [{ title: '', fields: compileFormFields(schema.fields ?? [], entity, mode) }],
    [schema, entity, mode],
  )
  const [activeTab, setActiveTab] = useState(0)
  const [loading, setLoading] = useState(mode !== 'add' && Boolean(schema.api.get))
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string>()
  const loaded = useRef<Row | undefined>(record)
  // bumped by reload(): the record is read again
  const [generation, setGeneration] = useState(0)

  useEffect(() => {
    let live = true
    if (mode === 'add' || !schema.api.get) return
    setLoading(true)
    callEndpoint<Row>(dp, schema.api.get, { record, silent: true })
      .then((data) => {
        if (!live) return
        loaded.current = { ...record, ...data }
        form.setValues({ ...data })
        setError(undefined)
      })
      .catch((e) => live && setError(errorMessage(e)))
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [dp, form, mode, record, schema.api.get, generation])

  const save = async (): Promise<boolean> => {
    if (mode === 'view') return false
    // the server judges again: its earlier messages must not block this validation
    clearAllServerErrors(form)
    try {
      await form.validate()
    } catch {
      const bad = tabs.map((t) => t.fields.some((f) => (form.query(f.name).take() as Field | undefined)?.invalid))
      if (tabs.length > 1) {
        const first = bad.indexOf(true)
        if (first >= 0 && !bad[activeTab]) setActiveTab(first)
        // spec 000 s.5: saved from a later tab (角色) or failing on one, the dialog says so (请填写用户信息)
        const tabError = schema.texts?.tabError
        if (tabError && (activeTab > 0 || bad.some((b, i) => b && i > 0))) message.warning(tabError)
      }
      return false
    }
    const all = tabs.flatMap((t) => t.fields)
    const body = { ...bodyOf(form, all), ...o.inputs }
    const current = (loaded.current ?? record ?? {}) as Row
    const stamp = (form.values as Row)[STAMP] ?? current[STAMP]
    const endpoint = mode === 'add' ? schema.api.create : schema.api.update
    if (!endpoint) throw new Error(`renderer: the dialog names no ${mode === 'add' ? 'create' : 'update'} endpoint`)
    if (mode === 'edit' && stamp !== undefined) body[STAMP] = stamp
    setSaving(true)
    try {
      const saved = await callEndpoint(dp, endpoint, { record: mode === 'add' ? undefined : current, body, silent: true })
      setError(undefined)
      // the saved record (e.g. its new ConcurrencyStamp) is what a further save in place starts from
      if (mode === 'edit' && saved && typeof saved === 'object' && !Array.isArray(saved)) {
        loaded.current = { ...current, ...(saved as Row) }
        if (STAMP in (saved as Row)) form.setValuesIn(STAMP, (saved as Row)[STAMP])
      }
      message.success(successText(schema, mode))
      o.onSaved?.(saved)
      const after = schema.afterSave
      if (after?.kind === 'event') emit(after.name, saved)
      if (after?.kind === 'notice' && saved && typeof saved === 'object') {
        modal.info({ title: after.title, content: createElement(SavedNotice, { notice: after, saved: saved as Row }), okText: '我知道了' })
      }
      return true
    } catch (e) {
      const text = errorMessage(e)
      setError(text)
      message.error(text)
      showServerErrors(form, e)
      return false
    } finally {
      setSaving(false)
    }
  }

  return { form, tabs, activeTab, setActiveTab, loading, saving, error, save, reload: () => setGeneration((g) => g + 1) }
}
