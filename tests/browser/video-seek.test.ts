/**
 * A video plays and seeks in Chromium straight from /download-file: the element loads the address
 * /api/app/file/media-url gives (a media ticket, since a <video> sends no bearer header), Chromium
 * asks with Range and the server answers 206; the demo seed's promo video knows its length at once.
 * No UI build: the page is a bare <video> against the real server.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { issueToken } from '../../server/auth/tokens'
import { users } from '../../server/db/schema'
import { startServer, type RunningServer } from '../../server/start'
import { ADMIN, CHROMIUM, ROOT } from './harness'

const VIDEO = readFileSync(path.join(ROOT, 'server/seed/assets/promo.webm'))
let work: string
let server: RunningServer
let browser: Browser
let page: Page
let token: string
let fileUrl: string

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'oa-video-'))
  server = await startServer({ port: 0, dataDir: path.join(work, 'data'), adminPassword: ADMIN.password, seedDemo: false })
  const [admin] = await server.db.select({ id: users.id }).from(users).where(eq(users.userName, ADMIN.workNo))
  token = await issueToken(server.db, admin.id, 3600)
  const form = new FormData()
  form.append('file', new Blob([VIDEO]), '宣传片.webm')
  const up = await fetch(`${server.url}/api/app/upload/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })
  fileUrl = ((await up.json()) as { Data: { Url: string } }).Data.Url
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'] })
  page = await browser.newPage()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
  rmSync(work, { recursive: true, force: true })
})

/**
 * A page of the server's origin (as the application's pages are: the API refuses to be embedded
 * cross-origin) holding only a muted <video> of `src`; resolves with 'loaded' or 'error'.
 */
async function videoPage(src: string): Promise<'loaded' | 'error'> {
  const html = `<!doctype html><video id="v" muted preload="metadata" src="${src}"></video>`
  await page.route(`${server.url}/video-page`, (route) => route.fulfill({ contentType: 'text/html', body: html }))
  await page.goto(`${server.url}/video-page`)
  await page.unroute(`${server.url}/video-page`)
  return page.evaluate(
    () =>
      new Promise<'loaded' | 'error'>((resolve) => {
        const v = document.getElementById('v') as HTMLVideoElement
        // either may have happened before this runs
        if (v.readyState >= 1) resolve('loaded')
        if (v.error) resolve('error')
        v.addEventListener('loadedmetadata', () => resolve('loaded'))
        v.addEventListener('error', () => resolve('error'))
      }),
  )
}

describe('video over Range requests', () => {
  it('plays from the media-url address, asked with Range and answered 206, and seeks', async () => {
    const ranges: { range?: string; status: number; contentRange?: string }[] = []
    page.on('response', (res) => {
      if (res.url().includes('/download-file')) ranges.push({ range: res.request().headers().range, status: res.status(), contentRange: res.headers()['content-range'] })
    })
    const media = await fetch(`${server.url}/api/app/file/media-url?fileUrl=${encodeURIComponent(fileUrl)}`, { headers: { authorization: `Bearer ${token}` } })
    const src = server.url + ((await media.json()) as { Data: string }).Data
    expect(await videoPage(src)).toBe('loaded')
    expect(await page.evaluate(() => (document.getElementById('v') as HTMLVideoElement).duration)).toBeCloseTo(6, 1)

    const after = await page.evaluate(
      () =>
        new Promise<{ time: number; ready: number }>((resolve) => {
          const v = document.getElementById('v') as HTMLVideoElement
          v.addEventListener('seeked', () => resolve({ time: v.currentTime, ready: v.readyState }), { once: true })
          v.currentTime = 4.5
        }),
    )
    expect(after.time).toBeCloseTo(4.5, 1)
    expect(after.ready).toBeGreaterThanOrEqual(2) // HAVE_CURRENT_DATA: the frame at 4.5 s is there
    // it plays on from there
    const playing = await page.evaluate(async () => {
      const v = document.getElementById('v') as HTMLVideoElement
      await v.play()
      await new Promise((r) => setTimeout(r, 600))
      v.pause()
      return v.currentTime
    })
    expect(playing).toBeGreaterThan(4.6)

    expect(ranges.length).toBeGreaterThan(0)
    for (const r of ranges) {
      expect(r.range).toMatch(/^bytes=\d+-\d*$/)
      expect(r.status).toBe(206)
      expect(r.contentRange).toMatch(new RegExp(`^bytes \\d+-\\d+/${VIDEO.length}$`))
    }
  })

  it('without a ticket the element gets nothing (401): the file stays behind the sign-in', async () => {
    expect(await videoPage(server.url + fileUrl)).toBe('error')
  })
})
