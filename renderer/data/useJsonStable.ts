/**
 * A JSON value (a remote-options spec, a provider key pair) kept as one object while its JSON text
 * stays the same. Screens rebuild such fragments on every render; an effect that loads from them
 * should run again only when their content changes, not their identity.
 */
import { useMemo } from 'react'

export function useJsonStable<T>(value: T): T {
  const key = value === undefined ? undefined : JSON.stringify(value)
  return useMemo(() => (key === undefined ? undefined : JSON.parse(key)) as T, [key])
}
