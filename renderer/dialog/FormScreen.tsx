/** A `kind: form` screen shown in the page instead of a dialog (same controller and body). */
import { Button, Space } from 'antd'
import type { EntitySchema } from '../../common/entity-fields'
import type { DialogMode, FormDialogSchema } from '../schema/types'
import { FormBody } from './FormBody'
import { useFormController, type Row } from './useFormController'

export interface FormScreenProps {
  schema: FormDialogSchema
  entity?: EntitySchema
  mode?: DialogMode
  record?: Row
  onSaved?(saved: unknown): void
}

export function FormScreen(props: FormScreenProps) {
  const mode = props.mode ?? 'add'
  const controller = useFormController({ schema: props.schema, entity: props.entity, mode, record: props.record, onSaved: props.onSaved })
  return (
    <div className="renderer-form-screen" style={{ maxWidth: props.schema.width ?? 720 }}>
      <FormBody controller={controller} labelWidth={props.schema.labelWidth} />
      {mode === 'view' ? null : (
        <Space style={{ marginLeft: props.schema.labelWidth ?? 100 }}>
          <Button type="primary" loading={controller.saving} disabled={controller.loading} onClick={() => void controller.save()}>
            确定
          </Button>
        </Space>
      )}
    </div>
  )
}
