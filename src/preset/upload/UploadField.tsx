/**
 * Upload (spec 000 s.2/s.5), a Formily value/onChange field: allowed extensions per field
 * (`accept`, e.g. ["jpg","jpeg","png","gif","bmp"] for images; '暂不支持该文件' otherwise),
 * files over 2 GB refused in the browser ('暂不支持上传大于2G的文件'), a Progress bar and a cancel
 * button while uploading, the uploaded files with remove; `listType: "picture-card"` shows
 * thumbnails. Value: [{ Url, Name, Size }] (or, with `valueType: "url"`, the Url string of one
 * file, e.g. an avatar; with `valueType: "files"`, the spec's stored-file items
 * [{ FileUrl, FileName, FileSize }], e.g. an activity's photos and videos). The endpoint comes from the schema (`api`, e.g.
 * `{ "method": "POST", "url": "/api/app/upload/upload" }`); uploading goes through the
 * DataProvider's optional `upload` method (./uploader.ts).
 *
 * `chooser` (e.g. `{ "api": { "method": "GET", "url": "/api/app/user-file/file-list" } }`) adds
 * '从云盘选择' beside the upload button: the file chooser of the user's stored files, whose choice
 * is taken as if uploaded (same accept and maxCount checks; an unaccepted extension is refused
 * with '暂不支持该文件' and the dialog stays open while nothing was taken).
 */
import { useEffect, useState, type CSSProperties } from 'react'
import { Button, Progress, Upload, Typography } from 'antd'
import { CloudOutlined, DeleteOutlined, PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons'
import { useDataProvider } from '../../../renderer/data/provider'
import { useFeedback } from '../../../renderer/locale'
import type { Endpoint } from '../../../renderer/schema/types'
import { asArray } from '../../../renderer/widgets/shared'
import { FileChooserDialog } from '../file-chooser/FileChooser'
import { UPLOAD_TEXT, type UploadCapableProvider } from '../../../renderer/data/upload'
import { useUpload, type UploadValueItem } from './useUpload'

/** The file chooser offered beside the upload button. */
export interface UploadChooser {
  /** GET the user's files (the file chooser's endpoint) */
  api: Endpoint
  /** text of the button (default '从云盘选择') */
  buttonText?: string
  /** title of the dialog */
  title?: string
  pageSize?: number
}

export interface UploadFieldProps {
  /** POST multipart endpoint */
  api: Endpoint
  /** allowed extensions (any when absent) */
  accept?: readonly string[] | string
  listType?: 'text' | 'picture-card'
  /** the most files the field holds; 1 replaces the file on a new upload */
  maxCount?: number
  multiple?: boolean
  /** 'list' (default): [{ Url, Name, Size }]; 'url': the Url string of a single file; 'files': [{ FileUrl, FileName, FileSize }] */
  valueType?: 'list' | 'url' | 'files'
  buttonText?: string
  /** also take files already stored, through the file chooser ('从云盘选择') */
  chooser?: UploadChooser
  value?: UploadValueItem[] | StoredFileItem[] | string | null
  onChange?(value: UploadValueItem[] | StoredFileItem[] | string): void
  disabled?: boolean
  readOnly?: boolean
}

const card: CSSProperties = {
  width: 104,
  height: 104,
  border: '1px solid #d9d9d9',
  borderRadius: 8,
  padding: 6,
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  marginRight: 8,
  marginBottom: 8,
  verticalAlign: 'top',
  overflow: 'hidden',
}

/** An item of the value with `valueType: "files"` (the wire's attachment and media lists). */
export interface StoredFileItem {
  FileUrl: string
  FileName: string
  FileSize?: number
}

function valueList(value: UploadFieldProps['value']): UploadValueItem[] {
  if (typeof value === 'string') return value ? [{ Url: value, Name: value.split('/').pop() ?? value, Size: 0 }] : []
  return asArray<UploadValueItem | StoredFileItem>(value).map((v) => ('FileUrl' in v ? { Url: v.FileUrl, Name: v.FileName ?? '', Size: v.FileSize ?? 0 } : v))
}

function valueOf(valueType: UploadFieldProps['valueType'], next: UploadValueItem[]): UploadValueItem[] | StoredFileItem[] | string {
  if (valueType === 'url') return next[0]?.Url ?? ''
  if (valueType === 'files') return next.map((v) => ({ FileUrl: v.Url, FileName: v.Name, FileSize: v.Size }))
  return next
}

/** A stored file's displayable src: a local preview, the provider's fileSrc, or the Url itself. */
function useSrc(dp: UploadCapableProvider, url: string, local?: string): string {
  const [src, setSrc] = useState(local ?? (dp.fileSrc ? '' : url))
  useEffect(() => {
    if (local || !dp.fileSrc) return
    let on = true
    dp.fileSrc(url).then(
      (s) => on && setSrc(s),
      () => on && setSrc(url),
    )
    return () => {
      on = false
    }
  }, [dp, url, local])
  return local ?? src
}

function Thumb(props: { dp: UploadCapableProvider; item: UploadValueItem; local?: string; onRemove?(): void }) {
  const src = useSrc(props.dp, props.item.Url, props.local)
  return (
    <div style={card} className="renderer-upload-thumb" data-testid="upload-item">
      {src ? <img src={src} alt={props.item.Name} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} /> : null}
      {props.onRemove ? (
        <Button
          size="small"
          type="text"
          danger
          aria-label={UPLOAD_TEXT.remove}
          icon={<DeleteOutlined />}
          style={{ position: 'absolute', top: 2, right: 2 }}
          onClick={props.onRemove}
        />
      ) : null}
    </div>
  )
}

export function UploadField(props: UploadFieldProps) {
  const dp = useDataProvider() as UploadCapableProvider
  const { message } = useFeedback()
  const urlMode = props.valueType === 'url'
  const value = valueList(props.value)
  const maxCount = urlMode ? 1 : props.maxCount
  const emit = (next: UploadValueItem[]) => props.onChange?.(valueOf(props.valueType, next))
  const c = useUpload({
    dp,
    api: props.api,
    accept: props.accept,
    maxCount,
    value,
    onChange: emit,
    warn: (t) => void message.warning(t),
    error: (t) => void message.error(t),
  })
  const [choosing, setChoosing] = useState(false)
  const editable = !props.disabled && !props.readOnly
  const picture = props.listType === 'picture-card'
  const full = Boolean(maxCount && maxCount > 1 && value.length + c.uploading.length >= maxCount)

  const picker = editable && !full && !(picture && maxCount === 1 && (value.length || c.uploading.length)) ? (
    <Upload
      accept={c.accept.length ? c.accept.map((e) => `.${e}`).join(',') : undefined}
      multiple={props.multiple && maxCount !== 1}
      showUploadList={false}
      fileList={[]}
      listType={picture ? 'picture-card' : 'text'}
      beforeUpload={(file) => {
        c.start(file as File)
        return Upload.LIST_IGNORE
      }}
    >
      {picture ? (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 4 }}>{props.buttonText ?? UPLOAD_TEXT.button}</div>
        </div>
      ) : (
        <Button icon={<UploadOutlined />}>{props.buttonText ?? UPLOAD_TEXT.button}</Button>
      )}
    </Upload>
  ) : null

  const chooser = props.chooser
  const chooserButton =
    picker && chooser ? (
      <Button
        className="renderer-upload-chooser"
        icon={<CloudOutlined />}
        size={picture ? 'small' : undefined}
        type={picture ? 'link' : 'default'}
        style={picture ? { display: 'block', padding: 0, marginTop: 4 } : { marginLeft: 8 }}
        onClick={() => setChoosing(true)}
      >
        {chooser.buttonText ?? UPLOAD_TEXT.chooser}
      </Button>
    ) : null
  const chooserDialog =
    chooser && choosing ? (
      <FileChooserDialog
        api={chooser.api}
        title={chooser.title}
        pageSize={chooser.pageSize}
        onCancel={() => setChoosing(false)}
        onOk={(_next, picked) => {
          if (c.take(picked.map((f) => ({ Url: f.FileUrl, Name: f.FileName, Size: f.Size ?? 0 })))) setChoosing(false)
        }}
      />
    ) : null

  const progress = c.uploading.map((u) => (
    <div key={u.uid} className="renderer-upload-progress" data-testid="upload-progress" style={picture ? card : { display: 'flex', alignItems: 'center', gap: 8, marginTop: 4 }}>
      <Typography.Text ellipsis style={{ maxWidth: picture ? 90 : 240 }}>
        {u.name}
      </Typography.Text>
      <Progress percent={Math.floor(u.percent)} size="small" style={{ flex: 1, margin: 0, minWidth: picture ? 80 : 160 }} />
      <Button size="small" type="link" onClick={() => c.cancel(u.uid)}>
        {UPLOAD_TEXT.cancel}
      </Button>
    </div>
  ))

  if (picture) {
    return (
      <div className="renderer-upload renderer-upload-picture">
        {value.map((item) => (
          <Thumb key={item.Url} dp={dp} item={item} local={c.preview(item.Url)} onRemove={editable ? () => c.remove(item) : undefined} />
        ))}
        {progress}
        {picker ? (
          <div style={{ display: 'inline-block', verticalAlign: 'top' }}>
            {picker}
            {chooserButton}
          </div>
        ) : null}
        {chooserDialog}
      </div>
    )
  }
  return (
    <div className="renderer-upload">
      {picker ? (
        <div style={{ display: 'flex', alignItems: 'center' }}>
          {picker}
          {chooserButton}
        </div>
      ) : null}
      {chooserDialog}
      {progress}
      {value.map((item) => (
        <div key={item.Url} data-testid="upload-item" style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 4 }}>
          <PaperClipOutlined />
          <Typography.Text ellipsis style={{ maxWidth: 320 }}>
            {item.Name}
          </Typography.Text>
          {editable ? (
            <Button size="small" type="link" danger onClick={() => c.remove(item)}>
              {UPLOAD_TEXT.remove}
            </Button>
          ) : null}
        </div>
      ))}
    </div>
  )
}
