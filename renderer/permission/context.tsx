/**
 * The permission gate (spec 000 s.6): the application gives the button codes granted on the
 * current menu item ('Create', 'Update', ...); a control naming a code shows only when granted.
 * Without a provider nothing that names a code is shown (deny by default). Hiding is convenience:
 * the server checks every call itself.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react'

export interface PermissionApi {
  granted: readonly string[]
  /** true when `code` is granted, or when no code is asked for */
  has(code?: string): boolean
}

const EMPTY: readonly string[] = []
const PermissionContext = createContext<readonly string[]>(EMPTY)

export function PermissionProvider(props: { granted: readonly string[]; children?: ReactNode }) {
  return <PermissionContext.Provider value={props.granted}>{props.children}</PermissionContext.Provider>
}

export function usePermission(): PermissionApi {
  const granted = useContext(PermissionContext)
  return useMemo(() => {
    const set = new Set(granted)
    return { granted, has: (code?: string) => !code || set.has(code) }
  }, [granted])
}

/** Renders its children only when `code` is granted (or `fallback`). */
export function Permission(props: { code?: string; children?: ReactNode; fallback?: ReactNode }) {
  const { has } = usePermission()
  return <>{has(props.code) ? props.children : (props.fallback ?? null)}</>
}
