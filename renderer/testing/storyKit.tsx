/** Story/test scaffolding: the providers a screen needs, around any element. */
import type { DataProvider } from '../data/provider'
import { RendererProviders, type RendererProvidersProps } from '../RendererProviders'
import { createMemoryProvider } from './memoryProvider'

export function Providers(props: Omit<RendererProvidersProps, 'dataProvider' | 'granted'> & { provider?: DataProvider; granted?: readonly string[] }) {
  const { provider, granted, ...rest } = props
  return (
    <RendererProviders dataProvider={provider ?? createMemoryProvider({})} granted={granted ?? []} {...rest} />
  )
}
