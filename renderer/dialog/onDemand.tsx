/**
 * The Formily side of the renderer (form and wizard screens, form and grants dialogs), as one module that
 * loads on demand (./lazy.tsx): a list screen's first load carries no Formily, no form compiler,
 * no field kinds and no grants tree. Each form waits (suspends) for the field kinds it names.
 */
import type { Ref } from 'react'
import type { EntitySchema } from '../../common/entity-fields'
import type { ScreenHandle } from '../screenHandle'
import { screenFieldKinds } from '../compile/formSchema'
import { loadFieldKinds, suspendForFieldKinds } from '../fields/registry'
import type { DialogSchema, FormScreenSchema, ListScreenSchema, WizardScreenSchema } from '../schema/types'
import { WizardScreen } from '../wizard/WizardScreen'
import { FormScreen } from './FormScreen'
import { MountAtOnce } from './mountAtOnce'
import { ScreenDialog, type ScreenDialogProps } from './ScreenDialog'

/** The field kinds of a list screen's form dialogs. */
export function dialogFieldKinds(schema: Pick<ListScreenSchema, 'dialogs' | 'entity'>, entities: Record<string, EntitySchema>): string[] {
  return screenFieldKinds({ dialogs: schema.dialogs, entity: schema.entity }, entities)
}

/** Starts loading the field kinds of a list screen's dialogs (a preload: opening one waits for nothing). */
export function preloadDialogFieldKinds(schema: Pick<ListScreenSchema, 'dialogs' | 'entity'>, entities: Record<string, EntitySchema>): Promise<void> {
  return loadFieldKinds(dialogFieldKinds(schema, entities)) ?? Promise.resolve()
}

export function ScreenDialogOnDemand(props: ScreenDialogProps) {
  suspendForFieldKinds(dialogFieldKinds({ dialogs: { open: props.schema as DialogSchema }, entity: props.entity }, props.entities))
  return <ScreenDialog {...props} />
}

export function FormScreenOnDemand(props: { schema: FormScreenSchema; entities: Record<string, EntitySchema>; handle?: Ref<ScreenHandle> }) {
  const { schema, entities } = props
  suspendForFieldKinds(screenFieldKinds(schema as unknown as Record<string, unknown>, entities))
  return (
    <MountAtOnce>
      <FormScreen schema={schema} entity={schema.entity ? entities[schema.entity] : undefined} handle={props.handle} />
    </MountAtOnce>
  )
}

export function WizardScreenOnDemand(props: { schema: WizardScreenSchema; entities: Record<string, EntitySchema>; params?: Record<string, string | undefined>; handle?: Ref<ScreenHandle> }) {
  suspendForFieldKinds(screenFieldKinds(props.schema as unknown as Record<string, unknown>, props.entities))
  return (
    <MountAtOnce>
      <WizardScreen schema={props.schema} entities={props.entities} params={props.params} handle={props.handle} />
    </MountAtOnce>
  )
}
