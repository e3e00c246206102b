/** Story/test scaffolding: the providers a screen needs, around any element. */
import type { ReactNode } from 'react'
import type { DataProvider } from '../data/provider'
import type { RendererEventHandler } from '../events'
import { RendererProviders } from '../RendererProviders'
import { createMemoryProvider } from './memoryProvider'
import type { ScreenLoader } from '../screenLoader'

export function Providers(props: { provider?: DataProvider; granted?: readonly string[]; onEvent?: RendererEventHandler; loadScreen?: ScreenLoader; children?: ReactNode }) {
  return (
    <RendererProviders dataProvider={props.provider ?? createMemoryProvider({})} granted={props.granted ?? []} onEvent={props.onEvent} loadScreen={props.loadScreen}>
      {props.children}
    </RendererProviders>
  )
}
