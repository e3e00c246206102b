/**
 * Remote option sources without Formily: the options an endpoint gives, mapped with the schema's
 * labelField/valueField. One request per endpoint and DataProvider, shared by every field that asks
 * for it (form fields through ./remote.tsx, search fields through renderer/list/searchWidgets.tsx)
 * at about the same time: an answer serves for SHARED_FOR_MS, so a dialog opened later reads the
 * options again (a category or teacher added meanwhile is there).
 */
import { callEndpoint, type DataProvider } from '../data/provider'
import type { OptionItem, RemoteOptions } from '../schema/types'

/** how long an answer serves the fields that ask for the same options (ms after it arrived) */
export const SHARED_FOR_MS = 2000

const cache = new WeakMap<DataProvider, Map<string, { p: Promise<OptionItem[]>; until?: number }>>()

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
  const held = byKey.get(key)
  if (held && (held.until === undefined || Date.now() <= held.until)) return held.p
  const entry: { p: Promise<OptionItem[]>; until?: number } = {
    p: callEndpoint<unknown>(dp, remote.api, { silent: true }).then((data) =>
      pick(data, remote.itemsPath).map((row) => {
        const r = row as Record<string, unknown>
        return { label: String(r[remote.labelField] ?? ''), value: r[remote.valueField] as OptionItem['value'] }
      }),
    ),
  }
  const store = byKey
  entry.p.then(
    () => (entry.until = Date.now() + SHARED_FOR_MS),
    () => store.get(key) === entry && store.delete(key),
  )
  byKey.set(key, entry)
  return entry.p
}
