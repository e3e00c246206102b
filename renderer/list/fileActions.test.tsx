/** List file actions (upload with progress, download, preview) and the fileSize / enum-otherwise columns, on the cloud storage schema. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { EntitySchema } from '../../common/entity-fields'
import userFile from '../../schemas/entities/user-file.json'
import filesScreen from '../../schemas/screens/cloud/files.json'
import { createFileProvider, type FileProvider } from '../../tests/stories/fixtures/system'
import type { ColumnSpec, ListScreenSchema } from '../schema/types'
import { Providers } from '../testing/storyKit'
import { fakeFile } from '../testing/files'
import { formatFileSize, renderCell } from './columns'
import { ListScreen } from './ListScreen'

const schema = filesScreen as unknown as ListScreenSchema
const entities = { 'user-file': userFile as unknown as EntitySchema }

function mount(granted = ['Create', 'Delete'], provider: FileProvider = createFileProvider()) {
  render(
    <Providers provider={provider} granted={granted}>
      <ListScreen schema={schema} entities={entities} />
    </Providers>,
  )
  return provider
}
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement
const input = () => screen.getByTestId('list-upload-input') as HTMLInputElement

let clicked: HTMLAnchorElement[] = []
beforeEach(() => {
  clicked = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this)
  })
})
afterEach(() => vi.restoreAllMocks())

describe('list file actions', () => {
  it('shows file sizes in B/KB/MB/GB and hides 预览 for files that are neither images nor PDFs', async () => {
    mount()
    await screen.findByText('团建合影.jpg')
    expect(within(rowOf('团建合影.jpg')).getByText('2.34 MB')).toBeTruthy()
    expect(within(rowOf('考勤统计.xlsx')).getByText('18 KB')).toBeTruthy()
    expect(within(rowOf('备忘.txt')).getByText('512 B')).toBeTruthy()
    expect(within(rowOf('安装包.zip')).getByText('1.5 GB')).toBeTruthy()
    expect(within(rowOf('团建合影.jpg')).queryByText('预览')).toBeTruthy()
    expect(within(rowOf('员工手册.pdf')).queryByText('预览')).toBeTruthy()
    expect(within(rowOf('考勤统计.xlsx')).queryByText('预览')).toBeNull()
    expect(within(rowOf('考勤统计.xlsx')).getByText('下载')).toBeTruthy()
  })

  it('uploads the picked file with a progress dialog, then reloads the list', async () => {
    const provider = mount()
    await screen.findByText('团建合影.jpg')
    fireEvent.click(screen.getByRole('button', { name: '上传' }))
    fireEvent.change(input(), { target: { files: [fakeFile('季度报告.pdf', 5000, 'application/pdf')] } })
    expect(provider.uploads).toHaveLength(1)
    expect(provider.uploads[0].options).toMatchObject({ url: '/api/app/upload/upload', method: 'POST' })
    await act(async () => provider.uploads[0].options.onProgress?.(42.7))
    const dialog = await screen.findByTestId('upload-progress')
    expect(dialog.textContent).toContain('季度报告.pdf')
    expect(dialog.textContent).toContain('42%')
    await act(async () => provider.uploads[0].finish())
    expect(await screen.findByText('上传成功')).toBeTruthy()
    expect(await screen.findByText('季度报告.pdf')).toBeTruthy()
    await waitFor(() => expect(screen.queryByTestId('upload-progress')).toBeNull())
    expect(provider.calls.filter((c) => c.url === '/api/app/user-file/file-list')).toHaveLength(2)
  })

  it('cancels an upload in progress, and shows the server refusal of a failed one', async () => {
    const provider = mount()
    await screen.findByText('团建合影.jpg')
    fireEvent.click(screen.getByRole('button', { name: '上传' }))
    fireEvent.change(input(), { target: { files: [fakeFile('a.pdf', 10)] } })
    await screen.findByTestId('upload-progress')
    fireEvent.click(within(document.querySelector('.ant-modal') as HTMLElement).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByTestId('upload-progress')).toBeNull())
    expect(provider.uploads[0].options.signal?.aborted).toBe(true)

    await waitFor(() => expect(document.querySelector('.ant-modal-wrap')).toBeNull())
    fireEvent.click(screen.getByText('上传').closest('button')!)
    fireEvent.change(input(), { target: { files: [fakeFile('b.exe', 10)] } })
    await act(async () => provider.uploads[1].fail(415, '暂不支持该文件'))
    expect(await screen.findByText('暂不支持该文件')).toBeTruthy()
  })

  it('refuses a file over 2 GB in the browser', async () => {
    const provider = mount()
    await screen.findByText('团建合影.jpg')
    fireEvent.click(screen.getByRole('button', { name: '上传' }))
    fireEvent.change(input(), { target: { files: [fakeFile('huge.zip', 2 * 1024 ** 3 + 1)] } })
    expect(await screen.findByText('暂不支持上传大于2G的文件')).toBeTruthy()
    expect(provider.uploads).toHaveLength(0)
  })

  it('downloads through the provider (bearer header) under the file name', async () => {
    const provider = mount()
    await screen.findByText('考勤统计.xlsx')
    fireEvent.click(within(rowOf('考勤统计.xlsx')).getByText('下载'))
    await waitFor(() => expect(clicked).toHaveLength(1))
    expect(provider.fileSrcCalls).toEqual(['/download-file?id=f3'])
    expect(clicked[0].download).toBe('考勤统计.xlsx')
    expect(clicked[0].href).toMatch(/^data:/)
  })

  it('previews an image in the image preview and a PDF in a dialog', async () => {
    mount()
    await screen.findByText('团建合影.jpg')
    fireEvent.click(within(rowOf('团建合影.jpg')).getByText('预览'))
    await waitFor(() => expect(document.querySelector('.ant-image-preview img')).toBeTruthy())
    expect((document.querySelector('.ant-image-preview img') as HTMLImageElement).src).toMatch(/^data:image\/svg/)

    fireEvent.click(within(rowOf('员工手册.pdf')).getByText('预览'))
    await waitFor(() => expect(document.querySelector('iframe')).toBeTruthy())
    const frame = document.querySelector('iframe') as HTMLIFrameElement
    expect(frame.title).toBe('员工手册.pdf')
    expect(frame.src).toMatch(/^data:application\/pdf/)
    fireEvent.click(screen.getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(document.querySelector('iframe')).toBeNull())
  })

  it('hides the upload and delete buttons without their permission; download stays', async () => {
    mount([])
    await screen.findByText('团建合影.jpg')
    expect(screen.queryByRole('button', { name: '上传' })).toBeNull()
    expect(within(rowOf('团建合影.jpg')).queryByText('删除')).toBeNull()
    expect(within(rowOf('团建合影.jpg')).getByText('下载')).toBeTruthy()
  })
})

describe('column kinds', () => {
  it('fileSize: 1024 steps, two decimals at most, GB the largest unit', () => {
    expect([0, 1023, 1024, 1536, 1048576, 5 * 1024 ** 3, 3 * 1024 ** 4].map(formatFileSize)).toEqual(['0 B', '1023 B', '1 KB', '1.5 KB', '1 MB', '5 GB', '3072 GB'])
    expect([undefined, null, '', 'abc', -1].map(formatFileSize)).toEqual(['', '', '', '', ''])
    expect(formatFileSize('2048')).toBe('2 KB')
  })

  it('enum with otherwise: 1 男, any other value (or none) 女', () => {
    const col: ColumnSpec = { field: 'Gender', title: '性别', kind: 'enum', options: [{ label: '男', value: 1 }], otherwise: '女' }
    expect([1, 2, 0, null].map((Gender) => renderCell(col, { Gender }))).toEqual(['男', '女', '女', '女'])
    expect(renderCell({ ...col, otherwise: undefined }, { Gender: 2 })).toBe('2')
  })
})
