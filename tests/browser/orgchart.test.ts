/**
 * 组织架构图 end to end against the real server: sign in as the administrator, open the chart from
 * the sidebar, zoom with the buttons and ctrl + wheel, pan by dragging, click a box and see the
 * user card (photo or initials, name, position, responsibilities) as the card endpoint answers it.
 *
 * Runs only when the server has the chart endpoint of docs/contracts.md ("Employee files" ->
 * "Organisation chart": GET /api/app/users/organization/{depId}); until then it is skipped.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, api, browserSession, shot, signIn, type Harness, ui } from './harness'

const session = browserSession('orgchart')
const { pageErrors } = session
let h: Harness
let page: Page

const zoom = async () => Number((await page.locator('.org-chart__zoom').innerText()).replace('%', ''))
const transform = () => page.locator('.org-chart__canvas').evaluate((el) => (el as HTMLElement).style.transform)

/** the key of a person's box lying wholly inside the viewport */
const boxInView = () =>
  page.evaluate(() => {
    const vr = document.querySelector('.org-chart__viewport')!.getBoundingClientRect()
    const controls = document.querySelector('.org-chart__controls')!.getBoundingClientRect()
    for (const el of document.querySelectorAll('.org-node[role=button]')) {
      const r = el.getBoundingClientRect()
      const under = r.right > controls.left && r.top < controls.bottom
      if (!under && r.left > vr.left && r.right < vr.right && r.top > vr.top && r.bottom < vr.bottom) return el.getAttribute('data-key')
    }
    return null
  })

describe('organisation chart', () => {
  beforeAll(() => {
    ;({ h, page } = session)
  })

  it('signs in and opens 组织架构图 from the sidebar', async () => {
    await signIn(page, h.url, ADMIN.workNo, ADMIN.password)
    await page.getByText('您好，管理员').waitFor()

    const item = page.locator('.app-sider').getByText('组织架构图', { exact: true })
    // the group may already be open (the first page can be in it)
    if (!(await item.isVisible())) await page.locator('.app-sider').getByText('人力资源', { exact: true }).click()
    await item.click()
    await page.waitForURL(/\/hrm\/org-chart$/)
    await page.locator('.org-node').first().waitFor()
    expect(await page.locator('.app-breadcrumb').innerText()).toMatch(/人力资源\s*\/\s*组织架构图/)
    const count = Number(/共 (\d+) 人/.exec(await page.locator('.org-page__count').innerText())?.[1])
    expect(count).toBeGreaterThan(0)
    // it opens readable (never the 30 % of a fit-to-width) and centred on the root
    expect(await zoom()).toBeGreaterThanOrEqual(75)
    const viewport = (await page.locator('.org-chart__viewport').boundingBox())!
    const root = (await page.locator('.org-node[data-index="0"]').boundingBox())!
    expect(Math.abs(root.x + root.width / 2 - (viewport.x + viewport.width / 2))).toBeLessThan(root.width)
    expect(root.y).toBeGreaterThanOrEqual(viewport.y)
    await shot(page, 'orgchart-opened')
    // the box is 105 x 140 at 100 %
    await page.getByRole('button', { name: '重置' }).click()
    const k = (await zoom()) / 100
    const size = await page.locator('.org-node').first().evaluate((el) => [(el as HTMLElement).offsetWidth, (el as HTMLElement).offsetHeight])
    expect(size).toEqual([105, 140])
    expect(k).toBeGreaterThanOrEqual(0.3)
    await shot(page, 'orgchart')
  })

  it('zooms with + / − / 重置 and ctrl + wheel, between 30 % and 200 %', async () => {
    const start = await zoom()
    await page.getByRole('button', { name: '放大' }).click()
    expect(await zoom()).toBeGreaterThan(start)
    for (let i = 0; i < 20 && (await page.getByRole('button', { name: '放大' }).isEnabled()); i++) await page.getByRole('button', { name: '放大' }).click()
    expect(await zoom()).toBe(200)
    for (let i = 0; i < 20 && (await page.getByRole('button', { name: '缩小' }).isEnabled()); i++) await page.getByRole('button', { name: '缩小' }).click()
    expect(await zoom()).toBe(30)
    await shot(page, 'orgchart-30')
    await page.getByRole('button', { name: '重置' }).click()
    expect(await zoom()).toBe(start)

    const vp = (await page.locator('.org-chart__viewport').boundingBox())!
    await page.mouse.move(vp.x + vp.width / 2, vp.y + vp.height / 2)
    await page.keyboard.down('Control')
    await page.mouse.wheel(0, -400)
    await page.keyboard.up('Control')
    await expect.poll(zoom).toBeGreaterThan(start)
    await page.getByRole('button', { name: '重置' }).click()
  })

  it('pans by dragging', async () => {
    const before = await transform()
    const vp = (await page.locator('.org-chart__viewport').boundingBox())!
    await page.mouse.move(vp.x + vp.width / 2, vp.y + vp.height / 2)
    await page.mouse.down()
    await page.mouse.move(vp.x + vp.width / 2 - 150, vp.y + vp.height / 2 - 60, { steps: 6 })
    await page.mouse.up()
    await expect.poll(transform).not.toBe(before)
    await page.getByRole('button', { name: '重置' }).click()
  })

  it('opens the user card of a clicked box', async () => {
    for (let i = 0; i < 7; i++) await page.getByRole('button', { name: '放大' }).click()
    const key = await boxInView()
    expect(key).toBeTruthy()
    const card = await api<{ UserName: string; Position: string; Responsibility: string }>(h, page, 'GET', `/api/app/users/org-user-card/${key}`)
    expect(card.status).toBe(200)
    await page.locator(`.org-node[data-key="${key}"]`).click()
    const dialog = ui.dialog(page, '员工名片')
    await dialog.waitFor()
    // the name heading (a two-character name is also the avatar's initials)
    expect(await dialog.locator('.org-card__name').innerText()).toBe(card.json.Data.UserName)
    if (card.json.Data.Position) expect(await dialog.locator('.org-card__position').innerText()).toBe(card.json.Data.Position)
    await dialog.locator('.org-card__label', { hasText: '岗位职责' }).waitFor()
    if (card.json.Data.Responsibility) await dialog.getByText(card.json.Data.Responsibility).waitFor()
    expect(await dialog.locator('.org-avatar').count()).toBe(1)
    await page.waitForTimeout(400)
    await shot(page, 'orgchart-card')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(pageErrors).toEqual([])
  })
})
