/**
 * A course's courseware: the list of its files (FileName, FileSize, CreationTime) and the chosen
 * one in the PDF or video player, opened where the learner left it; the place is saved as they go.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { Empty, List, Typography } from 'antd'
import { mediaUrl } from '../../api/request'
import type { FileEntry, KnowledgeApi, Lession, ProgressBody } from './api'
import { fileSize } from './format'
import { PdfViewer } from './PdfViewer'
import { VideoPlayer } from './VideoPlayer'

export function Player(props: { api: KnowledgeApi; lession: Lession & { Files: FileEntry[] }; fileId?: string; onPick(fileId: string): void }) {
  const { api, lession } = props
  const file = lession.Files.find((f) => f.Id === props.fileId) ?? lession.Files[0]
  const [bytes, setBytes] = useState<Uint8Array | Error | null>(null)
  const [src, setSrc] = useState<string | Error | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    if (!file) return
    let live = true
    setBytes(null)
    setSrc(null)
    const failed = (e: unknown) => live && (file.FileType === 'pdf' ? setBytes : setSrc)(e instanceof Error ? e : new Error(String(e)))
    if (file.FileType === 'pdf') api.pdfBytes(file.FileUrl).then((b) => live && setBytes(b), failed)
    else mediaUrl(file.FileUrl).then((u) => live && setSrc(u), failed)
    return () => {
      live = false
    }
  }, [api, file])

  // the page changes often while scrolling: save the one the learner stays on; leaving the file
  // or the page sends a place not saved yet, so a quick turn to a page and away still counts
  const pending = useRef<ProgressBody | null>(null)
  const flush = useCallback(() => {
    clearTimeout(timer.current)
    const body = pending.current
    pending.current = null
    if (body) void api.saveProgress(body).catch(() => undefined)
  }, [api])
  const save = useCallback(
    (body: Omit<ProgressBody, 'AttachId'>) => {
      pending.current = { AttachId: file!.Id, ...body }
      clearTimeout(timer.current)
      timer.current = setTimeout(flush, 400)
    },
    [file, flush],
  )
  useEffect(() => flush, [file, flush])

  if (!file) return <Empty description="暂无课件" />
  return (
    <div className="kb-player">
      <div className="kb-player-main">
        {file.FileType === 'pdf' ? (
          <PdfViewer key={file.Id} bytes={bytes} initialPage={file.Progress?.Page} onPage={(page, pages) => save({ Page: page, ...(page === pages ? { Finished: 1 } : {}) })} />
        ) : (
          <VideoPlayer key={file.Id} src={src} initialPosition={file.Progress?.Position} onPosition={(s, ended) => save({ Position: s, ...(ended ? { Finished: 1 } : {}) })} />
        )}
      </div>
      {lession.Files.length > 1 && (
        <List
          className="kb-player-files"
          size="small"
          header={<Typography.Text strong>课件</Typography.Text>}
          dataSource={lession.Files}
          renderItem={(f) => (
            <List.Item className={f.Id === file.Id ? 'kb-current' : undefined} onClick={() => props.onPick(f.Id)}>
              <List.Item.Meta title={f.FileName} description={`${fileSize(f.FileSize)} · ${f.CreationTime.slice(0, 10)}`} />
            </List.Item>
          )}
        />
      )}
    </div>
  )
}
