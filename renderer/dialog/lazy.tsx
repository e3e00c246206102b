/**
 * Form and wizard screens and list dialogs, loaded on demand, each with Formily: a form screen
 * (./onDemandForm.tsx) carries neither the wizard nor the dialog kinds (./onDemand.tsx), and a
 * list's dialogs carry no wizard. A list screen preloads its dialogs when the pointer or the focus
 * reaches one of its buttons (`preloadDialogs`), so a dialog opens at once; without that, it opens
 * as soon as its module has loaded.
 */
import { lazy } from 'react'
import type { EntitySchema } from '../../common/entity-fields'
import type { FormScreenSchema, ListScreenSchema, WizardScreenSchema } from '../schema/types'
import { lazyComponent } from '../kinds/lazyComponent'
import { screenFieldKinds } from '../compile/screenFieldKinds'
import { preloadFieldKindControls } from '../fields/fieldKinds'

/** One request, shared by every caller; a failed load is retried by the next call. */
function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | null = null
  return () => {
    if (!loading) {
      loading = load()
      loading.catch(() => {
        loading = null
      })
    }
    return loading
  }
}

/** The dialogs' module (a list's or a card screen's dialogs, every dialog kind). */
export const loadOnDemand = loadOnce(() => import('./onDemand'))
/** The form screen's module. */
export const loadFormScreen = loadOnce(() => import('./onDemandForm'))
/** The wizard screen's module. */
export const loadWizardScreen = loadOnce(() => import('../wizard/onDemand'))

export const LazyScreenDialog = lazy(() => loadOnDemand().then((m) => ({ default: m.ScreenDialogOnDemand })))
// form and wizard screens render at once when preloaded (a route preloads its screen's kind), as lazyComponent does
const formScreen = lazyComponent(() => loadFormScreen().then((m) => m.FormScreenOnDemand))
const wizardScreen = lazyComponent(() => loadWizardScreen().then((m) => m.WizardScreenOnDemand))
export const LazyFormScreen = formScreen.Component
export const LazyWizardScreen = wizardScreen.Component

type Screen<S> = { schema: S; entities: Record<string, EntitySchema> }

/** The controls a screen's kinds load themselves, started beside the form side rather than after it. */
const controlsOf = (screen: Screen<unknown> | undefined) => (screen ? preloadFieldKindControls(screenFieldKinds(screen.schema as Record<string, unknown>, screen.entities)) : null)

/** Loads the form screen's module and, given a screen, the field kinds it names. */
export function preloadFormScreen(screen?: Screen<FormScreenSchema>): Promise<void> {
  const form = formScreen.preload().then(() => (screen ? loadFormScreen().then((m) => m.preloadFormScreenFieldKinds(screen.schema, screen.entities)) : undefined))
  return Promise.all([form, controlsOf(screen)]).then(() => undefined)
}

/** Loads the wizard screen's module and, given a screen, the field kinds its steps name. */
export function preloadWizardScreen(screen?: Screen<WizardScreenSchema>): Promise<void> {
  const wizard = wizardScreen.preload().then(() => (screen ? loadWizardScreen().then((m) => m.preloadWizardFieldKinds(screen.schema, screen.entities)) : undefined))
  return Promise.all([wizard, controlsOf(screen)]).then(() => undefined)
}

/** Loads the dialogs' module and the field kinds of the screen's form dialogs ahead of a click. */
export function preloadDialogs(schema: Pick<ListScreenSchema, 'dialogs' | 'entity'>, entities: Record<string, EntitySchema>): void {
  loadOnDemand()
    .then((m) => m.preloadDialogFieldKinds(schema, entities))
    .catch(() => undefined)
}
