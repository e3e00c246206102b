import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from './harness'

let h: Harness
let admin: string
beforeAll(async () => {
  h = await createHarness()
  // A route that fails the way a bug would, to see what a client gets from a 500.
  h.app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
    throw new Error('secret detail at /work/main/server/x.ts:1')
  })
  admin = await h.tokenFor('A0001')
})
afterAll(() => h?.close())

describe('errors reach the client in the envelope, with agreeing status and Code', () => {
  it('unknown routes are 404 in the envelope', async () => {
    for (const url of ['/api/nothing/here', '/connect/nothing']) {
      const res = await h.call('GET', url, { token: admin })
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ Code: 404, Message: '请求的资源不存在', Data: null })
    }
  })

  it('malformed JSON is 400', async () => {
    const res = await h.call('POST', '/api/identity/roles', { token: admin, body: '{"Name": ', headers: { 'content-type': 'application/json' } })
    expect(res.status).toBe(400)
    expect(res.body.Code).toBe(400)
    expect(res.body.Message).toBe('请求格式错误，请检查提交的数据')
  })

  it('a body over 1 MB is 413', async () => {
    const res = await h.call('POST', '/api/identity/roles', { token: admin, body: { Name: 'x'.repeat(1_100_000) } })
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({ Code: 413, Message: '提交的内容过大' })
  })

  it('an unsupported content type is 415', async () => {
    const res = await h.call('POST', '/api/identity/roles', { token: admin, body: 'Name=x', headers: { 'content-type': 'text/xml' } })
    expect(res.status).toBe(415)
    expect(res.body.Code).toBe(415)
  })

  it('a 500 says only 服务器错误: no stack, no detail', async () => {
    const res = await h.call('GET', '/api/test/boom')
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ Code: 500, Message: '服务器错误', Data: null })
    expect(res.raw).not.toMatch(/secret|stack|\.ts/)
  })

  it('a bad query parameter is 400 naming it', async () => {
    const res = await h.call('GET', '/api/identity/roles?MaxResultCount=0', { token: admin })
    expect(res.status).toBe(400)
    expect(res.body.Message).toContain('MaxResultCount')
  })
})
