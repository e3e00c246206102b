/**
 * `kind: form` (the default step kind): fields of the wizard's form, their data merged into it;
 * Next validates them (the first step together with the top form) and saves their values.
 */
import { bodyOf } from '../../dialog/useFormController'
import { FormFields } from '../../fields/FormFields'
import { applyFieldErrors, clearAllServerErrors } from '../../fields/serverErrors'
import { WIZARD_TEXT, firstFormError, type Row } from '../model'
import { defineStepKind } from '../stepKinds'
import type { WizardController } from '../useWizard'

/** The fields a form step validates and saves: its own, and the top form's with the first step. */
const fieldsOf = (wizard: WizardController, index: number) => (index === 0 ? [...wizard.top, ...wizard.stepFields[index]] : wizard.stepFields[index])

function FormStep({ wizard, index }: { wizard: WizardController; index: number }) {
  return <FormFields fields={wizard.stepFields[index]} columns={wizard.schema.columns} />
}

export const formStepKind = defineStepKind<undefined>({
  name: 'form',
  sharesForm: true,
  load({ form, data }) {
    if (data && typeof data === 'object' && !Array.isArray(data)) form.setValues({ ...(data as Row) })
    return undefined
  },
  async validate({ wizard, index, checkFields }) {
    if (!checkFields) return ''
    const { form } = wizard
    clearAllServerErrors(form)
    const fields = fieldsOf(wizard, index)
    const names = fields.map((f) => f.name)
    try {
      if (names.length) await form.validate(`*(${names.join(',')})`)
    } catch {
      return firstFormError(form, fields) || WIZARD_TEXT.invalid
    }
    return ''
  },
  body: ({ wizard, index }) => bodyOf(wizard.form, fieldsOf(wizard, index)),
  showErrors: ({ wizard }, errors) => void applyFieldErrors(wizard.form, errors),
  draftOf({ wizard, index }) {
    const values = wizard.form.values as Row
    return Object.fromEntries(fieldsOf(wizard, index).map((f) => [f.name, values[f.name]]))
  },
  restoreDraft({ wizard }, draft) {
    if (draft && typeof draft === 'object' && !Array.isArray(draft)) wizard.form.setValues(draft as Row)
    return undefined
  },
  component: FormStep,
})
