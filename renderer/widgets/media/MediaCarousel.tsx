/**
 * A carousel of pictures and videos (spec 002 s.2.5: the dynamics' carousel dialog): one item at
 * a time with 上一个 / 下一个 (and the arrow keys), and below it a strip of thumbnail tabs, one per
 * item, the current one selected. A video plays with the browser's controls from the provider's
 * mediaSrc; one that cannot play says 此视频暂无法播放，请稍后再试. Nothing to show: the empty text.
 */
import { useEffect, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { Button, Empty } from 'antd'
import { LeftOutlined, PlayCircleOutlined, RightOutlined } from '@ant-design/icons'
import { useFileSrc } from './useFileSrc'
import type { MediaFile } from './files'
import './media.css'

export const MEDIA_TEXT = { previous: '上一个', next: '下一个', unplayable: '此视频暂无法播放，请稍后再试', empty: '暂无数据' } as const

export interface MediaItem extends MediaFile {
  type: 'image' | 'video'
}

export interface MediaCarouselProps {
  items: MediaItem[]
  emptyText?: string
  /** the item shown first */
  start?: number
}

function Stage({ item }: { item: MediaItem }) {
  const { src, failed } = useFileSrc(item.url, item.type)
  const [broken, setBroken] = useState(false)
  if (item.type === 'video') {
    if (failed || broken) return <div className="renderer-media-unplayable">{MEDIA_TEXT.unplayable}</div>
    return src ? <video key={src} className="renderer-media-video" src={src} controls preload="metadata" aria-label={item.name} onError={() => setBroken(true)} /> : null
  }
  return src ? <img className="renderer-media-image" src={src} alt={item.name} /> : null
}

function Thumb({ item }: { item: MediaItem }) {
  const { src } = useFileSrc(item.type === 'image' ? item.url : undefined)
  if (item.type === 'video')
    return (
      <span className="renderer-media-thumb-video">
        <PlayCircleOutlined />
        <span className="renderer-media-thumb-name">{item.name}</span>
      </span>
    )
  return src ? <img src={src} alt={item.name} /> : null
}

const stageBox: CSSProperties = { position: 'relative' }

export function MediaCarousel({ items, emptyText, start = 0 }: MediaCarouselProps) {
  const [index, setIndex] = useState(Math.min(start, Math.max(0, items.length - 1)))
  useEffect(() => setIndex((i) => Math.min(i, Math.max(0, items.length - 1))), [items.length])
  if (!items.length) return <Empty description={emptyText ?? MEDIA_TEXT.empty} />
  const go = (i: number) => setIndex((i + items.length) % items.length)
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(index - 1)
    else if (e.key === 'ArrowRight') go(index + 1)
  }
  const item = items[index]
  return (
    <div className="renderer-media" data-testid="media-carousel" onKeyDown={onKey}>
      <div className="renderer-media-stage" style={stageBox}>
        {/* keyed by the item, so a video that failed does not mark the next one */}
        <Stage key={`${index}:${item.url}`} item={item} />
        {items.length > 1 ? (
          <>
            <Button className="renderer-media-prev" shape="circle" icon={<LeftOutlined />} aria-label={MEDIA_TEXT.previous} onClick={() => go(index - 1)} />
            <Button className="renderer-media-next" shape="circle" icon={<RightOutlined />} aria-label={MEDIA_TEXT.next} onClick={() => go(index + 1)} />
          </>
        ) : null}
      </div>
      <div className="renderer-media-counter">
        {index + 1} / {items.length}
      </div>
      <div className="renderer-media-thumbs" role="tablist">
        {items.map((it, i) => (
          <button
            key={`${i}:${it.url}`}
            type="button"
            role="tab"
            aria-selected={i === index}
            aria-label={it.name || String(i + 1)}
            className={`renderer-media-thumb${i === index ? ' renderer-media-thumb-active' : ''}`}
            onClick={() => setIndex(i)}
          >
            <Thumb item={it} />
          </button>
        ))}
      </div>
    </div>
  )
}
