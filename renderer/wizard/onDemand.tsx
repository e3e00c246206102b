/** A `kind: wizard` screen with the form side it needs, loaded on demand (../dialog/lazy.tsx); it waits (suspends) for the field kinds the wizard names. */
import type { Ref } from 'react'
import type { EntitySchema } from '../../common/entity-fields'
import type { ScreenHandle } from '../screenHandle'
import { screenFieldKinds } from '../compile/formSchema'
import { suspendForFieldKinds } from '../fields/registry'
import type { WizardScreenSchema } from '../schema/types'
import { MountAtOnce } from '../dialog/mountAtOnce'
import { WizardScreen } from './WizardScreen'

export function WizardScreenOnDemand(props: { schema: WizardScreenSchema; entities: Record<string, EntitySchema>; params?: Record<string, string | undefined>; handle?: Ref<ScreenHandle> }) {
  suspendForFieldKinds(screenFieldKinds(props.schema as unknown as Record<string, unknown>, props.entities))
  return (
    <MountAtOnce>
      <WizardScreen schema={props.schema} entities={props.entities} params={props.params} handle={props.handle} />
    </MountAtOnce>
  )
}
