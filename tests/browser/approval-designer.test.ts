/**
 * Approval administration end to end (issue 14, 审批类型 -> 表单设计 / 流程设置) in headless
 * Chromium against the real server (demo seed). 李娜 (E0003) has a 加班 running; the administrator
 * adds 加班地点 (radio 公司/居家) to the 加班 form and sees it in the live preview; a duplicate field
 * name is refused with the engine's message and nothing is saved; the save makes version 2. A new
 * 加班 of 李娜 shows 加班地点 while her running one still shows the old form. The administrator then
 * makes the flow apply over 4 hours only (a condition whose value is no number is refused first)
 * and turns its initiator-chosen step into the department leader's (部门审批): 李娜's new 加班 says
 * 请联系管理员配置流程 until she enters 5 hours, then shows her leader 王芳. The designer is looked
 * at at 1920, 1024 and 390 px.
 */
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { hashPassword } from '../../server/auth/password'
import { users } from '../../server/db/schema'
import { demoTypeId } from '../../server/seed/approval'
import { ADMIN, api, browserSession, shot, signIn, signOut, type Harness, ui } from './harness'

const PASSWORD = 'Appr#2468Design'
const session = browserSession('approval-designer')
const { pageErrors } = session
let h: Harness
let page: Page
let overtime: string
let running: string

beforeAll(async () => {
  ;({ h, page } = session)
  await h.server.db.update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(inArray(users.userName, ['E0003']))
  overtime = (await demoTypeId(h.server.db, '加班'))!
})

/** a renderer form item by its label */
const item = (scope: Locator, label: string) => scope.locator('.renderer-item').filter({ has: page.locator(':scope > .renderer-item-label label', { hasText: new RegExp(`^${label}$`) }) })
/** a field of the approval centre's form (the preview and the centre's dialog) */
const approvalField = (scope: Locator, label: string) => scope.locator('.renderer-item').filter({ has: page.locator('.renderer-item-label label', { hasText: new RegExp(`^${label}$`) }) })
const designer = () => ui.dialog(page, '表单设计')
const preview = () => page.getByTestId('approval-form-preview')

async function choose(scope: Locator, label: string, option: string) {
  // a dialog that has just opened is still zooming in: a dropdown opened now follows a moving select
  await ui.settle(page)
  await item(scope, label).locator('.ant-select').click()
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click()
}

async function openTypes() {
  await page.goto(h.url + '/oa/approval-type')
  await ui.row(page, '加班').waitFor()
}

async function rowAction(type: string, action: string) {
  await ui.row(page, type).getByRole('button', { name: action }).click()
}

/** 李娜's 加班 through the centre's API, with her chosen approver where the flow asks for one */
async function fileOvertime(data: Record<string, unknown>, chosen: boolean) {
  const e0004 = (await h.server.db.select({ id: users.id }).from(users).where(eq(users.userName, 'E0004')))[0].id
  return api<{ Id: string }>(h, page, 'POST', '/api/app/approval/approval-save', {
    RelationId: overtime,
    OrgId: 0,
    ApprovalProcess: null,
    Submit: true,
    BusinessDatas: data,
    SelectApprovers: chosen ? [{ Sort: 1, Users: [{ UserId: e0004 }] }] : [],
  })
}

async function openCentreForm(type: string) {
  await page.goto(h.url + '/oa/approval')
  await page.getByRole('button', { name: '发起审批' }).click()
  const picker = ui.dialog(page, '发起审批')
  await picker.locator('.approval-type', { hasText: type }).click()
  const form = page.locator('.approval-dialog .ant-modal-content')
  await form.locator('.ant-modal-title', { hasText: type }).waitFor()
  return form
}

describe('approval designer', () => {
  it('李娜 has a 加班 running with the first version of the form', async () => {
    await signIn(page, h.url, 'E0003', PASSWORD)
    const res = await fileOvertime({ Date: '2026-11-28', Hours: 3, Reason: '版本发布' }, true)
    expect(res.status).toBe(200)
    running = res.json.Data.Id
    await signOut(page)
  })

  it('the administrator adds 加班地点 and sees it in the preview; a duplicate name is refused and nothing is saved', async () => {
    await signIn(page, h.url, ADMIN.workNo, ADMIN.password)
    await openTypes()
    await rowAction('加班', '表单设计')
    await designer().waitFor()
    // the current definition, as rows and as the form an initiator fills
    await designer().locator('.ant-table-tbody td', { hasText: /^Hours$/ }).waitFor()
    await approvalField(preview(), '加班日期').waitFor()
    expect(await approvalField(preview(), '加班地点').count()).toBe(0)

    await designer().getByRole('button', { name: '新增字段' }).click()
    const row = ui.dialog(page, '新增字段')
    await item(row, '字段名').locator('input').fill('Place')
    await item(row, '显示名称').locator('input').fill('加班地点')
    await choose(row, '类型', '单选')
    await item(row, '必填').locator('.ant-switch').click()
    for (const option of ['公司', '居家']) {
      await item(row, '选项').getByRole('button', { name: '添加选项' }).click()
      await item(row, '选项').getByLabel('选项名称').last().fill(option)
    }
    await row.getByRole('button', { name: '确定' }).click()
    await row.waitFor({ state: 'detached' })
    await approvalField(preview(), '加班地点').getByText('居家').waitFor()
    // the rows keep their order, the new one last
    expect(await designer().locator('.ant-table-tbody tr', { hasText: 'Reason' }).getByRole('button', { name: '下移' }).isEnabled()).toBe(true)
    expect(await designer().locator('.ant-table-tbody tr', { hasText: 'Place' }).getByRole('button', { name: '下移' }).isDisabled()).toBe(true)
    await shot(page, 'approval-designer-preview')

    // a second field named Date: the engine's message in the preview, and the save is refused
    await designer().getByRole('button', { name: '新增字段' }).click()
    const dup = ui.dialog(page, '新增字段')
    await item(dup, '字段名').locator('input').fill('Date')
    await item(dup, '显示名称').locator('input').fill('补充日期')
    await choose(dup, '类型', '日期')
    await dup.getByRole('button', { name: '确定' }).click()
    await dup.waitFor({ state: 'detached' })
    const message = '补充日期：字段名Date重复'
    await preview().getByText(message).waitFor()
    await designer().getByRole('button', { name: '确定' }).click()
    await item(designer(), '预览').locator('.ant-form-item-explain-error', { hasText: message }).waitFor()
    await shot(page, 'approval-designer-refused')
    const still = await api<{ Version: number }>(h, page, 'GET', `/api/app/approval-type/types/${overtime}/form`)
    expect(still.json.Data.Version).toBe(1)
    // the server says the same when asked directly
    const direct = await api(h, page, 'PUT', `/api/app/approval-type/types/${overtime}/form`, {
      Title: '加班',
      FormItems: [
        { name: 'Date', label: '加班日期', type: 'date' },
        { name: 'Date', label: '补充日期', type: 'date' },
      ],
    })
    expect([direct.status, direct.json.Message]).toEqual([400, message])

    await designer().locator('.ant-table-tbody tr', { hasText: '补充日期' }).getByRole('button', { name: '删除' }).click()
    await ui.dialog(page, '提示').getByRole('button', { name: '确认' }).click()
    await expect.poll(() => preview().getByText(message).count()).toBe(0)
    await designer().getByRole('button', { name: '确定' }).click()
    await ui.toast(page, '保存成功，新发起的审批单使用新版本表单').waitFor()
    const saved = await api<{ Version: number; FormItems: { name: string }[] }>(h, page, 'GET', `/api/app/approval-type/types/${overtime}/form`)
    expect(saved.json.Data.Version).toBe(2)
    expect(saved.json.Data.FormItems.map((i) => i.name)).toEqual(['Date', 'Hours', 'Reason', 'Place'])
  })

  it('a detail table’s columns are edited in its own row (报销’s 费用明细)', async () => {
    await openTypes()
    await rowAction('报销', '表单设计')
    await approvalField(preview(), '费用明细').getByRole('button', { name: '添加费用明细' }).waitFor()
    await designer().locator('.ant-table-tbody tr', { hasText: '费用明细' }).first().getByRole('button', { name: '编辑' }).click()
    const row = ui.dialog(page, '编辑字段')
    const columns = item(row, '明细的列')
    for (const name of ['Item', 'Date', 'Amount']) await columns.locator('.ant-table-tbody td', { hasText: new RegExp(`^${name}$`) }).waitFor()
    await ui.settle(page)
    await shot(page, 'approval-designer-details')
    await row.getByRole('button', { name: '取消' }).click()
    await row.waitFor({ state: 'detached' })
    await designer().getByRole('button', { name: '取消' }).click()
    await designer().waitFor({ state: 'detached' })
  })

  it('the designer and the flows fit 1920, 1024 and 390 px', async () => {
    for (const [width, height] of [
      [1920, 1080],
      [1024, 768],
      [390, 844],
    ]) {
      await page.setViewportSize({ width, height })
      await openTypes()
      await rowAction('加班', '表单设计')
      await approvalField(preview(), '加班地点').waitFor()
      await ui.settle(page)
      const box = (await designer().boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      await shot(page, `approval-designer-${width}`)
      await designer().getByRole('button', { name: '取消' }).click()
      await designer().waitFor({ state: 'detached' })

      await rowAction('加班', '流程设置')
      const flows = ui.dialog(page, '流程设置')
      await flows.locator('.ant-table-tbody td', { hasText: /^默认$/ }).waitFor()
      await ui.settle(page)
      const flowsBox = (await flows.boundingBox())!
      expect(flowsBox.x).toBeGreaterThanOrEqual(0)
      expect(flowsBox.x + flowsBox.width).toBeLessThanOrEqual(width)
      await shot(page, `approval-designer-flows-${width}`)
      await flows.getByRole('button', { name: '取消' }).click()
      await flows.waitFor({ state: 'detached' })
    }
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it('the administrator makes the flow apply over 4 hours with the leader’s step; a value that is no number is refused first', async () => {
    await openTypes()
    await rowAction('加班', '流程设置')
    const flows = ui.dialog(page, '流程设置')
    await flows.locator('.ant-table-tbody td', { hasText: /^默认$/ }).waitFor()
    await flows.locator('.ant-table-tbody tr', { hasText: '默认' }).first().getByRole('button', { name: '编辑' }).click()
    const flow = ui.dialog(page, '编辑流程')
    await flow.getByRole('button', { name: '新增条件' }).click()
    const condition = ui.dialog(page, '新增条件')
    // the fields of the type's form to choose from
    await choose(condition, '字段', '加班时长（小时）（Hours）')
    await choose(condition, '比较', '大于')
    await item(condition, '值').locator('input').fill('四')
    await condition.getByRole('button', { name: '确定' }).click()
    await condition.waitFor({ state: 'detached' })
    await flow.locator('.ant-table-tbody tr', { hasText: '指定审批人' }).getByRole('button', { name: '编辑' }).click()
    const step = ui.dialog(page, '编辑步骤')
    await item(step, '步骤名称').locator('input').fill('部门审批')
    await choose(step, '审批人', '部门负责人')
    await step.getByRole('button', { name: '确定' }).click()
    await step.waitFor({ state: 'detached' })
    await flow.getByRole('button', { name: '确定' }).click()
    await flow.waitFor({ state: 'detached' })
    await flows.locator('.ant-table-tbody td', { hasText: /^Hours > 四$/ }).waitFor()
    await flows.locator('.ant-table-tbody td', { hasText: '部门审批；人事备案' }).waitFor()
    await flows.getByRole('button', { name: '确定' }).click()
    // more than a word: the server names the flow, and the dialog stays
    await ui.toast(page, '流程默认：大于、小于类的条件的值须为数字').waitFor()
    expect((await api<{ Flows: { Steps: { Name: string }[] }[] }>(h, page, 'GET', `/api/app/approval-type/types/${overtime}/flows`)).json.Data.Flows[0].Steps[0].Name).toBe('指定审批人')

    await flows.locator('.ant-table-tbody tr', { hasText: '默认' }).first().getByRole('button', { name: '编辑' }).click()
    await flow.locator('.ant-table-tbody tr', { hasText: '四' }).getByRole('button', { name: '编辑' }).click()
    const fix = ui.dialog(page, '编辑条件')
    await item(fix, '值').locator('input').fill('4')
    await fix.getByRole('button', { name: '确定' }).click()
    await fix.waitFor({ state: 'detached' })
    await flow.getByRole('button', { name: '确定' }).click()
    await flow.waitFor({ state: 'detached' })
    await shot(page, 'approval-designer-flows')
    await flows.getByRole('button', { name: '确定' }).click()
    await ui.toast(page, '保存成功').waitFor()
    await signOut(page)
  })

  it('李娜’s new 加班 has 加班地点 and follows the new flow, with 请联系管理员配置流程 under 4 hours; her running one keeps the old form', async () => {
    await signIn(page, h.url, 'E0003', PASSWORD)
    const form = await openCentreForm('加班')
    await approvalField(form, '加班地点').getByText('居家').waitFor()
    await form.getByText('请联系管理员配置流程').waitFor()
    await approvalField(form, '加班时长（小时）').locator('input').fill('5')
    await form.locator('[data-step="部门审批"] [data-user="王芳"]').waitFor()
    expect(await form.getByText('请联系管理员配置流程').count()).toBe(0)
    await shot(page, 'approval-designer-new-process')
    await form.locator('.ant-modal-close').click()
    await form.waitFor({ state: 'detached' })

    const old = await api<{ ProjectNo: string; BusinessForm: { formItems: { name: string }[] } }>(h, page, 'POST', `/api/app/approval/approval-load?relationId=&processId=${running}`)
    expect(old.json.Data.BusinessForm.formItems.map((i) => i.name)).toEqual(['Date', 'Hours', 'Reason'])
    await page.locator('.approval-centre .ant-tabs-tab', { hasText: '已发起' }).click()
    await page.locator('.approval-centre .ant-table-tbody tr', { hasText: old.json.Data.ProjectNo }).click()
    const opened = page.locator('.approval-dialog .ant-modal-content')
    await approvalField(opened, '加班内容').getByText('版本发布').or(approvalField(opened, '加班内容').locator('textarea')).first().waitFor()
    expect(await approvalField(opened, '加班地点').count()).toBe(0)
    await shot(page, 'approval-designer-running-process')

    const short = await fileOvertime({ Date: '2026-12-01', Hours: 2, Reason: '值班', Place: '公司' }, false)
    expect([short.status, short.json.Message]).toEqual([400, '请联系管理员配置流程'])
    const next = await fileOvertime({ Date: '2026-12-01', Hours: 6, Reason: '抢修', Place: '公司' }, false)
    expect(next.status).toBe(200)
    const steps = await api<{ Approvers: { Name: string; Users: { UserName: string }[] }[] }>(h, page, 'POST', `/api/app/approval/approval-load?relationId=&processId=${next.json.Data.Id}`)
    expect(steps.json.Data.Approvers.map((s) => [s.Name, s.Users.map((u) => u.UserName)])).toEqual([
      ['发起人', ['李娜']],
      ['部门审批', ['王芳']],
      ['人事备案', ['张伟']],
    ])
    expect(pageErrors).toEqual([])
  })
})
