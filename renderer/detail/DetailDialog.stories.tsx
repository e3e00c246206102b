/** The detail dialog kind: header (photo through fileSrc, title, tags), description sections, a year/month timeline and its empty state. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import type { DetailDialogSchema } from '../schema/types'
import { createMemoryProvider } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { DetailDialog } from './DetailDialog'

const schema: DetailDialogSchema = {
  kind: 'detail',
  title: '人员详情',
  width: 760,
  api: { get: { method: 'GET', url: '/api/person', query: { no: '{No}' } } },
  header: {
    photoField: 'Photo',
    titleField: 'Name',
    subtitleField: 'Post',
    tags: [
      { field: 'Level', title: '级别' },
      { field: 'State', title: '状态', kind: 'tag', options: [{ label: '正式员工', value: 2, color: 'green' }] },
    ],
  },
  sections: [
    {
      kind: 'descriptions',
      title: '基本信息',
      items: [
        { field: 'Name', title: '姓名' },
        { field: 'Sex', title: '性别', kind: 'enum', options: [{ label: '女', value: 0 }], otherwise: '男' },
        { field: 'Joined', title: '入职时间', kind: 'date', format: 'YYYY-MM-DD' },
        { field: 'Post', title: '岗位' },
      ],
    },
    { kind: 'timeline', title: '职场历程', api: { method: 'GET', url: '/api/career', query: { no: '{No}' } }, itemsPath: 'List', yearField: 'Year', monthField: 'Month', dayField: 'Day', textField: 'Remark' },
  ],
}

const PHOTO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

function Demo(props: { entries: number }) {
  const provider = useMemo(() => {
    const all = [
      { Year: 2024, Month: 6, Day: 3, Remark: '岗位变动：高级前端工程师' },
      { Year: 2024, Month: 6, Day: 1, Remark: '设置主体：星海科技有限公司' },
      { Year: 2023, Month: 3, Day: 12, Remark: '转为正式员工' },
      { Year: 2022, Month: 9, Day: 1, Remark: '入职 前端组' },
    ]
    return Object.assign(
      createMemoryProvider({
        'GET /api/person': () => ({ No: 'E1', Name: '张三', Post: '前端工程师', Level: '高级', State: 2, Sex: 1, Joined: '2022-09-01', Photo: '/download-file?id=1' }),
        'GET /api/career': () => ({ List: all.slice(0, props.entries) }),
      }),
      { fileSrc: async () => PHOTO },
    )
  }, [props.entries])
  return (
    <Providers provider={provider}>
      <DetailDialog schema={schema} record={{ No: 'E1' }} onClose={() => undefined} />
    </Providers>
  )
}

const meta = { title: 'Renderer/DetailDialog', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>
export const WithTimeline: Story = { args: { entries: 4 }, parameters: { shows: ['人员详情', '张三', '级别：高级', '正式员工', '2022-09-01', '2024年', '岗位变动：高级前端工程师', '入职 前端组'], hides: ['暂无数据'], selector: 'img[src^="data:image/png"]' } }
export const EmptyTimeline: Story = { args: { entries: 0 }, parameters: { shows: ['职场历程', '暂无数据'], hides: ['转为正式员工'] } }
