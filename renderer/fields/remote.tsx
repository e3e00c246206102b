/**
 * Remote option sources: a Select / Radio.Group / Checkbox.Group whose options come from an
 * endpoint the schema names, mapped with the schema's labelField/valueField into field.dataSource
 * (which Formily's components and their read-pretty views both read). One request per endpoint
 * and DataProvider, shared by every field that asks for it.
 *
 * A dependent source (a city list per province): "{Field}" in the endpoint's url or query is filled
 * from the form's values, and the options reload when that value changes (none while it is empty).
 */
import { useEffect, type ComponentType } from 'react'
import { observer, useField } from '@formily/react'
import type { Field } from '@formily/core'
import { useOptionalDataProvider } from '../data/provider'
import type { Endpoint, RemoteOptions } from '../schema/types'
import { loadOptions } from './options'
import { useJsonStable } from '../data/useJsonStable'

export { loadOptions }

/** Wraps an options component so that a `remote` prop fills the field's dataSource. */
/** The names "{Name}" in an endpoint's url and query values. */
export function endpointDeps(api: Endpoint): string[] {
  const out: string[] = []
  for (const m of api.url.matchAll(/\{(\w+)\}/g)) out.push(m[1])
  for (const v of Object.values(api.query ?? {})) {
    const m = typeof v === 'string' ? /^\{(\w+)\}$/.exec(v) : null
    if (m) out.push(m[1])
  }
  return out
}

/** The remote source with its "{Field}"s filled from the values; null while one of them is empty. */
export function fillRemote(remote: RemoteOptions, values: Record<string, unknown>): RemoteOptions | null {
  const deps = endpointDeps(remote.api)
  if (!deps.length) return remote
  const empty = (v: unknown) => v === undefined || v === null || v === ''
  if (deps.some((d) => empty(values[d]))) return null
  const url = remote.api.url.replace(/\{(\w+)\}/g, (_m, n: string) => encodeURIComponent(String(values[n])))
  const query: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(remote.api.query ?? {})) {
    const m = typeof v === 'string' ? /^\{(\w+)\}$/.exec(v) : null
    query[k] = m ? values[m[1]] : v
  }
  return { ...remote, api: { ...remote.api, url, ...(remote.api.query ? { query } : {}) } }
}

export function withRemoteOptions<P extends object>(Component: ComponentType<P>): ComponentType<P & { remote?: RemoteOptions }> {
  function RemoteOptionsField(props: P & { remote?: RemoteOptions }) {
    const { remote: declared, ...rest } = props
    const field = useField<Field>()
    const dp = useOptionalDataProvider()
    // read inside the observer: a dependent source follows the values it names
    const deps = declared ? endpointDeps(declared.api) : []
    const values: Record<string, unknown> = {}
    for (const d of deps) values[d] = field?.form?.values?.[d]
    const remote = useJsonStable(declared ? fillRemote(declared, values) : undefined)
    const hasRemote = Boolean(declared)
    useEffect(() => {
      if (!hasRemote || !field || !dp) return
      if (!remote) {
        field.dataSource = []
        return
      }
      let live = true
      field.loading = true
      loadOptions(dp, remote)
        .then((options) => {
          if (live) field.dataSource = options
        })
        .catch(() => undefined)
        .finally(() => {
          if (live) field.loading = false
        })
      return () => {
        live = false
      }
    }, [dp, field, hasRemote, remote])
    return <Component {...(rest as P)} />
  }
  RemoteOptionsField.displayName = `Remote(${Component.displayName ?? Component.name ?? 'Field'})`
  return observer(RemoteOptionsField) as unknown as ComponentType<P & { remote?: RemoteOptions }>
}
