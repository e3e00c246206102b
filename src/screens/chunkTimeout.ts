/**
 * Loading a screen's code fails with an error after 120 seconds (spec 000 s.7) instead of spinning
 * for ever on a stalled connection; the route's error page then says what happened.
 */
export const CHUNK_TIMEOUT_MS = 120_000
export const CHUNK_TIMEOUT_MESSAGE = '页面加载超时，请检查网络后刷新重试'

export class ChunkTimeoutError extends Error {
  override name = 'ChunkTimeoutError'
  constructor() {
    super(CHUNK_TIMEOUT_MESSAGE)
  }
}

export function withChunkTimeout<T>(load: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError()), ms)
  })
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer))
}

/** A lazy() loader with the timeout. */
export const timed =
  <T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS) =>
  () =>
    withChunkTimeout(load(), ms)
