/**
 * File actions of a list screen (schemas/meta/screen.schema.json, "action"):
 * - `upload` (toolbar): pick a file, check it in the browser (extension, 2 GB), upload it through
 *   the DataProvider's optional `upload` with a progress bar and a cancel button in a small dialog,
 *   then reload the list;
 * - `download` (row): fetch the row's file through the DataProvider's `fileSrc` (so the bearer
 *   header is sent) and save it under the row's file name;
 * - `preview` (row): an image in antd's image preview, a PDF in a dialog (an iframe of a blob URL);
 *   the schema hides the button for other types (visibleWhen).
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { errorMessage, fillUrl, useDataProvider } from '../data/provider'
import { useFeedback } from '../locale'
import type { Endpoint } from '../schema/types'
import { UPLOAD_TEXT, extensionOf, isAbort, normalizeAccept, refusal } from '../data/upload'
import { FILE_ACTION_TEXT } from './fileActionText'
import type { Row } from './useListController'

export { FILE_ACTION_TEXT }

export const PREVIEW_IMAGE = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg']
export const PREVIEW_PDF = ['pdf']

export interface UploadActionSpec {
  api: Endpoint
  accept?: string[] | string
  texts?: { success?: string }
}

export interface FileActionSpec {
  urlField: string
  nameField?: string
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v))

/** The file a row names: its stored Url and the name to show or save it under. */
function fileOf(row: Row, spec: FileActionSpec): { url: string; name: string } {
  const url = text(row[spec.urlField])
  const name = text(spec.nameField ? row[spec.nameField] : '') || url.split(/[/?=]/).pop() || 'file'
  return { url, name }
}

type Preview = { kind: 'image' | 'pdf'; src: string; name: string }

/** the progress and preview dialogs load with the first upload or preview (antd Modal, Progress, Typography, Image) */
const FileActionViews = lazy(() => import('./fileActionViews'))

export function useFileActions(onUploaded: () => void) {
  const dp = useDataProvider()
  const { message } = useFeedback()
  const input = useRef<HTMLInputElement>(null)
  const pending = useRef<UploadActionSpec | null>(null)
  const [progress, setProgress] = useState<{ name: string; percent: number; abort: AbortController } | null>(null)
  const [preview, setPreview] = useState<Preview | null>(null)
  const blobs = useRef(new Set<string>())

  useEffect(() => {
    const own = blobs.current
    return () => {
      for (const u of own) URL.revokeObjectURL?.(u)
    }
  }, [])

  const src = async (url: string) => {
    if (!dp.fileSrc) return url
    const s = await dp.fileSrc(url)
    if (s.startsWith('blob:')) blobs.current.add(s)
    return s
  }
  const release = (s: string) => {
    if (!blobs.current.delete(s)) return
    URL.revokeObjectURL?.(s)
  }

  const start = (file: File, spec: UploadActionSpec) => {
    const accept = normalizeAccept(spec.accept)
    const refused = refusal(file, accept)
    if (refused) return void message.warning(refused)
    if (!dp.upload) return void message.error(UPLOAD_TEXT.unsupported)
    const abort = new AbortController()
    setProgress({ name: file.name, percent: 0, abort })
    dp.upload(file, {
      url: fillUrl(spec.api.url),
      method: spec.api.method,
      query: { ...spec.api.query, ...(accept.length ? { accept: accept.join(',') } : {}) },
      signal: abort.signal,
      onProgress: (percent) => {
        if (!abort.signal.aborted) setProgress((p) => (p && p.abort === abort ? { ...p, percent } : p))
      },
    }).then(
      () => {
        setProgress(null)
        message.success(spec.texts?.success ?? FILE_ACTION_TEXT.uploaded)
        onUploaded()
      },
      (e: unknown) => {
        setProgress(null)
        if (abort.signal.aborted || isAbort(e)) return
        message.error(errorMessage(e, UPLOAD_TEXT.failed))
      },
    )
  }

  const upload = (spec: UploadActionSpec) => {
    if (progress) return
    pending.current = spec
    const el = input.current
    if (!el) return
    const accept = normalizeAccept(spec.accept)
    el.accept = accept.length ? accept.map((e) => `.${e}`).join(',') : ''
    el.value = ''
    el.click()
  }

  const download = async (row: Row, spec: FileActionSpec) => {
    const { url, name } = fileOf(row, spec)
    if (!url) return
    try {
      const href = await src(url)
      const a = document.createElement('a')
      a.href = href
      a.download = name
      a.rel = 'noopener'
      document.body.appendChild(a)
      a.click()
      a.remove()
      // the browser has taken the bytes once the click has been handled
      setTimeout(() => release(href), 60_000)
    } catch (e) {
      message.error(errorMessage(e))
    }
  }

  const showPreview = async (row: Row, spec: FileActionSpec) => {
    const { url, name } = fileOf(row, spec)
    const ext = extensionOf(name) || extensionOf(url)
    const kind = PREVIEW_IMAGE.includes(ext) ? 'image' : PREVIEW_PDF.includes(ext) ? 'pdf' : null
    if (!url || !kind) return void message.warning(FILE_ACTION_TEXT.unsupported)
    try {
      setPreview({ kind, src: await src(url), name })
    } catch (e) {
      message.error(errorMessage(e, FILE_ACTION_TEXT.previewFailed))
    }
  }

  const closePreview = () => {
    if (preview) release(preview.src)
    setPreview(null)
  }

  const element: ReactNode = (
    <>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="list-upload-input"
        onChange={(e) => {
          const file = e.target.files?.[0]
          const spec = pending.current
          if (file && spec) start(file, spec)
        }}
      />
      {progress || preview ? (
        <Suspense fallback={null}>
          <FileActionViews progress={progress} onCancelUpload={() => (progress?.abort.abort(), setProgress(null))} preview={preview} onClosePreview={closePreview} />
        </Suspense>
      ) : null}
    </>
  )

  return { upload, download, preview: showPreview, uploading: Boolean(progress), element }
}
