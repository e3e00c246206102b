/**
 * The upload transport of the application's DataProvider: one file as multipart with
 * XMLHttpRequest, because fetch reports no upload progress. The renderer's checks and texts
 * (renderer/data/upload.ts) run before it; request.ts adds the error catalogue.
 */
import { ApiError, type UploadedFile, type UploadOptions } from '../../renderer/data/provider'
import { UPLOAD_TEXT } from '../../renderer/data/upload'

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
