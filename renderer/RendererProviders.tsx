/** Everything a screen needs around it, in one element: locale, data, granted button codes, application events. */
import type { ReactNode } from 'react'
import { DataProviderContextProvider, type DataProvider } from './data/provider'
import { RendererEventsProvider, type RendererEventHandler } from './events'
import { RendererLocale } from './locale'
import { PermissionProvider } from './permission'

export interface RendererProvidersProps {
  dataProvider: DataProvider
  /** button codes granted on the current menu item */
  granted: readonly string[]
  /** events a schema emits (e.g. afterSave: { type: 'event', name: 'signOut' }); the application decides what they do */
  onEvent?: RendererEventHandler
  children?: ReactNode
}

export function RendererProviders(props: RendererProvidersProps) {
  return (
    <RendererLocale>
      <DataProviderContextProvider value={props.dataProvider}>
        <RendererEventsProvider onEvent={props.onEvent}>
          <PermissionProvider granted={props.granted}>{props.children}</PermissionProvider>
        </RendererEventsProvider>
      </DataProviderContextProvider>
    </RendererLocale>
  )
}
