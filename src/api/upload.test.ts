import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../renderer/data/provider'
import { fakeFile } from '../../renderer/testing/files'
import { xhrUpload } from './upload'

/** A scriptable XMLHttpRequest: the test answers it. */
class FakeXhr {
  static last: FakeXhr
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown
  status = 0
  responseText = ''
  aborted = false
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('xhrUpload', () => {
  it('posts multipart "file" with the bearer token, reports progress and resolves with Data', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const progress: number[] = []
    const p = xhrUpload(fakeFile('a.png', 10), { url: '/api/app/upload/upload', query: { accept: 'png,jpg' }, baseUrl: 'http://h', token: 't0k', onProgress: (n) => progress.push(n) })
    const xhr = FakeXhr.last
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe('http://h/api/app/upload/upload?accept=png%2Cjpg')
    expect(xhr.headers.Authorization).toBe('Bearer t0k')
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File)
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 5, total: 10 })
    xhr.answer(200, { Code: 200, Message: '', Data: { Id: '1', Url: '/download-file?id=1', Name: 'a.png', Size: 10 } })
    await expect(p).resolves.toEqual({ Id: '1', Url: '/download-file?id=1', Name: 'a.png', Size: 10 })
    expect(progress).toEqual([50, 100])
  })

  it("rejects with the server's message (413, 415)", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const p = xhrUpload(fakeFile('a.png'), { url: '/u' })
    FakeXhr.last.answer(415, { Code: 415, Message: '暂不支持该文件', Data: null })
    await expect(p).rejects.toMatchObject({ status: 415, message: '暂不支持该文件' })
    const q = xhrUpload(fakeFile('a.png'), { url: '/u' })
    FakeXhr.last.status = 413
    FakeXhr.last.responseText = '<html>too large</html>'
    FakeXhr.last.onload!()
    const e = await q.catch((x: unknown) => x)
    expect(e).toBeInstanceOf(ApiError)
    expect((e as ApiError).message).toBe('暂不支持上传大于2G的文件')
  })

  it('aborts with the signal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const ctl = new AbortController()
    const p = xhrUpload(fakeFile('a.png'), { url: '/u', signal: ctl.signal })
    ctl.abort()
    expect(FakeXhr.last.aborted).toBe(true)
    await expect(p).rejects.toMatchObject({ name: 'AbortError' })
  })
})
