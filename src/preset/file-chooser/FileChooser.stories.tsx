/** The file chooser on fake file lists: one story per state. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo, useState } from 'react'
import { Providers } from '../../../renderer/testing/storyKit'
import { createFileProvider, fileListApi, userFiles } from './fixtures'
import { FileChooser, type FileChooserProps } from './FileChooser'
import type { ChosenFile } from './useFileChooser'

function Demo(props: Omit<FileChooserProps, 'api' | 'onChange'> & { files: number; delay?: number; fail?: boolean }) {
  const { files, delay, fail, value: initial, ...rest } = props
  const provider = useMemo(() => createFileProvider(userFiles(files), { delay, fail }), [files, delay, fail])
  const [value, setValue] = useState<ChosenFile[]>(initial ?? [])
  return (
    <Providers provider={provider}>
      <FileChooser {...rest} api={fileListApi} value={value} onChange={setValue} />
    </Providers>
  )
}

const meta = { title: 'Widgets/FileChooser', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

const chosen: ChosenFile[] = userFiles(2).map(({ Id, FileName, FileUrl }) => ({ Id, FileName, FileUrl }))

export const Closed: Story = { args: { files: 25, value: chosen }, parameters: { shows: ['选择文件', '文件1.docx', '文件2.pdf'], hides: ['文件3.png'] } }
export const ReadOnly: Story = { args: { files: 25, value: chosen, readOnly: true }, parameters: { shows: ['文件1.docx', '文件2.pdf'], hides: ['选择文件', '删除'] } }
export const Open: Story = { args: { files: 25, defaultOpen: true }, parameters: { shows: ['文件1.docx', '2024-05-01 08:30:00', '文件10.pdf', '确定(0)'], hides: ['文件11.docx'] } }
export const OpenWithChosen: Story = { args: { files: 25, value: chosen, defaultOpen: true }, parameters: { shows: ['文件3.png', '删除', '文件10.pdf'] } }
export const Loading: Story = { args: { files: 25, delay: 60_000, defaultOpen: true }, parameters: { shows: ['选择文件', '加载中'], hides: ['文件1.docx'] } }
export const NoFiles: Story = { args: { files: 0, defaultOpen: true }, parameters: { shows: ['暂无可选择的文件'] } }
export const LoadError: Story = { args: { files: 5, fail: true, defaultOpen: true }, parameters: { shows: ['服务器错误'] } }
