// peer-bench adapter for the oa-hr-admin project: what the application puts around a screen.
//
// This folder is copied into the project tree (<tree>/.peer-adapter/) by ../../run-project.sh, so
// '../renderer/...' and '../src/...' are the project's own modules and bare imports resolve from
// the project's node_modules (react / react-dom are deduped to peer-bench's copy by vite.config.mjs).
//
// The element tree mirrors the application's: src/main.tsx (AppConfig: antd ConfigProvider with
// the app's theme and the pre-generated antd field styles) -> src/screens/ScreenPage.tsx
// (<Suspense fallback={<Loading/>}>) -> src/screens/ScreenHost.tsx (RendererProviders: zh_CN
// locale, DataProvider, granted button codes -> ScreenRenderer). The imports are the ones
// ScreenHost uses (RendererProviders, ScreenRenderer), not renderer/index.ts, which re-exports the
// Formily side statically and would put Formily into a list screen's first load.
import type { ReactNode, Ref } from 'react'
import { Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { Spin } from 'antd'
import { AppConfig } from '../../src/AppConfig'
import { RendererProviders } from '../../renderer/RendererProviders'
import { ScreenRenderer } from '../../renderer/ScreenRenderer'
import type { ScreenHandle } from '../../renderer/screenHandle'
import { ApiError, type DataProvider, type RequestOptions } from '../../renderer/data/provider'
import type { EntitySchema } from '../../common/entity-fields'
import type { ScreenSchema } from '../../renderer/schema/types'

export const LIB = 'oa-hr-admin renderer'

type Handler = (req: { params: Record<string, string>; query: Record<string, unknown>; body: unknown }) => unknown

/**
 * A DataProvider over in-memory handlers ('GET /api/x/{Id}' -> handler). Unlike the project's
 * renderer/testing/memoryProvider.ts it does not structuredClone the answers (the peers get their
 * rows as they are) and has no delay: the answer is one resolved promise.
 */
export function memoryProvider(routes: Record<string, Handler>): DataProvider {
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method, pattern] = key.split(' ')
    const names: string[] = []
    const re = new RegExp('^' + pattern.replace(/\{(\w+)\}/g, (_m, n: string) => (names.push(n), '([^/]+)')) + '$')
    return { method, re, names, handler }
  })
  return {
    request<T>(o: RequestOptions): Promise<T> {
      for (const r of table) {
        if (r.method !== String(o.method).toUpperCase()) continue
        const m = r.re.exec(o.url)
        if (!m) continue
        const params: Record<string, string> = {}
        r.names.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1])))
        try {
          return Promise.resolve(r.handler({ params, query: o.query ?? {}, body: o.body }) as T)
        } catch (e) {
          return Promise.reject(e)
        }
      }
      return Promise.reject(new ApiError(404, 404, '请求错误，未找到该资源'))
    },
  }
}

// src/screens/ScreenPage.tsx's fallback while a screen's modules load
function Loading() {
  return (
    <div className="page-loading">
      <Spin size="large" />
    </div>
  )
}

export interface Screen {
  schema: ScreenSchema
  entities: Record<string, EntitySchema>
  provider: DataProvider
  /** button codes granted on the screen's menu item */
  granted: string[]
}

export function screenElement(s: Screen, handle?: Ref<ScreenHandle>): ReactNode {
  return (
    <AppConfig>
      <Suspense fallback={<Loading />}>
        <RendererProviders dataProvider={s.provider} granted={s.granted}>
          <ScreenRenderer ref={handle} schema={s.schema} entities={s.entities} />
        </RendererProviders>
      </Suspense>
    </AppConfig>
  )
}

export function mountScreen(el: HTMLElement, s: Screen, handle?: Ref<ScreenHandle>): void {
  createRoot(el).render(screenElement(s, handle))
}

/** 'joinedAt' -> 'JoinedAt': the project's entities name their properties in PascalCase. */
export const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1)
