/**
 * A `kind: form` screen with the form side it needs (Formily, the compiler, FormScreen), loaded on
 * demand (./lazy.tsx) without the wizard and the dialog kinds. It waits (suspends) for the field kinds
 * the screen names.
 */
import type { Ref } from 'react'
import type { EntitySchema } from '../../common/entity-fields'
import type { ScreenHandle } from '../screenHandle'
import { screenFieldKinds } from '../compile/screenFieldKinds'
import { loadFieldKinds, suspendForFieldKinds } from '../fields/registry'
import type { FormScreenSchema } from '../schema/types'
import { FormScreen } from './FormScreen'
import { MountAtOnce } from './mountAtOnce'

const fieldKindsOf = (schema: FormScreenSchema, entities: Record<string, EntitySchema>) => screenFieldKinds(schema as unknown as Record<string, unknown>, entities)

/** Starts loading the field kinds of a form screen (a preload: mounting it waits for nothing). */
export function preloadFormScreenFieldKinds(schema: FormScreenSchema, entities: Record<string, EntitySchema>): Promise<void> {
  return loadFieldKinds(fieldKindsOf(schema, entities)) ?? Promise.resolve()
}

export function FormScreenOnDemand(props: { schema: FormScreenSchema; entities: Record<string, EntitySchema>; handle?: Ref<ScreenHandle> }) {
  const { schema, entities } = props
  suspendForFieldKinds(fieldKindsOf(schema, entities))
  return (
    <MountAtOnce>
      <FormScreen schema={schema} entity={schema.entity ? entities[schema.entity] : undefined} handle={props.handle} />
    </MountAtOnce>
  )
}
