/**
 * The stored files a record holds, in any of the shapes this backend uses: a list of
 * { FileUrl, FileName } (the wire's attachments and media), of { Url, Name } (the Upload field's
 * value), or one url string. The cards' covers and the media carousel read them through here.
 */
export interface MediaFile {
  url: string
  name: string
}

export function filesOf(value: unknown): MediaFile[] {
  if (typeof value === 'string') return value ? [{ url: value, name: value.split(/[/=]/).pop() ?? value }] : []
  if (!Array.isArray(value)) return []
  const out: MediaFile[] = []
  for (const v of value) {
    if (typeof v === 'string' && v) out.push({ url: v, name: v })
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>
      const url = o.FileUrl ?? o.Url
      if (typeof url === 'string' && url) out.push({ url, name: String(o.FileName ?? o.Name ?? '') })
    }
  }
  return out
}
