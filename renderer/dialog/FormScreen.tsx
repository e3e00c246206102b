/** A `kind: form` screen shown in the page instead of a dialog (same controller and body). */
import type { Ref } from 'react'
import { Button } from 'antd'
import type { EntitySchema } from '../../common/entity-fields'
import type { DialogMode, FormDialogSchema, FormScreenSchema } from '../schema/types'
import { useScreenHandle, type ScreenHandle } from '../screenHandle'
import { defaultLabelWidth, FormBody } from './FormBody'
import { useFormController, type Row } from './useFormController'

export interface FormScreenProps {
  schema: FormDialogSchema | FormScreenSchema
  entity?: EntitySchema
  mode?: DialogMode
  record?: Row
  onSaved?(saved: unknown): void
  /** the host's handle (../screenHandle.ts) */
  handle?: Ref<ScreenHandle>
}

export function FormScreen(props: FormScreenProps) {
  // a form screen says its mode (edit: a record loaded with api.get, e.g. the signed-in user's profile)
  const mode = props.mode ?? ('mode' in props.schema ? props.schema.mode : undefined) ?? 'add'
  const controller = useFormController({ schema: props.schema, entity: props.entity, mode, record: props.record, onSaved: props.onSaved })
  const save = async () => {
    const saved = await controller.save()
    // an add form in a page starts empty again after a save (a dialog would close instead)
    if (saved && mode === 'add') controller.form.reset('*', { forceClear: true }).catch(() => undefined)
    return saved
  }
  const { form } = controller
  useScreenHandle(props.handle, () => ({
    validate: () => form.validate().then(
      () => true,
      () => false,
    ),
    submit: save,
    getValues: () => ({ ...(form.values as Row) }),
    setValues: (values) => form.setValues(values),
    reload: controller.reload,
  }))
  return (
    // a one-column form stays readable at 720 px; a grid takes the page's width
    <div className="renderer-form-screen" style={{ maxWidth: props.schema.width ?? ((props.schema.columns ?? 1) > 1 ? undefined : 720) }}>
      <FormBody controller={controller} labelWidth={props.schema.labelWidth} layout={props.schema.layout} columns={props.schema.columns} />
      {mode === 'view' ? null : (
        <div style={{ marginLeft: props.schema.layout === 'vertical' ? 0 : (props.schema.labelWidth ?? defaultLabelWidth(controller.tabs.flatMap((t) => t.fields.map((f) => f.model.title)))) }}>
          <Button type="primary" loading={controller.saving} disabled={controller.loading} onClick={() => void save()}>
            确定
          </Button>
        </div>
      )}
    </div>
  )
}
