/** The request layer against the error catalogue of spec 000 section 8. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const toasts = vi.hoisted(() => ({ warning: vi.fn(), error: vi.fn(), info: vi.fn(), success: vi.fn() }))
vi.mock('./notify', () => ({ notify: toasts, setMessageApi: () => {} }))

import { ApiError } from './errors'
import { AUTH_EXPIRED_DELAY_MS, configureRequest, dataProvider, fileObjectUrl, request, uploadFile } from './request'

type Answer = { status: number; body?: unknown }
let answers: Answer[] = []
const calls: { url: string; init: RequestInit }[] = []
const onAuthExpired = vi.fn()

function reply(status: number, body?: unknown) {
  answers.push({ status, body })
}

beforeEach(() => {
  answers = []
  calls.length = 0
  for (const f of Object.values(toasts)) f.mockReset()
  onAuthExpired.mockReset()
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    const a = answers.shift()
    if (!a) throw new TypeError('Failed to fetch')
    return new Response(a.body === undefined ? null : JSON.stringify(a.body), { status: a.status, headers: { 'Content-Type': 'application/json' } })
  })
  configureRequest({ getToken: () => 'tok-1', onAuthExpired })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  )
  expect(e).toBeInstanceOf(ApiError)
  return e as ApiError
}

describe('request layer', () => {
  it('sends the bearer token and the query, and resolves with Data', async () => {
    reply(200, { Code: 200, Message: '', Data: { Items: [1], TotalCount: 1 } })
    const data = await request({ method: 'GET', url: '/api/identity/roles', query: { SkipCount: 0, MaxResultCount: 15, Filter: '' } })
    expect(data).toEqual({ Items: [1], TotalCount: 1 })
    expect(calls[0].url).toBe('/api/identity/roles?SkipCount=0&MaxResultCount=15')
    expect(new Headers(calls[0].init.headers).get('Authorization')).toBe('Bearer tok-1')
    expect(toasts.warning).not.toHaveBeenCalled()
  })

  it('sends JSON bodies, and no JSON content type without a body', async () => {
    reply(200, { Code: 200, Message: '', Data: null })
    reply(200, { Code: 200, Message: '', Data: null })
    await request({ method: 'POST', url: '/a', body: { Name: '甲' } })
    await request({ method: 'POST', url: '/b' })
    expect(calls[0].init.body).toBe('{"Name":"甲"}')
    expect(new Headers(calls[0].init.headers).get('Content-Type')).toMatch(/application\/json/)
    expect(calls[1].init.body).toBeUndefined()
    expect(new Headers(calls[1].init.headers).get('Content-Type')).toBeNull()
  })

  it('form-encodes the token call and resolves with the raw answer', async () => {
    reply(200, { access_token: 'x', token_type: 'Bearer', expires_in: 60 })
    const t = await request({ method: 'POST', url: '/connect/token', form: true, raw: true, body: { grant_type: 'password', username: 'A0001', code: '123456' } })
    expect(t).toEqual({ access_token: 'x', token_type: 'Bearer', expires_in: 60 })
    expect(calls[0].init.body).toBe('grant_type=password&username=A0001&code=123456')
    expect(new Headers(calls[0].init.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded')
  })

  it('Code other than 200: warning with the server message (or 请求错误), rejected', async () => {
    reply(200, { Code: 1001, Message: '工号不存在', Data: null })
    let e = await failure(request({ method: 'GET', url: '/x' }))
    expect(toasts.warning).toHaveBeenCalledWith('工号不存在')
    expect(e.code).toBe(1001)
    reply(200, { Code: 1002, Message: '', Data: null })
    e = await failure(request({ method: 'GET', url: '/y' }))
    expect(toasts.warning).toHaveBeenLastCalledWith('请求错误')
    expect(e.message).toBe('请求错误')
  })

  it.each([
    [400, '请求错误'],
    [403, '拒绝访问'],
    [404, '请求错误，未找到该资源'],
    [500, '服务器错误'],
  ])('HTTP %i without a message: error %s', async (status, text) => {
    reply(status, { Code: status, Message: '', Data: null })
    const e = await failure(request({ method: 'GET', url: '/z' }))
    expect(toasts.error).toHaveBeenCalledWith(text)
    expect(e).toMatchObject({ status, code: status, message: text })
    expect(onAuthExpired).not.toHaveBeenCalled()
  })

  it("prefers the server's message, and hands field errors on", async () => {
    const errors = { Errors: [{ Field: 'Name', Message: '角色名称：请输入1-30个字符' }] }
    reply(400, { Code: 400, Message: '角色名称：请输入1-30个字符', Data: errors })
    const e = await failure(request({ method: 'POST', url: '/api/identity/roles', body: {} }))
    expect(toasts.error).toHaveBeenCalledWith('角色名称：请输入1-30个字符')
    expect(e.data).toEqual(errors)
  })

  it('409 and the like: warning with the server message', async () => {
    reply(409, { Code: 409, Message: '数据已被其他人修改，请刷新后重试', Data: null })
    const e = await failure(request({ method: 'PUT', url: '/api/identity/roles/1', body: {} }))
    expect(toasts.warning).toHaveBeenCalledWith('数据已被其他人修改，请刷新后重试')
    expect(e.status).toBe(409)
  })

  it('silent: no toast, still rejected with the message to show', async () => {
    reply(409, { Code: 409, Message: '数据已被其他人修改，请刷新后重试', Data: null })
    const e = await failure(request({ method: 'PUT', url: '/r', body: {}, silent: true }))
    expect(e.message).toBe('数据已被其他人修改，请刷新后重试')
    expect(toasts.warning).not.toHaveBeenCalled()
    expect(toasts.error).not.toHaveBeenCalled()
  })

  it('401: warning 授权失败，请重新登录, then signs out after 1 s (even when silent)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    reply(401, { Code: 401, Message: '', Data: null })
    const e = await failure(request({ method: 'GET', url: '/me', silent: true }))
    expect(e.status).toBe(401)
    expect(toasts.warning).not.toHaveBeenCalled()
    reply(401, { Code: 401, Message: '', Data: null })
    await failure(request({ method: 'GET', url: '/me' }))
    expect(toasts.warning).toHaveBeenCalledWith('授权失败，请重新登录')
    vi.advanceTimersByTime(AUTH_EXPIRED_DELAY_MS - 10)
    expect(onAuthExpired).not.toHaveBeenCalled()
    vi.advanceTimersByTime(20)
    expect(onAuthExpired).toHaveBeenCalledTimes(1) // two 401s, one sign-out
  })

  it('403 asking to log in again also signs out; a plain 403 does not', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    reply(403, { Code: 403, Message: '拒绝访问', Data: null })
    await failure(request({ method: 'GET', url: '/a' }))
    vi.advanceTimersByTime(2000)
    expect(onAuthExpired).not.toHaveBeenCalled()
    reply(403, { Code: 403, Message: '请重新登录', Data: null })
    await failure(request({ method: 'GET', url: '/b' }))
    expect(toasts.error).toHaveBeenLastCalledWith('请重新登录')
    vi.advanceTimersByTime(1000)
    expect(onAuthExpired).toHaveBeenCalledTimes(1)
  })

  it('token errors: the OAuth error_description when there is no Message', async () => {
    reply(400, { error: 'invalid_grant', error_description: '验证码错误' })
    const e = await failure(request({ method: 'POST', url: '/connect/token', form: true, raw: true, body: { username: 'A' } }))
    expect(toasts.error).toHaveBeenCalledWith('验证码错误')
    expect(e.code).toBe(400)
  })

  it('a network failure is an ApiError with status 0', async () => {
    const e = await failure(request({ method: 'GET', url: '/down' }))
    expect(e.status).toBe(0)
    expect(toasts.error).toHaveBeenCalled()
  })
})

describe('files through the DataProvider', () => {
  it('fileSrc fetches the stored file with the bearer token and answers a blob URL', async () => {
    const created: Blob[] = []
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b), 'blob:test/1') }))
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return new Response('PDF', { status: 200, headers: { 'Content-Type': 'application/pdf' } })
    })
    expect(dataProvider.fileSrc).toBe(fileObjectUrl)
    expect(await fileObjectUrl('/download-file?id=9')).toBe('blob:test/1')
    expect(calls[0].url).toBe('/download-file?id=9')
    expect(new Headers(calls[0].init.headers).get('Authorization')).toBe('Bearer tok-1')
    expect(created[0].type).toBe('application/pdf')
    expect(await fileObjectUrl('blob:already')).toBe('blob:already')
  })

  it('fileSrc failures: the server message without a toast; a 401 still signs out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    reply(404, { Code: 404, Message: '文件不存在', Data: null })
    const e = await failure(fileObjectUrl('/download-file?id=x'))
    expect([e.status, e.message]).toEqual([404, '文件不存在'])
    reply(401, { Code: 401, Message: '', Data: null })
    await failure(fileObjectUrl('/download-file?id=y'))
    expect(toasts.error).not.toHaveBeenCalled()
    expect(toasts.warning).not.toHaveBeenCalled()
    vi.advanceTimersByTime(AUTH_EXPIRED_DELAY_MS)
    expect(onAuthExpired).toHaveBeenCalledTimes(1)
  })

  it('upload goes through XMLHttpRequest with the token; a 401 answer signs out, a 415 keeps its message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const sent: { url: string; headers: Record<string, string> }[] = []
    let status = 415
    class FakeXhr {
      upload = { onprogress: null }
      status = 0
      responseText = ''
      headers: Record<string, string> = {}
      url = ''
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      onabort: (() => void) | null = null
      open(_m: string, url: string) {
        this.url = url
      }
      setRequestHeader(k: string, v: string) {
        this.headers[k] = v
      }
      send() {
        sent.push({ url: this.url, headers: this.headers })
        this.status = status
        this.responseText = JSON.stringify({ Code: status, Message: status === 415 ? '暂不支持该文件' : '', Data: null })
        queueMicrotask(() => this.onload?.())
      }
      abort() {}
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const file = new File(['x'], 'a.exe')
    const e = await failure(uploadFile(file, { url: '/api/app/upload/upload', query: { accept: 'pdf' } }))
    expect([e.status, e.message]).toEqual([415, '暂不支持该文件'])
    expect(sent[0]).toEqual({ url: '/api/app/upload/upload?accept=pdf', headers: { Authorization: 'Bearer tok-1' } })
    status = 401
    await failure(uploadFile(file, { url: '/api/app/upload/upload' }))
    vi.advanceTimersByTime(AUTH_EXPIRED_DELAY_MS)
    expect(onAuthExpired).toHaveBeenCalledTimes(1)
    expect(toasts.warning).not.toHaveBeenCalled()
  })
})
