/**
 * Application events: a schema names an event (e.g. a form's `afterSave: { kind: 'event', name:
 * 'signOut' }`), the renderer emits it, and the application decides what it means (RendererProviders'
 * `onEvent`). The renderer never knows what an event does; without a handler nothing happens.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react'

export type RendererEventHandler = (name: string, payload?: unknown) => void

const EventsContext = createContext<RendererEventHandler | null>(null)

export function RendererEventsProvider(props: { onEvent?: RendererEventHandler; children?: ReactNode }) {
  return createElement(EventsContext.Provider, { value: props.onEvent ?? null }, props.children)
}

/** emit(name, payload): hands the event to the application's handler, if any. */
export function useEmit(): RendererEventHandler {
  const handler = useContext(EventsContext)
  return (name, payload) => handler?.(name, payload)
}
