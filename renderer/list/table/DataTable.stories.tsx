/** The renderer's data table on its own: selection, a column pinned right over a sideways scroll, the empty state, loading, the small bordered look of a table in a form. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type Key } from 'react'
import { RendererLocale } from '../../locale'
import { DataTable, type DataColumn } from './DataTable'

type Item = { Id: number; Title: string; Owner: string; Amount: number }

const items = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({ Id: i + 1, Title: `事项${i + 1}`, Owner: i % 2 ? '李四' : '张三', Amount: (i + 1) * 1250 }))

const columns: DataColumn<Item>[] = [
  { key: 'Title', title: '标题', width: 240, render: (r) => r.Title },
  { key: 'Owner', title: '负责人', width: 160, render: (r) => r.Owner },
  { key: 'Amount', title: '金额', width: 160, align: 'right', render: (r) => r.Amount.toLocaleString('zh-CN') },
  { key: 'op', title: '操作', width: 120, fixed: 'right', render: () => <span className="renderer-row-actions">查看</span> },
]

function Demo(props: { count: number; loading?: boolean; emptyText?: string; size?: 'middle' | 'small'; bordered?: boolean }) {
  const [keys, setKeys] = useState<Key[]>([2])
  return (
    <RendererLocale>
      <div style={{ maxWidth: 640 }}>
        <DataTable<Item>
          rowKey="Id"
          label="事项"
          rows={items(props.count)}
          columns={columns}
          loading={props.loading}
          emptyText={props.emptyText}
          scrollX={900}
          selection={{ selectedKeys: keys, onChange: (k) => setKeys(k) }}
          paging={false}
          size={props.size}
          bordered={props.bordered}
        />
      </div>
    </RendererLocale>
  )
}

const meta = { title: 'Renderer/DataTable', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const Rows: Story = { args: { count: 5 }, parameters: { shows: ['事项1', '事项5', '6,250', '操作'], selector: 'tr.ant-table-row-selected[data-row-key="2"] input[type="checkbox"]:checked' } }
export const Empty: Story = { args: { count: 0, emptyText: '还没有事项' }, parameters: { shows: ['还没有事项'], hides: ['事项1'] } }
export const SmallBordered: Story = {
  args: { count: 3, size: 'small', bordered: true },
  parameters: { shows: ['事项3', '3,750'], selector: '.ant-table.ant-table-small.ant-table-bordered td.ant-table-cell-fix-right' },
}
