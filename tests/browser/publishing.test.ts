/**
 * Publishing (issue 15) end to end in headless Chromium against the real server (demo seed).
 * The administrator publishes an announcement on 公告列表 to 财务部 with a picture attached;
 * 孙丽 (E0012, 财务部) sees the header's 公告 count rise, reads it in the reader inbox (text and
 * attachment) and the count drops at once; 周杰 (E0009, 行政部) finds nothing and the API answers
 * 404. Then the OWASP XSS filter-evasion vectors go through message-send as an add and as an edit:
 * in the reader inbox and in the managers' view dialog no script runs (a window flag is never
 * set, no alert opens, a javascript: link clicked does nothing) while the harmless text remains.
 */
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { hashPassword } from '../../server/auth/password'
import { users } from '../../server/db/schema'
import { demoPng } from '../../server/seed/demo-papers'
import { ADMIN, api, browserSession, shot, signIn, signOut, type Harness, ui } from './harness'

const PASSWORD = 'Pubs#2468Demo'
const TITLE = '财务部年终结算安排'
const session = browserSession('publishing')
const { pageErrors } = session
let h: Harness
let page: Page
let messageId = ''
/** alert/confirm/prompt dialogs the page opened (an XSS vector would) */
const dialogs: string[] = []

beforeAll(async () => {
  ;({ h, page } = session)
  await h.server.db.update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(inArray(users.userName, ['E0012', 'E0009']))
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
})

const POLL = { timeout: 15_000 }
const item = (scope: Locator, label: string) => scope.locator('.renderer-item').filter({ has: page.locator('.renderer-item-label label', { hasText: new RegExp(`^${label}$`) }) })
const openDropdown = () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
const announcementBadge = () => page.locator('button[aria-label=公告] .ant-badge-count')
const inbox = () => page.locator('.announcement-inbox')

async function openAnnouncements() {
  await page.getByRole('button', { name: '公告', exact: true }).click()
  await inbox().locator('.message-inbox__list, .ant-empty').first().waitFor()
}

describe('publishing to a department', () => {
  it('the administrator publishes to 财务部 with a picture on 公告列表: the row shows with its number, column and creator', async () => {
    await signIn(page, h.url, ADMIN.workNo, ADMIN.password)
    await page.goto(h.url + '/announce/list')
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor()
    await page.getByRole('button', { name: '新增' }).click()
    const d = ui.dialog(page, '新增公告')
    await d.waitFor()
    await item(d, '标题').locator('input').fill(TITLE)
    await item(d, '栏目').locator('.ant-select').click()
    await openDropdown().locator('.ant-select-tree-node-content-wrapper', { hasText: /^公司公告$/ }).click()
    await item(d, '摘要').locator('textarea').fill('结算时间与报销截止日')
    await d.locator('.ProseMirror').click()
    await page.keyboard.type('请各位同事在月底前提交报销单据。')
    await item(d, '附件').locator('input[type=file]').setInputFiles({ name: '结算流程.png', mimeType: 'image/png', buffer: demoPng(160, 100, [30, 120, 200]) })
    await item(d, '附件').getByText('结算流程.png').waitFor()
    await d.getByText('设为置顶公告').click()

    await item(d, '接收人').getByRole('button', { name: '添加' }).click()
    const picker = ui.dialog(page, '选择人员或部门')
    await picker.getByTestId(/^dept-/).first().waitFor()
    await ui.settle(page)
    await picker.locator('[data-testid^=dept-]', { hasText: '总公司' }).getByText('下级').click()
    await expect.poll(() => picker.locator('.ant-breadcrumb').innerText(), POLL).toMatch(/全部\s*\/\s*总公司/)
    await picker.locator('[data-testid^=dept-]', { hasText: '财务部' }).getByRole('checkbox').check()
    await picker.getByRole('button', { name: '确定(1)' }).click()
    await item(d, '接收人').locator('.ant-tag', { hasText: '财务部' }).waitFor()
    await ui.settle(page)
    await shot(page, 'publishing-add')
    await d.getByRole('button', { name: '确定' }).click()
    await ui.toast(page, '提交成功').waitFor()
    await d.waitFor({ state: 'detached' })

    // pinned and newest: the first row; the list was read again when the dialog closed
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first()
    await expect.poll(() => row.locator('td').allInnerTexts(), POLL).toEqual(expect.arrayContaining(['1', TITLE, '公司公告', '系统管理员']))
    const list = await api<{ Items: { Id: string; Title: string }[] }>(h, page, 'POST', '/api/app/system-message/messages-list', { Keyword: TITLE, SkipCount: 0, MaxResultCount: 10 })
    messageId = list.json.Data.Items[0].Id

    // the view dialog: read-only, recipients as plain tags, no upload, no advanced settings
    await row.getByRole('button', { name: '查看' }).click()
    const v = ui.dialog(page, '查看公告')
    await v.getByText('请各位同事在月底前提交报销单据。').waitFor()
    expect(await item(v, '接收人').locator('.ant-tag').innerText()).toBe('财务部')
    expect(await v.getByRole('button', { name: '添加' }).count()).toBe(0)
    expect(await v.getByText('上传附件').count()).toBe(0)
    expect(await v.getByText('新成员可见').count()).toBe(0)
    await shot(page, 'publishing-view')
    await v.getByRole('button', { name: '关闭' }).click()
    await signOut(page)
  })

  it('孙丽 of 财务部 sees the unread count, reads it in the 公告 inbox with its attachment, and the count drops at once', async () => {
    await signIn(page, h.url, 'E0012', PASSWORD)
    // the count arrives after the header: under load the badge can stand there a moment before its title does
    await expect.poll(async () => Number(await announcementBadge().getAttribute('title')), POLL).toBeGreaterThan(0)
    const before = Number(await announcementBadge().getAttribute('title'))
    await openAnnouncements()
    const entry = inbox().locator('li', { hasText: TITLE })
    // pinned and newest: first in the inbox, unread
    await expect.poll(() => inbox().locator('li').first().innerText()).toContain(TITLE)
    await entry.getByText('未读').waitFor()
    await entry.getByText('置顶').waitFor()
    await shot(page, 'publishing-inbox')
    await entry.locator('button.message-inbox__head').click()
    await entry.getByText('请各位同事在月底前提交报销单据。').waitFor()
    await entry.getByRole('button', { name: /结算流程\.png/ }).waitFor()
    await expect.poll(() => announcementBadge().getAttribute('title'), POLL).toBe(String(before - 1))
    expect(await entry.getByText('未读').count()).toBe(0)
    await shot(page, 'publishing-inbox-read')
    // the server says so too
    const count = await api<number>(h, page, 'GET', '/api/app/system-message/unread-count')
    expect(count.json.Data).toBe(before - 1)
    const download = page.waitForEvent('download')
    await entry.getByRole('button', { name: /结算流程\.png/ }).click()
    expect((await download).suggestedFilename()).toBe('结算流程.png')
    await page.keyboard.press('Escape')
    await signOut(page)
  })

  it('周杰 of 行政部 finds nothing: not in the inbox, and the API answers 404', async () => {
    await signIn(page, h.url, 'E0009', PASSWORD)
    await openAnnouncements()
    expect(await inbox().locator('li', { hasText: TITLE }).count()).toBe(0)
    for (const url of [`/api/app/system-message/user-message-detail/${messageId}`, `/api/app/system-message/message-detail/${messageId}`]) {
      expect((await api(h, page, 'GET', url)).status).toBe(404)
    }
    await page.keyboard.press('Escape')
    await signOut(page)
    expect(pageErrors).toEqual([])
  })
})

/**
 * The OWASP XSS filter-evasion cheat sheet's vectors that a browser of today would still run,
 * each trying to set window.__xss or to open an alert.
 */
const VECTORS = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=data:text/javascript,window.__xss=1></SCRIPT>',
  '<IMG SRC="javascript:window.__xss=1;">',
  '<IMG SRC=JaVaScRiPt:window.__xss=1>',
  '<IMG """><SCRIPT>window.__xss=1</SCRIPT>">',
  '<IMG SRC=# onmouseover="window.__xss=1">',
  '<IMG SRC=/ onerror="window.__xss=1"></img>',
  '<img src=x onerror="&#0000119&#0000105&#0000110&#0000100&#0000111&#0000119&#0000046&#0000095&#0000095&#0000120&#0000115&#0000115&#0000061&#0000049">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  // the sheet's raw tab inside 'javascript' is refused whole by the server (内容：不能包含控制字符); encoded it passes
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="data:,window.__xss=1"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=window.__xss=1>',
  '<<SCRIPT>window.__xss=1;//<</SCRIPT>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  '<svg/onload=window.__xss=1>',
  '<BODY ONLOAD=window.__xss=1>',
  '<INPUT TYPE="IMAGE" SRC="javascript:window.__xss=1;">',
  '<DIV STYLE="background-image: url(javascript:window.__xss=1)">样式</DIV>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:window.__xss=1;">',
  '<TABLE BACKGROUND="javascript:window.__xss=1"><TR><TD>表格</TD></TR></TABLE>',
  '<OBJECT TYPE="text/x-scriptlet" DATA="data:text/html,<script>parent.__xss=1</script>"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<details open ontoggle=window.__xss=1>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<a href="javascript:window.__xss=1">危险链接</a>',
  '<a href="jav&#x09;ascript:window.__xss=1">编码链接</a>',
]
const HARMLESS = '安全正文仍在'
const XSS_TITLE = '跨站脚本测试公告'

describe('XSS vectors through add and edit', () => {
  it('no vector runs in the reader inbox nor in the view dialog, and the harmless text remains', async () => {
    await signIn(page, h.url, ADMIN.workNo, ADMIN.password)
    const types = await api<{ Id: string; SecondTypes: { Id: string }[] }[]>(h, page, 'GET', '/api/app/system-message/message-type')
    const [finance] = await h.server.db.select({ departmentId: users.departmentId }).from(users).where(eq(users.userName, 'E0012'))
    const body = (content: string, id?: string) => ({
      ...(id ? { Id: id } : {}),
      Title: XSS_TITLE,
      TypeId: types.json.Data[0].SecondTypes[0].Id,
      Summary: '',
      Content: content,
      SystemMessageReceivers: [{ Type: 1, UserId: finance.departmentId }],
    })
    const half = Math.ceil(VECTORS.length / 2)
    const added = await api<{ Id: string }>(h, page, 'POST', '/api/app/system-message/message-send', body(`<p>${HARMLESS}</p>${VECTORS.slice(0, half).join('')}`))
    expect(added.json.Message).toBe('提交成功')
    const id = added.json.Data.Id
    // stored clean already: no vector survives in what the server answers
    const afterAdd = await api<{ Content: string }>(h, page, 'GET', `/api/app/system-message/message-detail/${id}`)
    expect(afterAdd.json.Data.Content).toContain(HARMLESS)
    expect(afterAdd.json.Data.Content).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg|<object|<embed|ontoggle/i)
    // the edit sends the other half of the vectors (with the text kept)
    const edited = await api(h, page, 'POST', '/api/app/system-message/message-send', body(`<p>${HARMLESS}</p>${VECTORS.slice(half).join('')}`, id))
    expect(edited.json.Message).toBe('提交成功')
    const afterEdit = await api<{ Content: string }>(h, page, 'GET', `/api/app/system-message/message-detail/${id}`)
    expect(afterEdit.json.Data.Content).toContain(HARMLESS)
    expect(afterEdit.json.Data.Content).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg|<object|<embed|ontoggle/i)

    // the managers' view dialog
    await page.goto(h.url + '/announce/list')
    await ui.row(page, XSS_TITLE).getByRole('button', { name: '查看' }).click()
    const v = ui.dialog(page, '查看公告')
    await v.getByText(HARMLESS).waitFor()
    await v.getByText(/危险链接/).click()
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    await v.getByRole('button', { name: '关闭' }).click()
    await signOut(page)

    // the reader (财务部)
    await signIn(page, h.url, 'E0012', PASSWORD)
    await openAnnouncements()
    const entry = inbox().locator('li', { hasText: XSS_TITLE })
    await entry.locator('button.message-inbox__head').click()
    await entry.getByText(HARMLESS).waitFor()
    await entry.getByText(/危险链接/).click()
    await page.waitForTimeout(500)
    await shot(page, 'publishing-xss-reader')
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    expect(await entry.locator('script, iframe, object, embed, svg, [onerror], [onload]').count()).toBe(0)
    expect(dialogs).toEqual([])
    expect(pageErrors).toEqual([])
    await page.keyboard.press('Escape')
  })
})

describe('permission mode 2 at 1024 and 390 px', () => {
  it('孙丽 holds 公告列表 alone: the list shows her announcements with 查看 only; the inbox fits a phone', async () => {
    for (const width of [1024, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 768 })
      await page.goto(h.url + '/announce/list')
      await ui.row(page, TITLE).waitFor()
      expect(await page.getByRole('button', { name: '新增' }).count()).toBe(0)
      expect(await page.getByRole('button', { name: '批量删除' }).count()).toBe(0)
      expect(await ui.row(page, TITLE).getByRole('button').allInnerTexts()).toEqual(['查看'])
      await shot(page, `publishing-viewer-${width}`)
      await ui.row(page, TITLE).getByRole('button', { name: '查看' }).click()
      const v = ui.dialog(page, '查看公告')
      await v.getByText('请各位同事在月底前提交报销单据。').waitFor()
      await ui.settle(page)
      await shot(page, `publishing-viewer-dialog-${width}`)
      await v.getByRole('button', { name: '关闭' }).click()
      await v.waitFor({ state: 'detached' })
    }
    await openAnnouncements()
    await inbox().locator('li', { hasText: TITLE }).locator('button.message-inbox__head').click()
    await inbox().getByText('请各位同事在月底前提交报销单据。').waitFor()
    await ui.settle(page)
    await shot(page, 'publishing-inbox-390')
    const box = await inbox().boundingBox()
    expect(box!.width).toBeLessThanOrEqual(390)
    await page.setViewportSize({ width: 1440, height: 900 })
    expect(pageErrors).toEqual([])
  })
})

describe('信息管理 at 1920 and 390 px', () => {
  it('the column selector groups first and second levels and filters; 新增 opens 信息发布 with 发布 / 取消, and closing reads the list again', async () => {
    await page.keyboard.press('Escape')
    await inbox().waitFor({ state: 'hidden' })
    await signOut(page)
    await page.setViewportSize({ width: 1920, height: 1080 })
    await signIn(page, h.url, ADMIN.workNo, ADMIN.password)
    await page.goto(h.url + '/publish/info')
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor()
    // a first level (通知公告) takes its second levels along: 公司公告 and 部门通知 rows only
    await page.locator('.renderer-search .ant-select').first().click()
    await openDropdown().locator('.ant-select-tree-node-content-wrapper', { hasText: /^通知公告$/ }).click()
    await page.getByRole('button', { name: '查询' }).click()
    await expect
      .poll(async () => [...new Set(await page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(4)').allInnerTexts())].sort(), POLL)
      .toEqual(['公司公告', '部门通知'])
    await shot(page, 'publishing-info-1920')

    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: '新增' }).click()
    const d = ui.dialog(page, '信息发布')
    await d.getByRole('button', { name: '发布' }).waitFor()
    await d.locator('.ProseMirror').waitFor()
    await ui.settle(page)
    await shot(page, 'publishing-info-dialog-390')
    const dialogBox = await d.boundingBox()
    expect(dialogBox!.width).toBeLessThanOrEqual(390)
    const lists = () => page.waitForResponse((r) => r.url().includes('/system-message/messages-list'))
    const reread = lists()
    await d.getByRole('button', { name: '取消' }).click()
    await reread
    await page.setViewportSize({ width: 1440, height: 900 })
    expect(pageErrors).toEqual([])
  })
})
