/**
 * An in-memory DataProvider for stories and tests: routes like 'GET /api/things/{Id}' map to
 * handlers; every call is recorded. Handlers throw ApiError for failures. No server needed.
 */
import { ApiError, type DataProvider, type RequestOptions } from '../data/provider'

export interface MemoryRequest {
  method: string
  url: string
  params: Record<string, string>
  query: Record<string, unknown>
  body: unknown
}
export type MemoryHandler = (req: MemoryRequest) => unknown

export interface MemoryProvider extends DataProvider {
  calls: RequestOptions[]
}

export function createMemoryProvider(routes: Record<string, MemoryHandler>, options: { delay?: number } = {}): MemoryProvider {
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method, pattern] = key.split(' ')
    const names: string[] = []
    const re = new RegExp(
      '^' + pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, n: string) => (names.push(n), '([^/]+)')) + '/?$',
    )
    return { method: method.toUpperCase(), re, names, handler }
  })
  const calls: RequestOptions[] = []
  return {
    calls,
    async request<T>(o: RequestOptions): Promise<T> {
      calls.push(o)
      if (options.delay) await new Promise((r) => setTimeout(r, options.delay))
      const [path] = o.url.split('?')
      for (const r of table) {
        if (r.method !== o.method.toUpperCase()) continue
        const m = r.re.exec(path)
        if (!m) continue
        const params: Record<string, string> = {}
        r.names.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1])))
        const answer = await r.handler({ method: r.method, url: path, params, query: o.query ?? {}, body: o.body })
        return structuredClone(answer) as T
      }
      throw new ApiError(404, 404, '请求错误，未找到该资源')
    },
  }
}

/** A page of rows as the server answers: {Items, TotalCount} from SkipCount/MaxResultCount. */
export function page<T>(rows: T[], query: Record<string, unknown>): { Items: T[]; TotalCount: number } {
  const skip = Number(query.SkipCount ?? 0)
  const take = Number(query.MaxResultCount ?? 15)
  return { Items: rows.slice(skip, skip + take), TotalCount: rows.length }
}
