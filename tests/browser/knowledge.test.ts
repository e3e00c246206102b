/**
 * The knowledge base end to end (issue 16, "Seed and tests") in headless Chromium against the real
 * server (demo seed): the administrator adds a category (课程分类), a teacher (名师管理) and a
 * course with a real Chinese PDF of 12 pages (课程管理), and a second course she then switches off;
 * the learner E0005 (陈静, a demo employee) finds the first through the search page by its keyword, opens it, zooms
 * to 190 %, goes to page 8, leaves and comes back at page 8 (home: 继续学习); the switched-off
 * course never reaches the learner (search page, search API, course API).
 */
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { hashPassword } from '../../server/auth/password'
import { knowledgeLessions, users } from '../../server/db/schema'
import { writePdf, type PdfBlock } from '../../server/pdf'
import { ADMIN, api, browserSession, shot, signIn, signOut, type Harness, ui } from './harness'

const PASSWORD = 'Know#2468Demo'
const LEARNER = 'E0005'
const PAGES = 12
const CATEGORY = '浏览器测试类别'
const TEACHER = '测试名师'
const COURSE = '沟通技巧进阶'
const KEYWORD = '倾听反馈'
const HIDDEN = '保密课程草稿'
const HIDDEN_KEYWORD = '未公开'

const session = browserSession('knowledge')
const { pageErrors } = session
let h: Harness
let page: Page
let pdf: Buffer

beforeAll(async () => {
  ;({ h, page } = session)
  await h.server.db.update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(users.userName, LEARNER))
  // a handout of PAGES pages, each a chapter with its number, written as the seed writes its handouts
  const blocks: PdfBlock[] = []
  for (let i = 1; i <= PAGES; i++) {
    if (i > 1) blocks.push({ kind: 'pageBreak' })
    blocks.push({ kind: 'heading', text: `第${i}章 有效沟通` }, { kind: 'paragraph', text: '先倾听，再回应；确认对方的意思之后再给出反馈。' })
  }
  pdf = await writePdf({ title: COURSE, subtitle: `${CATEGORY} · ${TEACHER}`, blocks })
})

const field = (scope: Locator, label: string) => scope.locator('.renderer-item').filter({ has: page.locator(':scope > .renderer-item-label label', { hasText: new RegExp(`^${label}$`) }) })
/** the list's search form narrowed to one name: its row is there */
async function find(placeholder: string, name: string) {
  await page.getByPlaceholder(placeholder).fill(name)
  await page.getByRole('button', { name: /^查\s?询$/ }).click()
  await ui.row(page, name).waitFor()
}
const openDropdown = () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')

async function addCourse(title: string, keyword: string) {
  await page.getByRole('button', { name: '发布课程' }).click()
  const d = ui.dialog(page, '发布课程')
  await field(d, '课程名称').locator('input').fill(title)
  await field(d, '课程类别').locator('.ant-select').click()
  await openDropdown().locator('.ant-select-tree-title', { hasText: new RegExp(`^${CATEGORY}$`) }).click()
  const chosen = field(d, '课程类别').locator('.ant-select-selection-item')
  await expect.poll(() => chosen.textContent()).toBe(CATEGORY)
  await field(d, '讲师').locator('.ant-select').click()
  await field(d, '讲师').locator('input').fill(TEACHER)
  await openDropdown().locator(`.ant-select-item-option[title="${TEACHER}"]`).click()
  await field(d, '排序').locator('input').fill('1')
  const words = field(d, '关键词').locator('input')
  await words.fill(keyword)
  await words.press('Enter')
  await field(d, '关键词').locator('.ant-tag', { hasText: keyword }).waitFor()
  await field(d, '课件').locator('input[type=file]').setInputFiles({ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: pdf })
  await field(d, '课件').getByText(`${title}.pdf`).waitFor()
  await expect.poll(() => field(d, '课件').getByTestId('upload-progress').count()).toBe(0)
  expect(await chosen.textContent()).toBe(CATEGORY)
  await d.getByRole('button', { name: /^确\s?定$|^提\s?交$/ }).click()
  // the toast of the course before may still be showing
  await ui.toast(page, '提交成功').last().waitFor()
  await d.waitFor({ state: 'detached' })
  await ui.row(page, title).waitFor()
}

const pdfBar = () => page.locator('.kb-pdf-bar')
const pageInput = () => pdfBar().getByLabel('页码')
const drawn = (n: number) => page.locator(`[data-page="${n}"][data-drawn="1"]`)

describe('knowledge base', () => {
  it('the administrator adds a category in 课程分类', async () => {
    await signIn(page, h.url, ADMIN.workNo, ADMIN.password)
    await page.goto(h.url + '/knowledge/category')
    await page.locator('.ant-table-row').first().waitFor()
    await page.getByRole('button', { name: '新增' }).click()
    const d = ui.dialog(page, '新增类别')
    await field(d, '类别名称').locator('input').fill(CATEGORY)
    await field(d, '排序').locator('input').fill('5')
    await d.getByRole('button', { name: /^确\s?定$|^提\s?交$/ }).click()
    await ui.toast(page, '提交成功').waitFor()
    await d.waitFor({ state: 'detached' })
    await find('请输入类别名称', CATEGORY)
  })

  it('adds a teacher in 名师管理', async () => {
    await page.goto(h.url + '/knowledge/teacher')
    await page.getByRole('button', { name: '新增' }).click()
    const d = ui.dialog(page, '新增名师')
    await field(d, '姓名').locator('input').fill(TEACHER)
    await field(d, '部门').locator('input').fill('培训中心')
    await field(d, '排序').locator('input').fill('1')
    await d.getByRole('button', { name: /^确\s?定$|^提\s?交$/ }).click()
    await ui.toast(page, '提交成功').waitFor()
    await d.waitFor({ state: 'detached' })
    await find('请输入姓名、昵称或部门', TEACHER)
  })

  it('publishes a course with a PDF in 课程管理, and a second one it switches off', async () => {
    await page.goto(h.url + '/knowledge/course')
    await page.locator('.ant-table-row').first().waitFor()
    await addCourse(COURSE, KEYWORD)
    const row = ui.row(page, COURSE)
    expect(await row.innerText()).toContain(CATEGORY)
    expect(await row.innerText()).toContain(TEACHER)
    await shot(page, 'knowledge-courses')

    await addCourse(HIDDEN, HIDDEN_KEYWORD)
    await ui.row(page, HIDDEN).locator('.ant-switch').click()
    await ui.toast(page, '设置成功').waitFor()
    await expect.poll(() => ui.row(page, HIDDEN).locator('.ant-switch').getAttribute('aria-checked')).toBe('false')
    const [hidden] = await h.server.db.select({ isShow: knowledgeLessions.isShow }).from(knowledgeLessions).where(eq(knowledgeLessions.title, HIDDEN))
    expect(hidden.isShow).toBe(0)
    expect(pageErrors).toEqual([])
  })

  it('the learner finds the course through the search page by its keyword', async () => {
    await signOut(page)
    await signIn(page, h.url, LEARNER, PASSWORD)
    await page.goto(h.url + '/knowledge/home')
    const box = page.locator('.kb-home .kb-search input')
    await box.fill(KEYWORD)
    await box.press('Enter')
    await page.waitForURL(/view=search/)
    const card = page.locator('.kb-search-page .kb-course', { hasText: COURSE })
    await card.waitFor()
    expect(await page.locator('.kb-search-page .kb-course').count()).toBe(1)
    expect(await card.innerText()).toContain(TEACHER)
    await shot(page, 'knowledge-search')
  })

  it('opens it in the PDF player and zooms from 100% to 190% in 10% steps', async () => {
    await page.locator('.kb-search-page .kb-course', { hasText: COURSE }).click()
    await page.locator('.kb-lesson h4', { hasText: COURSE }).waitFor()
    await drawn(1).waitFor()
    expect(await page.locator('.kb-pdf-pages').innerText()).toBe(`/ ${PAGES}`)
    // opening it is enough to be in 继续学习, at page 1
    const recent = async () => (await api<{ Title: string; Progress: { Page: number } | null }[]>(h, page, 'GET', '/api/app/knowledge-user-lession/continue-learning')).json.Data.map((f) => [f.Title, f.Progress?.Page])
    await expect.poll(recent).toContainEqual([COURSE, 1])
    const zoom = pdfBar().getByLabel('缩放比例')
    expect(await zoom.innerText()).toBe('100%')
    for (let z = 110; z <= 190; z += 10) {
      await pdfBar().getByRole('button', { name: '放大' }).click()
      await expect.poll(() => zoom.innerText()).toBe(`${z}%`)
    }
    expect(await pdfBar().getByRole('button', { name: '放大' }).isDisabled()).toBe(true)
    // the page is drawn again at the new size: 190% of A4's 595 pt width in CSS pixels
    await drawn(1).waitFor()
    const width = await page.locator('[data-page="1"] canvas').evaluate((c) => c.getBoundingClientRect().width)
    expect(width).toBeCloseTo(595.28 * 1.9 * (96 / 72), -1)
    await shot(page, 'knowledge-pdf-190')
  })

  it('goes to page 8, leaves at once and comes back at page 8 (home: 继续学习)', async () => {
    await pageInput().fill('8')
    await page.locator('[data-page="8"][data-rendered="1"]').waitFor()
    // straight back to the home through the breadcrumb, before the player's pause to save: the place is kept even so
    await page.locator('.kb-crumbs').getByText('学习中心').click()
    const recent = page.locator('.kb-recent .ant-list-item', { hasText: COURSE })
    await recent.waitFor()
    expect(await recent.innerText()).toContain('学到第8页')
    await recent.getByText('继续学习').click()
    await page.locator('.kb-lesson h4', { hasText: COURSE }).waitFor()
    await drawn(8).waitFor()
    await expect.poll(() => pageInput().inputValue()).toBe('8')
    // page 8 is the one at the top of the view
    const top = await page.evaluate(() => {
      const box = document.querySelector<HTMLElement>('[data-testid="pdf-scroller"]')!
      const eight = box.querySelector<HTMLElement>('[data-page="8"]')!
      return eight.getBoundingClientRect().top - box.getBoundingClientRect().top
    })
    expect(Math.abs(top)).toBeLessThan(40)
    await shot(page, 'knowledge-pdf-back')
    expect(pageErrors).toEqual([])
  })

  it('the switched-off course never reaches the learner: not on the search page, not in the API', async () => {
    await page.goto(h.url + '/knowledge/home?view=search&keyword=' + encodeURIComponent(HIDDEN_KEYWORD))
    await page.locator('.kb-search-page').getByText('暂无课程').waitFor()
    const found = await api<{ TotalCount: number }>(h, page, 'GET', `/api/app/knowledge-user-lession/lessions?SearchType=1&Keyword=${encodeURIComponent(HIDDEN)}`)
    expect(found.json.Data.TotalCount).toBe(0)
    const [row] = await h.server.db.select({ id: knowledgeLessions.id }).from(knowledgeLessions).where(eq(knowledgeLessions.title, HIDDEN))
    expect((await api(h, page, 'GET', `/api/app/knowledge-user-lession/lession-files/${row.id}`)).status).toBe(404)
    // the shown one is still there by the same route
    await page.goto(h.url + '/knowledge/home?view=search&keyword=' + encodeURIComponent(KEYWORD))
    await page.locator('.kb-search-page .kb-course', { hasText: COURSE }).waitFor()
    expect(pageErrors).toEqual([])
  })

  it('the player fits 1920, 1024 and 390 px: back at page 8, nothing wider than the window, the page as wide as the box at most at 100%', async () => {
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    for (const width of [1920, 1024, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await page.goto(h.url + '/knowledge/home?view=search&keyword=' + encodeURIComponent(KEYWORD))
      await page.locator('.kb-search-page .kb-course', { hasText: COURSE }).click()
      await drawn(8).waitFor()
      await expect.poll(() => pageInput().inputValue()).toBe('8')
      for (const label of ['缩小', '放大']) expect(await pdfBar().getByLabel(label).isVisible()).toBe(true)
      expect(await overflow()).toBeLessThanOrEqual(0)
      // at 100% the page's whole width is in view, on a phone too
      const fits = await page.evaluate(() => {
        const box = document.querySelector<HTMLElement>('[data-testid="pdf-scroller"]')!
        return box.scrollWidth <= box.clientWidth
      })
      expect(fits).toBe(true)
      await shot(page, `knowledge-player-${width}`)
    }
    await page.setViewportSize({ width: 1440, height: 900 })
    expect(pageErrors).toEqual([])
  })
})
