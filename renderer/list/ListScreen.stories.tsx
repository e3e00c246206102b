/** The list screen on fixture data: column kinds, toolbar, row actions, paging. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import type { ListScreenSchema } from '../schema/types'
import { createMemoryProvider, page } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { ListScreen } from './ListScreen'

const schema: ListScreenSchema = {
  kind: 'list',
  id: 'demo/notices',
  route: 'demo',
  title: '示例列表',
  rowKey: 'Id',
  api: { list: { method: 'GET', url: '/api/demo/items' }, delete: { method: 'DELETE', url: '/api/demo/items/{Id}' } },
  search: [{ name: 'Filter', label: '标题', component: 'Input', placeholder: '搜索标题' }],
  toolbar: [{ label: '批量删除', permission: 'Delete', danger: true, action: { kind: 'batchDelete' } }],
  selectable: true,
  columns: [
    { field: 'Title', title: '标题', kind: 'text', width: 200 },
    { field: 'State', title: '状态', kind: 'enum', options: [{ label: '草稿', value: 0 }, { label: '已发布', value: 1 }] },
    { field: 'Level', title: '级别', kind: 'tag', options: [{ label: '重要', value: 'high', color: 'red' }, { label: '普通', value: 'low' }] },
    { field: 'Labels', title: '标签', kind: 'tags', color: 'blue' },
    { field: 'Enabled', title: '启用', kind: 'switch' },
    { field: 'CreationTime', title: '创建时间', kind: 'date' },
  ],
  rowActions: [
    { label: '删除', permission: 'Delete', danger: true, disabledWhen: { field: 'State', eq: 1 }, action: { kind: 'delete' } },
  ],
}

function rows(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    Id: i + 1,
    Title: `通知${i + 1}`,
    State: i % 2,
    Level: i % 3 ? 'low' : 'high',
    Labels: i % 2 ? ['行政', '人事'] : [],
    Enabled: i % 2 === 0,
    CreationTime: `2024-05-${String((i % 28) + 1).padStart(2, '0')}T08:30:00`,
  }))
}

/** the same list whose 启用 switch saves itself for holders of Update */
const toggling: ListScreenSchema = {
  ...schema,
  columns: schema.columns.map((c) => (c.field === 'Enabled' ? { ...c, toggle: { api: { method: 'POST', url: '/api/demo/items/{Id}/enabled' }, permission: 'Update' } } : c)),
}

function Demo(props: { count: number; granted: string[]; toggle?: boolean }) {
  const provider = useMemo(() => {
    const data = rows(props.count)
    return createMemoryProvider({
      'GET /api/demo/items': ({ query }) => page(data.filter((r) => !query.Filter || r.Title.includes(String(query.Filter))), query),
      'DELETE /api/demo/items/{Id}': () => null,
      'POST /api/demo/items/{Id}/enabled': ({ params, body }) => {
        const row = data.find((r) => String(r.Id) === params.Id)
        if (row) row.Enabled = Boolean((body as { Enabled: number }).Enabled)
        return null
      },
    })
  }, [props.count])
  return (
    <Providers provider={provider} granted={props.granted}>
      <ListScreen schema={props.toggle ? toggling : schema} />
    </Providers>
  )
}

const meta = { title: 'Renderer/ListScreen', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const ColumnKinds: Story = { args: { count: 40, granted: ['Delete'] }, parameters: { shows: ['批量删除', '通知1', '草稿', '已发布', '重要', '普通', '行政', '2024-05-01 08:30:00', '删除', '共 40 条'], hides: ['通知16'] } }
export const Empty: Story = { args: { count: 0, granted: ['Delete'] }, parameters: { shows: ['暂无数据'], hides: ['通知1'] } }
export const NoGrants: Story = { args: { count: 5, granted: [] }, parameters: { shows: ['通知5', '共 5 条'], hides: ['批量删除', '删除', '操作'] } }
/** a switch column with `toggle`: live switches for holders of its permission, read-only ones for others */
export const ToggleSwitch: Story = {
  args: { count: 3, granted: ['Update'], toggle: true },
  parameters: { shows: ['通知1', '共 3 条'], selector: 'button[role="switch"][aria-label="启用"]:not([disabled])' },
}
export const ToggleSwitchNotGranted: Story = {
  args: { count: 3, granted: [], toggle: true },
  parameters: { shows: ['通知1'], selector: 'button[role="switch"][aria-label="启用"][disabled]' },
}
