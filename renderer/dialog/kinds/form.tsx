/** `kind: form`: a form dialog over the dialog's (or the screen's) entity, in add, edit or view mode. */
import type { FormDialogSchema } from '../../schema/types'
import { defineDialogKind } from '../dialogKinds'
import { FormDialog } from '../FormDialog'

export const formDialogKind = defineDialogKind<FormDialogSchema>({
  name: 'form',
  component({ schema, entityName, entity, open, onClose }) {
    if (entityName && !entity) throw new Error(`renderer: entity "${entityName}" was not given to the renderer`)
    return <FormDialog schema={schema} entity={entity} mode={open.mode} record={open.record} inputs={open.inputs} values={open.values} onClose={onClose} />
  },
})
