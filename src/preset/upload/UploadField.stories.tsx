/** The Upload widget with a fake uploading provider: one story per state. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Providers } from '../../../renderer/testing/storyKit'
import { createUploadProvider, fakeFile, sampleImages, uploadApi } from './fixtures'
import { fileListApi, userFiles } from '../file-chooser/fixtures'
import { page } from '../../../renderer/testing/memoryProvider'
import { IMAGE_EXTENSIONS } from '../../../renderer/data/upload'
import { UploadField, type UploadFieldProps } from './UploadField'

/** the user's stored files behind the chooser's file list */
const stored = userFiles(12)
const fileRoutes = {
  'GET /api/app/user-file/file-list': ({ query }: { query: Record<string, unknown> }) =>
    page(
      stored.filter((f) => !query.KeyWord || f.FileName.includes(String(query.KeyWord))),
      query,
    ),
}

function Demo(props: Omit<UploadFieldProps, 'api' | 'onChange'> & { startWith?: string; progress?: number; openChooser?: boolean }) {
  const { startWith, progress, openChooser, value: initial, ...rest } = props
  const provider = useMemo(() => createUploadProvider({ auto: progress, routes: fileRoutes }), [progress])
  const [value, setValue] = useState(initial)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // a file chosen at once, so the story shows an upload in progress
    const input = ref.current?.querySelector('input[type=file]')
    if (!startWith || !input) return
    Object.defineProperty(input, 'files', { configurable: true, value: [fakeFile(startWith, 5 * 1024 * 1024, 'application/zip')] })
    input.dispatchEvent(new Event('change', { bubbles: true }))
  }, [startWith])
  useEffect(() => {
    // 从云盘选择 clicked at once, so the story shows the chooser
    if (openChooser) ref.current?.querySelector<HTMLButtonElement>('.renderer-upload-chooser')?.click()
  }, [openChooser])
  return (
    <Providers provider={provider}>
      <div ref={ref}>
        <UploadField {...rest} api={uploadApi} value={value} onChange={(v) => setValue(v as never)} />
      </div>
    </Providers>
  )
}

const meta = { title: 'Widgets/Upload', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

const files = [
  { Url: '/download-file?id=a', Name: '劳动合同.pdf', Size: 102400 },
  { Url: '/download-file?id=b', Name: '入职登记表.docx', Size: 20480 },
]

export const Empty: Story = { args: { accept: ['pdf', 'docx', 'zip'] }, parameters: { shows: ['上传文件'], hides: ['劳动合同.pdf'] } }
export const WithFiles: Story = { args: { accept: ['pdf', 'docx', 'zip'], value: files }, parameters: { shows: ['上传文件', '劳动合同.pdf', '入职登记表.docx', '删除'] } }
export const Uploading: Story = { args: { accept: ['pdf', 'docx', 'zip'], value: files, startWith: '资料.zip', progress: 40 }, parameters: { shows: ['资料.zip', '40%', '劳动合同.pdf'] } }
export const ReadOnly: Story = { args: { value: files, disabled: true }, parameters: { shows: ['劳动合同.pdf', '入职登记表.docx'], hides: ['上传文件', '删除'] } }
export const Images: Story = { args: { accept: [...IMAGE_EXTENSIONS], listType: 'picture-card', value: sampleImages, maxCount: 5 }, parameters: { shows: ['上传文件'], selector: 'img[src^="data:image/svg+xml"]' } }
export const Avatar: Story = { args: { accept: [...IMAGE_EXTENSIONS], listType: 'picture-card', valueType: 'url', value: sampleImages[0].Url, buttonText: '上传头像' }, parameters: { hides: ['上传头像'], selector: 'img[src^="data:image/svg+xml"]' } }
export const AvatarEmpty: Story = { args: { accept: [...IMAGE_EXTENSIONS], listType: 'picture-card', valueType: 'url', value: '', buttonText: '上传头像' }, parameters: { shows: ['上传头像'], hides: ['从云盘选择'] } }
const chooser = { api: fileListApi }
/** the avatar with 从云盘选择 (the user's stored files through the file chooser) */
export const AvatarWithChooser: Story = { args: { accept: [...IMAGE_EXTENSIONS], listType: 'picture-card', valueType: 'url', value: '', buttonText: '上传头像', chooser }, parameters: { shows: ['上传头像', '从云盘选择'] } }
export const AvatarChooserOpen: Story = { args: { accept: [...IMAGE_EXTENSIONS], listType: 'picture-card', valueType: 'url', value: '', buttonText: '上传头像', chooser, openChooser: true }, parameters: { shows: ['选择文件', '文件1.docx', '文件10.pdf', '确定(0)'] } }
export const FilesWithChooser: Story = { args: { accept: ['pdf', 'docx', 'zip'], value: files, maxCount: 5, chooser }, parameters: { shows: ['从云盘选择', '劳动合同.pdf', '入职登记表.docx'] } }
