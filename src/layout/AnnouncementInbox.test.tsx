import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { AnnouncementDetail, InboxAnnouncement } from './AnnouncementInbox'

const T = '2026-11-20T08:30:00.000Z'
const items: InboxAnnouncement[] = [
  { Id: 'a1', Title: '置顶的通知', TypeName: '公司公告', Summary: '', IsTop: 1, IsRead: 0, CreationTime: T, CreatorName: '系统管理员' },
  { Id: 'a2', Title: '读过的通知', TypeName: '部门通知', Summary: '', IsTop: 0, IsRead: 1, CreationTime: T, CreatorName: '系统管理员' },
]
const read: string[] = []
vi.mock('../api/request', () => ({
  fileObjectUrl: vi.fn(),
  request: vi.fn(async ({ url }: { url: string }) => {
    if (url === '/api/app/system-message/user-messages') return { Items: items, TotalCount: items.length }
    const id = url.split('/').pop()!
    read.push(id)
    const detail: AnnouncementDetail = { ...items.find((i) => i.Id === id)!, IsRead: 1, Content: `<p>正文${id}</p>`, Attachs: id === 'a1' ? [{ FileName: '附件.pdf', FileUrl: '/download-file?id=f1' }] : [] }
    return detail
  }),
}))

const { default: AnnouncementInbox } = await import('./AnnouncementInbox')

describe('announcement inbox', () => {
  it('lists pinned and unread marks; opening reads the detail (the server marks it read), shows text and attachments, and the badge re-reads only for an unread one', async () => {
    const onRead = vi.fn()
    render(<AnnouncementInbox onClose={() => undefined} onRead={onRead} />)
    const first = (await screen.findByText('置顶的通知')).closest('li')!
    expect(within(first).getByText('置顶')).toBeTruthy()
    expect(within(first).getByText('未读')).toBeTruthy()
    expect(within(screen.getByText('读过的通知').closest('li')!).queryByText('未读')).toBeNull()

    fireEvent.click(within(first).getByRole('button', { name: /置顶的通知/ }))
    expect(await screen.findByText('正文a1')).toBeTruthy()
    expect(screen.getByText('附件.pdf')).toBeTruthy()
    await waitFor(() => expect(within(first).queryByText('未读')).toBeNull())
    expect(onRead).toHaveBeenCalledTimes(1)

    fireEvent.click(screen.getByRole('button', { name: /读过的通知/ }))
    expect(await screen.findByText('正文a2')).toBeTruthy()
    expect(read).toEqual(['a1', 'a2'])
    expect(onRead).toHaveBeenCalledTimes(1)
  })
})
