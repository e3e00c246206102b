/** `kind: wizard`: a wizard screen, loaded with the form side. */
import { LazyWizardScreen, preloadWizardScreen } from '../dialog/lazy'
import type { WizardScreenSchema } from '../schema/types'
import { defineScreenKind } from '../screenKinds'

export const wizardScreenKind = defineScreenKind<WizardScreenSchema>({
  name: 'wizard',
  component: ({ schema, entities, params, handle }) => <LazyWizardScreen schema={schema} entities={entities} params={params} handle={handle} />,
  preload: preloadWizardScreen,
})
