/**
 * The one request layer of the application (alova + fetch adapter). It
 * - sends `Authorization: Bearer <token>` when signed in,
 * - unwraps the `{ Code, Message, Data }` envelope and resolves with `Data`,
 * - applies the error catalogue of spec 000 section 8 and rejects with an `ApiError`:
 *     Code other than 200 on an HTTP 200   warning: Message || '请求错误'
 *     HTTP 400                             error:   Message || '请求错误'
 *     HTTP 401                             warning: Message || '授权失败，请重新登录'; 1 s later: sign out, go to the login page
 *     HTTP 403                             error:   Message || '拒绝访问'; sign out too when Message asks to log in again
 *     HTTP 404                             error:   Message || '请求错误，未找到该资源'
 *     HTTP 500 (and other 5xx)             error:   Message || '服务器错误'
 *     other (409, 413, 415, 429...)        warning: Message || '请求错误'
 *   The server's Message is preferred whenever it has one. `silent: true` suppresses the toast
 *   (the caller shows the message itself, e.g. in a dialog) but never the sign-out of a 401.
 * It is also the renderer's DataProvider (docs/contracts.md, "Renderer <-> application").
 */
import { createAlova } from 'alova'
import adapterFetch from 'alova/fetch'
import type { DataProvider, UploadedFile, UploadOptions } from '../../renderer/data/provider'
import { ApiError, ERROR_TEXT, RELOGIN_MESSAGES } from './errors'
import { notify } from './notify'
import { isAbort } from '../../renderer/data/upload'
import { xhrUpload } from './upload'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'

export interface RequestOptions {
  method: HttpMethod
  url: string
  query?: Record<string, unknown>
  body?: unknown
  /** the caller shows failures itself: no toast (a 401 still signs out) */
  silent?: boolean
  /** send the body form-encoded (the OAuth token endpoint) */
  form?: boolean
  /** resolve with the whole JSON answer instead of the envelope's Data */
  raw?: boolean
}

interface Meta {
  silent: boolean
  raw: boolean
}

interface Hooks {
  getToken: () => string | null
  /** called once, 1 s after a 401 (or a 403 asking to log in again) */
  onAuthExpired: () => void
  /** after every successful call that changes something (not GET): what changed on the server */
  onChanged: (method: HttpMethod, url: string) => void
}

let hooks: Hooks = { getToken: () => null, onAuthExpired: () => {}, onChanged: () => {} }
let expiryTimer: ReturnType<typeof setTimeout> | null = null

/** Wired by src/auth at start-up; kept as hooks so the request layer imports nothing of the session. */
export function configureRequest(next: Partial<Hooks>): void {
  hooks = { ...hooks, ...next }
}

/** Delay between the 401 toast and the sign-out (spec 000 s.8). */
export const AUTH_EXPIRED_DELAY_MS = 1000

function scheduleAuthExpired(): void {
  if (expiryTimer) return
  expiryTimer = setTimeout(() => {
    expiryTimer = null
    hooks.onAuthExpired()
  }, AUTH_EXPIRED_DELAY_MS)
}

interface EnvelopeLike {
  Code: number
  Message?: string | null
  Data?: unknown
}

function isEnvelope(body: unknown): body is EnvelopeLike {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && typeof (body as { Code?: unknown }).Code === 'number'
}

function serverMessage(body: unknown): string {
  if (typeof body !== 'object' || body === null) return ''
  const b = body as { Message?: unknown; error_description?: unknown; Error?: { Message?: unknown } }
  for (const m of [b.Message, b.Error?.Message, b.error_description]) {
    if (typeof m === 'string' && m.trim()) return m
  }
  return ''
}

/** Turn a failed HTTP answer into the catalogue's toast and an ApiError. */
export function httpFailure(status: number, body: unknown, silent: boolean): ApiError {
  const fromServer = serverMessage(body)
  const code = isEnvelope(body) ? body.Code : status
  const data = isEnvelope(body) ? (body.Data ?? null) : null
  let text: string
  let level: 'warning' | 'error' = 'error'
  switch (status) {
    case 400:
      text = fromServer || ERROR_TEXT.generic
      break
    case 401:
      text = fromServer || ERROR_TEXT.unauthorized
      level = 'warning'
      scheduleAuthExpired()
      break
    case 403:
      text = fromServer || ERROR_TEXT.forbidden
      if (RELOGIN_MESSAGES.includes(fromServer)) scheduleAuthExpired()
      break
    case 404:
      text = fromServer || ERROR_TEXT.notFound
      break
    default:
      if (status >= 500) {
        text = fromServer || ERROR_TEXT.server
      } else {
        text = fromServer || ERROR_TEXT.generic
        level = 'warning'
      }
  }
  if (!silent) notify[level](text)
  return new ApiError(status, code, text, data)
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

const API_BASE: string = (import.meta.env?.VITE_API_BASE as string | undefined) ?? ''

export const alova = createAlova({
  baseURL: API_BASE,
  requestAdapter: adapterFetch(),
  // an admin back office shows what the server has now: no response cache, no request sharing
  cacheFor: null,
  shareRequest: false,
  timeout: 60_000,
  cacheLogger: false,
  beforeRequest(method) {
    const token = hooks.getToken()
    if (token) method.config.headers.Authorization = `Bearer ${token}`
  },
  responded: {
    async onSuccess(response: Response, method) {
      const meta = (method.meta ?? { silent: false, raw: false }) as Meta
      const body = await readBody(response)
      if (!response.ok) throw httpFailure(response.status, body, meta.silent)
      if (meta.raw || !isEnvelope(body)) return body // some lists are bare arrays (spec 000 s.7)
      if (body.Code !== 200) {
        const text = serverMessage(body) || ERROR_TEXT.generic
        if (!meta.silent) notify.warning(text)
        throw new ApiError(response.status, body.Code, text, body.Data ?? null)
      }
      return body.Data ?? null
    },
    onError(error: unknown, method) {
      if (error instanceof ApiError) throw error
      const meta = (method.meta ?? { silent: false }) as Meta
      const aborted = error instanceof Error && /abort|timeout/i.test(error.message)
      const text = aborted ? '请求超时，请稍后重试' : ERROR_TEXT.network
      if (!meta.silent) notify.error(text)
      throw new ApiError(0, 0, text, null)
    },
  },
})

function cleanQuery(query: Record<string, unknown> | undefined): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {}
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue
    out[k] = typeof v === 'object' ? JSON.stringify(v) : (v as string | number | boolean)
  }
  return out
}

/** Issue one call. Resolves with the envelope's Data; rejects with an ApiError (already toasted unless silent). */
export async function request<T = unknown>(options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = {}
  let data: string | undefined
  if (options.body !== undefined) {
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded'
      data = new URLSearchParams(cleanQuery(options.body as Record<string, unknown>) as Record<string, string>).toString()
    } else {
      data = JSON.stringify(options.body)
    }
  } else {
    // no body: no JSON content type either (a server would reject an empty JSON body)
    headers['Content-Type'] = ''
  }
  const method = alova.Request<T>({
    method: options.method,
    url: options.url,
    params: cleanQuery(options.query),
    headers,
    data,
    meta: { silent: options.silent ?? false, raw: options.raw ?? false } satisfies Meta,
  })
  const answer = (await method) as T
  if (options.method !== 'GET') hooks.onChanged(options.method, options.url)
  return answer
}

/**
 * Uploads one file as multipart with upload progress (XMLHttpRequest: fetch has none), the bearer
 * token, and the error catalogue's sign-out on a 401. Resolves with the envelope's Data; rejects
 * with an ApiError carrying the server's message (not toasted: the caller shows it), or an
 * AbortError when aborted.
 */
export async function uploadFile(file: File, options: UploadOptions): Promise<UploadedFile> {
  try {
    return await xhrUpload(file, { ...options, baseUrl: API_BASE, token: hooks.getToken() })
  } catch (e) {
    if (isAbort(e) || !(e instanceof ApiError) || e.status === 0) throw e
    throw httpFailure(e.status, { Code: e.code, Message: e.message, Data: e.data }, true)
  }
}

/**
 * A stored file (e.g. `/download-file?id=...`) fetched with the bearer token, as a blob URL the
 * caller revokes when done (thumbnails, previews, downloads). Failures follow the catalogue
 * without a toast (a 401 signs out); the ApiError carries the server's message.
 */
export async function fileObjectUrl(url: string): Promise<string> {
  if (/^(blob:|data:)/.test(url)) return url
  const token = hooks.getToken()
  let response: Response
  try {
    response = await fetch(/^https?:/.test(url) ? url : API_BASE + url, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  } catch {
    throw new ApiError(0, 0, ERROR_TEXT.network, null)
  }
  if (!response.ok) throw httpFailure(response.status, await readBody(response), true)
  return URL.createObjectURL(await response.blob())
}

/**
 * A stored file's address for a <video> or <audio> element, which cannot send the bearer header:
 * the server's media-url answers it with a ticket for that one file (docs/contracts.md, "Files").
 * Outside addresses are used as they are.
 */
export async function mediaUrl(url: string): Promise<string> {
  if (/^(https?:|blob:|data:)/.test(url)) return url
  return API_BASE + (await request<string>({ method: 'GET', url: '/api/app/file/media-url', query: { fileUrl: url }, silent: true }))
}

/** The renderer's DataProvider (renderer/data/provider.ts), with the optional upload and fileSrc. */
export const dataProvider: DataProvider = {
  request<T = unknown>(options: { method: string; url: string; query?: Record<string, unknown>; body?: unknown; silent?: boolean }): Promise<T> {
    return request<T>({ ...options, method: options.method.toUpperCase() as HttpMethod })
  },
  upload: uploadFile,
  fileSrc: fileObjectUrl,
  mediaSrc: mediaUrl,
}
