/**
 * The comment list of a process (spec 002 s.2.3): each comment with an avatar, the user's name,
 * 添加了评论, its time without fractions, the text and its attachments (AttachUrls/AttachNames,
 * comma-joined on the wire): images as thumbnails that open a preview, PDFs with 预览 (the
 * platform's PDF stream, file-to-stream, in the PDF player), any other file with 下载. Stored files
 * are fetched with the bearer token (the provider's fileSrc), so a plain link is never enough.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { Avatar, Button, Empty, Image, Modal, Space, Spin, Typography } from 'antd'
import { DownloadOutlined, EyeOutlined, FileOutlined, FilePdfOutlined } from '@ant-design/icons'
import { fileTypeOfName } from '../../../common/file-types'
import type { ApprovalApi, LoadedComment } from './api'
import { saveFile } from './saveFile'

// the PDF player and pdf.js load only when a PDF is previewed
const PdfViewer = lazy(() => import('../Knowledge/PdfViewer').then((m) => ({ default: m.PdfViewer })))

export interface CommentFile {
  url: string
  name: string
}

/** The comment's files: urls and names split at the commas, paired in order. */
export function filesOf(c: Pick<LoadedComment, 'AttachUrls' | 'AttachNames'>): CommentFile[] {
  const urls = (c.AttachUrls ?? '').split(',').map((u) => u.trim()).filter(Boolean)
  const names = (c.AttachNames ?? '').split(',').map((n) => n.trim())
  return urls.map((url, i) => ({ url, name: names[i] || url }))
}

/** 'YYYY-MM-DD HH:mm:ss' whatever fractions or zone the time carries. */
export function timeWithoutFractions(t: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})/.exec(t ?? '')
  return m ? `${m[1]} ${m[2]}` : (t ?? '')
}

function Thumbnail(props: { api: ApprovalApi; file: CommentFile }) {
  const [src, setSrc] = useState('')
  useEffect(() => {
    let live = true
    props.api.fileSrc(props.file.url).then(
      (s) => live && setSrc(s),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [props.api, props.file.url])
  return (
    <span className="approval-comment-thumb" data-file={props.file.name}>
      {src ? <Image src={src} alt={props.file.name} width={64} height={64} style={{ objectFit: 'cover' }} preview={{ mask: <EyeOutlined /> }} /> : <Spin size="small" />}
    </span>
  )
}

function PdfPreview(props: { api: ApprovalApi; file: CommentFile; onClose(): void }) {
  const [bytes, setBytes] = useState<Uint8Array | Error | null>(null)
  useEffect(() => {
    let live = true
    props.api.pdfBytes(props.file.url).then(
      (b) => live && setBytes(b),
      (e: Error) => live && setBytes(e instanceof Error ? e : new Error(String(e))),
    )
    return () => {
      live = false
    }
  }, [props.api, props.file.url])
  return (
    <Modal open title={props.file.name} footer={null} width="min(960px, 96vw)" onCancel={props.onClose} destroyOnHidden className="approval-pdf-preview">
      <Suspense fallback={<Spin />}>
        <PdfViewer bytes={bytes} />
      </Suspense>
    </Modal>
  )
}

function FileRow(props: { api: ApprovalApi; file: CommentFile; onPreview(f: CommentFile): void }) {
  const { api, file } = props
  const pdf = fileTypeOfName(file.name) === 'pdf'
  const download = () =>
    api.fileSrc(file.url).then(
      (src) => saveFile(src, file.name),
      () => undefined,
    )
  return (
    <div className="approval-comment-file" data-file={file.name}>
      {pdf ? <FilePdfOutlined /> : <FileOutlined />}
      <Typography.Text ellipsis className="approval-comment-file-name">
        {file.name}
      </Typography.Text>
      {pdf ? (
        <Button size="small" type="link" icon={<EyeOutlined />} onClick={() => props.onPreview(file)}>
          预览
        </Button>
      ) : (
        <Button size="small" type="link" icon={<DownloadOutlined />} onClick={download}>
          下载
        </Button>
      )}
    </div>
  )
}

export function CommentList(props: { api: ApprovalApi; comments: LoadedComment[] }) {
  const [previewing, setPreviewing] = useState<CommentFile | null>(null)
  if (!props.comments.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  return (
    <div className="approval-comments">
      {props.comments.map((c) => {
        const files = filesOf(c)
        const images = files.filter((f) => fileTypeOfName(f.name) === 'image')
        const others = files.filter((f) => fileTypeOfName(f.name) !== 'image')
        return (
          <div key={c.Id} className="approval-comment" data-comment={c.Id}>
            <Avatar size="small" className="approval-comment-avatar">
              {[...(c.UserName || '?')][0]}
            </Avatar>
            <div className="approval-comment-body">
              <div>
                <Typography.Text strong>{c.UserName}</Typography.Text> <span>添加了评论</span>{' '}
                <Typography.Text type="secondary" className="approval-comment-time">
                  {timeWithoutFractions(c.CreateTime)}
                </Typography.Text>
              </div>
              <div className="approval-comment-text">{c.CommentContent}</div>
              {images.length > 0 && (
                <Image.PreviewGroup>
                  <Space wrap size={6} className="approval-comment-images">
                    {images.map((f) => (
                      <Thumbnail key={f.url} api={props.api} file={f} />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              )}
              {others.map((f) => (
                <FileRow key={f.url} api={props.api} file={f} onPreview={setPreviewing} />
              ))}
            </div>
          </div>
        )
      })}
      {previewing && <PdfPreview api={props.api} file={previewing} onClose={() => setPreviewing(null)} />}
    </div>
  )
}
