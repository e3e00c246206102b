/**
 * Headless state of the Upload widget: checks each chosen file in the browser (extension, 2 GB),
 * uploads it through the DataProvider's optional `upload` with progress and an AbortController,
 * appends (or, with maxCount 1, replaces) the field's value with { Url, Name, Size } on success,
 * and shows the server's message on failure. Local previews (object URLs) for images uploaded here.
 */
import { useEffect, useRef, useState } from 'react'
import { errorMessage, fillUrl } from '../../data/provider'
import type { Endpoint } from '../../schema/types'
import { UPLOAD_TEXT, isAbort, normalizeAccept, refusal, type UploadCapableProvider } from './uploader'

/** An item of the Upload widget's value. */
export interface UploadValueItem {
  Url: string
  Name: string
  Size: number
}

export interface Uploading {
  uid: number
  name: string
  percent: number
}

export interface UseUploadOptions {
  dp: UploadCapableProvider
  api: Endpoint
  accept?: readonly string[] | string
  maxCount?: number
  value: UploadValueItem[]
  onChange(next: UploadValueItem[]): void
  warn(text: string): void
  error(text: string): void
}

let uidSeq = 0

export function useUpload(o: UseUploadOptions) {
  const [uploading, setUploading] = useState<Uploading[]>([])
  const controllers = useRef(new Map<number, AbortController>())
  const previews = useRef(new Map<string, string>())
  const latest = useRef(o.value)
  latest.current = o.value
  const live = useRef(true)
  const accept = normalizeAccept(o.accept)

  useEffect(() => {
    live.current = true
    const ctl = controllers.current
    const pre = previews.current
    return () => {
      live.current = false
      for (const c of ctl.values()) c.abort()
      if (typeof URL.revokeObjectURL === 'function') for (const u of pre.values()) URL.revokeObjectURL(u)
    }
  }, [])

  const commit = (next: UploadValueItem[]) => {
    latest.current = next
    o.onChange(next)
  }

  const start = (file: File) => {
    const refused = refusal(file, accept)
    if (refused) {
      o.warn(refused)
      return
    }
    const upload = o.dp.upload
    if (!upload) {
      o.error(UPLOAD_TEXT.unsupported)
      return
    }
    const single = o.maxCount === 1
    if (o.maxCount && !single && latest.current.length + controllers.current.size >= o.maxCount) {
      o.warn(UPLOAD_TEXT.maxCount(o.maxCount))
      return
    }
    const uid = ++uidSeq
    const controller = new AbortController()
    controllers.current.set(uid, controller)
    setUploading((u) => [...u, { uid, name: file.name, percent: 0 }])
    const done = () => {
      controllers.current.delete(uid)
      if (live.current) setUploading((u) => u.filter((x) => x.uid !== uid))
    }
    upload
      .call(o.dp, file, {
        url: fillUrl(o.api.url),
        method: o.api.method,
        query: { ...o.api.query, ...(accept.length ? { accept: accept.join(',') } : {}) },
        signal: controller.signal,
        onProgress: (percent) => {
          if (live.current && !controller.signal.aborted) setUploading((u) => u.map((x) => (x.uid === uid ? { ...x, percent } : x)))
        },
      })
      .then((data) => {
        done()
        if (!live.current || controller.signal.aborted) return
        const item: UploadValueItem = { Url: data.Url, Name: data.Name ?? file.name, Size: data.Size ?? file.size }
        if (file.type.startsWith('image/') && typeof URL.createObjectURL === 'function') previews.current.set(item.Url, URL.createObjectURL(file))
        commit(single ? [item] : [...latest.current, item])
      })
      .catch((e) => {
        done()
        if (controller.signal.aborted || isAbort(e) || !live.current) return
        o.error(errorMessage(e, UPLOAD_TEXT.failed))
      })
  }

  return {
    accept,
    uploading,
    start,
    /** aborts an upload in progress: nothing is added */
    cancel: (uid: number) => {
      controllers.current.get(uid)?.abort()
      controllers.current.delete(uid)
      setUploading((u) => u.filter((x) => x.uid !== uid))
    },
    remove: (item: UploadValueItem) => commit(latest.current.filter((x) => x.Url !== item.Url)),
    /** a local preview of an image uploaded in this session */
    preview: (url: string) => previews.current.get(url),
  }
}
