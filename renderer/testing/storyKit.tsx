/** Story/test scaffolding: the providers a screen needs, around any element. */
import { Suspense } from 'react'
import type { DataProvider } from '../data/provider'
import { RendererProviders, type RendererProvidersProps } from '../RendererProviders'
import { createMemoryProvider } from './memoryProvider'

export function Providers(props: Omit<RendererProvidersProps, 'dataProvider' | 'granted'> & { provider?: DataProvider; granted?: readonly string[] }) {
  const { provider, granted, children, ...rest } = props
  // a Suspense boundary as the application's page has one (src/screens/ScreenPage.tsx): screen kinds load on demand
  return (
    <RendererProviders dataProvider={provider ?? createMemoryProvider({})} granted={granted ?? []} {...rest}>
      <Suspense fallback={null}>{children}</Suspense>
    </RendererProviders>
  )
}
