/**
 * `kind: array`: a list of rows of a sub-form (cards with add and delete; the first row cannot be
 * deleted, at most the rows entity's maxItems), read from api.get (`itemsPath`) and saved as an array. A row
 * is checked as a whole (incomplete / invalid messages); server errors `Items[i].Field` go under
 * row i's field.
 */
import { Button, Card } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { onFormInputChange, type Form } from '@formily/core'
import { FormProvider } from '@formily/react'
import { FormLayout } from '@formily/antd-v5/esm/form-layout'
import type { FieldEffectsContext } from '../../fields/effects'
import { FormFields } from '../../fields/FormFields'
import { createScreenForm } from '../../fields/screenForm'
import { applyFieldErrors, clearAllServerErrors } from '../../fields/serverErrors'
import { useFeedback } from '../../locale'
import type { WizardStepSchema } from '../../schema/types'
import { WIZARD_TEXT, itemsOf, rowBody, rowLimit, rowVerdict, type Row } from '../model'
import { defineStepKind } from '../stepKinds'
import type { WizardController } from '../useWizard'

export interface ArrayRow {
  id: number
  form: Form
}

let rowIds = 0
/** A row: a form of its own over the step's fields (their effects work within the row). */
const newRow = (step: WizardStepSchema, effects: () => FieldEffectsContext | null, values?: Row, readOnly = false): ArrayRow => ({
  id: ++rowIds,
  form: createScreenForm({ specs: step.fields ?? [], context: effects, values, disabled: readOnly }),
})

/** An array step's server errors name `Items[i].Field` (or `[i].Field`): row i's field. */
const ROW_ERROR = /^(?:\w+)?\[(\d+)\]\.(.+)$/

const rowsOf = (wizard: WizardController, step: WizardStepSchema) => (wizard.stepState[step.key] as ArrayRow[] | undefined) ?? []

function ArrayStep({ wizard, index }: { wizard: WizardController; index: number }) {
  const { message } = useFeedback()
  const step = wizard.schema.steps[index]
  const spec = step.array ?? {}
  const fields = wizard.stepFields[index]
  const rows = rowsOf(wizard, step)
  const limit = rowLimit(spec, spec.entity ? wizard.entityOf(spec.entity) : undefined)
  // 添加 stays enabled at the limit: a click then says why no row is added (spec 001 s.5)
  const add = () => {
    if (limit.max !== undefined && rows.length >= limit.max) return void message.warning(limit.message ?? WIZARD_TEXT.tooMany(limit.max))
    wizard.setStepState(step.key, [...rows, newRow(step, wizard.effects)])
  }
  const remove = (id: number) => {
    if (rows[0]?.id !== id) wizard.setStepState(step.key, rows.filter((r) => r.id !== id))
  }
  return (
    <div className="renderer-wizard-array" data-testid={`wizard-array-${step.key}`}>
      {rows.map((r, i) => (
        <Card
          key={r.id}
          size="small"
          data-testid="wizard-row"
          style={{ marginBottom: 12 }}
          title={(spec.rowTitle ?? `${step.title} {n}`).replace('{n}', String(i + 1))}
          extra={
            wizard.readOnly ? null : (
              <Button type="link" danger={i > 0} disabled={i === 0} onClick={() => remove(r.id)}>
                {i === 0 ? (spec.texts?.firstRow ?? WIZARD_TEXT.remove) : (spec.texts?.delete ?? WIZARD_TEXT.remove)}
              </Button>
            )
          }
        >
          <FormProvider form={r.form}>
            <FormLayout labelWidth={wizard.schema.labelWidth ?? 100} feedbackLayout="loose">
              <FormFields fields={fields} columns={wizard.schema.columns} />
            </FormLayout>
          </FormProvider>
        </Card>
      ))}
      {wizard.readOnly ? null : (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={add}>
          {spec.texts?.add ?? WIZARD_TEXT.add}
        </Button>
      )}
    </div>
  )
}

export const arrayStepKind = defineStepKind<ArrayRow[]>({
  name: 'array',
  load({ step, data, record, readOnly, effects }) {
    const list = step.api?.get ? itemsOf(data, step.itemsPath) : itemsOf(record, step.itemsPath ?? step.key)
    const made = list.map((r) => newRow(step, effects, r, readOnly))
    while (made.length < (step.array?.minRows ?? 1)) made.push(newRow(step, effects, undefined, readOnly))
    return made
  },
  async validate({ wizard, step, index, state, checkFields }) {
    if (!checkFields) return ''
    for (const r of state) clearAllServerErrors(r.form)
    for (const r of state) {
      const verdict = rowVerdict(wizard.stepFields[index], r.form.values as Row, step.array)
      if (verdict) {
        await Promise.all(state.map((x) => x.form.validate().catch(() => undefined)))
        return verdict
      }
    }
    return ''
  },
  body: ({ wizard, index, state }) => state.map((r) => rowBody(wizard.stepFields[index], r.form.values as Row)),
  showErrors({ state }, errors) {
    for (const err of errors) {
      const m = ROW_ERROR.exec(err.Field)
      const row = m ? state[Number(m[1])] : undefined
      if (row) applyFieldErrors(row.form, [{ Field: m![2], Message: err.Message.replace(/^第\d+条：/, '') }])
    }
  },
  draftOf: ({ state }) => state.map((r) => r.form.values as Row),
  restoreDraft({ wizard, step, state }, draft) {
    if (!Array.isArray(draft) || !draft.length) return state
    return draft.map((values) => newRow(step, wizard.effects, values && typeof values === 'object' ? (values as Row) : undefined))
  },
  watchInput(state, onInput) {
    const id = `draft-input:${++rowIds}`
    for (const r of state) r.form.addEffects(id, () => onFormInputChange(onInput))
    return () => state.forEach((r) => r.form.removeEffects(id))
  },
  setReadOnly: (state, readOnly) => state.forEach((r) => r.form.setPattern(readOnly ? 'disabled' : 'editable')),
  component: ArrayStep,
})
