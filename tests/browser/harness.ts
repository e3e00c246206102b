/**
 * End-to-end harness: starts the real server on a copy of the run's seeded data directory (embedded
 * database, fixed SMS code, demo data), serving the run's production UI build (both made once by
 * tests/setup/browser-global.ts, see ./template.ts), and drives the system Chromium through
 * playwright-core.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'
import { eq } from 'drizzle-orm'
import { smsCodes } from '../../server/db/schema'
import { startServer, type RunningServer } from '../../server/start'
import { ADMIN, ROOT, SMS_CODE, serverOptions } from './template'

export { ADMIN, ROOT, SMS_CODE }
export const CHROMIUM = '/usr/bin/chromium'
export const SCREENS_DIR = path.join(ROOT, '.tmp/screens')

export interface Harness {
  server: RunningServer
  browser: Browser
  url: string
  close(): Promise<void>
}

/** the running servers by their address (signIn reaches the database of the page's server) */
const servers = new Map<string, RunningServer>()

export async function startHarness(): Promise<Harness> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`browser tests need Chromium at ${CHROMIUM}; install it with: apt-get install -y chromium`)
  }
  const template = inject('browserTemplate')
  const work = mkdtempSync(path.join(tmpdir(), 'oa-e2e-'))
  const dataDir = path.join(work, 'data')
  cpSync(template.dataDir, dataDir, { recursive: true })
  const server = await startServer(serverOptions(dataDir, template.uiDir))
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  mkdirSync(SCREENS_DIR, { recursive: true })
  servers.set(server.url, server)
  return {
    server,
    browser,
    url: server.url,
    async close() {
      servers.delete(server.url)
      await browser.close().catch(() => {})
      await server.close().catch(() => {})
      rmSync(work, { recursive: true, force: true })
    },
  }
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`) })
}

/** A call to the API as the signed-in browser user (token from the page's localStorage). */
export async function api<T = unknown>(h: Harness, page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; json: { Code: number; Message: string; Data: T } }> {
  const token = await page.evaluate(() => localStorage.getItem('oa.token'))
  const res = await fetch(h.url + url, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as { Code: number; Message: string; Data: T } }
}

export interface Session {
  h: Harness
  page: Page
  /** uncaught page errors and console errors, for tests that assert a clean run */
  pageErrors: string[]
  consoleErrors: string[]
}

/**
 * One server and one Chromium page for a test file (registers the file's hooks): errors are
 * collected, and every failed test leaves a screenshot `failed-<name>-<test>.png` in .tmp/screens.
 */
export function browserSession(name: string, options: { acceptDownloads?: boolean } = {}): Session {
  const s = { pageErrors: [] as string[], consoleErrors: [] as string[] } as Session
  beforeAll(async () => {
    s.h = await startHarness()
    s.page = await s.h.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', acceptDownloads: options.acceptDownloads })
    s.page.setDefaultTimeout(15_000)
    s.page.on('pageerror', (e) => s.pageErrors.push(String(e)))
    s.page.on('console', (m) => {
      if (m.type() === 'error') s.consoleErrors.push(m.text())
    })
  })
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail' || !s.page) return
    if (s.consoleErrors.length) console.error('browser console errors:\n' + s.consoleErrors.join('\n'))
    await shot(s.page, `failed-${name}-${ctx.task.name.slice(0, 24).replace(/\W+/g, '-')}`).catch(() => {})
  })
  afterAll(async () => {
    await s.h?.close()
  })
  return s
}

/**
 * Signs in on the login page with the work number, the password and the harness's fixed SMS code,
 * and waits for the signed-in header. Like the API harness, it first forgets the server's 60 s
 * send limit of the work number, so a test may sign the same person in again without waiting, and
 * it forgets a session still open in the page.
 */
export async function signIn(page: Page, url: string, workNo: string, password: string): Promise<void> {
  const server = servers.get(url)
  if (server) await server.db.delete(smsCodes).where(eq(smsCodes.userName, workNo))
  // a test that failed before its signOut left its session: forget it, so one failure does not fail the file's later tests
  if (page.url().startsWith(url)) await page.evaluate(() => localStorage.clear())
  await page.goto(url + '/login')
  await page.getByPlaceholder('工号').fill(workNo)
  await page.getByRole('button', { name: '发送验证码' }).click()
  await page.getByRole('button', { name: /^\d+s$/ }).waitFor() // the code was sent: the countdown runs
  await page.getByPlaceholder('密码').fill(password)
  await page.getByPlaceholder('验证码').fill(SMS_CODE)
  await page.getByRole('button', { name: '登录' }).click()
  // the header's 退出登录 (the greeting is hidden on a phone)
  await page.getByRole('button', { name: '退出登录' }).waitFor()
}

/** 退出登录 in the header, back on /login. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: '退出登录' }).click()
  await page.waitForURL(/\/login/)
}

/** Locators every screen test uses: a dialog by its title, a table row by a cell's whole text, a toast. */
export const ui = {
  /** let antd's open/close animations finish */
  settle: (page: Page) => page.waitForTimeout(400),
  dialog: (page: Page, title: string) => page.locator('.ant-modal-content').filter({ has: page.locator('.ant-modal-title', { hasText: title }) }),
  row: (page: Page, text: string) => page.locator('.ant-table-tbody tr', { has: page.locator('td', { hasText: new RegExp(`^${text}$`) }) }),
  toast: (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }),
}
