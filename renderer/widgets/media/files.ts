/**
 * The stored files a row's field holds: a list of objects whose keys the schema names (`files`:
 * urlField / nameField, default Url / Name; the renderer knows no backend's shape), or one url.
 * The cards' covers and the media carousel read them through here.
 */
import type { StoredFiles } from '../../schema/types'

export interface MediaFile {
  url: string
  name: string
}

export function filesOf(value: unknown, keys: StoredFiles = {}): MediaFile[] {
  const urlField = keys.urlField ?? 'Url'
  const nameField = keys.nameField ?? 'Name'
  if (typeof value === 'string') return value ? [{ url: value, name: value.split(/[/=]/).pop() ?? value }] : []
  if (!Array.isArray(value)) return []
  const out: MediaFile[] = []
  for (const v of value) {
    if (typeof v === 'string' && v) out.push({ url: v, name: v })
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>
      const url = o[urlField]
      if (typeof url === 'string' && url) out.push({ url, name: String(o[nameField] ?? '') })
    }
  }
  return out
}
