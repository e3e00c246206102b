/**
 * The promo video player (spec 002 s.2.4): the browser's player over a media address (Range, as
 * every video here). When a video ends and there are several, an overlay offers 上一个 / 重播 /
 * 下一个; a single video loops. One that cannot play says 此视频暂无法播放，请稍后再试 (with
 * 上一个 / 下一个 when there are others).
 */
import { useRef, useState } from 'react'
import { Button, Empty, Spin } from 'antd'
import { MEDIA_TEXT } from '../../../renderer/widgets/media/MediaCarousel'
import { useFileSrc } from '../../../renderer/widgets/media/useFileSrc'
import type { PromoVideo } from './api'

export const VIDEO_TEXT = { previous: '上一个', replay: '重播', next: '下一个' } as const

export function PromoVideos({ videos }: { videos: PromoVideo[] }) {
  const [index, setIndex] = useState(0)
  const [ended, setEnded] = useState(false)
  const [broken, setBroken] = useState(false)
  // the first video waits for the viewer; one chosen on the overlay starts at once
  const [autoPlay, setAutoPlay] = useState(false)
  const player = useRef<HTMLVideoElement>(null)
  const current = videos[index] as PromoVideo | undefined
  const { src, failed } = useFileSrc(current?.Video, 'video')
  if (!current) return <Empty description="暂无数据" />
  const several = videos.length > 1
  const unplayable = failed || broken
  const go = (i: number) => {
    setIndex((i + videos.length) % videos.length)
    setEnded(false)
    setBroken(false)
    setAutoPlay(true)
  }
  const replay = () => {
    const v = player.current
    setEnded(false)
    if (!v) return
    v.currentTime = 0
    void v.play().catch(() => undefined)
  }
  return (
    <div className="intro-video">
      <div className="intro-video-stage">
        {unplayable ? (
          <div className="intro-video-unplayable">{MEDIA_TEXT.unplayable}</div>
        ) : src ? (
          <video
            // a new element per video: the same file may back two entries
            key={`${index}:${src}`}
            ref={player}
            className="intro-video-player"
            src={src}
            controls
            autoPlay={autoPlay}
            loop={!several}
            preload="metadata"
            aria-label={current.Title}
            onEnded={() => several && setEnded(true)}
            onPlay={() => setEnded(false)}
            onError={() => setBroken(true)}
          />
        ) : (
          <Spin />
        )}
        {several && (ended || unplayable) && (
          <div className={unplayable ? 'intro-video-overlay intro-video-overlay--low' : 'intro-video-overlay'} role="group" aria-label="选择视频">
            <Button onClick={() => go(index - 1)}>{VIDEO_TEXT.previous}</Button>
            {!unplayable && (
              <Button type="primary" onClick={replay}>
                {VIDEO_TEXT.replay}
              </Button>
            )}
            <Button onClick={() => go(index + 1)}>{VIDEO_TEXT.next}</Button>
          </div>
        )}
      </div>
      <div className="intro-video-caption">
        <span className="intro-video-title">{current.Title}</span>
        {several && (
          <span className="intro-muted">
            {index + 1} / {videos.length}
          </span>
        )}
      </div>
    </div>
  )
}
