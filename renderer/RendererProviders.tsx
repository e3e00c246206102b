/**
 * Everything a screen needs around it, in one element: locale, data, granted button codes, application events,
 * other screens, whose browser state it is and how leaving is asked about.
 */
import type { ReactNode } from 'react'
import { DataProviderContextProvider, type DataProvider } from './data/provider'
import { RendererEventsProvider, type RendererEventHandler } from './events'
import { LeaveGuardProvider, type LeaveGuardHost } from './leaveGuard'
import { RendererLocale } from './locale'
import { OwnerProvider } from './owner'
import { PermissionProvider } from './permission'
import { ScreenLoaderProvider, type ScreenLoader } from './screenLoader'

export interface RendererProvidersProps {
  dataProvider: DataProvider
  /** button codes granted on the current menu item */
  granted: readonly string[]
  /** events a schema emits (e.g. afterSave: { kind: 'event', name: 'signOut' }); the application decides what they do */
  onEvent?: RendererEventHandler
  /** how a screen is found by its menu route name (a list's `screen` action opens it full screen) */
  loadScreen?: ScreenLoader
  /** the signed-in user's key: a wizard's local drafts are kept per user */
  owner?: string
  /** the application's in-app navigation asks registered guards before it leaves (../leaveGuard.tsx) */
  guardLeave?: LeaveGuardHost
  children?: ReactNode
}

export function RendererProviders(props: RendererProvidersProps) {
  return (
    <RendererLocale>
      <DataProviderContextProvider value={props.dataProvider}>
        <RendererEventsProvider onEvent={props.onEvent}>
          <ScreenLoaderProvider value={props.loadScreen}>
            <OwnerProvider value={props.owner ?? ''}>
              <LeaveGuardProvider value={props.guardLeave ?? null}>
                <PermissionProvider granted={props.granted}>{props.children}</PermissionProvider>
              </LeaveGuardProvider>
            </OwnerProvider>
          </ScreenLoaderProvider>
        </RendererEventsProvider>
      </DataProviderContextProvider>
    </RendererLocale>
  )
}
