/**
 * Issue 13 s.4 and s.5 in headless Chromium against the real server (one browser for the file):
 * - the enforced Content-Security-Policy: the login page, /403, /404 and, signed in as the
 *   administrator, every page of the menu tree (schemas/menus.json, personal pages included), a
 *   schema form dialog, the org chart and the approval centre with its form dialog open without a
 *   single CSP violation (securitypolicyviolation events and console reports), and antd's styles
 *   still apply (computed styles checked; screenshots in .tmp/screens/);
 * - the audit-log screen: a change made by the administrator shows as the newest row, the filters
 *   narrow the list, and 导出 downloads a real .xlsx.
 */
import type { Page } from 'playwright-core'
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import ExcelJS from 'exceljs'
import menusFile from '../../schemas/menus.json'
import { ADMIN, api, browserSession, shot, signIn, ui, type Harness } from './harness'

const session = browserSession('security', { acceptDownloads: true })
const { pageErrors } = session
let h: Harness
let page: Page
const cspConsole: string[] = []

declare global {
  interface Window {
    __csp: string[]
  }
}

beforeAll(async () => {
  ;({ h, page } = session)
  // Registered before any page script runs, on every navigation.
  await page.addInitScript(() => {
    window.__csp = []
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.disposition} ${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`))
  })
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(m.text())) cspConsole.push(m.text())
  })
})

interface MenuNode {
  Name: string
  Url?: string
  Children?: MenuNode[]
}
const pagesOf = (nodes: MenuNode[]): { name: string; url: string }[] => nodes.flatMap((n) => [...(n.Url ? [{ name: n.Name, url: n.Url }] : []), ...pagesOf(n.Children ?? [])])
const MENU_PAGES = [...pagesOf(menusFile.menus as MenuNode[]), ...menusFile.personal.map((p) => ({ name: p.Name, url: p.Url }))]

/** The violations the current document has seen, plus CSP reports of the console so far. */
async function violations(): Promise<string[]> {
  const inPage = await page.evaluate(() => window.__csp ?? [])
  return [...inPage, ...cspConsole.splice(0)]
}

async function open(path: string): Promise<string[]> {
  await page.goto(h.url + path, { waitUntil: 'networkidle' })
  await ui.settle(page)
  return violations()
}

describe('the Content-Security-Policy is enforced and the UI runs under it', () => {
  it('every answer carries the enforced policy (no report-only), scripts only from this origin', async () => {
    const res = await fetch(h.url + '/login')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-eval')
    expect(res.headers.get('content-security-policy-report-only')).toBeNull()
    const apiAnswer = await fetch(h.url + '/api/app/my-profile')
    expect(apiAnswer.headers.get('content-security-policy')).toBe(csp)
  })

  it('an inline script is blocked: the policy is really in force', async () => {
    await open('/login')
    const ran = await page.evaluate(() => {
      const s = document.createElement('script')
      s.textContent = 'window.__inlineRan = true'
      document.head.appendChild(s)
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true
    })
    expect(ran).toBe(false)
    expect((await violations()).some((v) => v.includes('script-src'))).toBe(true)
  })

  it('the login page, /403 and /404 open without a violation, with antd’s styles applied', async () => {
    expect(await open('/login')).toEqual([])
    const button = page.getByRole('button', { name: '登录' })
    // antd's primary button colour comes from its CSS-in-JS: applied only when the <style> was allowed
    expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(22, 119, 255)')
    await shot(page, 'csp-login')
    expect(await open('/403')).toEqual([])
    await page.getByText('403', { exact: true }).waitFor()
    expect(await open('/404')).toEqual([])
    await page.getByText('404', { exact: true }).waitFor()
  })

  it('signed in as the administrator, every page of the menu opens without a violation', async () => {
    await signIn(page, h.url, ADMIN.workNo, ADMIN.password)
    expect(await violations()).toEqual([])
    const seen: Record<string, string[]> = {}
    for (const p of MENU_PAGES) {
      const found = await open(p.url)
      // the page is the screen, not a refusal
      expect(await page.getByText('您没有权限访问该页面', { exact: false }).count(), p.url).toBe(0)
      expect(await page.getByText('请检查您输入的网址是否正确', { exact: false }).count(), p.url).toBe(0)
      if (found.length) seen[p.url] = found
    }
    expect(seen).toEqual({})
    expect(MENU_PAGES.length).toBeGreaterThan(20)
  })

  it('a schema form dialog (Formily), the org chart and the approval form dialog open without a violation', async () => {
    await open('/system/user')
    await page.getByRole('button', { name: '新增' }).click()
    const form = ui.dialog(page, '新增用户')
    const workNo = form.getByPlaceholder('请输入工号')
    await workNo.waitFor()
    await form.getByRole('button', { name: '确定' }).click()
    const message = form.getByText('请输入工号', { exact: true })
    await message.waitFor()
    await ui.settle(page)
    // Formily's antd fields are styled by antd's CSS-in-JS: the border radius, the error colour
    expect(await workNo.evaluate((i) => getComputedStyle(i.closest('.ant-input-affix-wrapper') ?? i).borderRadius)).toBe('6px')
    expect(await message.evaluate((m) => getComputedStyle(m).color)).toBe('rgb(255, 77, 79)')
    await shot(page, 'csp-user-dialog')
    expect(await violations()).toEqual([])

    await open('/hrm/org-chart')
    await page.locator('.org-node').first().waitFor()
    expect(await violations()).toEqual([])

    await open('/oa/approval')
    await page.getByRole('button', { name: '发起审批' }).click()
    const picker = ui.dialog(page, '发起审批')
    await picker.locator('.approval-type', { hasText: '请假' }).click()
    await page.locator('.approval-dialog .ant-modal-title', { hasText: '请假' }).waitFor()
    await ui.settle(page)
    await shot(page, 'csp-approval-dialog')
    expect(await violations()).toEqual([])
    expect(pageErrors).toEqual([])
  })
})

describe('the audit-log screen', () => {
  it('shows a change just made as the newest row, filters it, and exports a real .xlsx', async () => {
    const role = `审计浏览${Date.now() % 100000}`
    const created = await api(h, page, 'POST', '/api/identity/roles', { Name: role, IsDefault: false, IsPublic: false })
    expect(created.status).toBe(200)
    await page.goto(h.url + '/system/audit-log')
    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first()
    await expect.poll(() => firstRow.innerText(), { timeout: 15_000 }).toContain(role)
    expect(await firstRow.innerText()).toContain('系统管理员(A0001)')
    expect(await firstRow.innerText()).toContain('新增')

    await page.getByPlaceholder('名称/编号').fill(role)
    await page.getByRole('button', { name: '查询' }).click()
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 15_000 }).toBe(1)
    await shot(page, 'audit-log')
    expect(await violations()).toEqual([])

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()])
    expect(download.suggestedFilename()).toMatch(/^审计日志_\d{14}\.xlsx$/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(readFileSync((await download.path())!) as never)
    const sheet = book.getWorksheet('审计日志')!
    expect(sheet.rowCount).toBe(2)
    expect(sheet.getRow(2).getCell(5).value).toBe(role)
  })
})
