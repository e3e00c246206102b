/** A fake file-list endpoint (stories and tests; no server). */
import { ApiError } from '../../../renderer/data/provider'
import type { Endpoint } from '../../../renderer/schema/types'
import { createMemoryProvider, page, type MemoryProvider } from '../../../renderer/testing/memoryProvider'
import type { UserFile } from './useFileChooser'

/** The endpoint a schema names (spec 000 s.7). */
export const fileListApi: Endpoint = { method: 'GET', url: '/api/app/user-file/file-list' }

const kinds = ['docx', 'pdf', 'png', 'xlsx']
export function userFiles(n: number): UserFile[] {
  return Array.from({ length: n }, (_, i) => ({
    Id: `f${i + 1}`,
    FileName: `文件${i + 1}.${kinds[i % kinds.length]}`,
    FileUrl: `/download-file?id=f${i + 1}`,
    Size: 1024 * (i + 1),
    CreateTime: `2024-05-${String((i % 28) + 1).padStart(2, '0')} 08:30:00`,
  }))
}

export function createFileProvider(files: UserFile[], options: { delay?: number; fail?: boolean } = {}): MemoryProvider {
  return createMemoryProvider(
    {
      'GET /api/app/user-file/file-list': ({ query }) => {
        if (options.fail) throw new ApiError(500, 500, '服务器错误')
        const kw = typeof query.KeyWord === 'string' ? query.KeyWord : ''
        return page(
          files.filter((f) => !kw || f.FileName.includes(kw)),
          query,
        )
      },
    },
    { delay: options.delay },
  )
}
