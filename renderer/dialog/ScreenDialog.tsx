/** Opens the dialog a list action names, by its kind (form, grants or detail). */
import type { EntitySchema } from '../../common/entity-fields'
import { DetailDialog } from '../detail/DetailDialog'
import { GrantsDialog } from '../grants/GrantsDialog'
import type { DialogMode, DialogSchema } from '../schema/types'
import { FormDialog } from './FormDialog'

export interface OpenDialog {
  name: string
  mode: DialogMode
  record?: Record<string, unknown>
  /** values the action passes into the saved body besides the form's fields (keysAs, nodeAs, fromRow) */
  inputs?: Record<string, unknown>
}

export interface ScreenDialogProps {
  schema: DialogSchema
  entities: Record<string, EntitySchema>
  /** the screen's entity, used when the dialog names none */
  entity?: string
  open: OpenDialog
  onClose(saved: boolean): void
}

export function ScreenDialog({ schema, entities, entity, open, onClose }: ScreenDialogProps) {
  if (schema.kind === 'grants') return <GrantsDialog schema={schema} record={open.record ?? {}} onClose={onClose} />
  if (schema.kind === 'detail') return <DetailDialog schema={schema} record={open.record} onClose={() => onClose(false)} />
  const name = schema.entity ?? entity
  const ent = name ? entities[name] : undefined
  if (name && !ent) throw new Error(`renderer: entity "${name}" was not given to the renderer`)
  return <FormDialog schema={schema} entity={ent} mode={open.mode} record={open.record} inputs={open.inputs} onClose={onClose} />
}
