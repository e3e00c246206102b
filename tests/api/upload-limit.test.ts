/**
 * A body past 2 GB is refused (413 '暂不支持上传大于2G的文件') while it streams, without the
 * server holding it in memory and without leaving a partial file: through a real listening
 * server, once with no Content-Length (the stream check) and once with a Content-Length over 2 GB.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { join } from 'node:path'
import { UPLOAD_LIMIT } from '../../server/modules/files/upload'
import { createHarness, type Harness } from './harness'
import { multipartFrame } from './multipart'

let h: Harness
let token: string
let base: string
beforeAll(async () => {
  h = await createHarness()
  token = await h.tokenFor('E0001')
  base = await h.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => h?.close())

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesIn(join(dir, e.name)) : [join(dir, e.name)]))
}

interface Outcome {
  status?: number
  body: string
  sentWhenAnswered: number
  sent: number
  peakRssGrowth: number
  peakHeapGrowth: number
}

/** Streams `total` zero bytes as the file (1 MB chunks, honouring backpressure) until the server answers or closes. */
function upload(total: number, contentLength?: number): Promise<Outcome> {
  const frame = multipartFrame('big.bin')
  const chunk = Buffer.alloc(1024 * 1024)
  global.gc?.()
  const rss0 = process.memoryUsage().rss
  const heap0 = process.memoryUsage().heapUsed
  let peakRss = 0
  let peakHeap = 0
  const sample = () => {
    const m = process.memoryUsage()
    peakRss = Math.max(peakRss, m.rss - rss0)
    peakHeap = Math.max(peakHeap, m.heapUsed - heap0)
  }
  const timer = setInterval(sample, 50)
  return new Promise((resolve, reject) => {
    let sent = 0
    let sentWhenAnswered = -1
    let status: number | undefined
    let body = ''
    let done = false
    const finish = () => {
      if (done) return
      done = true
      clearInterval(timer)
      sample()
      resolve({ status, body, sentWhenAnswered, sent, peakRssGrowth: peakRss, peakHeapGrowth: peakHeap })
    }
    const req = httpRequest(`${base}/api/app/upload/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': frame.contentType,
        ...(contentLength ? { 'content-length': String(contentLength) } : { 'transfer-encoding': 'chunked' }),
      },
    })
    req.on('response', (res: IncomingMessage) => {
      status = res.statusCode
      sentWhenAnswered = sent
      res.setEncoding('utf8')
      res.on('data', (d: string) => (body += d))
      res.on('end', finish)
      res.on('error', finish)
    })
    req.on('error', () => setTimeout(finish, 200))
    req.on('close', () => setTimeout(finish, 200))
    const pump = () => {
      while (!done && status === undefined && !req.destroyed) {
        if (sent === 0) {
          sent += frame.head.length
          if (!req.write(frame.head)) return void req.once('drain', pump)
          continue
        }
        if (sent >= total) {
          req.end(frame.tail)
          return
        }
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
    }
    pump()
    setTimeout(() => reject(new Error('upload did not end in 5 minutes')), 300_000).unref()
  })
}

describe('uploads over 2 GB', () => {
  it('has the disk space to try', () => {
    const free = Number(execSync(`df -Pk ${h.storage.root} | tail -1 | awk '{print $4}'`).toString().trim()) * 1024
    expect(free).toBeGreaterThan(UPLOAD_LIMIT + 512 * 1024 * 1024)
  })

  it('a streamed body without Content-Length is refused once past 2 GB, memory flat, nothing left behind', async () => {
    const outcome = await upload(UPLOAD_LIMIT + 1024 * 1024)
    expect(outcome.status).toBe(413)
    expect(JSON.parse(outcome.body)).toMatchObject({ Code: 413, Message: '暂不支持上传大于2G的文件' })
    // refused while streaming, after the limit was passed, not before
    expect(outcome.sentWhenAnswered).toBeGreaterThan(UPLOAD_LIMIT)
    expect(outcome.peakRssGrowth).toBeLessThan(64 * 1024 * 1024)
    expect(outcome.peakHeapGrowth).toBeLessThan(64 * 1024 * 1024)
    expect(filesIn(h.storage.root)).toEqual([])
    const list = await h.call<{ TotalCount: number }>('GET', '/api/app/user-file/file-list', { token })
    expect(list.body.Data.TotalCount).toBe(0)
  }, 300_000)

  it('a Content-Length over 2 GB is refused before the body is read', async () => {
    const outcome = await upload(8 * 1024 * 1024, UPLOAD_LIMIT + 2 * 1024 * 1024)
    expect(outcome.status).toBe(413)
    expect(JSON.parse(outcome.body)).toMatchObject({ Code: 413, Message: '暂不支持上传大于2G的文件' })
    expect(outcome.sentWhenAnswered).toBeLessThan(64 * 1024 * 1024)
    expect(filesIn(h.storage.root)).toEqual([])
  }, 60_000)
})
