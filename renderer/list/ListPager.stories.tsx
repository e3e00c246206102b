/** The pager under a list on its own: 共 N 条, page sizes, quick jumper; the table's small pager at the right. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { RendererLocale } from '../locale'
import { ListPager } from './ListPager'

function Demo(props: { total: number; small?: boolean }) {
  const [at, setAt] = useState({ current: 1, pageSize: 15 })
  return (
    <RendererLocale>
      <p>
        第 {at.current} 页，每页 {at.pageSize} 条
      </p>
      <ListPager
        className="story-pager"
        size={props.small ? 'small' : undefined}
        align={props.small ? 'end' : undefined}
        paging={{ ...at, total: props.total, pageSizeOptions: [15, 30, 50, 100], onChange: (current, pageSize) => setAt({ current, pageSize }) }}
      />
    </RendererLocale>
  )
}

const meta = { title: 'Renderer/ListPager', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const Pages: Story = { args: { total: 48 }, parameters: { shows: ['共 48 条', '第 1 页，每页 15 条', '15 条/页'], selector: '.story-pager .ant-pagination-item-4 ~ .ant-pagination-options .ant-pagination-options-quick-jumper input' } }
export const TableSize: Story = { args: { total: 48, small: true }, parameters: { shows: ['共 48 条'], selector: '.story-pager.ant-pagination-mini.ant-pagination-end' } }
export const Nothing: Story = { args: { total: 0 }, parameters: { shows: ['第 1 页，每页 15 条'], hides: ['共 0 条'] } }
