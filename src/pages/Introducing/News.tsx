/**
 * 最新动态: the latest news (activities of Type 1) with their covers; one opens its photos and
 * videos in the renderer's media carousel, as a card of the dynamics page does.
 */
import { useEffect, useState } from 'react'
import { Card, Empty, Modal, Skeleton, Typography } from 'antd'
import { formatDate, DATE_FORMAT } from '../../../renderer/fields/dateFormat'
import { MediaCarousel } from '../../../renderer/widgets/media/MediaCarousel'
import { useFileSrc } from '../../../renderer/widgets/media/useFileSrc'
import type { IntroducingApi, News as NewsItem } from './api'

function Cover({ item }: { item: NewsItem }) {
  const { src } = useFileSrc(item.CoverImg[0]?.FileUrl)
  return <span className="intro-news-cover">{src ? <img src={src} alt="" /> : null}</span>
}

export function News({ api }: { api: IntroducingApi }) {
  const [items, setItems] = useState<NewsItem[] | null>(null)
  const [opened, setOpened] = useState<NewsItem | null>(null)
  useEffect(() => void api.news().then((r) => setItems(r.Items), () => setItems([])), [api])
  const media = opened ? [...opened.Image.map((f) => ({ url: f.FileUrl, name: f.FileName, type: 'image' as const })), ...opened.Video.map((f) => ({ url: f.FileUrl, name: f.FileName, type: 'video' as const }))] : []
  return (
    <Card title="最新动态" size="small" className="intro-card intro-news">
      {!items ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty description="暂无数据" />
      ) : (
        <ul className="intro-list" aria-label="最新动态">
          {items.map((n) => (
            <li key={n.Id}>
              <button type="button" className="intro-news-item" onClick={() => setOpened(n)}>
                <Cover item={n} />
                <span className="intro-news-text">
                  <span className="intro-tile-title">{n.Title}</span>
                  <span className="intro-muted">{formatDate(n.CreationTime, DATE_FORMAT)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {opened && (
        <Modal open title={opened.Title} footer={null} width={860} onCancel={() => setOpened(null)} destroyOnHidden>
          {opened.Description && <Typography.Paragraph type="secondary">{opened.Description}</Typography.Paragraph>}
          <MediaCarousel items={media} />
        </Modal>
      )}
    </Card>
  )
}
