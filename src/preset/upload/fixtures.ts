/** A fake upload-capable DataProvider whose uploads the test (or story) drives by hand. */
import { ApiError } from '../../../renderer/data/provider'
import type { Endpoint } from '../../../renderer/schema/types'
import { createMemoryProvider, type MemoryHandler, type MemoryProvider } from '../../../renderer/testing/memoryProvider'
import type { UploadCapableProvider, UploadOptions, UploadedFile } from '../../../renderer/data/upload'

/** The endpoint a schema names (spec 000 s.7). */
export const uploadApi: Endpoint = { method: 'POST', url: '/api/app/upload/upload' }

export interface PendingUpload {
  file: File
  options: UploadOptions
  aborted: boolean
  progress(percent: number): void
  finish(data?: Partial<UploadedFile>): void
  fail(status: number, message: string): void
}

export interface FakeUploadProvider extends UploadCapableProvider {
  uploads: PendingUpload[]
  /** the other calls made (routes) */
  calls: MemoryProvider['calls']
}

let next = 0

/**
 * Each upload waits for finish()/fail(); `auto` percent reports that progress at once. `routes`
 * answer the other calls (e.g. the file chooser's file list).
 */
export function createUploadProvider(options: { auto?: number; routes?: Record<string, MemoryHandler> } = {}): FakeUploadProvider {
  const base = createMemoryProvider(options.routes ?? {})
  const uploads: PendingUpload[] = []
  return {
    request: base.request,
    calls: base.calls,
    uploads,
    upload(file, o) {
      return new Promise<UploadedFile>((resolve, reject) => {
        const p: PendingUpload = {
          file,
          options: o,
          aborted: false,
          progress: (percent) => o.onProgress?.(percent),
          finish: (data) => {
            const id = `up${++next}`
            resolve({ Id: id, Url: `/download-file?id=${id}`, Name: file.name, Size: file.size, ...data })
          },
          fail: (status, message) => reject(new ApiError(status, status, message)),
        }
        o.signal?.addEventListener('abort', () => {
          p.aborted = true
          const e = new Error('aborted')
          e.name = 'AbortError'
          reject(e)
        })
        uploads.push(p)
        if (options.auto !== undefined) setTimeout(() => !p.aborted && p.progress(options.auto!), 0)
      })
    },
  }
}

/** A provider without the upload capability. */
export function createPlainProvider() {
  return createMemoryProvider({})
}


const svg = (color: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="${color}"/></svg>`)}`
export const sampleImages = [
  { Url: svg('#1677ff'), Name: '蓝色.png', Size: 2048 },
  { Url: svg('#52c41a'), Name: '绿色.png', Size: 4096 },
]

export { fakeFile } from '../../../renderer/testing/files'
