/** Toolbar and row actions: export (download through the provider), sort drop-down, dialogs for the selected rows or one row, events. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { fn } from 'storybook/test'
import type { ListScreenSchema } from '../schema/types'
import { createMemoryProvider, page } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { ListScreen } from './ListScreen'

const rows = Array.from({ length: 30 }, (_, i) => ({ Id: `p${i + 1}`, No: `E${String(i + 1).padStart(3, '0')}`, Name: `员工${i + 1}`, Joined: `2020-0${(i % 9) + 1}-01` }))

const schema: ListScreenSchema = {
  kind: 'list',
  id: 'demo/actions',
  route: 'demo',
  title: '人员',
  api: { list: { method: 'GET', url: '/api/people' } },
  search: [{ name: 'Filter', label: '姓名', component: 'Input' }],
  selectable: true,
  toolbar: [
    { label: '新增', variant: 'primary', action: { kind: 'event', name: 'addPerson' } },
    { label: '导出', action: { kind: 'export', api: { method: 'POST', url: '/api/export' } } },
    { label: '批量设置', action: { kind: 'dialog', dialog: 'set', mode: 'add', body: { ids: '{$keys}' }, texts: { empty: '请选择员工' } } },
    { label: '排序', action: { kind: 'sort', options: [{ label: '工号升序', value: 'No asc' }, { label: '工号降序', value: 'No desc' }, { label: '入职时间', value: 'Joined desc' }] } },
  ],
  columns: [{ field: 'No', title: '工号' }, { field: 'Name', title: '姓名' }, { field: 'Joined', title: '入职时间', kind: 'date', format: 'YYYY-MM-DD' }],
  rowActions: [
    { label: '设置', action: { kind: 'dialog', dialog: 'set', mode: 'add', body: { ids: '{$keys}' } } },
    { label: '移出', danger: true, action: { kind: 'dialog', dialog: 'move', mode: 'add', body: { WorkNo: '{$row.No}' } } },
  ],
  dialogs: {
    set: { kind: 'form', title: '设置', api: { create: { method: 'PUT', url: '/api/set' } }, fields: [{ name: 'Level', label: '级别', component: 'Input' }] },
    move: { kind: 'form', title: '移出', api: { create: { method: 'POST', url: '/api/move' } }, fields: [{ name: 'Reason', label: '原因', component: 'TextArea' }] },
  },
}

function Demo(props: { onEvent(name: string, payload?: unknown): void }) {
  const provider = useMemo(
    () =>
      Object.assign(
        createMemoryProvider({
          'GET /api/people': ({ query }) => {
            const sorted = [...rows].sort((a, b) => (query.Sorting === 'No desc' ? b.No.localeCompare(a.No) : query.Sorting === 'Joined desc' ? b.Joined.localeCompare(a.Joined) : a.No.localeCompare(b.No)))
            return page(sorted, query)
          },
          'POST /api/export': () => ({ Url: '/download-file?id=x', Name: '人员.xlsx' }),
          'PUT /api/set': () => ({ Count: 1 }),
          'POST /api/move': () => null,
        }),
        { fileSrc: async () => 'data:text/plain;base64,' + btoa('demo') },
      ),
    [],
  )
  return (
    <Providers provider={provider} onEvent={props.onEvent}>
      <ListScreen schema={schema} />
    </Providers>
  )
}

const meta = { title: 'Renderer/ListActions', component: Demo, args: { onEvent: fn() } } satisfies Meta<typeof Demo>
export default meta
export const ExportSortSelection: StoryObj<typeof meta> = {
  parameters: { shows: ['新增', '导出', '批量设置', '排序', 'E001', '员工1', '2020-01-01', '设置', '移出', '共 30 条'], hides: ['E016'] },
}
