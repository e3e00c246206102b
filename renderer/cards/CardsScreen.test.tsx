import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Providers } from '../testing/storyKit'
import { createMemoryProvider, page } from '../testing/memoryProvider'
import type { CardsScreenSchema } from '../schema/types'
import { CardsScreen } from './CardsScreen'

/** the backend's stored-file keys, which the schema names (the renderer's default is Url / Name) */
const FILE_KEYS = { urlField: 'FileUrl', nameField: 'FileName' }
const schema: CardsScreenSchema = {
  kind: 'cards',
  id: 'test/cards',
  route: 'child_test',
  title: '动态',
  api: { list: { method: 'POST', url: '/api/items' } },
  tabs: { param: 'TypeId', remote: { api: { method: 'GET', url: '/api/types' }, labelField: 'Name', valueField: 'Id' } },
  card: { titleField: 'Title', coverField: 'CoverImg', files: FILE_KEYS, descriptionField: 'Description', metaFields: ['Theme'] },
  pageSize: 2,
  open: 'media',
  dialogs: { media: { kind: 'media', title: '详情', titleField: 'Title', files: FILE_KEYS, media: [{ field: 'Image', kind: 'image' }, { field: 'Video', kind: 'video' }] } },
}

const rows = [
  { Id: 'a', TypeId: 't1', Title: '年会', Description: '全体员工', Theme: '感恩', CoverImg: [{ FileUrl: '/f/a', FileName: 'a.png' }], Image: [{ FileUrl: '/f/a1', FileName: '合影.png' }, { FileUrl: '/f/a2', FileName: '舞台.png' }], Video: [{ FileUrl: '/f/v', FileName: '宣传片.webm' }] },
  { Id: 'b', TypeId: 't1', Title: '新楼', Description: '', Theme: '', CoverImg: [], Image: [], Video: [] },
  { Id: 'c', TypeId: 't1', Title: '荣誉', Description: '', Theme: '', CoverImg: [], Image: [], Video: [] },
]

function provider() {
  const p = createMemoryProvider({
    'GET /api/types': () => [
      { Id: 't1', Name: '新闻' },
      { Id: 't2', Name: '活动' },
    ],
    'POST /api/items': ({ body }) => page(rows.filter((r) => r.TypeId === (body as { TypeId?: string }).TypeId), body as Record<string, unknown>),
  })
  return Object.assign(p, { fileSrc: async (url: string) => `blob:${url}`, mediaSrc: async (url: string) => `${url}&ticket=t` })
}

describe('cards screen', () => {
  it('tabs from the server set the list parameter; cards page with 共 N 条; an empty tab shows the empty text', async () => {
    const dp = provider()
    render(
      <Providers provider={dp}>
        <CardsScreen schema={schema} entities={{}} />
      </Providers>,
    )
    await screen.findByRole('listitem', { name: '年会' })
    expect([...document.querySelectorAll('.renderer-card')].map((e) => e.getAttribute('aria-label'))).toEqual(['年会', '新楼'])
    expect(screen.getByText('共 3 条')).toBeTruthy()
    expect(dp.calls.filter((c) => c.url === '/api/items')[0].body).toMatchObject({ TypeId: 't1', SkipCount: 0, MaxResultCount: 2 })
    // the cover's address arrives through the provider's fileSrc, after the card itself
    await waitFor(() => expect(document.querySelector('.renderer-card-cover img')?.getAttribute('src')).toBe('blob:/f/a'))
    fireEvent.click(screen.getByRole('tab', { name: '活动' }))
    await screen.findByText('暂无数据', { selector: '.ant-empty-description' })
    expect(document.querySelectorAll('.renderer-card').length).toBe(0)
  })

  it('a card opens the media carousel: photos then videos as thumbnail tabs, 上一个 / 下一个, a video that cannot play says so', async () => {
    render(
      <Providers provider={provider()}>
        <CardsScreen schema={schema} entities={{}} />
      </Providers>,
    )
    fireEvent.click(await screen.findByRole('listitem', { name: '年会' }))
    const carousel = await screen.findByTestId('media-carousel', {}, { timeout: 10_000 })
    const thumbs = () => [...carousel.querySelectorAll('[role=tab]')]
    await waitFor(() => expect(thumbs().map((t) => t.getAttribute('aria-label'))).toEqual(['合影.png', '舞台.png', '宣传片.webm']))
    expect(thumbs()[0].getAttribute('aria-selected')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: '上一个' }))
    expect(thumbs()[2].getAttribute('aria-selected')).toBe('true')
    const video = await waitFor(() => {
      const v = carousel.querySelector('video')
      if (!v) throw new Error('no video yet')
      return v
    })
    expect(video.getAttribute('src')).toBe('/f/v&ticket=t')
    fireEvent.error(video)
    await screen.findByText('此视频暂无法播放，请稍后再试')
    fireEvent.click(screen.getByRole('button', { name: '下一个' }))
    expect(thumbs()[0].getAttribute('aria-selected')).toBe('true')
    await waitFor(() => expect(carousel.querySelector('.renderer-media-image')!.getAttribute('src')).toBe('blob:/f/a1'))
    expect(screen.getByText('1 / 3')).toBeTruthy()
  })
})
