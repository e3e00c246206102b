/**
 * Remote option sources without Formily: the options an endpoint gives, mapped with the schema's
 * labelField/valueField. One request per endpoint and DataProvider, shared by every field that asks
 * for it (form fields through ./remote.tsx, search fields through renderer/list/searchWidgets.tsx).
 */
import { callEndpoint, type DataProvider } from '../data/provider'
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
