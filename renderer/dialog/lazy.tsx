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

/**
 * A screen kind's preload: its module and, given a screen, the field kinds it names; the controls those
 * kinds load themselves start at once, beside the module rather than after it.
 */
function screenPreload<S, M>(screenKind: { preload(): Promise<void> }, load: () => Promise<M>, fieldKinds: (m: M, screen: Screen<S>) => Promise<void>) {
  return (screen?: Screen<S>): Promise<void> => {
    const kind = screenKind.preload().then(() => (screen ? load().then((m) => fieldKinds(m, screen)) : undefined))
    const controls = screen ? preloadFieldKindControls(screenFieldKinds(screen.schema as Record<string, unknown>, screen.entities)) : null
    return Promise.all([kind, controls]).then(() => undefined)
  }
}

export const preloadFormScreen = screenPreload<FormScreenSchema, Awaited<ReturnType<typeof loadFormScreen>>>(formScreen, loadFormScreen, (m, s) =>
  m.preloadFormScreenFieldKinds(s.schema, s.entities),
)
export const preloadWizardScreen = screenPreload<WizardScreenSchema, Awaited<ReturnType<typeof loadWizardScreen>>>(wizardScreen, loadWizardScreen, (m, s) =>
  m.preloadWizardFieldKinds(s.schema, s.entities),
)

/** Loads the dialogs' module and the field kinds of the screen's form dialogs ahead of a click. */
export function preloadDialogs(schema: Pick<ListScreenSchema, 'dialogs' | 'entity'>, entities: Record<string, EntitySchema>): void {
  loadOnDemand()
    .then((m) => m.preloadDialogFieldKinds(schema, entities))
    .catch(() => undefined)
}
