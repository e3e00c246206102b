/** A `kind: wizard` screen with the form side it needs, loaded on demand (../dialog/lazy.tsx); it waits (suspends) for the field kinds the wizard names. */
import type { Ref } from 'react'
import type { EntitySchema } from '../../common/entity-fields'
import type { ScreenHandle } from '../screenHandle'
import { screenFieldKinds } from '../compile/screenFieldKinds'
import { loadFieldKinds, suspendForFieldKinds } from '../fields/registry'
import type { WizardScreenSchema } from '../schema/types'
import { MountAtOnce } from '../dialog/mountAtOnce'
import { WizardScreen } from './WizardScreen'

const fieldKindsOf = (schema: WizardScreenSchema, entities: Record<string, EntitySchema>) => screenFieldKinds(schema as unknown as Record<string, unknown>, entities)

/** Starts loading the field kinds of a wizard's steps (a preload: mounting it waits for nothing). */
export function preloadWizardFieldKinds(schema: WizardScreenSchema, entities: Record<string, EntitySchema>): Promise<void> {
  return loadFieldKinds(fieldKindsOf(schema, entities)) ?? Promise.resolve()
}

export function WizardScreenOnDemand(props: { schema: WizardScreenSchema; entities: Record<string, EntitySchema>; params?: Record<string, string | undefined>; handle?: Ref<ScreenHandle> }) {
  suspendForFieldKinds(fieldKindsOf(props.schema, props.entities))
  return (
    <MountAtOnce>
      <WizardScreen schema={props.schema} entities={props.entities} params={props.params} handle={props.handle} />
    </MountAtOnce>
  )
}
