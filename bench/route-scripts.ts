/** What the route figures of the bench share: the bench administrator, UI sign-in, script bytes. */
import { gzipSync } from 'node:zlib'
import type { Page, Response } from 'playwright-core'

export const ADMIN = { workNo: 'A0001', password: 'Bench@12345', code: '246810' }

/** gzip bytes of every script the page loads from our origin while `act` runs, by URL. */
export async function scriptBytes(page: Page, origin: string, act: () => Promise<void>) {
  const seen = new Map<string, number>()
  const onResponse = async (res: Response) => {
    const url = res.url()
    if (!url.startsWith(origin) || res.request().resourceType() !== 'script') return
    try {
      seen.set(url, gzipSync(await res.body()).length)
    } catch {
      /* a redirected or aborted response has no body */
    }
  }
  page.on('response', onResponse)
  await act()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  page.off('response', onResponse)
  return { bytes: [...seen.values()].reduce((a, b) => a + b, 0), seen }
}

/** Signs the bench administrator in through the login page. */
export async function signIn(page: Page, base: string) {
  await page.goto(`${base}/login`)
  await page.getByPlaceholder('工号').fill(ADMIN.workNo)
  // the code must be asked for (SMS_FIXED_CODE only fixes its value); the 60 s countdown confirms it was sent
  await page.getByRole('button', { name: '发送验证码' }).click()
  await page.getByRole('button', { name: /^\d+s$/ }).waitFor()
  await page.getByPlaceholder('密码').fill(ADMIN.password)
  await page.getByPlaceholder('验证码').fill(ADMIN.code)
  await page.locator('button[type=submit]').click()
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 })
}

/**
 * Opens a screen the way a user does after sign-in: through the side menu (a submenu, then its item),
 * an in-app navigation without a page load.
 */
export async function openFromMenu(page: Page, group: string, item: string) {
  const menu = page.locator('.ant-layout-sider .ant-menu')
  const entry = menu.getByRole('menuitem', { name: item })
  if (!(await entry.isVisible())) await menu.getByText(group, { exact: true }).click()
  await entry.click()
}
