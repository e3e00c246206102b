import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { createMemoryProvider } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { SearchForm } from './SearchForm'

function Demo(props: { onSearch(values: Record<string, unknown>): void }) {
  return (
    <Providers>
      <SearchForm
        onSearch={props.onSearch}
        fields={[
          { name: 'Filter', label: '关键字', component: 'Input', placeholder: '请输入关键字' },
          { name: 'State', label: '状态', component: 'Select', options: [{ label: '草稿', value: 0 }, { label: '已发布', value: 1 }], props: { style: { width: 160 } } },
          { name: 'Period', label: '日期', component: 'DateRangePicker' },
        ]}
      />
    </Providers>
  )
}

const meta = { title: 'Renderer/SearchForm', component: Demo, args: { onSearch: fn() } } satisfies Meta<typeof Demo>
export default meta
export const Default: StoryObj<typeof meta> = { parameters: { shows: ['关键字', '请选择状态', '日期', '查询', '重置'] } }

const tree = createMemoryProvider({
  'GET /api/dep-tree': () => [{ Id: 'r', Name: '总公司', children: [{ Id: 'a', Name: '研发部', children: [{ Id: 'a1', Name: '前端组' }] }, { Id: 'b', Name: '财务部' }] }],
})

/** A department TreeSelect from an endpoint and a date range sent as StartTime/EndTime. */
function TreeAndRange(props: { onSearch(values: Record<string, unknown>): void }) {
  return (
    <Providers provider={tree}>
      <SearchForm
        onSearch={props.onSearch}
        fields={[
          { name: 'DepId', label: '部门', component: 'TreeSelect', placeholder: '请选择部门', remote: { api: { method: 'GET', url: '/api/dep-tree' }, labelField: 'Name', valueField: 'Id' } },
          { name: 'LeaveTime', label: '离职时间', component: 'DateRangePicker', rangeParams: ['StartTime', 'EndTime'] },
        ]}
      />
    </Providers>
  )
}
export const TreeSelectAndRange: StoryObj<typeof meta> = { render: (args) => <TreeAndRange {...args} />, parameters: { shows: ['部门', '请选择部门', '离职时间'] } }
