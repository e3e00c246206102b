/**
 * The message inbox of the header's 消息 button, for every signed-in user: newest first, unread ones
 * marked; opening one shows its text and marks it read, and the badge follows at once (onRead).
 * A message with a Link (an approval's) offers 查看, which goes there.
 * Its own chunk: loaded when the button is first clicked.
 */
import { useEffect, useState } from 'react'
import { Badge, Button, Drawer, Empty, Pagination, Spin, Typography } from 'antd'
import { useNavigate } from 'react-router-dom'
import { fetchMessages, markMessageRead, type InboxMessage } from '../api/account'
import { formatTime } from './formatTime'

const PAGE_SIZE = 10

export default function MessageInbox(props: { open: boolean; onClose: () => void; onRead: () => void }) {
  const [page, setPage] = useState(1)
  const [data, setData] = useState<{ items: InboxMessage[]; total: number } | null>(null)
  const [opened, setOpened] = useState<string | null>(null)
  const navigate = useNavigate()
  useEffect(() => {
    if (!props.open) return
    let live = true
    setData(null)
    fetchMessages((page - 1) * PAGE_SIZE, PAGE_SIZE).then(
      (r) => live && setData({ items: r.Items, total: r.TotalCount }),
      () => live && setData({ items: [], total: 0 }),
    )
    return () => {
      live = false
    }
  }, [props.open, page])

  const open = (m: InboxMessage) => {
    setOpened(opened === m.Id ? null : m.Id)
    if (m.IsRead) return
    // marked read here at once; the server is told, and the badge re-reads the count
    setData((d) => d && { ...d, items: d.items.map((x) => (x.Id === m.Id ? { ...x, IsRead: true } : x)) })
    markMessageRead(m.Id).then(props.onRead, props.onRead)
  }

  return (
    <Drawer title="消息" open={props.open} onClose={props.onClose} width="min(480px, 100vw)" className="message-inbox">
      {!data ? (
        <div className="message-inbox__loading">
          <Spin />
        </div>
      ) : data.items.length === 0 ? (
        <Empty description="暂无消息" />
      ) : (
        <>
          <ul className="message-inbox__list" aria-label="消息列表">
            {data.items.map((m) => (
              <li key={m.Id} className={m.IsRead ? 'message-inbox__item' : 'message-inbox__item message-inbox__item--unread'} data-unread={!m.IsRead || undefined}>
                <button type="button" className="message-inbox__head" aria-expanded={opened === m.Id} onClick={() => open(m)}>
                  <Badge status={m.IsRead ? 'default' : 'error'} />
                  <span className="message-inbox__title">{m.Title}</span>
                  {!m.IsRead && <span className="message-inbox__flag">未读</span>}
                  <span className="message-inbox__meta">
                    {m.SenderName ? `${m.SenderName} · ` : ''}
                    {formatTime(m.CreationTime)}
                  </span>
                </button>
                {opened === m.Id && (
                  <Typography.Paragraph className="message-inbox__content">
                    {m.Content}
                    {m.Link && (
                      // the page the message is about (an approval opens in the centre); the drawer gives way
                      <Button type="link" size="small" className="message-inbox__link" onClick={() => (props.onClose(), navigate(m.Link!))}>
                        查看
                      </Button>
                    )}
                  </Typography.Paragraph>
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
