import { describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import type { DetailDialogSchema } from '../schema/types'
import { createMemoryProvider } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { DetailDialog, groupTimeline } from './DetailDialog'

const schema: DetailDialogSchema = {
  kind: 'detail',
  title: '人员详情',
  api: { get: { method: 'GET', url: '/api/person', query: { no: '{No}' } } },
  header: {
    photoField: 'Photo',
    titleField: 'Name',
    subtitleField: 'Post',
    tags: [
      { field: 'Level', title: '级别' },
      { field: 'State', title: '状态', kind: 'tag', options: [{ label: '正式', value: 2, color: 'green' }] },
    ],
  },
  sections: [
    {
      kind: 'descriptions',
      title: '基本信息',
      items: [
        { field: 'Sex', title: '性别', kind: 'enum', options: [{ label: '女', value: 0 }], otherwise: '男' },
        { field: 'Joined', title: '入职时间', kind: 'date', format: 'YYYY-MM-DD' },
      ],
    },
    {
      kind: 'timeline',
      title: '历程',
      api: { method: 'GET', url: '/api/career', query: { no: '{No}' } },
      itemsPath: 'List',
      yearField: 'Year',
      monthField: 'Month',
      textField: 'Remark',
    },
  ],
}

const career = [
  { Year: 2024, Month: 6, Remark: '调岗' },
  { Year: 2024, Month: 6, Remark: '设置主体' },
  { Year: 2024, Month: 3, Remark: '转正' },
  { Year: 2021, Month: 9, Remark: '入职' },
]

function mount(entries = career, fileSrc = true) {
  const provider = createMemoryProvider({
    'GET /api/person': ({ query }) => ({ No: query.no, Name: '张三', Post: '前端工程师', Level: '高级', State: 2, Sex: 1, Joined: '2021-09-01T00:00:00', Photo: '/download-file?id=9' }),
    'GET /api/career': () => ({ List: entries }),
  })
  const dp = fileSrc ? Object.assign(provider, { fileSrc: async (url: string) => `data:image/png;base64,AA==#${url}` }) : provider
  render(
    <Providers provider={dp}>
      <DetailDialog schema={schema} record={{ No: 'E1' }} onClose={() => undefined} />
    </Providers>,
  )
  return provider
}

describe('detail dialog', () => {
  it('groups entries by year, then month, in the given order', () => {
    const g = groupTimeline(career, { yearField: 'Year', monthField: 'Month' })
    expect(g.map((y) => y.year)).toEqual(['2024', '2021'])
    expect(g[0].months.map((m) => [m.month, m.entries.length])).toEqual([['6', 2], ['3', 1]])
  })

  it('shows the header, formatted pairs and the timeline, loading with the query filled from the row', async () => {
    const provider = mount()
    expect(await screen.findByText('张三')).toBeTruthy()
    expect(provider.calls[0]).toMatchObject({ url: '/api/person', query: { no: 'E1' } })
    expect(screen.getByText('前端工程师')).toBeTruthy()
    expect(screen.getByText('级别：高级')).toBeTruthy()
    expect(screen.getByText('正式')).toBeTruthy()
    expect(screen.getByText('男')).toBeTruthy()
    expect(screen.getByText('2021-09-01')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('detail-photo').querySelector('img')?.getAttribute('src')).toContain('#/download-file?id=9'))
    const timeline = (await screen.findByText('2024年')).closest('.renderer-timeline') as HTMLElement
    expect(within(timeline).getAllByText(/^\d{4}年$/).map((e) => e.textContent)).toEqual(['2024年', '2021年'])
    expect(within(timeline).getAllByText(/^\d{2}月$/).map((e) => e.textContent)).toEqual(['06月', '03月', '09月'])
    expect(within(timeline).getByText('设置主体')).toBeTruthy()
  })

  it('shows 暂无数据 when there are no entries', async () => {
    mount([])
    await screen.findByText('张三')
    expect(await screen.findByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy()
  })
})
