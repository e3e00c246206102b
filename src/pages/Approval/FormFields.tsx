/**
 * The fields of an approval form from its stored definition (BusinessForm): the items the
 * initiator fills compiled to the renderer's field specs (src/preset/approval-form) and drawn by
 * the renderer's form pipeline (createScreenForm + FormFields): detail tables edited row by row in
 * the DetailTable widget's dialog, computed values and amounts in capitals following the values
 * they read. The rules are those of common/approval-validate.ts, the code the server runs on
 * approval-save, so both sides say the same; the dialog's whole-form verdict comes in as `errors`.
 *
 * The form owns its values while the user types (each field re-renders alone, a computed one when
 * a value it reads changes); every input is reported through `onChange` with the form's values,
 * and values the parent replaces (another process loaded) are written back into the form.
 */
import { Suspense, useEffect, useMemo, useRef } from 'react'
import { Spin } from 'antd'
import { onFieldInputValueChange, type Form } from '@formily/core'
import { toJS } from '@formily/reactive'
import { FormProvider } from '@formily/react'
import { FormLayout } from '@formily/antd-v5'
import type { FormItem } from '../../../common/approval-form'
import { fillable } from '../../../common/approval-validate'
import { compileField } from '../../../renderer/compile/formSchema'
import { finishField } from '../../../renderer/fields/extras'
import { FormFields as RendererFields } from '../../../renderer/fields/FormFields'
import { loadFieldKinds } from '../../../renderer/fields/registry'
import { createScreenForm, useFieldEffectsContext } from '../../../renderer/fields/screenForm'
import { applyFieldErrors, clearAllServerErrors } from '../../../renderer/fields/serverErrors'
import { APPROVAL_FIELD_KINDS, compileApprovalFields } from '../../preset/approval-form/compileFields'

export type Values = Record<string, unknown>

/**
 * Loads the field kinds an approval form may use; the centre calls it as it opens, so a dialog
 * draws its form as soon as its data arrives instead of fetching the date picker then.
 */
export function preloadApprovalFields(): Promise<void> {
  return loadFieldKinds(APPROVAL_FIELD_KINDS) ?? Promise.resolve()
}

/** The same list while its content is the same: a parent that rebuilds the definition on each render (the designer's preview) keeps its form. */
function useSameItems(items: FormItem[]): FormItem[] {
  const kept = useRef({ text: '', items })
  const text = JSON.stringify(items)
  if (text !== kept.current.text) kept.current = { text, items }
  return kept.current.items
}

export function FormFields(props: { items: FormItem[]; values: Values; errors: Record<string, string>; disabled: boolean; onChange(values: Values): void }) {
  const items = useSameItems(props.items)
  const specs = useMemo(() => compileApprovalFields(fillable(items)), [items])
  // finishField: a detail table's 请添加{label} (texts.required)
  const compiled = useMemo(() => specs.map((s) => finishField(compileField(s), s)), [specs])
  const context = useFieldEffectsContext()
  const latest = useRef(props)
  latest.current = props
  // the values the form last reported (or was made with): anything else came from the parent
  const known = useRef<Values>(props.values)
  const form: Form = useMemo(() => {
    known.current = latest.current.values
    return createScreenForm({ specs, context, values: latest.current.values, disabled: props.disabled })
  }, [specs, context, props.disabled])

  useEffect(() => {
    const id = 'approval-form-values'
    form.addEffects(id, () =>
      onFieldInputValueChange('*', () => {
        const values = toJS(form.values) as Values
        known.current = values
        latest.current.onChange(values)
      }),
    )
    return () => form.removeEffects(id)
  }, [form])

  useEffect(() => {
    if (props.values === known.current) return
    known.current = props.values
    form.setValues({ ...props.values }, 'overwrite')
  }, [form, props.values])

  useEffect(() => {
    clearAllServerErrors(form)
    applyFieldErrors(
      form,
      Object.entries(props.errors).map(([Field, Message]) => ({ Field, Message })),
    )
  }, [form, props.errors])

  // one element per form: the parent's renders (each keystroke) stop here
  return useMemo(
    () => (
      <Suspense fallback={<Spin />}>
        <FormProvider form={form}>
          <FormLayout layout="vertical" colon={false} feedbackLayout="loose">
            <div className="approval-form">
              <RendererFields fields={compiled} />
            </div>
          </FormLayout>
        </FormProvider>
      </Suspense>
    ),
    [form, compiled],
  )
}
