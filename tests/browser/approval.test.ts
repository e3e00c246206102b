/**
 * Approvals (issue 11) end to end in headless Chromium against the real server (demo seed):
 * 李娜 (E0003, 前端组) files a 5-day 请假: the days are computed as she types and the flow shows the
 * extra level (上级领导 陈静) that more than 3 days adds; she saves a draft (暂存), reopens it from
 * 已发起 and submits it. Her leader 王芳 (E0002) sees it in 待处理, with the badge counting it, and
 * agrees in the dialog (issue 14's footer): the badge and the list drop it.
 *
 * The issue names E0001 as the initiator; in the demo organisation E0001 leads 人力资源部 and only
 * 陈静 (总公司) is above her, so no extra level could show for her: E0003 is the person for whom
 * the rule is visible.
 */
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { hashPassword } from '../../server/auth/password'
import { users } from '../../server/db/schema'
import { api, browserSession, shot, signIn, signOut, type Harness, ui } from './harness'

const PASSWORD = 'Appr#2468Demo'
const session = browserSession('approval')
const { pageErrors } = session
let h: Harness
let page: Page

beforeAll(async () => {
  ;({ h, page } = session)
  await h.server.db.update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(inArray(users.userName, ['E0002', 'E0003']))
})

const dialog = () => page.locator('.approval-dialog .ant-modal-content')
const field = (scope: Locator, label: string) => scope.locator('.renderer-item').filter({ has: page.locator('.renderer-item-label label', { hasText: new RegExp(`^${label}$`) }) })

async function openCentre() {
  const item = page.locator('.app-sider').getByText('审批中心', { exact: true })
  if (!(await item.isVisible())) await page.locator('.app-sider').getByText('OA审批', { exact: true }).click()
  await item.click()
  await page.waitForURL(/\/oa\/approval$/)
  await page.locator('.approval-centre .ant-tabs').waitFor()
}

async function tab(name: string) {
  await page.locator('.approval-centre .ant-tabs-tab', { hasText: name }).click()
  await page.locator('.approval-centre .ant-tabs-tab-active', { hasText: name }).waitFor()
}

async function pickDate(label: string, day: string) {
  const input = field(dialog(), label).locator('input')
  await input.click()
  await input.fill(day)
  await input.press('Enter')
}

describe('approval centre', () => {
  it('E0003 fills a 5-day leave: days computed, the extra level in the flow, saved as a draft', async () => {
    await signIn(page, h.url, 'E0003', PASSWORD)
    await openCentre()
    await page.getByRole('button', { name: '发起审批' }).click()
    const picker = ui.dialog(page, '发起审批')
    await picker.getByText('人事', { exact: true }).waitFor()
    await picker.locator('.approval-type', { hasText: '请假' }).click()
    await dialog().locator('.ant-modal-title', { hasText: '请假' }).waitFor()
    // 3 days or less: leader only
    await dialog().locator('[data-step="直属领导"] [data-user="王芳"]').waitFor()
    expect(await dialog().locator('[data-step="上级领导"]').count()).toBe(0)

    await field(dialog(), '请假类型').locator('.ant-select').click()
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="年假"]').click()
    await pickDate('开始时间', '2026-12-07')
    await field(dialog(), '开始时段').getByText('上午').click()
    await pickDate('结束时间', '2026-12-11')
    await field(dialog(), '结束时段').getByText('下午').click()
    await expect.poll(() => field(dialog(), '请假天数').innerText()).toContain('5')
    // more than 3 days: the leader above joins the flow
    await dialog().locator('[data-step="上级领导"] [data-user="陈静"]').waitFor()
    await field(dialog(), '请假事由').locator('textarea').fill('年假出游\n顺便探亲')
    await shot(page, 'approval-form')

    await dialog().getByRole('button', { name: '暂存' }).click()
    await ui.toast(page, '暂存成功').waitFor()
    await dialog().waitFor({ state: 'detached' })
  })

  it('reopens the draft from 已发起 (editable) and submits it', async () => {
    await tab('已发起')
    const draft = page.locator('.approval-centre .ant-table-tbody tr', { hasText: '草稿' }).filter({ hasText: '请假' }).first()
    await draft.click()
    await dialog().getByRole('button', { name: '提交' }).waitFor()
    await expect.poll(() => field(dialog(), '请假天数').innerText()).toContain('5')
    expect(await field(dialog(), '请假事由').locator('textarea').inputValue()).toBe('年假出游\n顺便探亲')
    await dialog().locator('[data-step="上级领导"] [data-user="陈静"]').waitFor()
    await dialog().getByRole('button', { name: '提交' }).click()
    await ui.toast(page, '提交成功').waitFor()
    await dialog().waitFor({ state: 'detached' })
    await page.locator('.approval-centre .ant-table-tbody tr', { hasText: '李娜的请假' }).filter({ hasText: '待审批' }).first().waitFor()
  })

  it('the leader E0002 sees it in 待处理 with the badge counting it; opening it shows the flow read-only', async () => {
    await signOut(page)
    await signIn(page, h.url, 'E0002', PASSWORD)
    await openCentre()
    await tab('待处理')
    const counts = await api<{ WaitList: { Count: number } }>(h, page, 'GET', '/api/app/approval/count')
    const waiting = counts.json.Data.WaitList.Count
    expect(waiting).toBeGreaterThan(0)
    await expect.poll(() => page.locator('[data-tab="wait"] .ant-badge-count').getAttribute('title')).toBe(String(waiting))
    const row = page.locator('.approval-centre .ant-table-tbody tr', { hasText: '李娜的请假' }).first()
    await row.waitFor()
    expect(await row.innerText()).toContain('等待王芳审批')
    await row.click()
    await dialog().locator('.ant-modal-title', { hasText: '审批单详情' }).waitFor()
    await dialog().locator('[data-step="上级领导"] [data-user="陈静"]').waitFor()
    expect(await dialog().locator('[data-action="6"]').innerText()).toContain('同意')
    await shot(page, 'approval-detail')
    expect(pageErrors).toEqual([])
    const [me] = await h.server.db.select({ id: users.id }).from(users).where(eq(users.userName, 'E0002'))
    expect(me).toBeTruthy()
  })

  it('E0002 agrees in the dialog (remark 同意): it reloads with her entry agreed; 待处理 and its badge drop it', async () => {
    const before = (await api<{ WaitList: { Count: number } }>(h, page, 'GET', '/api/app/approval/count')).json.Data.WaitList.Count
    // the demo has other leaves of 李娜 waiting for 王芳: this one is one row fewer afterwards
    const rows = () => page.locator('.approval-centre .ant-table-tbody tr', { hasText: '李娜的请假' }).filter({ hasText: '等待王芳审批' }).count()
    const rowsBefore = await rows()
    await dialog().locator('[data-action="6"]').click()
    const ask = page.locator('.approval-action-dialog .ant-modal-content')
    expect(await ask.locator('textarea').inputValue()).toBe('同意')
    await ask.getByRole('button', { name: /^提\s?交$/ }).click()
    await ui.toast(page, '操作成功').waitFor()
    await dialog().locator('[data-step="直属领导"] [data-user="王芳"]', { hasText: '已通过' }).waitFor()
    expect(await dialog().locator('[data-action="6"]').count()).toBe(0)
    await dialog().locator('.ant-modal-close').click()
    await dialog().waitFor({ state: 'detached' })
    await expect.poll(() => page.locator('[data-tab="wait"] .ant-badge-count').getAttribute('title'), { timeout: 15_000 }).toBe(String(before - 1))
    await expect.poll(rows, { timeout: 15_000 }).toBe(rowsBefore - 1)
    expect(pageErrors).toEqual([])
  })
})
