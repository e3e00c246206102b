import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, withChunkTimeout } from './chunkTimeout'

afterEach(() => vi.useRealTimers())

describe('screen chunk loading', () => {
  it('fails with a clear error after 120 s', async () => {
    vi.useFakeTimers()
    const stalled = withChunkTimeout(new Promise(() => {}))
    const verdict = stalled.catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1)
    let settled = false
    void verdict.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const e = await verdict
    expect(e).toBeInstanceOf(ChunkTimeoutError)
    expect((e as Error).message).toBe('页面加载超时，请检查网络后刷新重试')
  })

  it('a chunk in time passes through, and its own failure stays its own', async () => {
    expect(await withChunkTimeout(Promise.resolve('ok'), 50)).toBe('ok')
    await expect(withChunkTimeout(Promise.reject(new Error('404 chunk')), 50)).rejects.toThrow('404 chunk')
  })
})
