/** The Upload widget with a fake uploading provider: one story per state. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Providers } from '../../testing/storyKit'
import { createUploadProvider, fakeFile, sampleImages, uploadApi } from './fixtures'
import { IMAGE_EXTENSIONS } from './uploader'
import { UploadField, type UploadFieldProps } from './UploadField'

function Demo(props: Omit<UploadFieldProps, 'api' | 'onChange'> & { startWith?: string; progress?: number }) {
  const { startWith, progress, value: initial, ...rest } = props
  const provider = useMemo(() => createUploadProvider({ auto: progress }), [progress])
  const [value, setValue] = useState(initial)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // a file chosen at once, so the story shows an upload in progress
    const input = ref.current?.querySelector('input[type=file]')
    if (!startWith || !input) return
    Object.defineProperty(input, 'files', { configurable: true, value: [fakeFile(startWith, 5 * 1024 * 1024, 'application/zip')] })
    input.dispatchEvent(new Event('change', { bubbles: true }))
  }, [startWith])
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

export const Empty: Story = { args: { accept: ['pdf', 'docx', 'zip'] } }
export const WithFiles: Story = { args: { accept: ['pdf', 'docx', 'zip'], value: files } }
export const Uploading: Story = { args: { accept: ['pdf', 'docx', 'zip'], value: files, startWith: '资料.zip', progress: 40 } }
export const ReadOnly: Story = { args: { value: files, disabled: true } }
export const Images: Story = { args: { accept: [...IMAGE_EXTENSIONS], listType: 'picture-card', value: sampleImages, maxCount: 5 } }
export const Avatar: Story = { args: { accept: [...IMAGE_EXTENSIONS], listType: 'picture-card', valueType: 'url', value: sampleImages[0].Url, buttonText: '上传头像' } }
export const AvatarEmpty: Story = { args: { accept: [...IMAGE_EXTENSIONS], listType: 'picture-card', valueType: 'url', value: '', buttonText: '上传头像' } }
