/**
 * Form and wizard screens and list dialogs, loaded on demand (./onDemand.tsx, with Formily). A list screen
 * preloads them when the pointer or the focus reaches one of its buttons (`preloadDialogs`), so a
 * dialog opens at once; without that, it opens as soon as its module has loaded.
 */
import { lazy } from 'react'
import type { EntitySchema } from '../../common/entity-fields'
import type { ListScreenSchema } from '../schema/types'

type OnDemand = typeof import('./onDemand')
let loading: Promise<OnDemand> | null = null

/** The on-demand module (one request, shared; a failed load is retried by the next call). */
export function loadOnDemand(): Promise<OnDemand> {
  if (!loading) {
    loading = import('./onDemand')
    loading.catch(() => {
      loading = null
    })
  }
  return loading
}

export const LazyScreenDialog = lazy(() => loadOnDemand().then((m) => ({ default: m.ScreenDialogOnDemand })))
export const LazyFormScreen = lazy(() => loadOnDemand().then((m) => ({ default: m.FormScreenOnDemand })))
export const LazyWizardScreen = lazy(() => loadOnDemand().then((m) => ({ default: m.WizardScreenOnDemand })))

/** Loads the dialogs' module and the field kinds of the screen's form dialogs ahead of a click. */
export function preloadDialogs(schema: Pick<ListScreenSchema, 'dialogs' | 'entity'>, entities: Record<string, EntitySchema>): void {
  loadOnDemand()
    .then((m) => m.preloadDialogFieldKinds(schema, entities))
    .catch(() => undefined)
}
