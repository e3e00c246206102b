/**
 * 公司介绍 and the dynamics carousel end to end (issue 15) on the demo seed: the page shows the seeded
 * regulations, news, notices and organisation; a regulation, a notice and a leader open their
 * dialogs; after the first of two promo videos ends the 上一个 / 重播 / 下一个 overlay appears;
 * a video that cannot play says so; a card of 企业动态 opens its photos and video in the carousel.
 * Screenshots at 1920, 1024 and 390 px.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { hashPassword } from '../../server/auth/password'
import { users } from '../../server/db/schema'
import { ADMIN, api, browserSession, shot, signIn, ui, type Harness } from './harness'

const session = browserSession('introducing')
const { pageErrors } = session
let h: Harness
let page: Page

beforeAll(() => {
  ;({ h, page } = session)
})

const card = (title: string) => page.locator('.intro-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) })

async function openIntroducing() {
  await page.goto(h.url + '/publish/introducing')
  await card('相关制度').getByRole('button', { name: /考勤管理制度/ }).waitFor()
}

describe('公司介绍', () => {
  it('shows the seeded regulations, news, notices and organisation, reached from the menu', async () => {
    await signIn(page, h.url, ADMIN.workNo, ADMIN.password)
    const item = page.locator('.app-sider').getByText('公司介绍', { exact: true })
    // the group may be open already, or still opening
    await ui.settle(page)
    if (!(await item.isVisible())) await page.locator('.app-sider').getByText('信息发布', { exact: true }).click()
    await item.waitFor()
    await ui.settle(page)
    await item.click()
    await page.waitForURL(/\/publish\/introducing$/)
    const regulations = card('相关制度')
    await regulations.getByRole('button', { name: /考勤管理制度/ }).waitFor()
    expect(await regulations.locator('.intro-tile-title').allInnerTexts()).toEqual(['考勤管理制度', '薪酬福利制度', '员工培训制度', '办公用品领用规定', '会议室使用规定', '费用报销制度', '差旅管理办法', '信息安全守则'])
    await regulations.getByRole('tab', { name: '财务制度' }).click()
    await expect.poll(() => regulations.locator('.intro-tile-title').allInnerTexts()).toEqual(['费用报销制度', '差旅管理办法'])

    const news = card('最新动态')
    await news.getByText('公司年会圆满举行').waitFor()
    expect(await news.locator('.intro-tile-title').allInnerTexts()).toEqual(['公司年会圆满举行', '新办公楼正式启用', '荣获年度优秀企业称号'])

    // the demo's 30 announcements: ten here, the rest behind 查看更多
    const notices = card('通知公告')
    await expect.poll(() => notices.locator('.intro-notice').count()).toBe(10)
    await notices.getByRole('button', { name: '查看更多' }).click()
    const more = ui.dialog(page, '通知公告')
    await more.getByText('共 30 条').waitFor()
    await more.locator('.ant-pagination-item-3').click()
    await expect.poll(() => more.locator('.intro-notice').count()).toBe(10)
    await more.locator('.ant-modal-close').click()
    await ui.settle(page)

    await card('人力组织').getByText('技术部').first().waitFor()
    expect(pageErrors).toEqual([])
  })

  it('a regulation, a notice and a leader open their dialogs', async () => {
    const regulations = card('相关制度')
    await regulations.getByRole('button', { name: /费用报销制度/ }).click()
    const dialog = ui.dialog(page, '费用报销制度')
    await dialog.locator('.intro-rich table').waitFor()
    expect(await dialog.locator('.intro-rich').innerText()).toContain('住宿')
    await ui.settle(page)
    await shot(page, 'introducing-regulation')
    await dialog.locator('.ant-modal-close').click()
    await ui.settle(page)

    const notices = card('通知公告')
    const first = notices.locator('.intro-notice').first()
    const title = await first.locator('.intro-notice-title').innerText()
    await first.click()
    const notice = ui.dialog(page, title)
    await notice.locator('.intro-rich').waitFor()
    await notice.locator('.ant-modal-close').click()
    await ui.settle(page)
    // read now, in the list too
    expect(await first.getAttribute('data-unread')).toBeNull()

    const leader = card('人力组织').locator('.intro-leader').first()
    const name = (await leader.innerText()).trim()
    await leader.click()
    const person = ui.dialog(page, '人员详情')
    await person.getByText(name, { exact: true }).waitFor()
    expect(await person.locator('.ant-descriptions-item-label').allInnerTexts()).toEqual(['姓名', '工号', '部门', '岗位'])
    await person.locator('.ant-modal-close').click()
    await ui.settle(page)
  })

  it('after the first of two promo videos ends: 上一个 / 重播 / 下一个; 下一个 plays the second', async () => {
    const videos = card('宣传视频')
    const video = videos.locator('video')
    await video.waitFor()
    await videos.scrollIntoViewIfNeeded()
    expect(await videos.locator('.intro-video-caption').innerText()).toMatch(/公司宣传片\s*1 \/ 2/)
    expect(await video.evaluate((v: HTMLVideoElement) => v.loop)).toBe(false)
    // play the last moment of it (muted: no user gesture in a test)
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true
      if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }))
      v.currentTime = Math.max(0, v.duration - 0.3)
      await v.play()
    })
    const overlay = videos.getByRole('group', { name: '选择视频' })
    await overlay.waitFor({ timeout: 10_000 })
    // antd spaces a two-character label (重 播)
    expect((await overlay.getByRole('button').allInnerTexts()).map((t) => t.replace(/\s/g, ''))).toEqual(['上一个', '重播', '下一个'])
    await shot(page, 'introducing-video-overlay')
    await overlay.getByRole('button', { name: '下一个' }).click()
    await expect.poll(() => videos.locator('.intro-video-caption').innerText()).toMatch(/企业文化片\s*2 \/ 2/)
    expect(await overlay.count()).toBe(0)
    expect(await videos.locator('video').getAttribute('aria-label')).toBe('企业文化片')
  })

  it('a promo video that cannot play says 此视频暂无法播放，请稍后再试', async () => {
    // one promo video this time, whose stream is no video (a broken or half-stored file)
    await page.route('**/api/app/know/get-promotional-video', async (route) => {
      const real = (await (await route.fetch()).json()) as { Data: unknown[] }
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ...real, Data: real.Data.slice(0, 1) }) })
    })
    await page.route('**/download-file?**', (route) => route.fulfill({ status: 200, contentType: 'video/webm', body: Buffer.from('not a video at all') }))
    await openIntroducing()
    await card('宣传视频').getByText('此视频暂无法播放，请稍后再试').waitFor({ timeout: 10_000 })
    // a single video offers no overlay
    expect(await card('宣传视频').getByRole('group', { name: '选择视频' }).count()).toBe(0)
    await page.unroute('**/api/app/know/get-promotional-video')
    await page.unroute('**/download-file?**')
  })

  it('fits 1920, 1024 and 390 px', async () => {
    for (const width of [1920, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await openIntroducing()
      await card('最新动态').getByText('公司年会圆满举行').waitFor()
      await ui.settle(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect({ width, overflow }).toEqual({ width, overflow: 0 })
      const columns = await page.locator('.intro').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
      expect({ width, columns }).toEqual({ width, columns: width >= 1024 ? 2 : 1 })
      await shot(page, `introducing-${width}`)
      // the whole page in one picture: the layout scrolls inside its content area, so a tall window
      await page.setViewportSize({ width, height: 2800 })
      await ui.settle(page)
      await shot(page, `introducing-${width}-whole`)
    }
    await page.setViewportSize({ width: 1440, height: 900 })
  })
})

describe('企业动态 carousel', () => {
  it('a card opens its photos and video with thumbnail tabs; the video plays from its media address', async () => {
    await page.goto(h.url + '/publish/dynamics')
    await page.getByRole('listitem', { name: '公司年会圆满举行' }).click()
    const dialog = ui.dialog(page, '公司年会圆满举行')
    const carousel = dialog.getByTestId('media-carousel')
    await carousel.waitFor()
    const tabs = carousel.getByRole('tab')
    await expect.poll(() => tabs.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(['公司年会圆满举行-1.png', '公司年会圆满举行-2.png', '公司年会圆满举行-3.png', '宣传片.webm'])
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true')
    // the picture is the stored PNG, decoded
    await expect.poll(() => carousel.locator('.renderer-media-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480)
    await tabs.nth(3).click()
    const video = carousel.locator('video')
    await video.waitFor()
    const loaded = await video.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          if (v.readyState >= 1) resolve(v.duration)
          v.addEventListener('loadedmetadata', () => resolve(v.duration))
          v.addEventListener('error', () => reject(new Error('video error')))
        }),
    )
    expect(loaded).toBeGreaterThan(0)
    expect(await carousel.locator('.renderer-media-counter').innerText()).toMatch(/4 \/ 4/)
    await ui.settle(page)
    await shot(page, 'dynamics-carousel')
    expect(pageErrors).toEqual([])
  })
})

describe('公司介绍 for a member of staff', () => {
  it('the demo role reaches it; 财务部 reads the company-wide notices, none of 技术部’s', async () => {
    const password = 'Intro#2468Staff'
    await h.server.db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.userName, 'E0004'))
    // whoever was signed in before: forgotten by this browser
    await page.goto(h.url + '/404')
    await page.evaluate(() => localStorage.clear())
    await signIn(page, h.url, 'E0004', password)
    await openIntroducing()
    const notices = card('通知公告')
    await expect.poll(() => notices.locator('.intro-notice').count()).toBe(10)
    const titles = await notices.locator('.intro-notice-title').allInnerTexts()
    expect(titles.filter((t) => t.startsWith('【技术部】'))).toEqual([])
    // the same as the server answers this reader: fewer than the administrator's 30
    const mine = await api<{ TotalCount: number }>(h, page, 'POST', '/api/app/know/get-announction-by-key', { MaxResultCount: 10, SkipCount: 1 })
    expect(mine.json.Data.TotalCount).toBeLessThan(30)
    expect(mine.json.Data.TotalCount).toBeGreaterThan(10)

    // reading an unread notice here: the header's 公告 badge follows at once
    const badge = page.locator('.app-header__actions').getByRole('button', { name: '公告' }).locator('.ant-badge-count')
    const count = async () => Number(await badge.getAttribute('title'))
    await expect.poll(count).toBeGreaterThan(0)
    const before = await count()
    const unread = notices.locator('.intro-notice[data-unread]').first()
    const title = await unread.locator('.intro-notice-title').innerText()
    await unread.click()
    await ui.dialog(page, title).locator('.intro-rich').waitFor()
    await expect.poll(count, { timeout: 5_000 }).toBe(before - 1)
    await ui.dialog(page, title).locator('.ant-modal-close').click()
    await ui.settle(page)
    await card('人力组织').getByText('财务部').first().waitFor()
    expect(pageErrors).toEqual([])
  })
})
