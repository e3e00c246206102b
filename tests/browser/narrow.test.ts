/**
 * Narrow and wide windows (issue 12, "Layout"), in headless Chromium against the real server (demo
 * seed): at 390 px (a phone) the administrator opens every page of the menu through the menu
 * itself; on each one nothing is wider than the window except what scrolls inside a table or the
 * tab bar, a list screen's table is visible and wider than 300 px, and 退出登录 stays in view. The
 * 员工档案 side tree sits behind a button there (a drawer). At 1920 px the 员工档案 table fits beside
 * its open tree without a horizontal scrollbar. Screenshots: .tmp/screens/narrow-*.png.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MenuNode } from '../../src/api/account'
import { pages } from '../../src/auth/menus'
import { ADMIN, api, browserSession, shot, signIn } from './harness'

const session = browserSession('narrow')
let page: Page
beforeAll(() => {
  page = session.page
})

/** the list screens of the seeded menu: every one must be reached below */
const LIST_SCREENS = ['员工档案', '历史花名册', '黑名单', '入职管理', '员工关怀', '我的文件', '菜单管理', '角色管理', '用户管理', '审计日志']

/** Waits until the page shows no spinner for a moment (data and lazy chunks arrived). */
async function settled() {
  await page.waitForTimeout(300)
  await page.locator('.app-content .ant-spin-spinning').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => {})
  await page.waitForTimeout(300)
}

/** Opens a page the way a phone user does: the menu button, the group, the item. */
async function openFromMenu(group: string, name: string) {
  await page.getByRole('button', { name: '展开菜单' }).click()
  const sider = page.locator('.app-sider')
  const item = sider.locator('.ant-menu-item').filter({ hasText: new RegExp(`^${name}$`) })
  // the group's open state, not the item's visibility: while the sider slides in, an item of an
  // open group is not visible yet, and a click on its title would fold it
  const title = sider.locator('.ant-menu-submenu-title').filter({ hasText: new RegExp(`^${group}$`) })
  const submenu = sider.locator('.ant-menu-root > .ant-menu-submenu').filter({ has: page.locator('.ant-menu-submenu-title', { hasText: new RegExp(`^${group}$`) }) })
  if (!/\bant-menu-submenu-open\b/.test((await submenu.getAttribute('class')) ?? '')) {
    await title.scrollIntoViewIfNeeded()
    await title.click()
  }
  await item.click()
  await page.getByRole('button', { name: '展开菜单' }).waitFor()
}

/** Elements sticking out of the window on the right, except inside a scroll container (a table, the tab bar) or the org chart's pan surface. */
function overflowing(): Promise<string[]> {
  return page.evaluate(() => {
    const scrollers = '.ant-table-content, .ant-table-body, .ant-table-header, .ant-tabs-nav-wrap, .app-tabs__list, .org-chart__viewport'
    const out: string[] = []
    for (const el of Array.from(document.querySelectorAll('body *')) as HTMLElement[]) {
      if (el.closest(scrollers)) continue
      const r = el.getBoundingClientRect()
      if (!r.width || !r.height || getComputedStyle(el).visibility === 'hidden') continue
      if (r.right > window.innerWidth + 1) out.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${(el.textContent ?? '').slice(0, 20)}" right=${Math.round(r.right)}`)
    }
    if (document.documentElement.scrollWidth > window.innerWidth) out.push(`page scrollWidth=${document.documentElement.scrollWidth}`)
    return out.slice(0, 5)
  })
}

describe('narrow and wide windows', () => {
  it('at 390 px every list screen opened from the menu is usable, and 退出登录 stays in view', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, session.h.url, ADMIN.workNo, ADMIN.password)
    const menus = (await api<MenuNode[]>(session.h, page, 'GET', '/api/app/apb-menu/user-granted-menus')).json.Data
    const seen: string[] = []
    for (const { node, trail } of pages(menus)) {
      await openFromMenu(trail[0].Name, node.Name)
      await page.waitForURL((u) => u.pathname === node.Url)
      await settled()
      const where = node.Name
      await shot(page, `narrow-390${node.Url.replace(/\//g, '-')}`)
      expect({ where, overflow: await overflowing() }).toEqual({ where, overflow: [] })
      const logout = await page.getByRole('button', { name: '退出登录' }).boundingBox()
      expect({ where, logout: Boolean(logout && logout.x >= 0 && logout.x + logout.width <= 390) }).toEqual({ where, logout: true })
      if (!(await page.locator('.app-content .renderer-list').count())) continue
      seen.push(where)
      const table = await page.locator('.app-content .renderer-list .ant-table').first().boundingBox()
      expect({ where, table: table && table.width > 300 && table.x >= 0 && table.x + table.width <= 390 }).toEqual({ where, table: true })
    }
    expect(seen).toEqual(expect.arrayContaining(LIST_SCREENS))
  })

  it('at 390 px the 员工档案 organisation tree opens from a button, and a node filters the list', async () => {
    await page.goto(session.h.url + '/hrm/employee-file')
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor()
    await expect.poll(() => page.getByTestId('side-tree').count()).toBe(0)
    await shot(page, 'narrow-employees-390')
    await page.getByRole('button', { name: '组织架构' }).click()
    const drawer = page.locator('.ant-drawer-content').filter({ has: page.getByTestId('side-tree') })
    const first = drawer.getByRole('treeitem').locator('.renderer-side-tree-title').first()
    await first.waitFor()
    await page.waitForTimeout(400)
    await shot(page, 'narrow-employees-390-tree')
    await first.click()
    await drawer.waitFor({ state: 'hidden' })
    // the chosen unit shows on the button, so the filter stays visible with the tree closed
    await expect.poll(() => page.locator('.renderer-side-tree-button').innerText()).not.toBe('组织架构')
  })

  it('at 1920 px the 员工档案 table fits beside the open organisation tree: no horizontal scrollbar', async () => {
    for (const width of [1024, 1920]) {
      await page.setViewportSize({ width, height: 1080 })
      await page.goto(session.h.url + '/hrm/employee-file')
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor()
      await settled()
      await shot(page, `narrow-employees-${width}`)
    }
    await page.getByTestId('side-tree').getByRole('tree').waitFor()
    const scroller = page.locator('.renderer-list .ant-table-content, .renderer-list .ant-table-body').first()
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }))
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
  })
})
