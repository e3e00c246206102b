/**
 * The reader's inbox of the header's 公告 button (spec 002 s.2.4, issue 15 "Readers"): the
 * announcements addressed to the user, pinned first, newest next, unread ones marked. Opening one
 * reads it from user-message-detail, which marks it read on the server; the badge follows at once
 * (onRead). The content is HTML the server sanitized when it was stored and again when served; it
 * is shown through the read-only rich-text widget, whose document schema drops whatever the editor
 * does not know, so nothing in it runs.
 * Its own chunk: loaded when the button is first clicked (the editor's chunk when a text is opened).
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { Badge, Button, Drawer, Empty, Pagination, Spin, Tag } from 'antd'
import { PaperClipOutlined } from '@ant-design/icons'
import { fileObjectUrl, request } from '../api/request'
import { notify } from '../api/notify'
import { errorMessage } from '../../renderer/data/provider'
import { formatTime } from './formatTime'

/** An announcement of the reader's inbox (docs/contracts.md "Publishing": user-messages). */
export interface InboxAnnouncement {
  Id: string
  Title: string
  TypeName: string
  Summary: string
  IsTop: number
  IsRead: number
  CreationTime: string
  CreatorName: string
}

export interface AnnouncementDetail extends InboxAnnouncement {
  /** sanitized HTML (on the server when stored and again when served) */
  Content: string
  Attachs: { FileName: string; FileUrl: string; FileSize?: number | null }[]
}

/** The announcements addressed to the signed-in user, pinned first, newest next. */
function fetchAnnouncements(skip: number, take: number): Promise<{ Items: InboxAnnouncement[]; TotalCount: number }> {
  return request({ method: 'GET', url: '/api/app/system-message/user-messages', query: { SkipCount: skip, MaxResultCount: take } })
}

/** One announcement for its reader; the server marks it read. */
function readAnnouncement(id: string): Promise<AnnouncementDetail> {
  return request({ method: 'GET', url: `/api/app/system-message/user-message-detail/${encodeURIComponent(id)}` })
}

const RichText = lazy(() => import('../../renderer/widgets/rich-text/RichText').then((m) => ({ default: m.RichText })))

/** spec 002 s.9: notices list 10 */
const PAGE_SIZE = 10

export default function AnnouncementInbox(props: { onClose: () => void; onRead: () => void }) {
  const [page, setPage] = useState(1)
  const [data, setData] = useState<{ items: InboxAnnouncement[]; total: number } | null>(null)
  const [opened, setOpened] = useState<string | null>(null)
  const [detail, setDetail] = useState<AnnouncementDetail | null>(null)
  useEffect(() => {
    let live = true
    setData(null)
    fetchAnnouncements((page - 1) * PAGE_SIZE, PAGE_SIZE).then(
      (r) => live && setData({ items: r.Items, total: r.TotalCount }),
      () => live && setData({ items: [], total: 0 }),
    )
    return () => {
      live = false
    }
  }, [page])

  const open = (m: InboxAnnouncement) => {
    if (opened === m.Id) {
      setOpened(null)
      return
    }
    setOpened(m.Id)
    setDetail(null)
    readAnnouncement(m.Id).then(
      (d) => {
        setDetail(d)
        setData((x) => x && { ...x, items: x.items.map((i) => (i.Id === m.Id ? { ...i, IsRead: 1 } : i)) })
        if (!m.IsRead) props.onRead()
      },
      () => setOpened(null),
    )
  }

  return (
    <Drawer title="公告" open onClose={props.onClose} width="min(640px, 100vw)" className="message-inbox announcement-inbox">
      {!data ? (
        <div className="message-inbox__loading">
          <Spin />
        </div>
      ) : data.items.length === 0 ? (
        <Empty description="暂无公告" />
      ) : (
        <>
          <ul className="message-inbox__list" aria-label="公告列表">
            {data.items.map((m) => (
              <li key={m.Id} className={m.IsRead ? 'message-inbox__item' : 'message-inbox__item message-inbox__item--unread'} data-unread={!m.IsRead || undefined}>
                <button type="button" className="message-inbox__head" aria-expanded={opened === m.Id} onClick={() => open(m)}>
                  <Badge status={m.IsRead ? 'default' : 'error'} />
                  {m.IsTop ? <Tag color="red">置顶</Tag> : null}
                  <span className="message-inbox__title">{m.Title}</span>
                  {!m.IsRead && <span className="message-inbox__flag">未读</span>}
                  <span className="message-inbox__meta">{[m.TypeName, m.CreatorName, formatTime(m.CreationTime)].filter(Boolean).join(' · ')}</span>
                </button>
                {opened === m.Id && (
                  <div className="announcement-inbox__body">
                    {!detail ? (
                      <Spin size="small" />
                    ) : (
                      <>
                        <Suspense fallback={<Spin size="small" />}>
                          <RichText value={detail.Content} readOnly minHeight={0} />
                        </Suspense>
                        {detail.Attachs.map((a) => (
                          <Button key={a.FileUrl} type="link" size="small" icon={<PaperClipOutlined />} onClick={() => void download(a)}>
                            {a.FileName}
                          </Button>
                        ))}
                      </>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
          {data.total > PAGE_SIZE && <Pagination size="small" current={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} showSizeChanger={false} />}
        </>
      )}
    </Drawer>
  )
}

/** Saves an attachment under its name (fetched with the bearer token). */
async function download(a: { FileName: string; FileUrl: string }) {
  try {
    const href = await fileObjectUrl(a.FileUrl)
    const link = Object.assign(document.createElement('a'), { href, download: a.FileName })
    link.click()
    setTimeout(() => URL.revokeObjectURL(href), 10_000)
  } catch (e) {
    notify.error(errorMessage(e))
  }
}
