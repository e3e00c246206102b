/**
 * The dialog-kind registry: a dialog schema's `kind` names the component that shows it (form and
 * detail are built in: ./kinds/; the application's preset adds grants). ScreenDialog asks the registry. Dialogs load with the
 * form side (./lazy.tsx), so a kind's component may use Formily; an application adds a kind with
 * `defineDialogKind` before rendering.
 */
import type { ComponentType } from 'react'
import type { EntitySchema } from '../../common/entity-fields'
import { createKindRegistry, type KindDefinition } from '../kinds/registry'
import type { DialogMode } from '../schema/types'

/** A dialog to show: which one (its key in `dialogs`), its mode, the row and what the action passes in. */
export interface OpenDialog {
  name: string
  mode: DialogMode
  record?: Record<string, unknown>
  /** values the action passes into the saved body besides the form's fields (its filled `body` template) */
  inputs?: Record<string, unknown>
  /** values the form starts with (the action's filled `initialValues`) */
  values?: Record<string, unknown>
}

export interface DialogKindProps<S = Record<string, unknown>> {
  schema: S
  /** the entity the dialog names, else the screen's: its name and its schema (when given to the renderer) */
  entityName?: string
  entity?: EntitySchema
  entities: Record<string, EntitySchema>
  open: OpenDialog
  /** closes the dialog; `saved` reloads the list behind it */
  onClose(saved: boolean): void
}

export interface DialogKind<S = never> extends KindDefinition {
  component: ComponentType<DialogKindProps<S>>
}

export const dialogKinds = createKindRegistry<DialogKind<never>>('dialog kind')

export function defineDialogKind<S>(kind: DialogKind<S>): DialogKind<S> {
  dialogKinds.define(kind as unknown as DialogKind<never>)
  return kind
}
