/**
 * Uploading files: the optional DataProvider capability the Upload widget calls, the browser's own
 * checks (extension, 2 GB; spec 000 s.5) and an XMLHttpRequest uploader with progress and abort
 * that an application's DataProvider can use to implement `upload` (fetch has no upload progress).
 */
import { ApiError, type DataProvider, type UploadedFile, type UploadOptions } from '../../data/provider'

export type { UploadedFile, UploadOptions }

/** A DataProvider that can upload: the optional `upload` and `fileSrc` of renderer/data/provider.ts. */
export type UploadCapableProvider = DataProvider

export const UPLOAD_TEXT = {
  badType: '暂不支持该文件',
  tooLarge: '暂不支持上传大于2G的文件',
  unsupported: '当前环境不支持上传文件',
  failed: '上传失败',
  cancel: '取消',
  remove: '删除',
  button: '上传文件',
  chooser: '从云盘选择',
  maxCount: (n: number) => `最多上传${n}个文件`,
} as const

/** spec 000 s.9: upload limit 2 GB (2 GiB, as the server counts). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024 * 1024

/** Image extensions of spec 000 s.5 (user avatar). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp'] as const

/** ['jpg', '.PNG'] or 'jpg,png' -> ['jpg', 'png']; empty means any. */
export function normalizeAccept(accept?: readonly string[] | string): string[] {
  const list = typeof accept === 'string' ? accept.split(',') : (accept ?? [])
  return list.map((e) => e.trim().replace(/^\./, '').toLowerCase()).filter(Boolean)
}

export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.')
  return i < 0 ? '' : name.slice(i + 1).toLowerCase()
}

/** The browser's refusal of a file (the spec's message), or null when it may be uploaded. */
export function refusal(file: { name: string; size: number }, accept: string[]): string | null {
  if (accept.length && !accept.includes(extensionOf(file.name))) return UPLOAD_TEXT.badType
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TEXT.tooLarge
  return null
}

export function isAbort(e: unknown): boolean {
  return Boolean(e && typeof e === 'object' && (e as { name?: unknown }).name === 'AbortError')
}

function abortError(): Error {
  const e = new Error('上传已取消')
  e.name = 'AbortError'
  return e
}

function queryString(query?: Record<string, unknown>): string {
  if (!query) return ''
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') p.append(k, String(v))
  return p.toString()
}

/**
 * POSTs one file as multipart with XMLHttpRequest (upload progress events), the bearer token
 * when given, and the envelope's Data on success; a failure rejects with an ApiError carrying the
 * server's Message (413/415 messages of the contract), an abort with an AbortError.
 */
export function xhrUpload(file: File, o: UploadOptions & { baseUrl?: string; token?: string | null }): Promise<UploadedFile> {
  return new Promise<UploadedFile>((resolve, reject) => {
    if (o.signal?.aborted) {
      reject(abortError())
      return
    }
    const xhr = new XMLHttpRequest()
    const qs = queryString(o.query)
    xhr.open(o.method ?? 'POST', `${o.baseUrl ?? ''}${o.url}${qs ? (o.url.includes('?') ? '&' : '?') + qs : ''}`)
    if (o.token) xhr.setRequestHeader('Authorization', `Bearer ${o.token}`)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) o.onProgress?.(Math.min(100, (e.loaded / e.total) * 100))
    }
    xhr.onload = () => {
      let body: { Code?: number; Message?: string; Data?: unknown } | null = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = null
      }
      const code = typeof body?.Code === 'number' ? body.Code : xhr.status
      if (xhr.status >= 200 && xhr.status < 300 && code === 200) {
        o.onProgress?.(100)
        resolve(body?.Data as UploadedFile)
        return
      }
      const fallback = xhr.status === 413 ? UPLOAD_TEXT.tooLarge : xhr.status === 415 ? UPLOAD_TEXT.badType : UPLOAD_TEXT.failed
      reject(new ApiError(xhr.status, code, body?.Message || fallback, body?.Data ?? null))
    }
    xhr.onerror = () => reject(new ApiError(0, 0, UPLOAD_TEXT.failed))
    xhr.onabort = () => reject(abortError())
    o.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const form = new FormData()
    form.append(o.fieldName ?? 'file', file, file.name)
    xhr.send(form)
  })
}
