/**
 * 学习中心 end to end (issue 16): a learner finds a course through search, opens its PDF, zooms to
 * 190%, goes to page 5, leaves and comes back on page 5 through 继续学习; a hidden course is never
 * shown; a file pdf.js cannot read shows 文件解析错误; a 300-page PDF draws only the pages in view
 * (and the time from its bytes to the first page is printed). Screens at 1920, 1024 and 390 px.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { hashPassword } from '../../server/auth/password'
import { issueToken } from '../../server/auth/tokens'
import { knowledgeAttachments, knowledgeLessions, users } from '../../server/db/schema'
import { writePdf, type PdfBlock } from '../../server/pdf'
import { browserSession, shot, signIn, type Harness } from './harness'

const PASSWORD = 'Know#2468Learn'
const session = browserSession('knowledge')
const { pageErrors } = session
let h: Harness
let page: Page

function pdfOf(title: string, pages: number): Promise<Buffer> {
  const blocks: PdfBlock[] = []
  for (let i = 1; i <= pages; i++) blocks.push({ kind: 'heading', text: `第${i}节` }, { kind: 'paragraph', text: `${title}：第${i}页的正文。` }, ...(i < pages ? [{ kind: 'pageBreak' } as const] : []))
  return writePdf({ title, blocks })
}

/** Uploads the bytes as the administrator and attaches them to the demo course with this title. */
async function attach(title: string, fileName: string, bytes: Buffer) {
  const [admin] = await h.server.db.select({ id: users.id }).from(users).where(eq(users.userName, 'A0001'))
  const token = await issueToken(h.server.db, admin.id, 600)
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName)
  const res = await fetch(`${h.url}/api/app/upload/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })
  const file = ((await res.json()) as { Data: { Id: string; Size: number } }).Data
  const [course] = await h.server.db.select({ id: knowledgeLessions.id }).from(knowledgeLessions).where(eq(knowledgeLessions.title, title))
  await h.server.db.insert(knowledgeAttachments).values({ lessionId: course.id, fileId: file.Id, fileName, fileSize: file.Size })
}

const zoom = () => page.getByLabel('缩放比例').innerText()
const pageNumber = () => page.getByLabel('页码').inputValue()

beforeAll(async () => {
  ;({ h, page } = session)
  await h.server.db.update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(users.userName, 'E0005'))
  await attach('索引与查询优化', '索引讲义.pdf', await pdfOf('索引与查询优化', 12))
  await attach('事务与并发', '事务讲义.pdf', await pdfOf('事务与并发', 2))
  await attach('PostgreSQL 基础', '损坏的讲义.pdf', Buffer.from('%PDF-1.7\nthis is not a PDF body at all\n%%EOF\n'))
  await attach('索引与查询优化', '大型手册.pdf', await pdfOf('大型手册', 300))
  await h.server.db.update(knowledgeLessions).set({ isShow: 0 }).where(eq(knowledgeLessions.title, '事务与并发'))
})

describe('学习中心', () => {
  it('shows the home: search box, teacher tabs, category tiles, 全部 first', async () => {
    await signIn(page, h.url, 'E0005', PASSWORD)
    await page.goto(h.url + '/knowledge/home')
    await page.getByPlaceholder('请输入你想学习的内容').waitFor()
    await page.locator('.kb-teachers .ant-tabs-tab', { hasText: '王芳' }).waitFor()
    await page.locator('.kb-tile', { hasText: '专业技术' }).waitFor()
    expect(await page.locator('.kb-home-courses .ant-tabs-tab').first().innerText()).toBe('全部')
    await page.locator('.kb-course').first().waitFor()
    await shot(page, 'knowledge-home-1440')
  })

  it('finds the course through search; the hidden course is not found', async () => {
    await page.getByPlaceholder('请输入你想学习的内容').fill('事务')
    await page.getByPlaceholder('请输入你想学习的内容').press('Enter')
    await page.waitForURL(/view=search/)
    await page.getByText('暂无课程').waitFor()
    await page.locator('.kb-search-main input[placeholder="请输入你想学习的内容"]').fill('索引')
    await page.locator('.kb-search-main input[placeholder="请输入你想学习的内容"]').press('Enter')
    await page.locator('.kb-course', { hasText: '索引与查询优化' }).waitFor()
    await page.locator('.kb-tree').getByText('后端开发', { exact: true }).click()
    await page.locator('.kb-type-tag', { hasText: '专业技术 / 后端开发' }).waitFor()
    expect(await page.locator('.kb-course').count()).toBe(1)
    await shot(page, 'knowledge-search-1440')
  })

  it('opens the PDF, zooms to 190% in 10% steps, goes to page 5', async () => {
    await page.locator('.kb-course', { hasText: '索引与查询优化' }).click()
    await page.getByRole('heading', { name: '索引与查询优化' }).waitFor()
    await page.locator('.kb-pdf-page canvas').first().waitFor()
    expect(await zoom()).toBe('100%')
    for (let z = 110; z <= 190; z += 10) {
      await page.getByRole('button', { name: '放大' }).click()
      expect(await zoom()).toBe(`${z}%`)
    }
    expect(await page.getByRole('button', { name: '放大' }).isDisabled()).toBe(true)
    await page.getByLabel('页码').fill('5')
    await page.getByLabel('页码').press('Enter')
    await expect.poll(pageNumber).toBe('5')
    await page.waitForTimeout(1200) // the place is saved 400 ms after the learner stops on a page
    await shot(page, 'knowledge-pdf-190-1440')
  })

  it('comes back on page 5 through 继续学习', async () => {
    await page.goto(h.url + '/knowledge/home')
    const recent = page.locator('.kb-recent .ant-list-item', { hasText: '索引讲义.pdf' })
    await recent.getByText('学到第5页').waitFor()
    await recent.getByText('继续学习').click()
    await page.locator('.kb-pdf-page canvas').first().waitFor()
    await expect.poll(pageNumber).toBe('5')
  })

  it('draws only the pages in view of a 300-page PDF', async () => {
    const bytes = page.waitForResponse((r) => r.url().includes('/file-to-stream'))
    await page.locator('.kb-player-files .ant-list-item', { hasText: '大型手册.pdf' }).click()
    await (await bytes).finished()
    const arrived = Date.now()
    await page.getByText('/ 300').waitFor()
    await page.locator('.kb-pdf-page canvas').first().waitFor()
    console.log(`[bench] 300-page PDF: first page drawn ${Date.now() - arrived} ms after its bytes arrived`)
    expect(await page.locator('.kb-pdf-page').count()).toBe(300)
    expect(await page.locator('.kb-pdf-page canvas').count()).toBeLessThan(10)
  })

  it('shows 文件解析错误 for a file pdf.js cannot read', async () => {
    await page.goto(h.url + '/knowledge/home?view=search&keyword=PostgreSQL')
    await page.locator('.kb-course', { hasText: 'PostgreSQL 基础' }).click()
    await page.getByText('文件解析错误').waitFor()
  })

  it('fits 1920, 1024 and 390 px', async () => {
    for (const width of [1920, 1024, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await page.goto(h.url + '/knowledge/home')
      await page.locator('.kb-course').first().waitFor()
      await shot(page, `knowledge-home-${width}`)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect({ width, overflow }).toEqual({ width, overflow: 0 })
      await page.goto(h.url + '/knowledge/home?view=search&keyword=' + encodeURIComponent('索引'))
      await page.locator('.kb-course').first().click()
      await page.locator('.kb-pdf-page canvas').first().waitFor()
      await shot(page, `knowledge-pdf-${width}`)
    }
    expect(pageErrors).toEqual([])
  })
})
