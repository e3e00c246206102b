/**
 * 通知公告: the first ten notices the caller may read (pinned first, unread marked), 查看更多 for
 * every page of them in a dialog; a notice opens in the notice dialog, which marks it read.
 */
import { useCallback, useEffect, useState } from 'react'
import { Badge, Button, Card, Empty, Modal, Pagination, Skeleton, Tag, Typography } from 'antd'
import { PaperClipOutlined } from '@ant-design/icons'
import { formatDate } from '../../../renderer/fields/dateFormat'
import { useDataProvider, type DataProvider } from '../../../renderer/data/provider'
import { announcementRead } from '../../api/account'
import { NOTICE_PAGE, type IntroducingApi, type Notice, type NoticeDetail } from './api'

type Page = { items: Notice[]; total: number }

function useNoticePage(api: IntroducingApi, page: number, active = true) {
  const [data, setData] = useState<Page | null>(null)
  useEffect(() => {
    if (!active) return
    let live = true
    setData(null)
    api.notices(page).then(
      (r) => live && setData({ items: r.Items, total: r.TotalCount }),
      () => live && setData({ items: [], total: 0 }),
    )
    return () => {
      live = false
    }
  }, [api, page, active])
  return [data, setData] as const
}

function NoticeList({ data, onOpen, label }: { data: Page | null; onOpen: (n: Notice) => void; label: string }) {
  if (!data) return <Skeleton active />
  if (!data.items.length) return <Empty description="暂无数据" />
  return (
    <ul className="intro-list" aria-label={label}>
      {data.items.map((n) => (
        <li key={n.Id}>
          <button type="button" className="intro-notice" onClick={() => onOpen(n)} data-unread={!n.IsRead || undefined}>
            <Badge status={n.IsRead ? 'default' : 'error'} />
            {n.IsTop ? <Tag color="red">置顶</Tag> : null}
            <span className="intro-notice-title">{n.Title}</span>
            <span className="intro-muted intro-notice-time">{formatDate(n.CreationTime, 'YYYY-MM-DD')}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

export function Notices({ api }: { api: IntroducingApi }) {
  const [first, setFirst] = useNoticePage(api, 1)
  const [moreOpen, setMoreOpen] = useState(false)
  const [morePage, setMorePage] = useState(1)
  const [more, setMore] = useNoticePage(api, morePage, moreOpen)
  const [opened, setOpened] = useState<string | null>(null)
  const open = useCallback(
    (n: Notice) => {
      setOpened(n.Id)
      // read from now on, in both lists
      const mark = (d: Page | null) => d && { ...d, items: d.items.map((x) => (x.Id === n.Id ? { ...x, IsRead: 1 } : x)) }
      setFirst(mark)
      setMore(mark)
    },
    [setFirst, setMore],
  )
  const close = useCallback(() => setOpened(null), [])
  return (
    <Card
      title="通知公告"
      size="small"
      className="intro-card intro-notices"
      extra={
        first && first.total > NOTICE_PAGE ? (
          <Button type="link" size="small" onClick={() => (setMorePage(1), setMoreOpen(true))}>
            查看更多
          </Button>
        ) : null
      }
    >
      <NoticeList data={first} onOpen={open} label="通知公告" />
      {moreOpen && (
        <Modal open title="通知公告" footer={null} width={720} onCancel={() => setMoreOpen(false)} destroyOnHidden>
          <NoticeList data={more} onOpen={open} label="全部通知公告" />
          {more && more.total > NOTICE_PAGE && (
            <Pagination className="intro-pager" size="small" current={morePage} pageSize={NOTICE_PAGE} total={more.total} onChange={setMorePage} showSizeChanger={false} showTotal={(n) => `共 ${n} 条`} />
          )}
        </Modal>
      )}
      {opened && <NoticeDialog api={api} id={opened} onClose={close} />}
    </Card>
  )
}

/** Saves an attachment under its name (fetched with the bearer header, as every stored file). */
async function download(dp: DataProvider, a: { FileName: string; FileUrl: string }) {
  const href = dp.fileSrc ? await dp.fileSrc(a.FileUrl) : a.FileUrl
  const link = document.createElement('a')
  link.href = href
  link.download = a.FileName
  link.click()
  if (href.startsWith('blob:')) setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

function NoticeDialog({ api, id, onClose }: { api: IntroducingApi; id: string; onClose: () => void }) {
  const [detail, setDetail] = useState<NoticeDetail | null>(null)
  const dp = useDataProvider()
  useEffect(
    () =>
      void api.notice(id).then((d) => {
        setDetail(d)
        // the detail marked it read: the header's 公告 badge follows at once
        announcementRead()
      }, onClose),
    [api, id, onClose],
  )
  return (
    <Modal open title={detail?.Title ?? '公告'} footer={null} onCancel={onClose} width={760} destroyOnHidden>
      {!detail ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Text type="secondary">
            {detail.TypeName} · {detail.CreatorName} · {formatDate(detail.CreationTime)}
          </Typography.Text>
          <div className="intro-rich" dangerouslySetInnerHTML={{ __html: detail.Content }} />
          {detail.Attachs.length > 0 && (
            <div className="intro-attachments">
              <Typography.Text type="secondary">附件：</Typography.Text>
              {detail.Attachs.map((a) => (
                <Button key={a.FileUrl} type="link" size="small" icon={<PaperClipOutlined />} onClick={() => void download(dp, a)}>
                  {a.FileName}
                </Button>
              ))}
            </div>
          )}
        </>
      )}
    </Modal>
  )
}
