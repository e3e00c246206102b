/** Opens the dialog a list action names, by its kind (./dialogKinds.ts; built-in kinds in ./kinds/). */
import type { EntitySchema } from '../../common/entity-fields'
import { dialogKinds, type OpenDialog } from './dialogKinds'
import './kinds'

export type { OpenDialog } from './dialogKinds'

export interface ScreenDialogProps {
  /** a dialog schema of any registered kind */
  schema: { kind: string; entity?: string }
  entities: Record<string, EntitySchema>
  /** the screen's entity, used when the dialog names none */
  entity?: string
  open: OpenDialog
  onClose(saved: boolean): void
}

export function ScreenDialog({ schema, entities, entity, open, onClose }: ScreenDialogProps) {
  const Dialog = dialogKinds.require(schema.kind).component
  const name = schema.entity ?? entity
  return <Dialog schema={schema as never} entityName={name} entity={name ? entities[name] : undefined} entities={entities} open={open} onClose={onClose} />
}
