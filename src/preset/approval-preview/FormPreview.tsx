/**
 * The live preview of an approval form definition being edited (issue 14, 表单设计): a field kind
 * that reads its siblings (the title, the description and the item rows, named by props) and
 * draws the form an initiator will fill, with the approval centre's own fields, so what the
 * administrator sees is what the centre shows. The definition is judged by the engine's check
 * (common/approval-definition.ts, the server's too): while it has a problem the preview shows the
 * message instead, and the field's validator refuses the dialog's save with it.
 */
import { useEffect, useState } from 'react'
import { Alert, Typography } from 'antd'
import type { Field, Form } from '@formily/core'
import { observer, useField, useForm } from '@formily/react'
import { cleanFormItem, definitionProblem, type FormItemInput } from '../../../common/approval-definition'
import type { BusinessForm } from '../../../common/approval-form'
import { FormFields, type Values } from '../../pages/Approval/FormFields'
import '../../pages/Approval/approval.css'

export interface FormPreviewProps {
  /** the sibling fields the definition is read from */
  titleField: string
  descriptionField?: string
  itemsField: string
}

type Validator = Field['validator']

const textOf = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/** The definition the sibling fields describe, as the server would store it. */
export function definitionOf(values: Record<string, unknown>, props: FormPreviewProps): BusinessForm {
  const rows = values[props.itemsField]
  return {
    title: textOf(values[props.titleField]),
    desTxt: props.descriptionField ? textOf(values[props.descriptionField]) : '',
    operation: '',
    formItems: Array.isArray(rows) ? (rows as FormItemInput[]).map((r) => cleanFormItem(r ?? {})) : [],
  }
}

/** The dialog's save asks the same check as the server: a definition with a problem is not sent. */
function useDefinitionValidator(form: Form, props: FormPreviewProps) {
  const field = useField() as Field | undefined
  const { titleField, descriptionField, itemsField } = props
  useEffect(() => {
    if (!field || typeof (field as Partial<Field>).setValidator !== 'function') return
    const before: Validator = field.validator
    const own = () => definitionProblem(definitionOf(form.values, { titleField, descriptionField, itemsField })) ?? ''
    field.setValidator(own as Validator)
    return () => field.setValidator(before)
  }, [field, form, titleField, descriptionField, itemsField])
}

export const FormPreview = observer(function FormPreview(props: FormPreviewProps) {
  const form = useForm()
  useDefinitionValidator(form, props)
  const definition = definitionOf(form.values, props)
  const problem = definitionProblem(definition)
  // what the administrator types into the preview stays while the definition changes around it
  const [values, setValues] = useState<Values>({})
  return (
    // the field item lays its control out in a flex row: the preview takes the whole width of its cell
    <div className="approval-preview" data-testid="approval-form-preview" style={{ width: '100%' }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {definition.title || '—'}
      </Typography.Title>
      {definition.desTxt ? <Typography.Paragraph type="secondary">{definition.desTxt}</Typography.Paragraph> : null}
      {problem ? <Alert type="warning" showIcon message={problem} /> : <FormFields items={definition.formItems} values={values} errors={{}} disabled={false} onChange={setValues} />}
    </div>
  )
})
