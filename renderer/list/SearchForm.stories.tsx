import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
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
export const Default: StoryObj<typeof meta> = {}
