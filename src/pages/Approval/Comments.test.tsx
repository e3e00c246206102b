/**
 * The comment list (spec 002 s.2.3): avatar, name, 添加了评论, the time without fractions, the text,
 * and the files split from AttachUrls/AttachNames: images as thumbnails, PDFs with 预览 through the
 * platform's PDF stream, other files with 下载.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { DataProvider, RequestOptions } from '../../../renderer/data/provider'
import { approvalApi } from './api'
import { CommentList, filesOf, timeWithoutFractions } from './Comments'
import { createApprovalProvider, fixtureClaim } from './fixture'

afterEach(cleanup)

function setup() {
  const calls: RequestOptions[] = []
  const base = createApprovalProvider()
  const provider: DataProvider = {
    ...base,
    request: async <T,>(o: RequestOptions) => {
      calls.push(o)
      return base.request<T>(o)
    },
  }
  render(<CommentList api={approvalApi(provider)} comments={fixtureClaim.ApproverComments} />)
  return { calls }
}

const comment = (id: string) => document.querySelector(`[data-comment="${id}"]`) as HTMLElement

describe('approval comments', () => {
  it('splits the comma-joined urls and names in order', () => {
    expect(filesOf({ AttachUrls: '/a,/b', AttachNames: 'a.png,b.pdf' })).toEqual([
      { url: '/a', name: 'a.png' },
      { url: '/b', name: 'b.pdf' },
    ])
    expect(filesOf({ AttachUrls: '', AttachNames: '' })).toEqual([])
    expect(timeWithoutFractions('2026-11-20T11:20:05.250+08:00')).toBe('2026-11-20 11:20:05')
  })

  it('each comment: avatar, name, 添加了评论, time without fractions and text', () => {
    setup()
    const c = comment('c2')
    expect(c.querySelector('.ant-avatar')!.textContent).toBe('李')
    expect(c.textContent).toContain('李娜 添加了评论 2026-11-20 11:20:05')
    expect(c.textContent).toContain('发票和行程单已补上')
    expect(c.textContent).not.toContain('.250')
  })

  it('an image is a thumbnail that opens a preview', async () => {
    setup()
    const img = await waitFor(() => {
      const found = comment('c2').querySelector<HTMLImageElement>('img[alt="发票.png"]')
      expect(found).toBeTruthy()
      return found!
    })
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    await userEvent.click(img)
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).toBeTruthy())
  })

  it('a PDF has 预览, reading the platform PDF stream; another file has 下载', async () => {
    const { calls } = setup()
    const pdf = comment('c2').querySelector('[data-file="行程单.pdf"]') as HTMLElement
    const xlsx = comment('c2').querySelector('[data-file="费用明细.xlsx"]') as HTMLElement
    expect(within(xlsx).getByRole('button').textContent?.replace(/\s/g, '')).toBe('下载')
    expect(within(pdf).queryByText('下载')).toBeNull()
    await userEvent.click(within(pdf).getByRole('button', { name: /预\s?览/ }))
    expect(await screen.findByText('行程单.pdf', { selector: '.ant-modal-title' })).toBeTruthy()
    await waitFor(() => expect(calls.some((c) => c.url === '/api/app/file/file-to-stream' && c.query?.fileUrl === '/download-file?id=pdf-1')).toBe(true))
  })

  it('下载 saves the file under its name', async () => {
    setup()
    const saved: string[] = []
    const click = HTMLAnchorElement.prototype.click
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.getAttribute('href')}`)
    }
    try {
      const xlsx = comment('c2').querySelector('[data-file="费用明细.xlsx"]') as HTMLElement
      await userEvent.click(within(xlsx).getByRole('button'))
      await waitFor(() => expect(saved).toEqual(['费用明细.xlsx /download-file?id=doc-1']))
    } finally {
      HTMLAnchorElement.prototype.click = click
    }
  })
})
