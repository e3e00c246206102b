/**
 * Bounded queueing (server/http/load-shedding.ts): past MAX_IN_FLIGHT API requests in flight, the
 * next is refused at once with 503, a Chinese message and Retry-After, before it does anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PassThrough } from 'node:stream'
import { eq } from 'drizzle-orm'
import { roles } from '../../server/db/schema'
import { createHarness, type Harness } from './harness'
import { multipart } from './multipart'

let h: Harness
let admin: string
beforeAll(async () => {
  h = await createHarness({ maxInFlight: 2 })
  admin = await h.tokenFor('A0001')
})
afterAll(() => h?.close())

const roleNamed = async (name: string) => (await h.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name))).length

/** A role creation whose body arrives only when `finish` is called: it stays in flight until then. */
function slowCreate(name: string) {
  const body = new PassThrough()
  const answer = h.app.inject({
    method: 'POST',
    url: '/api/identity/roles',
    headers: {
      authorization: `Bearer ${admin}`,
      'content-type': 'application/json',
    },
    payload: body,
  })
  body.write('{"Name":')
  return { answer, finish: () => body.end(JSON.stringify(name) + '}') }
}

/** A moment for inject to hand the slow requests to the app (their onRequest runs, the body waits). */
const taken = () => new Promise((r) => setTimeout(r, 50))

describe('bounded queueing', () => {
  it('refuses the request past the bound at once: 503, 系统繁忙, Retry-After, nothing written', async () => {
    const a = slowCreate('限流-甲')
    const b = slowCreate('限流-乙')
    await taken()

    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/identity/roles',
      headers: { authorization: `Bearer ${admin}` },
      payload: { Name: '限流-丙' },
    })
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toEqual({
      Code: 503,
      Message: '系统繁忙，请稍后再试',
      Data: null,
    })
    expect(refused.headers['retry-after']).toBe('1')
    expect(await roleNamed('限流-丙')).toBe(0)

    // the two in flight finish normally and free their slots
    a.finish()
    b.finish()
    expect((await a.answer).statusCode).toBe(200)
    expect((await b.answer).statusCode).toBe(200)
    expect(await roleNamed('限流-甲')).toBe(1)
    const again = await h.call('POST', '/api/identity/roles', {
      token: admin,
      body: { Name: '限流-丙' },
    })
    expect(again.status).toBe(200)
    expect(await roleNamed('限流-丙')).toBe(1)
  })

  it('does not count what is not the API (the UI, its assets)', async () => {
    const a = slowCreate('限流-丁')
    const b = slowCreate('限流-戊')
    await taken()
    expect((await h.app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(404)
    a.finish()
    b.finish()
    await Promise.all([a.answer, b.answer])
  })

  it('frees the slot of a client that goes away before its answer', async () => {
    const url = await h.app.listen({ port: 0, host: '127.0.0.1' })
    for (let i = 0; i < 3; i++) {
      // a request that sends half its body, then the client hangs up
      const req = httpRequest(`${url}/api/identity/roles`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${admin}`,
          'content-type': 'application/json',
          'content-length': '100',
        },
      })
      req.on('error', () => {})
      req.write('{"Name":')
      await new Promise((r) => setTimeout(r, 50))
      req.destroy()
    }
    await new Promise((r) => setTimeout(r, 100))
    const res = await fetch(`${url}/api/identity/roles`, {
      headers: { authorization: `Bearer ${admin}` },
    })
    expect(res.status).toBe(200)
  })

  it('frees the slot when the answer is handed over: long downloads do not hold it', async () => {
    // big enough that a client that does not read keeps the stream open (socket buffers are a few MiB)
    const { payload, headers } = multipart('大文件.bin', Buffer.alloc(48 << 20, 7))
    const up = await h.app.inject({ method: 'POST', url: '/api/app/upload/upload', payload, headers: { ...headers, authorization: `Bearer ${admin}` } })
    expect(up.statusCode).toBe(200)
    const url = h.app.server.listening ? `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}` : await h.app.listen({ port: 0, host: '127.0.0.1' })
    const readers = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<IncomingMessage>((resolve, reject) => {
            const req = httpRequest(`${url}${up.json().Data.Url}`, { headers: { authorization: `Bearer ${admin}` } }, (res) => {
              res.pause()
              resolve(res)
            })
            req.on('error', reject)
            req.end()
          }),
      ),
    )
    expect(readers.map((r) => r.statusCode)).toEqual([200, 200])
    expect(readers.every((r) => !r.complete)).toBe(true)
    const res = await fetch(`${url}/api/identity/roles`, { headers: { authorization: `Bearer ${admin}` } })
    expect(res.status).toBe(200)
    for (const r of readers) r.destroy()
  })
})
