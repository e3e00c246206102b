/**
 * A component whose module loads on demand. Unlike React.lazy it renders at once when its module was
 * preloaded (a host starts the load together with the screen's schema, so the screen mounts without
 * showing the Suspense fallback first); otherwise it suspends until the module is there. A failed load
 * is thrown to the error boundary by every render (React retries a failed render at once) until the
 * next `preload()` loads again, e.g. the host's when the screen is opened again.
 */
import { createElement, type ComponentType } from 'react'

export interface LazyComponent<P> {
  Component: ComponentType<P>
  /** starts the load (one request, shared); resolves when the component can render at once */
  preload(): Promise<void>
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<void> | null = null
  let failure: { error: unknown } | null = null
  const preload = () => {
    if (!loading) {
      failure = null
      loading = load().then(
        (component) => {
          loaded = component
        },
        (error: unknown) => {
          loading = null
          failure = { error }
          throw error
        },
      )
    }
    return loading
  }
  function Lazy(props: P) {
    if (loaded) return createElement(loaded, props)
    if (failure) throw failure.error
    throw preload()
  }
  return { Component: Lazy, preload }
}
