/**
 * Photos of the chart. A stored file (`/download-file?id=`) needs the bearer header, so it is
 * fetched once through the DataProvider's `fileSrc` (a blob URL) when the provider has one; other
 * urls (http, data, blob) are used as they are. Blob URLs are revoked when the chart goes away.
 * A photo is fetched only when its box is first rendered (boxes off screen are not rendered).
 */
import { createContext, memo, useContext, useEffect, useState } from 'react'
import { initials } from './normalize'

const DIRECT = /^(https?:|data:|blob:)/i

export class AvatarStore {
  private readonly ready = new Map<string, string>()
  private readonly pending = new Map<string, Promise<string | null>>()
  private readonly failed = new Set<string>()
  private readonly created: string[] = []
  private disposed = false

  constructor(private readonly fileSrc?: (url: string) => Promise<string>) {}

  /** The src to show now: a string, null when it cannot be shown, undefined while it loads. */
  peek(url: string): string | null | undefined {
    if (!url || this.failed.has(url)) return null
    if (DIRECT.test(url) || !this.fileSrc) return url
    return this.ready.get(url)
  }

  load(url: string): Promise<string | null> {
    const now = this.peek(url)
    if (now !== undefined) return Promise.resolve(now)
    let p = this.pending.get(url)
    if (!p) {
      p = this.fileSrc!(url).then(
        (src) => {
          if (src.startsWith('blob:')) {
            if (this.disposed) {
              URL.revokeObjectURL(src)
              return null
            }
            this.created.push(src)
          }
          this.ready.set(url, src)
          return src
        },
        () => {
          this.failed.add(url)
          return null
        },
      )
      this.pending.set(url, p)
    }
    return p
  }

  markFailed(url: string): void {
    this.failed.add(url)
  }

  dispose(): void {
    this.disposed = true
    for (const src of this.created) URL.revokeObjectURL(src)
    this.created.length = 0
  }
}

export const AvatarContext = createContext<AvatarStore | null>(null)

function useAvatarSrc(url: string): string | null {
  const store = useContext(AvatarContext)
  const [src, setSrc] = useState<string | null | undefined>(() => (store ? store.peek(url) : url || null))
  useEffect(() => {
    if (!store || !url) {
      setSrc(url || null)
      return
    }
    const now = store.peek(url)
    if (now !== undefined) {
      setSrc(now)
      return
    }
    let live = true
    void store.load(url).then((s) => live && setSrc(s))
    return () => {
      live = false
    }
  }, [store, url])
  return src ?? null
}

const COLORS = ['#1677ff', '#13a8a8', '#722ed1', '#eb2f96', '#fa8c16', '#52c41a', '#2f54eb', '#fa541c']

function colorOf(name: string): string {
  let h = 0
  for (const ch of name) h = (h * 31 + ch.codePointAt(0)!) >>> 0
  return COLORS[h % COLORS.length]
}

/** A round photo, or the initials on a colour picked from the name. */
export const PersonAvatar = memo(function PersonAvatar(props: { url: string; name: string; size: number; icon?: React.ReactNode }) {
  const src = useAvatarSrc(props.url)
  const store = useContext(AvatarContext)
  const [broken, setBroken] = useState(false)
  const style = { width: props.size, height: props.size, fontSize: Math.round(props.size * (props.icon ? 0.45 : 0.32)) }
  if (src && !broken)
    return (
      <img
        className="org-avatar"
        src={src}
        alt={props.name}
        width={props.size}
        height={props.size}
        style={style}
        draggable={false}
        decoding="async"
        onError={() => {
          store?.markFailed(props.url)
          setBroken(true)
        }}
      />
    )
  return (
    <span className="org-avatar org-avatar--text" style={{ ...style, background: colorOf(props.name) }} aria-hidden>
      {props.icon ?? initials(props.name)}
    </span>
  )
})
