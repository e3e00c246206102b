/**
 * Remote option sources: a Select / Radio.Group / Checkbox.Group whose options come from an
 * endpoint the schema names, mapped with the schema's labelField/valueField into field.dataSource
 * (which Formily's components and their read-pretty views both read). One request per endpoint
 * and DataProvider, shared by every field that asks for it.
 */
import { useEffect, type ComponentType } from 'react'
import { useField } from '@formily/react'
import type { Field } from '@formily/core'
import { callEndpoint, useOptionalDataProvider, type DataProvider } from '../data/provider'
import type { OptionItem, RemoteOptions } from '../schema/types'

const cache = new WeakMap<DataProvider, Map<string, Promise<OptionItem[]>>>()

function pick(data: unknown, path?: string): unknown[] {
  let v: unknown = data
  if (path) for (const k of path.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined
  else if (v && typeof v === 'object' && !Array.isArray(v) && Array.isArray((v as { Items?: unknown }).Items)) v = (v as { Items: unknown[] }).Items
  return Array.isArray(v) ? v : []
}

export function loadOptions(dp: DataProvider, remote: RemoteOptions): Promise<OptionItem[]> {
  let byKey = cache.get(dp)
  if (!byKey) cache.set(dp, (byKey = new Map()))
  const key = JSON.stringify([remote.api, remote.labelField, remote.valueField, remote.itemsPath])
  let p = byKey.get(key)
  if (!p) {
    p = callEndpoint<unknown>(dp, remote.api, { silent: true }).then((data) =>
      pick(data, remote.itemsPath).map((row) => {
        const r = row as Record<string, unknown>
        return { label: String(r[remote.labelField] ?? ''), value: r[remote.valueField] as OptionItem['value'] }
      }),
    )
    const store = byKey
    p.catch(() => store.delete(key))
    byKey.set(key, p)
  }
  return p
}

/** Wraps an options component so that a `remote` prop fills the field's dataSource. */
export function withRemoteOptions<P extends object>(Component: ComponentType<P>): ComponentType<P & { remote?: RemoteOptions }> {
  function RemoteOptionsField(props: P & { remote?: RemoteOptions }) {
    const { remote, ...rest } = props
    const field = useField<Field>()
    const dp = useOptionalDataProvider()
    useEffect(() => {
      if (!remote || !field || !dp) return
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
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [dp, remote?.api.url, remote?.api.method, remote?.labelField, remote?.valueField])
    return <Component {...(rest as P)} />
  }
  RemoteOptionsField.displayName = `Remote(${Component.displayName ?? Component.name ?? 'Field'})`
  return RemoteOptionsField
}
