import { beforeAll, describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Providers } from '../../../renderer/testing/storyKit'
import { createMemoryProvider } from '../../../renderer/testing/memoryProvider'
import type { PromoVideo } from './api'
import { PromoVideos } from './PromoVideos'

const videos: PromoVideo[] = [
  { Id: '1', Title: '公司宣传片', Video: '/download-file?id=1', FileName: 'a.webm' },
  { Id: '2', Title: '企业文化片', Video: '/download-file?id=2', FileName: 'b.webm' },
]

function mount(list: PromoVideo[], mediaSrc: (url: string) => Promise<string> = async (url) => `${url}&ticket=t`) {
  const provider = Object.assign(createMemoryProvider({}), { mediaSrc })
  return render(
    <Providers provider={provider}>
      <PromoVideos videos={list} />
    </Providers>,
  )
}
const video = () => waitFor(() => {
  const v = document.querySelector('video')
  if (!v) throw new Error('no video yet')
  return v
})
const overlay = () => screen.queryByRole('group', { name: '选择视频' })

describe('promo videos', () => {
  // jsdom plays no media: play() answers nothing there, a promise in a browser
  beforeAll(() => {
    HTMLMediaElement.prototype.play = () => Promise.resolve()
  })

  it('a single video loops and never shows the overlay', async () => {
    mount(videos.slice(0, 1))
    const v = await video()
    expect(v.loop).toBe(true)
    fireEvent.ended(v)
    expect(overlay()).toBeNull()
  })

  it('when one of several ends: 上一个 / 重播 / 下一个; 重播 hides it, 下一个 and 上一个 go round', async () => {
    mount(videos)
    let v = await video()
    expect(v.loop).toBe(false)
    expect(v.getAttribute('src')).toBe('/download-file?id=1&ticket=t')
    fireEvent.ended(v)
    expect([...overlay()!.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['上一个', '重播', '下一个'])
    fireEvent.click(screen.getByRole('button', { name: '重播' }))
    expect(overlay()).toBeNull()
    fireEvent.ended(v)
    fireEvent.click(screen.getByRole('button', { name: '下一个' }))
    await waitFor(() => expect(document.querySelector('video')!.getAttribute('src')).toBe('/download-file?id=2&ticket=t'))
    v = await video()
    expect(v.autoplay).toBe(true)
    expect(screen.getByText('企业文化片')).toBeTruthy()
    expect(overlay()).toBeNull()
    fireEvent.ended(v)
    fireEvent.click(screen.getByRole('button', { name: '下一个' }))
    await screen.findByText('公司宣传片')
  })

  it('a video that cannot play says so, and offers the others', async () => {
    mount(videos)
    fireEvent.error(await video())
    await screen.findByText('此视频暂无法播放，请稍后再试')
    expect([...overlay()!.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['上一个', '下一个'])
    fireEvent.click(screen.getByRole('button', { name: '上一个' }))
    await screen.findByText('企业文化片')
    expect(screen.queryByText('此视频暂无法播放，请稍后再试')).toBeNull()
  })

  it('no media address (the ticket refused) is unplayable too; no videos: 暂无数据', async () => {
    const { unmount } = mount(videos.slice(0, 1), () => Promise.reject(new Error('404')))
    await screen.findByText('此视频暂无法播放，请稍后再试')
    unmount()
    mount([])
    expect(screen.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy()
  })
})
