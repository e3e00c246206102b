/**
 * Approval actions end to end (issue 14, "Tests") in headless Chromium against the real server
 * (demo seed). 李娜 (E0003) files a 报销 of 6,800: over 5,000 it walks three steps, 直属领导 王芳
 * (E0002) -> 财务审批 刘强 (E0004) -> 总经理审批 陈静 (E0005). After 王芳 agrees, 李娜's revoke is
 * refused; she comments with an image and a PDF. 刘强 returns it to level 1, 王芳 approves again,
 * 刘强 and 陈静 agree (the flow and the print keep the first agreement and the 退回); 陈静 prints it (the PDF downloads and holds the form's Chinese text) and
 * shares it with 杨洋 (E0006), who finds it in 我收到, read-only (no 分享 of her own). Beside it, a 用印 whose one step
 * is any-one between 周杰 (E0009) and 陈静: once 周杰 agrees, 陈静 sees herself as 他人已同意 (4).
 */
import { readFile } from 'node:fs/promises'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { hashPassword } from '../../server/auth/password'
import { issueToken } from '../../server/auth/tokens'
import { approvalProcesses, users } from '../../server/db/schema'
import { writePdf } from '../../server/pdf'
import { demoTypeId } from '../../server/seed/approval'
import { pdfText } from '../api/pdf-text'
import { browserSession, shot, signIn, signOut, type Harness, ui } from './harness'

const PASSWORD = 'Flow#2468Demo'
const PEOPLE = ['E0002', 'E0003', 'E0004', 'E0005', 'E0006', 'E0009']
const ITEM = '北京客户现场差旅费'
const session = browserSession('approval-actions', { acceptDownloads: true })
const { pageErrors } = session
let h: Harness
let page: Page
/** the 报销 and the 用印 by their 审批编号 */
const claim = { id: '', no: '' }
const seal = { id: '', no: '' }

async function userId(workNo: string) {
  const [u] = await h.server.db.select({ id: users.id }).from(users).where(eq(users.userName, workNo))
  return u.id
}
async function latest(type: string, workNo: string) {
  const [p] = await h.server.db
    .select({ id: approvalProcesses.id, no: approvalProcesses.projectNo })
    .from(approvalProcesses)
    .where(and(eq(approvalProcesses.typeId, (await demoTypeId(h.server.db, type))!), eq(approvalProcesses.initiatorId, await userId(workNo))))
    .orderBy(desc(approvalProcesses.creationTime))
    .limit(1)
  return { id: p.id, no: p.no ?? '' }
}

beforeAll(async () => {
  ;({ h, page } = session)
  await h.server.db.update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(inArray(users.userName, PEOPLE))
  // the 用印 is filed through the API (its form is not what this file is about)
  const token = await issueToken(h.server.db, await userId('E0003'), 3600)
  const res = await fetch(`${h.url}/api/app/approval/approval-save`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ RelationId: await demoTypeId(h.server.db, '用印'), OrgId: 0, ApprovalProcess: null, Submit: true, BusinessDatas: JSON.stringify({ SealType: '合同章', FileName: '年度框架协议', Copies: 2, Reason: '与供应商签约' }) }),
  })
  expect(res.status).toBe(200)
  Object.assign(seal, await latest('用印', 'E0003'))
})

const dialog = () => page.locator('.approval-dialog .ant-modal-content')
const ask = () => page.locator('.approval-action-dialog .ant-modal-content')
// the form's fields are the renderer's items, an action dialog's antd's
const field = (scope: Locator, label: string) =>
  scope.locator('.renderer-item, .ant-form-item').filter({ has: page.locator('.renderer-item-label label, .ant-form-item-label label', { hasText: new RegExp(`^${label}$`) }) })
const person = (step: string, name: string) => dialog().locator(`[data-step="${step}"] [data-user="${name}"]`)
const openDropdown = () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')

/** The next person at the approval centre (the process dialog closed first, as a person would). */
async function as(workNo: string) {
  await close()
  if (await page.getByRole('button', { name: '退出登录' }).isVisible()) await signOut(page)
  await signIn(page, h.url, workNo, PASSWORD)
  await page.goto(h.url + '/oa/approval')
  await page.locator('.approval-centre .ant-tabs').waitFor()
}

async function close() {
  if (!(await dialog().isVisible())) return
  await dialog().locator('.ant-modal-close').click()
  await dialog().waitFor({ state: 'detached' })
}

/** Opens a process from a tab of the centre by its 审批编号. */
async function open(tab: string, no: string) {
  await page.locator('.approval-centre .ant-tabs-tab', { hasText: tab }).click()
  await page.locator('.approval-centre .ant-tabs-tab-active', { hasText: tab }).waitFor()
  await page.locator('.approval-centre .ant-table-tbody tr', { hasText: no }).click()
  await dialog().locator('.ant-modal-title', { hasText: '审批单详情' }).waitFor()
}

/** A footer action through its dialog: the remark (agree keeps its 同意) and what else `fill` gives. */
async function act(typeId: number, remark?: string, fill?: () => Promise<void>) {
  await dialog().locator(`[data-action="${typeId}"]`).click()
  await ask().waitFor()
  if (fill) await fill()
  if (remark !== undefined) await ask().locator('textarea').fill(remark)
  await ask().getByRole('button', { name: /^(提\s?交|发\s?送)$/ }).click()
  await ui.toast(page, typeId === 9 ? '分享成功' : '操作成功').last().waitFor()
  await ask().waitFor({ state: 'detached' })
}

async function agree(tab: string, no: string, step: string, name: string) {
  await open(tab, no)
  await act(6)
  await person(step, name).filter({ hasText: '已通过' }).waitFor()
  expect(await dialog().locator('[data-action="6"]').count()).toBe(0)
}

describe('approval actions', () => {
  it('李娜 files a 报销 of 6,800: the flow has three approver steps, 总经理审批 among them', async () => {
    await as('E0003')
    await page.getByRole('button', { name: '发起审批' }).click()
    await ui.dialog(page, '发起审批').locator('.approval-type', { hasText: '报销' }).click()
    await dialog().locator('.ant-modal-title', { hasText: '报销' }).waitFor()
    expect(await dialog().locator('[data-step="总经理审批"]').count()).toBe(0)
    await dialog().getByRole('button', { name: '添加费用明细' }).click()
    const row = ui.dialog(page, '新增费用明细')
    await field(row, '费用项目').locator('input').fill(ITEM)
    const day = field(row, '发生日期').locator('input')
    await day.click()
    await day.fill('2026-11-20')
    await day.press('Enter')
    await field(row, '金额').locator('input').fill('6800')
    await row.getByRole('button', { name: '确定' }).click()
    await row.waitFor({ state: 'detached' })
    // over 5,000: the 总经理 joins the flow
    await person('总经理审批', '陈静').waitFor()
    await person('直属领导', '王芳').waitFor()
    await person('财务审批', '刘强').waitFor()
    await field(dialog(), '备注').locator('textarea').fill('北京客户现场支持三天')
    await dialog().getByRole('button', { name: '提交' }).click()
    await ui.toast(page, '提交成功').waitFor()
    await dialog().waitFor({ state: 'detached' })
    Object.assign(claim, await latest('报销', 'E0003'))
    expect(claim.no).toMatch(/^SP/)
  })

  it('王芳 agrees at level 1; 周杰 agrees the any-one 用印', async () => {
    await as('E0002')
    await agree('待处理', claim.no, '直属领导', '王芳')
    await as('E0009')
    await agree('待处理', seal.no, '行政审批（或批）', '周杰')
  })

  it('李娜’s revoke is refused once 王芳 has agreed; she comments with an image and a PDF', async () => {
    await as('E0003')
    await open('已发起', claim.no)
    await dialog().locator('[data-action="3"]').click()
    await ui.toast(page, '审批已开始，不能撤销').waitFor()
    expect(await page.getByText('确定撤销该申请吗？').count()).toBe(0)
    const [still] = await h.server.db.select({ state: approvalProcesses.state }).from(approvalProcesses).where(eq(approvalProcesses.id, claim.id))
    expect(still.state).toBe(1) // in approval, not revoked

    const image = Buffer.from(
      await page.evaluate(() => {
        const c = document.createElement('canvas')
        c.width = 120
        c.height = 80
        const g = c.getContext('2d')!
        g.fillStyle = '#1677ff'
        g.fillRect(10, 10, 100, 60)
        return c.toDataURL('image/png').split(',')[1]
      }),
      'base64',
    )
    const receipt = await writePdf({ title: '住宿发票', blocks: [{ kind: 'paragraph', text: '北京某酒店住宿三晚' }] })
    await act(1, '发票和现场照片已补充', async () => {
      await field(ask(), '图片').locator('input[type=file]').setInputFiles({ name: '现场照片.png', mimeType: 'image/png', buffer: image })
      await field(ask(), '附件').locator('input[type=file]').setInputFiles({ name: '住宿发票.pdf', mimeType: 'application/pdf', buffer: receipt })
      await field(ask(), '附件').getByText('住宿发票.pdf').waitFor()
      await expect.poll(() => ask().getByTestId('upload-progress').count()).toBe(0)
      await expect.poll(() => field(ask(), '图片').getByTestId('upload-item').count()).toBe(1)
    })
    const comment = dialog().locator('.approval-comment', { hasText: '发票和现场照片已补充' })
    await comment.waitFor()
    await comment.locator('.approval-comment-thumb[data-file="现场照片.png"] img').waitFor()
    await comment.locator('.approval-comment-file[data-file="住宿发票.pdf"]').waitFor()
    await shot(page, 'approval-actions-comment')
  })

  it('刘强 returns it to level 1 (直属领导): 王芳 waits again', async () => {
    await as('E0004')
    await open('待处理', claim.no)
    await act(4, '请补充住宿发票', async () => {
      await field(ask(), '退回层级').locator('.ant-select').click()
      await openDropdown().locator('.ant-select-item-option', { hasText: '直属领导（王芳）' }).click()
    })
    await person('直属领导', '王芳').filter({ hasText: '审批中' }).waitFor()
    expect(await dialog().locator('[data-action="6"]').count()).toBe(0)
  })

  it('王芳 approves again, then 刘强', async () => {
    await as('E0002')
    await agree('待处理', claim.no, '直属领导', '王芳')
    await as('E0004')
    await agree('待处理', claim.no, '财务审批', '刘强')
    // the flow keeps what the return re-armed: 王芳's first agreement, 刘强's 退回 and its remark
    await dialog().locator('[data-step="直属领导"] [data-earlier="王芳"]', { hasText: '已通过' }).waitFor()
    await dialog().locator('[data-step="财务审批"] [data-earlier="刘强"]', { hasText: '请补充住宿发票' }).filter({ hasText: '已退回' }).waitFor()
  })

  it('陈静 sees the any-one 用印 as 他人已同意 (4), with nothing left to do', async () => {
    await as('E0005')
    await open('全部', seal.no)
    await person('行政审批（或批）', '周杰').filter({ hasText: '已通过' }).waitFor()
    await person('行政审批（或批）', '陈静').filter({ hasText: '他人已同意' }).waitFor()
    expect(await dialog().locator('[data-action="6"]').count()).toBe(0)
    await close()
  })

  it('陈静 agrees at the last level: the 报销 is passed; she prints it and the PDF holds the form', async () => {
    await agree('待处理', claim.no, '总经理审批', '陈静')
    const [download] = await Promise.all([page.waitForEvent('download'), dialog().locator('[data-action="7"]').click()])
    expect(download.suggestedFilename()).toBe(`报销_${claim.no}.pdf`)
    const { pages, title } = await pdfText(await readFile((await download.path())!))
    const text = pages.join('\n')
    expect(title).toBe('报销审批单')
    for (const s of ['报销审批单', '李娜', ITEM, '6800', '陆仟捌佰元整', '北京客户现场支持三天', '直属领导', '财务审批', '总经理审批', '陈静', '出纳', '发票和现场照片已补充', '现场照片.png', '住宿发票.pdf', '已退回', '请补充住宿发票']) expect(text).toContain(s)
  })

  it('陈静 shares it with 杨洋, who finds it in 我收到, read-only', async () => {
    await act(9, undefined, async () => {
      const select = field(ask(), '人员').locator('.ant-select')
      await select.click()
      await select.locator('input').fill('杨洋')
      await openDropdown().locator('.ant-select-item-option', { hasText: '杨洋（E0006）' }).click()
    })
    await as('E0006')
    await open('我收到', claim.no)
    await person('总经理审批', '陈静').filter({ hasText: '已通过' }).waitFor()
    const offered = await dialog().locator('[data-action]').evaluateAll((els) => els.map((e) => e.getAttribute('data-action')))
    expect(offered).not.toContain('6')
    expect(offered).not.toContain('4')
    // shared with her, not hers to pass on: no 分享
    expect(offered).not.toContain('9')
    await shot(page, 'approval-actions-shared')
    expect(pageErrors).toEqual([])
  })
})
