/**
 * Employee files end to end in headless Chromium against the real server (demo seed): the employee
 * list filtered by the organisation tree, the subject dialog, the export download opened with
 * exceljs, a departed person moved to the blacklist and back with the reason, and the detail dialog.
 * Screenshots go to .tmp/screens/.
 */
import ExcelJS from 'exceljs'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, api, browserSession, shot, signIn, type Harness, ui } from './harness'

type Row = { Id: string; WorkNo: string; RealName: string; DepName: string; Status: number; OrgName: string; LeaveReason: string }
type Paged = { Items: Row[]; TotalCount: number }

const session = browserSession('hr', { acceptDownloads: true })
const { pageErrors } = session
let h: Harness
let page: Page

beforeAll(async () => {
  ;({ h, page } = session)
  await signIn(page, h.url, ADMIN.workNo, ADMIN.password)
  await page.getByText('您好，管理员').waitFor()
})

const settle = () => ui.settle(page)
const dialog = (title: string) => ui.dialog(page, title)
const row = (text: string) => ui.row(page, text)
const total = async () => Number((await page.locator('.ant-pagination-total-text').innerText()).replace(/\D+/g, ''))
const sideTree = () => page.locator('[data-testid="side-tree"]')
/** types into a (searchable) select and takes the highlighted option */
const choose = async (select: ReturnType<Page['locator']>, text: string) => {
  await select.click()
  await select.locator('input').fill(text)
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText(text, { exact: true }).last().waitFor()
  await select.locator('input').press('Enter')
}
/** the text input of a form field by its label (its placeholder is 请输入{label}) */
const input = (d: ReturnType<Page['locator']>, label: string) => d.getByPlaceholder(`请输入${label}`)
const rem = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))

describe('employee files', () => {
  it('lists employees and filters them by the organisation tree', async () => {
    await page.goto(h.url + '/hrm/employee-file')
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor()
    const all = await total()
    expect(all).toBeGreaterThan(100)
    expect(await page.locator('.ant-table-thead').innerText()).not.toContain('手机')
    await sideTree().getByText('财务部', { exact: true }).click()
    await expect.poll(total).toBeLessThan(all)
    const deps = await page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(6)').allInnerTexts()
    expect(deps.length).toBeGreaterThan(0)
    for (const d of deps) expect(d).toBe('财务部')
    await settle()
    await shot(page, 'hr-employees-finance')

    // antd's styles of the pager, the toolbar, the buttons and the search fields come from the pre-generated
    // stylesheet (src/antdStyles.tsx), not built in the page at the list's first render
    const built = await page.evaluate(() => [...document.querySelectorAll('style[data-css-hash]')].flatMap((s) => [...(s.textContent ?? '').matchAll(/:where\(\.css-\w+\)\.ant-([a-z]+)\{/g)].map((m) => m[1])))
    expect(built.length, "antd still builds the shell's styles in the page (menu, tooltip, breadcrumb…)").toBeGreaterThan(0)
    for (const component of ['pagination', 'space', 'btn', 'input', 'select', 'spin']) expect(built).not.toContain(component)
    // 查看 编辑 账号设置 设置 on one line (the schema's 210 px column wrapped the last one)
    const tops = await page.locator('.ant-table-tbody tr.ant-table-row').first().locator('.renderer-row-action').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)))
    expect(tops.length).toBe(4)
    expect(new Set(tops).size, 'the row actions on one line').toBe(1)

    // 3.6rem open (the table fits beside it at 1920 px), 1.2rem collapsed (rem = the layout's root font size)
    const r = await rem()
    const width = () => sideTree().evaluate((e) => Math.round(e.getBoundingClientRect().width))
    expect(await width()).toBe(Math.round(3.6 * r))
    await sideTree().getByText('收起').click()
    await expect.poll(width).toBe(Math.round(1.2 * r))
    await settle()
    await shot(page, 'hr-employees-tree-collapsed')
    await sideTree().getByText('展开').click()
    await expect.poll(width).toBe(Math.round(3.6 * r))
  })

  it('sets the subject of a person with the subject dialog, which opens with their current values', async () => {
    const first = page.locator('.ant-table-tbody tr.ant-table-row').first()
    const workNo = (await first.locator('td').nth(1).innerText()).trim()
    const person = (await api<Row>(h, page, 'GET', `/api/app/users/user-by-work-no?workno=${workNo}`)).json.Data
    const subjects = await api<{ Id: string; CompanyName: string }[]>(h, page, 'GET', '/api/app/pay-user/org-list')
    const [current, target] = [subjects.json.Data[0], subjects.json.Data.at(-1)!.CompanyName]
    const lead = (await api<{ Id: string; Name: string }[]>(h, page, 'GET', '/api/app/k-pI/lead-department')).json.Data[0]
    const set = await api(h, page, 'PUT', '/api/app/users/user-orgs-info', { ids: [person.Id], ContractId: current.Id, BusinessOrgId: current.Id, BusinessDepId: lead.Id })
    expect(set.status).toBe(200)
    await page.getByRole('button', { name: '查询' }).click()
    await first.waitFor()
    await first.getByRole('button', { name: '设置', exact: true }).click()
    const d = dialog('设置主体')
    await d.waitFor()
    const selects = d.locator('.ant-select')
    await expect.poll(() => selects.nth(0).innerText()).toBe(current.CompanyName)
    expect(await selects.nth(1).innerText()).toBe(current.CompanyName)
    expect(await selects.nth(2).innerText()).toBe(lead.Name)
    await choose(selects.nth(0), target)
    await choose(selects.nth(1), target)
    await selects.nth(2).click()
    await page.locator('.ant-select-tree-node-content-wrapper:visible').last().click()
    await settle()
    await shot(page, 'hr-subject-dialog')
    await d.getByRole('button', { name: '确定' }).click()
    await page.getByText('操作成功').waitFor()
    await d.waitFor({ state: 'detached' })
    const after = await api<Row>(h, page, 'GET', `/api/app/users/user-by-work-no?workno=${workNo}`)
    expect(after.json.Data.OrgName).toBe(target)
  })

  it('exports the selected organisation as an .xlsx with Chinese headers', async () => {
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: '导出' }).click()
    const file = await download
    const path = await file.path()
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(path)
    const sheet = book.getWorksheet('员工档案')!
    expect(sheet).toBeTruthy()
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(header.slice(0, 5)).toEqual(['工号', '姓名', '昵称', '性别', '部门'])
    const firstRow = (sheet.getRow(2).values as unknown[]).slice(1)
    expect(firstRow[4]).toBe('财务部')
    expect(String(firstRow[0])).toMatch(/\w+/)
  })

  it('opens the detail with the career timeline', async () => {
    await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('button', { name: '查看' }).click()
    const d = dialog('员工详情')
    await d.getByText('职场历程').waitFor()
    // every seeded employee has a career (at least their joining): the entries are shown, each with its text
    const entries = d.locator('.renderer-timeline .renderer-timeline-entry')
    await entries.first().waitFor()
    expect(await entries.count()).toBeGreaterThan(0)
    for (const text of await entries.allInnerTexts()) expect(text.trim()).not.toBe('')
    expect(await d.locator('.renderer-timeline-year').first().innerText()).toMatch(/\d{4}年/)
    await settle()
    await shot(page, 'hr-employee-detail')
    await d.getByRole('button', { name: '关闭' }).click()
    await d.waitFor({ state: 'detached' })
  })

  it('edits an employee: the phone rule blocks the save, a department change is saved and shows in the list and the timeline', async () => {
    const staff = await api<Paged>(h, page, 'GET', '/api/app/users/user-list?MaxResultCount=50&Status=2')
    const person = staff.json.Data.Items.find((r) => r.DepName && r.DepName !== '财务部')!
    expect(person).toBeTruthy()
    const before = await api<{ PhoneNumber: string; ConcurrencyStamp: string }>(h, page, 'GET', `/api/app/users/${person.Id}/employee-file`)

    await page.goto(h.url + '/hrm/employee-file')
    await page.getByPlaceholder('姓名/昵称/工号').fill(person.WorkNo)
    await page.getByRole('button', { name: '查询' }).click()
    await row(person.WorkNo).waitFor()
    await row(person.WorkNo).getByRole('button', { name: '编辑' }).click()
    const d = dialog('编辑员工')
    await d.waitFor()
    await expect.poll(() => input(d, '真实姓名').inputValue()).toBe(person.RealName)
    for (const tab of ['基本信息', '联系方式', '工作信息']) await d.getByRole('tab', { name: tab }).waitFor()

    // a birth date before 2000 can be entered (the 2000-2035 bound is for the other dates)
    const birth = d.getByPlaceholder('请选择出生日期')
    await birth.click()
    await birth.fill('1985-03-15')
    await birth.press('Enter')
    await expect.poll(() => birth.inputValue()).toBe('1985-03-15')

    // an invalid phone: the spec's message under the field, nothing saved
    await d.getByRole('tab', { name: '联系方式' }).click()
    const phone = input(d, '手机号码')
    await expect.poll(() => phone.inputValue()).toBe(before.json.Data.PhoneNumber)
    await phone.fill('12345')
    await d.getByRole('button', { name: '确定' }).click()
    await d.locator('.ant-form-item-explain-error', { hasText: '请输入正确的手机号码' }).waitFor()
    await settle()
    await shot(page, 'hr-employee-edit-bad-phone')
    expect(await d.isVisible()).toBe(true)
    const unchanged = await api<{ PhoneNumber: string; ConcurrencyStamp: string }>(h, page, 'GET', `/api/app/users/${person.Id}/employee-file`)
    expect(unchanged.json.Data).toMatchObject({ PhoneNumber: before.json.Data.PhoneNumber, ConcurrencyStamp: before.json.Data.ConcurrencyStamp })

    // fixed, and a new department
    await phone.fill('13700001234')
    await d.locator('.ant-form-item-explain-error', { hasText: '请输入正确的手机号码' }).waitFor({ state: 'detached' })
    await d.getByRole('tab', { name: '工作信息' }).click()
    const depSelect = d.locator('.ant-select', { has: page.locator('.ant-select-selection-item', { hasText: person.DepName }) }).first()
    await depSelect.click()
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree-node-content-wrapper', { hasText: /^财务部$/ }).click()
    await d.locator('.ant-select-selection-item', { hasText: '财务部' }).waitFor()
    await settle()
    await shot(page, 'hr-employee-edit-department')
    await d.getByRole('button', { name: '确定' }).click()
    await page.getByText('编辑成功').waitFor()
    await d.waitFor({ state: 'detached' })

    // after a reload: the list shows the new department, the detail the timeline entry
    await page.reload()
    await page.getByPlaceholder('姓名/昵称/工号').fill(person.WorkNo)
    await page.getByRole('button', { name: '查询' }).click()
    await expect.poll(() => row(person.WorkNo).locator('td:nth-child(6)').innerText()).toBe('财务部')
    await row(person.WorkNo).getByRole('button', { name: '查看' }).click()
    const detail = dialog('员工详情')
    await detail.getByText(`调部门：${person.DepName} → 财务部`).waitFor()
    expect(await detail.innerText()).toContain('137****1234')
    await settle()
    await shot(page, 'hr-employee-edit-timeline')
    await detail.getByRole('button', { name: '关闭' }).click()
    await detail.waitFor({ state: 'detached' })
    const after = await api<{ PhoneNumber: string; DepName: string; DateOfBirthTime: string }>(h, page, 'GET', `/api/app/users/${person.Id}/employee-file`)
    expect(after.json.Data).toMatchObject({ PhoneNumber: '13700001234', DepName: '财务部', DateOfBirthTime: '1985-03-15' })
  })

  it('keeps the account setting as its own row action', async () => {
    const first = page.locator('.ant-table-tbody tr.ant-table-row').first()
    await first.getByRole('button', { name: '账号设置' }).click()
    const d = dialog('账号设置')
    await d.waitFor()
    await d.getByRole('button', { name: '确定' }).click()
    await d.locator('.ant-form-item-explain-error', { hasText: '请选择状态' }).waitFor()
    // blacklisting forces 禁用 and asks for the leave date and the reason
    await d.getByRole('switch').click()
    await expect.poll(() => d.getByLabel('禁用').isChecked()).toBe(true)
    await d.getByRole('button', { name: '确定' }).click()
    await d.locator('.ant-form-item-explain-error', { hasText: '请选择离职日期' }).waitFor()
    await d.locator('.ant-form-item-explain-error', { hasText: '请输入原因' }).waitFor()
    await d.getByRole('switch').click()
    // enabling an active person saves: the dialog sends the row's ConcurrencyStamp
    await d.getByLabel('启用').check()
    await d.getByRole('button', { name: '确定' }).click()
    await page.getByText('设置成功').waitFor()
    await d.waitFor({ state: 'detached' })
  })

  it('moves a departed person to the blacklist with the reason, and back', async () => {
    const departed = await api<Paged>(h, page, 'GET', '/api/app/users/leave-user-list?MaxResultCount=1')
    const person = departed.json.Data.Items[0]
    expect(person).toBeTruthy()
    const REASON = `浏览器测试拉黑${Date.now() % 10000}`

    await page.goto(h.url + '/hrm/departed')
    await page.getByPlaceholder('请输入工号').fill(person.WorkNo)
    await page.getByRole('button', { name: '查询' }).click()
    await row(person.WorkNo).waitFor()
    await shot(page, 'hr-departed')
    await row(person.WorkNo).getByRole('button', { name: '移出' }).click()
    const out = dialog('移出历史花名册')
    await out.waitFor()
    await out.getByLabel('黑名单').check()
    await out.getByPlaceholder('请输入原因（最多300字）').fill(REASON)
    await settle()
    await shot(page, 'hr-departed-remove')
    await out.getByRole('button', { name: '确定' }).click()
    await page.getByText('操作成功').first().waitFor()
    await row(person.WorkNo).waitFor({ state: 'detached' })

    await page.goto(h.url + '/hrm/blacklist')
    await page.getByPlaceholder('请输入工号').fill(person.WorkNo)
    await page.getByRole('button', { name: '查询' }).click()
    await row(person.WorkNo).waitFor()
    expect(await row(person.WorkNo).innerText()).toContain(REASON)
    await shot(page, 'hr-blacklist')
    await row(person.WorkNo).getByRole('button', { name: '移出' }).click()
    const back = dialog('移出黑名单')
    await back.getByLabel('离职人员').check()
    await back.getByPlaceholder('请输入原因（最多300字）').fill('复核后移回')
    await back.getByRole('button', { name: '确定' }).click()
    await row(person.WorkNo).waitFor({ state: 'detached' })
    await page.locator('.ant-table .ant-empty').waitFor()
    expect(await page.locator('.ant-table').innerText()).toContain('暂无数据')

    const again = await api<Paged>(h, page, 'GET', `/api/app/users/leave-user-list?WorkNo=${person.WorkNo}`)
    expect(again.json.Data.Items.map((r) => r.WorkNo)).toContain(person.WorkNo)
    expect(pageErrors).toEqual([])
  })
})
