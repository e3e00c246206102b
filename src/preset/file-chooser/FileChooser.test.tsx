import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Providers } from '../../../renderer/testing/storyKit'
import { createFileProvider, fileListApi, userFiles } from './fixtures'
import { FileChooser, FileChooserDialog } from './FileChooser'
import type { ChosenFile } from './useFileChooser'

function mount(files: number, value: ChosenFile[] = [], delay?: number) {
  const provider = createFileProvider(userFiles(files), { delay })
  const onOk = vi.fn()
  render(
    <Providers provider={provider}>
      <FileChooserDialog api={fileListApi} value={value} onOk={onOk} onCancel={() => {}} />
    </Providers>,
  )
  return { provider, onOk }
}

const modal = () => document.querySelector('.ant-modal') as HTMLElement
const confirmButton = () => within(modal()).getByText(/^确定\(/).closest('button') as HTMLButtonElement
const list = () => screen.getByTestId('file-chooser-list')
const shown = () => modal().querySelectorAll('[data-testid^="file-f"]').length
const search = (text: string) => {
  const box = within(modal()).getByPlaceholderText('请输入文件名搜索')
  fireEvent.change(box, { target: { value: text } })
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 })
  fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 })
}

describe('file chooser', () => {
  it('with no files says 暂无可选择的文件 and confirm is disabled', async () => {
    const { provider } = mount(0)
    expect(await within(modal()).findByText('暂无可选择的文件')).toBeTruthy()
    expect(confirmButton().textContent).toBe('确定(0)')
    expect(confirmButton().disabled).toBe(true)
    expect(provider.calls[0]).toMatchObject({ method: 'GET', url: '/api/app/user-file/file-list', query: { MaxResultCount: 10, SkipCount: 0 } })
  })

  it('shows 加载中 while a page loads', async () => {
    mount(3, [], 200)
    expect(within(modal()).getByText('加载中')).toBeTruthy()
    await within(modal()).findByText('文件1.docx')
    expect(within(modal()).queryByText('加载中')).toBeNull()
  })

  it('a search without results says 未搜索到{keyword}的相关文件', async () => {
    const { provider } = mount(5)
    await within(modal()).findByText('文件1.docx')
    search('报告')
    expect(await within(modal()).findByText('未搜索到报告的相关文件')).toBeTruthy()
    expect(provider.calls.at(-1)!.query).toEqual({ MaxResultCount: 10, SkipCount: 0, KeyWord: '报告' })
    search('文件3')
    expect(await within(modal()).findByText('文件3.png')).toBeTruthy()
    expect(shown()).toBe(1)
  })

  it('loads the next page of 10 when the list scrolls to its end', async () => {
    const { provider } = mount(25)
    await waitFor(() => expect(shown()).toBe(10))
    fireEvent.scroll(list())
    await waitFor(() => expect(shown()).toBe(20))
    expect(provider.calls[1].query).toMatchObject({ SkipCount: 10, MaxResultCount: 10 })
    fireEvent.scroll(list())
    await waitFor(() => expect(shown()).toBe(25))
    fireEvent.scroll(list())
    await new Promise((r) => setTimeout(r, 20))
    expect(provider.calls.length).toBe(3)
  })

  it('confirm shows the selected count and adds the files to the value; chosen ones stay checked and disabled', async () => {
    const value = [{ Id: 'f1', FileName: '文件1.docx', FileUrl: '/download-file?id=f1' }]
    const { onOk } = mount(5, value)
    const first = await within(modal()).findByTestId('file-f1')
    expect((first.querySelector('input') as HTMLInputElement).disabled).toBe(true)
    expect((first.querySelector('input') as HTMLInputElement).checked).toBe(true)
    fireEvent.click(within(modal()).getByText('文件2.pdf'))
    fireEvent.click(within(modal()).getByText('文件4.xlsx'))
    expect(confirmButton().textContent).toBe('确定(2)')
    fireEvent.click(within(modal()).getByText('文件4.xlsx'))
    expect(confirmButton().textContent).toBe('确定(1)')
    fireEvent.click(confirmButton())
    // the next value, and this opening's files as whole rows of the list
    expect(onOk).toHaveBeenCalledWith(
      [...value, { Id: 'f2', FileName: '文件2.pdf', FileUrl: '/download-file?id=f2' }],
      [expect.objectContaining({ Id: 'f2', FileName: '文件2.pdf', Size: 2048 })],
    )
  })

  it('the field lists the chosen files with remove', async () => {
    const onChange = vi.fn()
    const value = userFiles(2).map(({ Id, FileName, FileUrl }) => ({ Id, FileName, FileUrl }))
    render(
      <Providers provider={createFileProvider(userFiles(2))}>
        <FileChooser api={fileListApi} value={value} onChange={onChange} />
      </Providers>,
    )
    expect(screen.getByText('文件1.docx')).toBeTruthy()
    fireEvent.click(screen.getAllByText('删除')[0])
    expect(onChange).toHaveBeenCalledWith([value[1]])
    fireEvent.click(screen.getByText('选择文件'))
    expect(await within(modal()).findByText('取消')).toBeTruthy()
  })
})
