/**
 * An approval form's upload item (报销's 附件): while filling in, the preset's upload widget (real
 * uploads through the application's upload call, at most 20 files, as the server allows); in view
 * mode the files' names, each downloading its file. The form keeps the widget's entries
 * ({ Url, Name, Size }); the server takes their urls and stores the names beside them
 * (`<name>Names`), which `withFileNames` turns back into entries when a process is opened.
 */
import { Space, Typography } from 'antd'
import { PaperClipOutlined } from '@ant-design/icons'
import type { FormItem } from '../../../common/approval-form'
import { NAMES_SUFFIX, uploadUrls } from '../../../common/approval-validate'
import { useDataProvider } from '../../../renderer/data/provider'
import { UploadField } from '../../preset/upload/UploadField'
import type { UploadValueItem } from '../../preset/upload/useUpload'
import { saveFile } from './saveFile'

const UPLOAD_API = { method: 'POST', url: '/api/app/upload/upload' } as const
/** what the server accepts in one upload item (server/modules/approval/form-files.ts) */
const UPLOAD_MAX = 20

const entriesOf = (value: unknown): UploadValueItem[] =>
  Array.isArray(value) && value.every((v) => v && typeof v === 'object') ? (value as UploadValueItem[]) : uploadUrls(value).map((Url) => ({ Url, Name: Url, Size: 0 }))

/** A loaded form's data with each upload item's stored urls and names as the widget's entries. */
export function withFileNames(items: FormItem[], data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data }
  for (const item of items) {
    if (item.type !== 'upload' || !Object.hasOwn(data, item.name)) continue
    const names = data[`${item.name}${NAMES_SUFFIX}`]
    out[item.name] = uploadUrls(data[item.name]).map((Url, i) => ({
      Url,
      Name: Array.isArray(names) && typeof names[i] === 'string' ? names[i] : Url,
      Size: 0,
    }))
  }
  return out
}

function FileLinks(props: { files: UploadValueItem[] }) {
  const dp = useDataProvider()
  // fetched with the bearer token on the click: a plain link could not send it
  const open = (f: UploadValueItem) =>
    void (dp.fileSrc ? dp.fileSrc(f.Url) : Promise.resolve(f.Url)).then(
      (src) => saveFile(src, f.Name),
      () => undefined,
    )
  if (!props.files.length) return <Typography.Text type="secondary">—</Typography.Text>
  return (
    <Space direction="vertical" size={2}>
      {props.files.map((f) => (
        <a key={f.Url} data-file={f.Name} onClick={() => open(f)}>
          <PaperClipOutlined /> {f.Name}
        </a>
      ))}
    </Space>
  )
}

export function Attachments(props: { value?: unknown; disabled?: boolean; onChange?(v: UploadValueItem[]): void }) {
  const files = entriesOf(props.value)
  if (props.disabled) return <FileLinks files={files} />
  return <UploadField api={UPLOAD_API} multiple maxCount={UPLOAD_MAX} value={files} onChange={(v) => props.onChange?.(v as UploadValueItem[])} />
}
