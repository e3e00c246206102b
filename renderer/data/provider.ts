/**
 * The renderer's only way to the server (docs/contracts.md, "Renderer <-> application"): the
 * application passes a DataProvider; the renderer names no endpoint itself, it calls the ones the
 * screen schema names.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react'
import type { Endpoint, HttpMethod } from '../schema/types'

export interface RequestOptions {
  method: HttpMethod | string
  url: string
  query?: Record<string, unknown>
  body?: unknown
  /** the caller shows the failure itself (no toast from the application) */
  silent?: boolean
}

/** What a successful upload answers (the envelope's Data of the upload endpoint). */
export interface UploadedFile {
  Id?: string | number
  Url: string
  Name: string
  Size: number
  ContentType?: string
}

export interface UploadOptions {
  /** the upload endpoint named by the schema (filled, without the provider's base) */
  url: string
  method?: string
  /** query parameters (e.g. accept=jpg,png) */
  query?: Record<string, unknown>
  /** multipart part name, default 'file' */
  fieldName?: string
  /** percent 0-100 as the bytes go out */
  onProgress?(percent: number): void
  /** aborting rejects with an AbortError and cancels the request */
  signal?: AbortSignal
}

export interface DataProvider {
  /** resolves with the envelope's Data; rejects with an ApiError */
  request<T = unknown>(options: RequestOptions): Promise<T>
  /**
   * Optional: a multipart upload of one file with progress and abort; resolves with the envelope's
   * Data, rejects with an ApiError (or an error named AbortError when aborted). Upload fields and
   * the list's upload action need it.
   */
  upload?(file: File, options: UploadOptions): Promise<UploadedFile>
  /**
   * Optional: a displayable src for a stored file's Url (a blob URL fetched with the bearer header);
   * the caller revokes it (URL.revokeObjectURL) when done. Thumbnails, previews and downloads use it.
   */
  fileSrc?(url: string): Promise<string>
  /**
   * Optional: an address a <video> or <audio> element loads a stored file from directly, streaming
   * and seeking by Range requests (no blob, nothing to revoke; it lasts about an hour).
   */
  mediaSrc?(url: string): Promise<string>
}

/** A failed call: HTTP status, the envelope's Code, the message to show, the envelope's Data. */
export class ApiError extends Error {
  readonly status: number
  readonly code: number
  readonly data: unknown

  constructor(status: number, code: number, message: string, data: unknown = null) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.data = data
  }
}

/** The message of any rejection (an ApiError of the application or of a fake provider). */
export function errorMessage(e: unknown, fallback = '请求错误'): string {
  const m = e && typeof e === 'object' ? (e as { message?: unknown }).message : undefined
  return typeof m === 'string' && m ? m : fallback
}

const DataProviderContext = createContext<DataProvider | null>(null)

export function DataProviderContextProvider(props: { value: DataProvider; children?: ReactNode }) {
  return createElement(DataProviderContext.Provider, { value: props.value }, props.children)
}

/** The DataProvider in force, or null outside one. */
export function useOptionalDataProvider(): DataProvider | null {
  return useContext(DataProviderContext)
}

export function useDataProvider(): DataProvider {
  const dp = useContext(DataProviderContext)
  if (!dp) throw new Error('renderer: no DataProvider (wrap the screen in <DataProviderContextProvider value={...}>)')
  return dp
}

/** `/api/x/{Id}` with record {Id: 7} -> `/api/x/7` (URI-encoded); an unknown name is an error. */
export function fillUrl(template: string, record?: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const v = record?.[name]
    if (v === undefined || v === null || v === '') throw new Error(`renderer: url ${template} needs "${name}" from the record`)
    return encodeURIComponent(String(v))
  })
}

/**
 * An endpoint's own query with every "{Field}" value filled from `record` (e.g. `{ workno:
 * "{WorkNo}" }` -> `{ workno: "A0002" }`); a field the record lacks is an error, like in urls.
 */
export function fillQuery(query: Record<string, unknown> | undefined, record?: Record<string, unknown>): Record<string, unknown> | undefined {
  if (!query) return undefined
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(query)) {
    const m = typeof v === 'string' ? /^\{(\w+)\}$/.exec(v) : null
    if (!m) out[k] = v
    else {
      const value = record?.[m[1]]
      if (value === undefined || value === null || value === '') throw new Error(`renderer: query ${k}=${v} needs "${m[1]}" from the record`)
      out[k] = value
    }
  }
  return out
}

/** Calls a schema-named endpoint about `record`. */
export function callEndpoint<T = unknown>(
  dp: DataProvider,
  endpoint: Endpoint,
  options: { record?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; silent?: boolean } = {},
): Promise<T> {
  const query = endpoint.query || options.query ? { ...fillQuery(endpoint.query, options.record), ...options.query } : undefined
  return dp.request<T>({
    method: endpoint.method,
    url: fillUrl(endpoint.url, options.record),
    query,
    body: options.body,
    silent: options.silent,
  })
}
