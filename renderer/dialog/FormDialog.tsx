/**
 * A form dialog from its schema: antd Modal + a Formily form we own (not antd-v5's FormDialog,
 * whose Portal renders nothing). Modes: add, edit (loads with api.get), view (read-only, no save).
 * A failed save keeps the dialog open with the input and shows the server's message inside it.
 */
import { Button, Modal } from 'antd'
import type { EntitySchema } from '../../common/entity-fields'
import type { DialogMode, FormDialogSchema } from '../schema/types'
import { FormBody } from './FormBody'
import { useFormController, type Row } from './useFormController'

export interface FormDialogProps {
  schema: FormDialogSchema
  entity?: EntitySchema
  mode: DialogMode
  /** the row the dialog is about (edit/view): fills `{Id}` in the urls */
  record?: Row
  /** values saved with the form's fields (e.g. the ids of the selected rows) */
  inputs?: Row
  /** values the form starts with in add mode (edit and view start from the record) */
  values?: Row
  open?: boolean
  /** saved: true when a save succeeded (the list reloads) */
  onClose(saved: boolean): void
  onSaved?(saved: unknown): void
}

export function dialogTitle(schema: { title: FormDialogSchema['title'] }, mode: DialogMode): string {
  return typeof schema.title === 'string' ? schema.title : (schema.title[mode] ?? '')
}

export function FormDialog(props: FormDialogProps) {
  const { schema, mode } = props
  const controller = useFormController({ schema, entity: props.entity, mode, record: props.record, inputs: props.inputs, values: props.values, onSaved: props.onSaved })
  const view = mode === 'view'
  const save = async () => {
    if (await controller.save()) props.onClose(true)
  }
  return (
    <Modal
      open={props.open ?? true}
      title={dialogTitle(schema, mode)}
      width={schema.width ?? 520}
      maskClosable={false}
      destroyOnHidden
      onCancel={() => props.onClose(false)}
      footer={
        view
          ? [<Button key="close" onClick={() => props.onClose(false)}>关闭</Button>]
          : [
              <Button key="cancel" onClick={() => props.onClose(false)}>{schema.texts?.cancel ?? '取消'}</Button>,
              <Button key="ok" type="primary" loading={controller.saving} disabled={controller.loading} onClick={() => void save()}>{schema.texts?.ok ?? '确定'}</Button>,
            ]
      }
    >
      <FormBody controller={controller} labelWidth={schema.labelWidth} layout={schema.layout} columns={schema.columns} />
    </Modal>
  )
}
