/**
 * The walking skeleton end to end in headless Chromium against the real server: sign in with the
 * SMS code, land on the first permitted page, open role management from the sidebar, create a
 * role, grant it a permission, see it saved after a reload, meet the conflict message on a stale
 * edit, sign out. Screenshots go to .tmp/screens/.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MenuNode } from '../../src/api/account'
import { firstPath } from '../../src/auth/menus'
import { ADMIN, api, shot, SMS_CODE, browserSession, type Harness, ui } from './harness'

const scripts: string[] = []
const ROLE = `测试角色${Date.now() % 100000}`
const CONFLICT = '数据已被其他人修改，请刷新后重试'

const session = browserSession('roles')
const { pageErrors } = session
let h: Harness
let page: Page

beforeAll(async () => {
  ;({ h, page } = session)
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
})

const settle = () => ui.settle(page)
const dialog = (title: string) => ui.dialog(page, title)
const row = (text: string) => ui.row(page, text)
const treeNode = (title: string) => page.locator('.ant-tabs-tabpane-active .ant-tree-treenode', { has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }) }).first()

describe('sign-in, layout and role management', () => {
  it('an anonymous visitor lands on the login page, which loads no Formily and no renderer', async () => {
    await page.goto(h.url + '/system/role')
    await page.waitForURL(/\/login/)
    await page.getByPlaceholder('工号').waitFor()
    await page.waitForLoadState('networkidle')
    expect(await page.getByText('智慧办公平台').first().isVisible()).toBe(true)
    expect(await page.getByText('高效产业，美好生活').isVisible()).toBe(true)
    expect(await page.getByText('忘记密码请联系管理员').isVisible()).toBe(true)
    expect(scripts.filter((s) => /formily|screen-host|layout/.test(s))).toEqual([])
    await shot(page, 'login')

    await page.getByRole('button', { name: '登录' }).click()
    for (const m of ['请输入工号', '请输入密码', '请输入验证码']) await page.getByText(m).waitFor()
    await shot(page, 'login-required')
  })

  it('signs in with the SMS code and lands on the first permitted page', async () => {
    await page.getByPlaceholder('工号').fill(ADMIN.workNo)
    await page.getByRole('button', { name: '发送验证码' }).click()
    await page.getByRole('button', { name: /^\d+s$/ }).waitFor() // the 60 s countdown runs
    await page.getByPlaceholder('密码').fill(ADMIN.password)
    await page.getByPlaceholder('验证码').fill(SMS_CODE)
    await page.getByRole('button', { name: '登录' }).click()
    await page.getByText('您好，管理员').waitFor()

    const menus = await api<MenuNode[]>(h, page, 'GET', '/api/app/apb-menu/user-granted-menus')
    const first = firstPath(menus.json.Data)
    expect(first).toBeTruthy()
    // the redirect back to /system/role after sign-in is allowed too; start from the first page
    await page.goto(h.url + '/')
    await page.waitForURL((u) => u.pathname === first)
    await page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { selected: true }).waitFor()
    expect(await page.getByText('账号：A0001').isVisible()).toBe(true)
    expect(await page.getByText('姓名：系统管理员').isVisible()).toBe(true)
    await shot(page, 'layout')
  })

  it('opens 角色管理 from the sidebar and creates a role', async () => {
    await page.locator('.app-sider').getByText('系统设置', { exact: true }).click()
    await page.locator('.app-sider').getByText('角色管理', { exact: true }).click()
    await page.waitForURL(/\/system\/role$/)
    await row('管理员').waitFor()
    expect(await page.locator('.app-breadcrumb').innerText()).toMatch(/系统设置\s*\/\s*角色管理/)
    expect(await page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { selected: true }).innerText()).toContain('角色管理')
    await shot(page, 'role-list')

    await page.getByRole('button', { name: '新增' }).click()
    const add = dialog('新增角色')
    await add.waitFor()
    await add.getByPlaceholder('请输入角色名称').fill(ROLE)
    await settle()
    await shot(page, 'role-add-dialog')
    await add.getByRole('button', { name: '确定' }).click()
    await add.waitFor({ state: 'detached' })
    await row(ROLE).waitFor()
  })

  it('pages the role list in Chinese', async () => {
    const pager = page.locator('.ant-pagination')
    await pager.waitFor()
    expect(await pager.innerText()).toMatch(/共 \d+ 条/)
    expect(await pager.innerText()).toContain('条/页')
    expect(await pager.innerText()).toContain('跳至')
  })

  it('grants the role a permission and sees it saved after a reload', async () => {
    await row(ROLE).getByRole('button', { name: '权限' }).click()
    const grants = dialog('权限')
    await grants.locator('.ant-tree').first().waitFor()
    const node = treeNode('员工档案')
    expect(await node.locator('.ant-tree-checkbox-checked').count()).toBe(0)
    await node.locator('.ant-tree-checkbox').click()
    await settle()
    await shot(page, 'role-permission-dialog')
    await grants.getByRole('button', { name: '确定' }).click()
    await grants.waitFor({ state: 'detached' })

    const saved = await api<{ Groups: { Permissions: { Name: string; IsGranted: boolean }[] }[] }>(
      h, page, 'GET', `/api/app/apb-menu/management-granted-menus?providerName=R&providerKey=${encodeURIComponent(ROLE)}`,
    )
    expect(JSON.stringify(saved.json.Data)).toMatch(/"Name":"HRM\.EmployeeFile"[^}]*"IsGranted":true/)

    await page.reload()
    await row(ROLE).waitFor()
    // the tabs came back from session storage
    expect(await page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab').count()).toBeGreaterThanOrEqual(2)
    await row(ROLE).getByRole('button', { name: '权限' }).click()
    await dialog('权限').locator('.ant-tree').first().waitFor()
    expect(await treeNode('员工档案').locator('.ant-tree-checkbox-checked').count()).toBe(1)
    await dialog('权限').getByRole('button', { name: '取消' }).click()
    await dialog('权限').waitFor({ state: 'detached' })
  })

  it('a stale edit shows the conflict message in the dialog and keeps it open', async () => {
    await row(ROLE).getByRole('button', { name: '编辑' }).click()
    const edit = dialog('编辑角色')
    const name = edit.getByPlaceholder('请输入角色名称')
    await name.waitFor()
    await expect.poll(() => name.inputValue()).toBe(ROLE)

    // someone else changes the role meanwhile
    type Role = { Id: string; Name: string; IsDefault: boolean; IsPublic: boolean; ConcurrencyStamp: string }
    const list = await api<{ Items: Role[] }>(h, page, 'GET', `/api/identity/roles?Filter=${encodeURIComponent(ROLE)}`)
    const role = list.json.Data.Items.find((r) => r.Name === ROLE)!
    const other = await api(h, page, 'PUT', `/api/identity/roles/${role.Id}`, { ...role, IsPublic: !role.IsPublic })
    expect(other.status).toBe(200)

    await name.fill(`${ROLE}改`)
    await edit.getByRole('button', { name: '确定' }).click()
    await edit.getByText(CONFLICT).first().waitFor()
    expect(await edit.isVisible()).toBe(true)
    expect(await name.inputValue()).toBe(`${ROLE}改`)
    await shot(page, 'role-conflict')
    await edit.getByRole('button', { name: '取消' }).click()
    await edit.waitFor({ state: 'detached' })
  })

  it('refreshes the page from its tab, and collapses the sidebar on a narrow screen', async () => {
    await page.locator('.app-tabs__refresh').click()
    await page.locator('.app-content .ant-spin').waitFor()
    await row(ROLE).waitFor()
    expect(await page.locator('.app-content .ant-spin-spinning').count()).toBe(0)

    expect(await page.locator('.app-sider.ant-layout-sider-collapsed').count()).toBe(0)
    await page.setViewportSize({ width: 1000, height: 760 })
    await page.locator('.app-sider.ant-layout-sider-collapsed').waitFor()
    await settle()
    await shot(page, 'layout-narrow')
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it('signs out: back to the login page, session gone, token revoked', async () => {
    const token = await page.evaluate(() => localStorage.getItem('oa.token'))
    await page.getByRole('button', { name: '退出登录' }).click()
    await page.waitForURL(/\/login/)
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0])
    const res = await fetch(h.url + '/api/app/old-frame/get-login-user-info', { method: 'POST', headers: { Authorization: `Bearer ${token}` } })
    expect(res.status).toBe(401)
    await page.goto(h.url + '/system/role')
    await page.waitForURL(/\/login/)
    expect(pageErrors).toEqual([])
  })
})
