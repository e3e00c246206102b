/**
 * The dialogs of a list or card screen (every dialog kind: form, grants, detail, media, ...), as one
 * module that loads on demand (./lazy.tsx): a list screen's first load carries no Formily, no form
 * compiler, no field kinds and no grants tree. Each form waits (suspends) for the field kinds it names.
 */
import type { EntitySchema } from '../../common/entity-fields'
import { screenFieldKinds } from '../compile/screenFieldKinds'
import { loadFieldKinds, suspendForFieldKinds } from '../fields/registry'
import type { DialogSchema, ListScreenSchema } from '../schema/types'
import { loadFormTabs } from './FormBody'
import { ScreenDialog, type ScreenDialogProps } from './ScreenDialog'

/** The field kinds of a list screen's form dialogs. */
export function dialogFieldKinds(schema: Pick<ListScreenSchema, 'dialogs' | 'entity'>, entities: Record<string, EntitySchema>): string[] {
  return screenFieldKinds({ dialogs: schema.dialogs, entity: schema.entity }, entities)
}

/** Starts loading the field kinds of a list screen's dialogs and the form tabs they use (a preload: opening one waits for nothing). */
export function preloadDialogFieldKinds(schema: Pick<ListScreenSchema, 'dialogs' | 'entity'>, entities: Record<string, EntitySchema>): Promise<void> {
  // a dialog with tabs opens at once too
  const tabs = Object.values(schema.dialogs ?? {}).some((d) => 'tabs' in d && Array.isArray(d.tabs) && d.tabs.length > 1) ? loadFormTabs() : null
  return Promise.all([loadFieldKinds(dialogFieldKinds(schema, entities)), tabs]).then(() => undefined)
}

export function ScreenDialogOnDemand(props: ScreenDialogProps) {
  suspendForFieldKinds(dialogFieldKinds({ dialogs: { open: props.schema as DialogSchema }, entity: props.entity }, props.entities))
  return <ScreenDialog {...props} />
}
