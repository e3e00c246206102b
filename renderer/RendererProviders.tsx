/** Everything a screen needs around it, in one element: locale, data, granted button codes. */
import type { ReactNode } from 'react'
import { DataProviderContextProvider, type DataProvider } from './data/provider'
import { RendererLocale } from './locale'
import { PermissionProvider } from './permission'

export interface RendererProvidersProps {
  dataProvider: DataProvider
  /** button codes granted on the current menu item */
  granted: readonly string[]
  children?: ReactNode
}

export function RendererProviders(props: RendererProvidersProps) {
  return (
    <RendererLocale>
      <DataProviderContextProvider value={props.dataProvider}>
        <PermissionProvider granted={props.granted}>{props.children}</PermissionProvider>
      </DataProviderContextProvider>
    </RendererLocale>
  )
}
