/**
 * Another screen opened over the current one (a list's `screen` action, e.g. the entry wizard of a
 * row in check mode): the application says how a screen is found by its menu route name
 * (`loadScreen`, from its screen registry); the renderer shows it full screen with parameters taken
 * from the row (./ScreenOverlay.tsx, loaded when first opened: a list's first load carries no Modal).
 * Without a loader the action reports that it cannot open.
 */
import { createContext, useContext, type ReactNode } from 'react'
import type { EntitySchema } from '../common/entity-fields'

export interface LoadedScreen {
  schema: Record<string, unknown>
  entities: Record<string, EntitySchema>
}
export type ScreenLoader = (route: string) => Promise<LoadedScreen>

const ScreenLoaderContext = createContext<ScreenLoader | null>(null)

export function ScreenLoaderProvider(props: { value?: ScreenLoader; children?: ReactNode }) {
  return <ScreenLoaderContext.Provider value={props.value ?? null}>{props.children}</ScreenLoaderContext.Provider>
}

export function useScreenLoader(): ScreenLoader | null {
  return useContext(ScreenLoaderContext)
}

/** "{Field}" values filled from the row, other values as they are. */
export function screenParams(params: Record<string, string> | undefined, row?: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(params ?? {})) {
    const m = /^\{(\w+)\}$/.exec(v)
    const value = m ? row?.[m[1]] : v
    if (value !== undefined && value !== null && value !== '') out[k] = String(value)
  }
  return out
}
