/**
 * `node --import tsx bench/bundle.ts [outDir]`: only the route bundle figures of `npm run bench`
 * (JS gzip of /login and of a signed-in first visit of /system/role), each script listed. Builds
 * into a temporary directory (dist/ is left alone) unless an outDir that already holds a build is given.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import { launch } from './browser'
import { ADMIN, openFromMenu, scriptBytes, signIn } from './route-scripts'
import { startServer } from '../server/start'

const work = mkdtempSync(join(tmpdir(), 'oa-bundle-'))
const given = process.argv[2]
const ui = given && existsSync(join(given, 'index.html')) ? resolve(given) : join(work, 'ui')
if (ui === join(work, 'ui')) await build({ logLevel: 'warn', build: { outDir: ui, emptyOutDir: true } })
process.env.NODE_ENV = 'test' // vite build sets production, where the server refuses a fixed SMS code
const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(work, 'data'), adminPassword: ADMIN.password, smsFixedCode: ADMIN.code, seedDemo: true, serveUi: ui })
const base = server.url
const browser = await launch()
const show = (name: string, r: { bytes: number; seen: Map<string, number> }) => {
  console.log(`\n${name}: ${(r.bytes / 1024).toFixed(1)} KB gzip, ${r.seen.size} scripts`)
  for (const [u, b] of [...r.seen].sort((a, b) => b[1] - a[1])) console.log(`  ${(b / 1024).toFixed(1).padStart(7)} KB  ${u.slice(base.length)}`)
}
try {
  {
    const page = await browser.newPage()
    const r = await scriptBytes(page, base, async () => {
      await page.goto(`${base}/login`)
      await page.getByPlaceholder('工号').waitFor()
    })
    show('login', r)
    await page.close()
  }
  const ctx = await browser.newContext()
  const page = await ctx.newPage()
  // the newcomer's whole trip (issue 17): the login page, sign-in, the first page, the role rows through the menu
  const trip = await scriptBytes(page, base, async () => {
    await signIn(page, base)
    await openFromMenu(page, '系统设置', '角色管理')
    await page.locator('.ant-table-row').first().waitFor({ timeout: 30_000 })
  })
  show('trip: login, sign-in, first page, role rows', trip)
  const state = await ctx.storageState()
  await ctx.close()
  for (let i = 0; i < 2; i++) {
    const fresh = await browser.newContext({ storageState: state })
    const p = await fresh.newPage()
    const r = await scriptBytes(p, base, async () => {
      await p.goto(`${base}/system/role`)
      await p.locator('.ant-table-row').first().waitFor({ timeout: 30_000 })
    })
    show(`role screen (run ${i + 1})`, r)
    await fresh.close()
  }
  // form screen routes (kind form) opened directly, signed in: 修改密码 (text fields), 个人中心 (an upload too)
  for (const [name, url] of [
    ['修改密码', '/account/password'],
    ['个人中心', '/account/profile'],
  ]) {
    const fresh = await browser.newContext({ storageState: state })
    const p = await fresh.newPage()
    const r = await scriptBytes(p, base, async () => {
      await p.goto(`${base}${url}`)
      await p.locator('.renderer-item').first().waitFor({ timeout: 30_000 })
    })
    show(`form screen (${name})`, r)
    await fresh.close()
  }
} finally {
  await browser.close()
  await server.close()
  rmSync(work, { recursive: true, force: true })
}
