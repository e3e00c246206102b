/**
 * The video player: the browser's own player over /download-file (HTTP Range, so seeking does not
 * download the whole file; the address carries a media ticket, as a <video> cannot send the bearer
 * header). 此视频暂无法播放，请稍后再试 when the browser cannot play it.
 */
import { useEffect, useRef, useState } from 'react'
import { Result, Spin } from 'antd'

export const UNPLAYABLE = '此视频暂无法播放，请稍后再试'

export interface VideoPlayerProps {
  /** the playable address, or a failure to get one */
  src: string | Error | null
  initialPosition?: number
  onPosition?(seconds: number, ended: boolean): void
}

export function VideoPlayer(props: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState(false)
  const lastSaved = useRef(0)

  useEffect(() => setFailed(props.src instanceof Error), [props.src])

  if (failed) return <Result status="warning" title={UNPLAYABLE} />
  if (!props.src || props.src instanceof Error) return <Spin className="kb-pdf-loading" />
  const report = (ended: boolean) => {
    const el = video.current
    if (el) props.onPosition?.(el.currentTime, ended)
  }
  return (
    <video
      ref={video}
      className="kb-video"
      src={props.src}
      controls
      preload="metadata"
      onError={() => setFailed(true)}
      onLoadedMetadata={(e) => {
        const start = props.initialPosition ?? 0
        if (start > 0 && start < e.currentTarget.duration) e.currentTarget.currentTime = start
      }}
      onTimeUpdate={(e) => {
        // a save every 5 s of playing is enough to come back close to where one stopped
        if (Math.abs(e.currentTarget.currentTime - lastSaved.current) >= 5) {
          lastSaved.current = e.currentTarget.currentTime
          report(false)
        }
      }}
      onPause={() => report(false)}
      onEnded={() => report(true)}
    />
  )
}
