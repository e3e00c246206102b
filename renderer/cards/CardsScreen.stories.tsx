/** The cards screen kind: tabs from the server, cards with covers, paging, the empty state; and the media carousel it opens. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import type { CardsScreenSchema } from '../schema/types'
import { createMemoryProvider, page } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { MediaCarousel } from '../widgets/media/MediaCarousel'
import { CardsScreen } from './CardsScreen'

const schema: CardsScreenSchema = {
  kind: 'cards',
  id: 'story/cards',
  route: 'child_story',
  title: '企业动态',
  api: { list: { method: 'POST', url: '/api/items' } },
  tabs: { param: 'TypeId', remote: { api: { method: 'GET', url: '/api/types' }, labelField: 'Name', valueField: 'Id' } },
  card: { titleField: 'Title', coverField: 'CoverImg', files: { urlField: 'FileUrl', nameField: 'FileName' }, descriptionField: 'Description', metaFields: ['Theme'] },
  pageSize: 6,
  open: 'media',
  dialogs: { media: { kind: 'media', title: '活动详情', titleField: 'Title', files: { urlField: 'FileUrl', nameField: 'FileName' }, media: [{ field: 'Image', kind: 'image' }] } },
}

// a 16:9 blue picture
const COVER = 'data:image/svg+xml;utf8,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#1677ff"/></svg>')

const rows = Array.from({ length: 8 }, (_, i) => ({
  Id: `a${i}`,
  TypeId: 't1',
  Title: `活动 ${i + 1}`,
  Description: '全员参加的团队活动，增进了解与协作',
  Theme: '团队协作',
  CoverImg: i % 3 === 2 ? [] : [{ FileUrl: `/f/${i}`, FileName: `${i}.png` }],
  Image: [{ FileUrl: `/f/${i}`, FileName: `${i}.png` }],
}))

function Demo(props: { empty?: boolean }) {
  const provider = useMemo(
    () =>
      Object.assign(
        createMemoryProvider({
          'GET /api/types': () => [
            { Id: 't1', Name: '团建活动' },
            { Id: 't2', Name: '公益活动' },
          ],
          'POST /api/items': ({ body }) => page(props.empty ? [] : rows, body as Record<string, unknown>),
        }),
        { fileSrc: async () => COVER },
      ),
    [props.empty],
  )
  return (
    <Providers provider={provider}>
      <CardsScreen schema={schema} entities={{}} />
    </Providers>
  )
}

function Carousel() {
  const provider = useMemo(() => Object.assign(createMemoryProvider({}), { fileSrc: async () => COVER, mediaSrc: async () => 'about:blank' }), [])
  return (
    <Providers provider={provider}>
      <div style={{ maxWidth: 720 }}>
        <MediaCarousel
          items={[
            { url: '/f/1', name: '合影.png', type: 'image' },
            { url: '/f/2', name: '舞台.png', type: 'image' },
            { url: '/f/3', name: '宣传片.webm', type: 'video' },
          ]}
        />
      </div>
    </Providers>
  )
}

const meta = { title: 'Renderer/CardsScreen', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>
export const Cards: Story = { args: {}, parameters: { shows: ['团建活动', '公益活动', '活动 1', '共 8 条'], hides: ['暂无数据'], selector: '.renderer-card-cover img' } }
export const Empty: Story = { args: { empty: true }, parameters: { shows: ['暂无数据'], hides: ['活动 1'] } }
export const MediaCarouselStory: Story = { render: () => <Carousel />, name: 'MediaCarousel', parameters: { shows: ['1 / 3'], selector: '.renderer-media-image' } }
