/** Story/test scaffolding: the providers a screen needs, around any element. */
import type { ReactNode } from 'react'
import type { DataProvider } from '../data/provider'
import { RendererProviders } from '../RendererProviders'
import { createMemoryProvider } from './memoryProvider'

export function Providers(props: { provider?: DataProvider; granted?: readonly string[]; children?: ReactNode }) {
  return (
    <RendererProviders dataProvider={props.provider ?? createMemoryProvider({})} granted={props.granted ?? []}>
      {props.children}
    </RendererProviders>
  )
}
