/**
 * Headless state of the Upload widget: checks each chosen file in the browser (extension, 2 GB),
 * uploads it through the DataProvider's optional `upload` with progress and an AbortController,
 * appends (or, with maxCount 1, replaces) the field's value with { Url, Name, Size } on success,
 * and shows the server's message on failure. Local previews (object URLs) for images uploaded here.
 * Files already stored (the file chooser's) are taken through `take` with the same checks.
 */
import { useEffect, useRef, useState } from 'react'
import { errorMessage, fillUrl } from '../../../renderer/data/provider'
import type { Endpoint } from '../../../renderer/schema/types'
import { UPLOAD_TEXT, isAbort, normalizeAccept, refusal, type UploadCapableProvider } from '../../../renderer/data/upload'

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

  /**
   * Files already stored (chosen in the file chooser), taken as if uploaded here, with the same
   * checks: a file whose extension is not accepted is refused ('暂不支持该文件'), the others are
   * taken; more than the field holds is refused as a whole ('最多上传N个文件'; maxCount 1 takes
   * exactly one, replacing the value). True when the value changed.
   */
  const take = (files: UploadValueItem[]): boolean => {
    const refusals = files.map((f) => refusal({ name: f.Name, size: f.Size ?? 0 }, accept))
    const first = refusals.find(Boolean)
    if (first) o.warn(first)
    const ok = files.filter((_, i) => !refusals[i])
    if (!ok.length) return false
    if (o.maxCount === 1) {
      if (ok.length > 1) {
        o.warn(UPLOAD_TEXT.maxCount(1))
        return false
      }
      commit([ok[0]])
      return true
    }
    const fresh = ok.filter((f) => !latest.current.some((x) => x.Url === f.Url))
    if (!fresh.length) return true
    if (o.maxCount && latest.current.length + controllers.current.size + fresh.length > o.maxCount) {
      o.warn(UPLOAD_TEXT.maxCount(o.maxCount))
      return false
    }
    commit([...latest.current, ...fresh])
    return true
  }

  return {
    accept,
    uploading,
    start,
    take,
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
