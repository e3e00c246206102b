/**
 * /download-file answers HTTP Range requests (a video starts and seeks without the whole file) and
 * takes a media ticket from /api/app/file/media-url in place of the bearer header (a <video>
 * element cannot send one); who may read a file does not change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueTicket } from '../../server/auth/media-ticket'
import { sha256 } from '../../server/auth/tokens'
import { createHarness, type Harness } from './harness'
import { multipart } from './multipart'

let h: Harness
let alice: string
let bob: string
/** 1 MiB of bytes whose value is their offset mod 251, so any slice is recognisable */
const BYTES = Buffer.from(Array.from({ length: 1 << 20 }, (_, i) => i % 251))
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), BYTES])
let url: string
let fileId: string

beforeAll(async () => {
  h = await createHarness()
  await h.addUser('R0001')
  await h.addUser('R0002')
  alice = await h.tokenFor('R0001')
  bob = await h.tokenFor('R0002')
  const { payload, headers } = multipart('宣传片.webm', WEBM)
  const res = await h.app.inject({ method: 'POST', url: '/api/app/upload/upload', payload, headers: { ...headers, authorization: `Bearer ${alice}` } })
  expect(res.statusCode).toBe(200)
  ;({ Url: url, Id: fileId } = res.json().Data)
})
afterAll(() => h?.close())

/** token null: no bearer header */
const get = (target: string, headers: Record<string, string> = {}, token: string | null = alice) =>
  h.app.inject({ method: 'GET', url: target, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } })

describe('Range on /download-file', () => {
  it('without Range: 200, the whole file, Accept-Ranges: bytes, a video type', async () => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['accept-ranges']).toBe('bytes')
    expect(res.headers['content-type']).toBe('video/webm')
    expect(res.headers['content-length']).toBe(String(WEBM.length))
    expect(res.rawPayload.equals(WEBM)).toBe(true)
  })

  it('one range: 206 with Content-Range and exactly those bytes', async () => {
    const res = await get(url, { range: 'bytes=500000-500099' })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-range']).toBe(`bytes 500000-500099/${WEBM.length}`)
    expect(res.headers['content-length']).toBe('100')
    expect(res.rawPayload.equals(WEBM.subarray(500000, 500100))).toBe(true)
  })

  it('open-ended, suffix and past-the-end ends are read as RFC 9110 says', async () => {
    const open = await get(url, { range: `bytes=${WEBM.length - 10}-` })
    expect(open.statusCode).toBe(206)
    expect(open.rawPayload.equals(WEBM.subarray(WEBM.length - 10))).toBe(true)
    const suffix = await get(url, { range: 'bytes=-7' })
    expect(suffix.headers['content-range']).toBe(`bytes ${WEBM.length - 7}-${WEBM.length - 1}/${WEBM.length}`)
    expect(suffix.rawPayload.equals(WEBM.subarray(WEBM.length - 7))).toBe(true)
    const clipped = await get(url, { range: 'bytes=0-99999999' })
    expect(clipped.statusCode).toBe(206)
    expect(clipped.headers['content-range']).toBe(`bytes 0-${WEBM.length - 1}/${WEBM.length}`)
    expect(clipped.rawPayload.equals(WEBM)).toBe(true)
  })

  it('a range past the end or a malformed one: 416 with Content-Range bytes */size', async () => {
    for (const range of [`bytes=${WEBM.length}-`, 'bytes=20-10', 'bytes=abc', 'bytes=-0', 'bytes=-']) {
      const res = await get(url, { range })
      expect(res.statusCode, range).toBe(416)
      expect(res.headers['content-range']).toBe(`bytes */${WEBM.length}`)
      expect(res.json()).toMatchObject({ Code: 416, Message: '请求的文件范围无效' })
    }
  })

  it('several ranges, another unit or a stale If-Range: the whole file', async () => {
    for (const headers of <Record<string, string>[]>[{ range: 'bytes=0-1,5-6' }, { range: 'items=0-1' }, { range: 'bytes=0-1', 'if-range': '"another"' }]) {
      const res = await get(url, headers)
      expect(res.statusCode).toBe(200)
      expect(res.rawPayload.length).toBe(WEBM.length)
    }
    const same = await get(url, { range: 'bytes=0-1', 'if-range': `"${fileId}"` })
    expect(same.statusCode).toBe(206)
    expect(same.headers.etag).toBe(`"${fileId}"`)
  })

  it('the read rules do not change: anonymous 401, another user 404, with or without Range', async () => {
    expect((await get(url, { range: 'bytes=0-1' }, null)).statusCode).toBe(401)
    expect((await get(url, { range: 'bytes=0-1' }, bob)).statusCode).toBe(404)
    expect((await get(url, { range: `bytes=${WEBM.length}-` }, bob)).statusCode).toBe(404)
  })
})

describe('media tickets', () => {
  it('media-url gives an address that streams and seeks without the bearer header', async () => {
    const res = await h.call<string>('GET', `/api/app/file/media-url?fileUrl=${encodeURIComponent(url)}`, { token: alice })
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatch(new RegExp(`^/download-file\\?id=${fileId}&inline=1&ticket=`))
    const seek = await get(res.body.Data, { range: 'bytes=1000-1009' }, null)
    expect(seek.statusCode).toBe(206)
    expect(seek.rawPayload.equals(WEBM.subarray(1000, 1010))).toBe(true)
    expect(seek.headers['content-disposition']).toMatch(/^inline; /)
  })

  it('another user gets no ticket for the file: 404', async () => {
    expect((await h.call('GET', `/api/app/file/media-url?fileUrl=${encodeURIComponent(url)}`, { token: bob })).status).toBe(404)
  })

  it('a ticket opens only its file, only untampered, only unexpired, only while the sign-in lives', async () => {
    const own = await h.call<string>('GET', `/api/app/file/media-url?fileUrl=${encodeURIComponent(url)}`, { token: alice })
    const ticket = new URL(own.body.Data, 'http://x').searchParams.get('ticket')!
    const { payload, headers } = multipart('other.webm', WEBM)
    const other = (await h.app.inject({ method: 'POST', url: '/api/app/upload/upload', payload, headers: { ...headers, authorization: `Bearer ${alice}` } })).json().Data
    expect((await get(`${other.Url}&ticket=${ticket}`, {}, null)).statusCode).toBe(401)
    const tampered = ticket.slice(0, -2) + (ticket.endsWith('AA') ? 'BB' : 'AA')
    expect((await get(`${url}&ticket=${tampered}`, {}, null)).statusCode).toBe(401)
    const user = { id: '', userName: 'R0001', realName: '', tokenHash: sha256(alice) }
    const stale = await issueTicket(h.db, user, fileId, Date.now() - 2 * 3600 * 1000)
    expect((await get(`${url}&ticket=${stale}`, {}, null)).statusCode).toBe(401)
    expect((await get(`${url}&ticket=${ticket}`, {}, null)).statusCode).toBe(200)
    expect((await h.call('POST', '/api/app/account/logout', { token: alice })).status).toBe(200)
    expect((await get(`${url}&ticket=${ticket}`, {}, null)).statusCode).toBe(401)
  })
})
