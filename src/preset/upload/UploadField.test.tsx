import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { DataProvider } from '../../../renderer/data/provider'
import { Providers } from '../../../renderer/testing/storyKit'
import { createPlainProvider, createUploadProvider, fakeFile, sampleImages, uploadApi } from './fixtures'
import { IMAGE_EXTENSIONS, MAX_UPLOAD_BYTES } from '../../../renderer/data/upload'
import { fileListApi } from '../file-chooser/fixtures'
import { page } from '../../../renderer/testing/memoryProvider'
import { UploadField, type UploadFieldProps } from './UploadField'

function mount(props: Partial<UploadFieldProps> = {}, provider: DataProvider = createUploadProvider()) {
  const onChange = vi.fn()
  const view = render(
    <Providers provider={provider}>
      <UploadField api={uploadApi} onChange={onChange} {...props} />
    </Providers>,
  )
  return { provider, onChange, view }
}

const choose = (file: File) => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } })
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' })

describe('upload', () => {
  it('refuses a file whose extension is not allowed with 暂不支持该文件 and uploads nothing', async () => {
    const provider = createUploadProvider()
    const { onChange } = mount({ accept: [...IMAGE_EXTENSIONS], listType: 'picture-card' }, provider)
    expect(document.querySelector('input[type=file]')!.getAttribute('accept')).toBe('.jpg,.jpeg,.png,.gif,.bmp')
    choose(fakeFile('合同.pdf'))
    expect(await toast('暂不支持该文件')).toBeTruthy()
    expect(provider.uploads).toEqual([])
    expect(onChange).not.toHaveBeenCalled()
  })

  it('refuses a file over 2 GB in the browser with 暂不支持上传大于2G的文件', async () => {
    const provider = createUploadProvider()
    const { onChange } = mount({ accept: ['zip'] }, provider)
    choose(fakeFile('备份.zip', MAX_UPLOAD_BYTES + 1))
    expect(await toast('暂不支持上传大于2G的文件')).toBeTruthy()
    expect(provider.uploads).toEqual([])
    expect(onChange).not.toHaveBeenCalled()
  })

  it('shows the progress while uploading and adds { Url, Name, Size } when done', async () => {
    const provider = createUploadProvider()
    const { onChange } = mount({ accept: ['pdf', 'DOCX'] }, provider)
    choose(fakeFile('合同.PDF', 3000))
    await waitFor(() => expect(provider.uploads.length).toBe(1))
    expect(provider.uploads[0].options).toMatchObject({ url: '/api/app/upload/upload', method: 'POST', query: { accept: 'pdf,docx' } })
    expect(screen.getByTestId('upload-progress').textContent).toContain('合同.PDF')
    act(() => provider.uploads[0].progress(42.7))
    expect(screen.getByTestId('upload-progress').querySelector('.ant-progress')!.getAttribute('aria-valuenow')).toBe('42')
    expect(screen.getByTestId('upload-progress').textContent).toContain('42%')
    await act(async () => provider.uploads[0].finish({ Url: '/download-file?id=x1', Name: '合同.PDF', Size: 3000 }))
    expect(screen.queryByTestId('upload-progress')).toBeNull()
    expect(onChange).toHaveBeenCalledWith([{ Url: '/download-file?id=x1', Name: '合同.PDF', Size: 3000 }])
  })

  it('cancel aborts the upload and adds nothing', async () => {
    const provider = createUploadProvider()
    const { onChange } = mount({}, provider)
    choose(fakeFile('资料.zip', 10_000))
    await waitFor(() => expect(provider.uploads.length).toBe(1))
    act(() => provider.uploads[0].progress(10))
    fireEvent.click(screen.getByText('取消'))
    expect(provider.uploads[0].aborted).toBe(true)
    expect(provider.uploads[0].options.signal!.aborted).toBe(true)
    expect(screen.queryByTestId('upload-progress')).toBeNull()
    await act(async () => provider.uploads[0].finish())
    expect(onChange).not.toHaveBeenCalled()
    expect(document.querySelector('.ant-message-notice')).toBeNull()
  })

  it("shows the server's message when it refuses the file", async () => {
    const provider = createUploadProvider()
    const { onChange } = mount({ accept: ['png'] }, provider)
    choose(fakeFile('伪装.png', 100, 'image/png'))
    await waitFor(() => expect(provider.uploads.length).toBe(1))
    await act(async () => provider.uploads[0].fail(415, '暂不支持该文件'))
    expect(await toast('暂不支持该文件')).toBeTruthy()
    expect(screen.queryByTestId('upload-progress')).toBeNull()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('says so when the DataProvider cannot upload', async () => {
    const { onChange } = mount({}, createPlainProvider())
    choose(fakeFile('a.txt'))
    expect(await toast('当前环境不支持上传文件')).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('lists the files with remove; read-only has neither upload nor remove', () => {
    const files = [
      { Url: '/download-file?id=a', Name: '劳动合同.pdf', Size: 1 },
      { Url: '/download-file?id=b', Name: '入职登记表.docx', Size: 2 },
    ]
    const { onChange, view } = mount({ value: files })
    fireEvent.click(screen.getAllByText('删除')[0])
    expect(onChange).toHaveBeenCalledWith([files[1]])
    view.unmount()
    mount({ value: files, disabled: true })
    expect(screen.getByText('劳动合同.pdf')).toBeTruthy()
    expect(screen.queryByText('删除')).toBeNull()
    expect(document.querySelector('input[type=file]')).toBeNull()
  })

  it('image mode shows thumbnails; url mode holds one Url and replaces it', async () => {
    const provider = createUploadProvider()
    const { onChange, view } = mount({ listType: 'picture-card', accept: [...IMAGE_EXTENSIONS], value: sampleImages, maxCount: 5 }, provider)
    expect([...document.querySelectorAll('.renderer-upload-thumb img')].map((i) => i.getAttribute('alt'))).toEqual(['蓝色.png', '绿色.png'])
    fireEvent.click(screen.getAllByLabelText('删除')[1])
    expect(onChange).toHaveBeenCalledWith([sampleImages[0]])
    view.unmount()
    const avatar = mount({ listType: 'picture-card', accept: [...IMAGE_EXTENSIONS], valueType: 'url', value: '' }, provider)
    choose(fakeFile('头像.jpg', 100, 'image/jpeg'))
    await waitFor(() => expect(provider.uploads.length).toBe(1))
    await act(async () => provider.uploads[0].finish({ Url: '/download-file?id=av' }))
    expect(avatar.onChange).toHaveBeenCalledWith('/download-file?id=av')
  })

  it('files mode reads and writes the wire items [{ FileUrl, FileName, FileSize }]', async () => {
    const provider = createUploadProvider()
    const photos = [{ FileUrl: '/download-file?id=p1', FileName: '合影.png' }]
    const { onChange } = mount({ listType: 'picture-card', accept: [...IMAGE_EXTENSIONS], valueType: 'files', value: photos, maxCount: 5 }, provider)
    expect([...document.querySelectorAll('.renderer-upload-thumb img')].map((i) => i.getAttribute('alt'))).toEqual(['合影.png'])
    choose(fakeFile('海报.png', 120, 'image/png'))
    await waitFor(() => expect(provider.uploads.length).toBe(1))
    await act(async () => provider.uploads[0].finish({ Url: '/download-file?id=p2', Name: '海报.png', Size: 120 }))
    expect(onChange).toHaveBeenLastCalledWith([
      { FileUrl: '/download-file?id=p1', FileName: '合影.png', FileSize: 0 },
      { FileUrl: '/download-file?id=p2', FileName: '海报.png', FileSize: 120 },
    ])
  })

  describe('从云盘选择 (chooser)', () => {
    const stored = [
      { Id: 'f1', FileName: '合同.pdf', FileUrl: '/download-file?id=f1', Size: 300, CreateTime: '2024-05-01 08:00:00' },
      { Id: 'f2', FileName: '头像.png', FileUrl: '/download-file?id=f2', Size: 200, CreateTime: '2024-05-02 08:00:00' },
      { Id: 'f3', FileName: '合影.jpg', FileUrl: '/download-file?id=f3', Size: 100, CreateTime: '2024-05-03 08:00:00' },
    ]
    const provider = () =>
      createUploadProvider({
        routes: {
          'GET /api/app/user-file/file-list': ({ query }) =>
            page(
              stored.filter((f) => !query.KeyWord || f.FileName.includes(String(query.KeyWord))),
              query,
            ),
        },
      })
    const dialog = () => document.querySelector('.ant-modal') as HTMLElement
    const tick = async (id: string) => {
      const box = await waitFor(() => {
        const el = document.querySelector(`.ant-modal [data-testid=file-${id}] input`)
        if (!el) throw new Error(`file ${id} not listed yet`)
        return el as HTMLElement
      })
      fireEvent.click(box)
    }
    const confirm = () => fireEvent.click(screen.getByText(/^确定\(/).closest('button')!)
    const avatarProps = { listType: 'picture-card', accept: [...IMAGE_EXTENSIONS], valueType: 'url', value: '', chooser: { api: fileListApi } } as const

    it('takes a chosen image as if uploaded (url mode); an unaccepted one is refused with 暂不支持该文件 and the dialog stays', async () => {
      const p = provider()
      const { onChange } = mount(avatarProps, p)
      fireEvent.click(screen.getByText('从云盘选择'))
      await tick('f1')
      expect(screen.getByText('确定(1)')).toBeTruthy()
      confirm()
      expect(await toast('暂不支持该文件')).toBeTruthy()
      expect(onChange).not.toHaveBeenCalled()
      expect(dialog()).toBeTruthy()
      await tick('f1')
      await tick('f2')
      confirm()
      expect(onChange).toHaveBeenCalledWith('/download-file?id=f2')
      await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull())
      expect(p.uploads).toEqual([])
      expect(p.calls[0]).toMatchObject({ url: '/api/app/user-file/file-list', query: { MaxResultCount: 10, SkipCount: 0 } })
    })

    it('maxCount 1 takes exactly one: two chosen files are refused with 最多上传1个文件', async () => {
      const { onChange } = mount(avatarProps, provider())
      fireEvent.click(screen.getByText('从云盘选择'))
      await tick('f2')
      await tick('f3')
      confirm()
      expect(await toast('最多上传1个文件')).toBeTruthy()
      expect(onChange).not.toHaveBeenCalled()
    })

    it('a list field appends the chosen files (refusing the unaccepted, skipping those it holds) within maxCount', async () => {
      const held = [{ Url: '/download-file?id=f3', Name: '合影.jpg', Size: 100 }]
      const { onChange, view } = mount({ accept: ['pdf', 'jpg'], value: held, maxCount: 3, chooser: { api: fileListApi, buttonText: '从我的文件选择' } }, provider())
      fireEvent.click(screen.getByText('从我的文件选择'))
      await tick('f1')
      await tick('f2')
      await tick('f3')
      confirm()
      expect(await toast('暂不支持该文件')).toBeTruthy()
      expect(onChange).toHaveBeenCalledWith([held[0], { Url: '/download-file?id=f1', Name: '合同.pdf', Size: 300 }])
      view.unmount()
      const full = mount({ value: held, maxCount: 2, chooser: { api: fileListApi } }, provider())
      fireEvent.click(screen.getByText('从云盘选择'))
      await tick('f1')
      await tick('f2')
      confirm()
      expect(await toast('最多上传2个文件')).toBeTruthy()
      expect(full.onChange).not.toHaveBeenCalled()
    })

    it('read-only or full: no 从云盘选择', () => {
      const { view } = mount({ ...avatarProps, disabled: true, value: '/download-file?id=f2' }, provider())
      expect(screen.queryByText('从云盘选择')).toBeNull()
      view.unmount()
      mount({ ...avatarProps, value: '/download-file?id=f2' }, provider())
      expect(screen.queryByText('从云盘选择')).toBeNull()
    })
  })
})
