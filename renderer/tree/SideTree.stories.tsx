/** A list with a side tree (`sideTree`): node filter, collapse toggle (收起/展开), right-click menu. */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { ListScreen } from '../list/ListScreen'
import type { ListScreenSchema } from '../schema/types'
import { createMemoryProvider, page } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'

const deps = [
  { Id: 1, ParentId: null, Name: '总公司' },
  { Id: 2, ParentId: 1, Name: '研发部' },
  { Id: 3, ParentId: 2, Name: '前端组' },
  { Id: 4, ParentId: 1, Name: '财务部' },
]
const people = Array.from({ length: 24 }, (_, i) => ({ Id: i + 1, Name: `员工${i + 1}`, DepId: [3, 4, 2][i % 3], DepName: ['前端组', '财务部', '研发部'][i % 3] }))

const schema: ListScreenSchema = {
  kind: 'list',
  id: 'demo/tree-list',
  route: 'demo',
  title: '人员',
  api: { list: { method: 'GET', url: '/api/people' } },
  sideTree: {
    api: { method: 'GET', url: '/api/deps' },
    labelField: 'Name',
    valueField: 'Id',
    parentField: 'ParentId',
    param: 'DepId',
    title: '组织架构',
    collapsible: { width: '8rem', collapsedWidth: '3rem', texts: { collapse: '收起', expand: '展开' } },
    menu: [{ label: '设置主体', permission: 'Update', action: { kind: 'dialog', dialog: 'subject', mode: 'add', body: { depid: '{$node}' } } }],
  },
  search: [{ name: 'Filter', label: '姓名', component: 'Input' }],
  columns: [{ field: 'Name', title: '姓名' }, { field: 'DepName', title: '部门' }],
  dialogs: {
    subject: { kind: 'form', title: '设置主体', api: { create: { method: 'PUT', url: '/api/subject' } }, fields: [{ name: 'Subject', label: '主体', component: 'Input', required: true }] },
  },
}

function Demo(props: { granted: string[] }) {
  const provider = useMemo(() => {
    const below = (id: number): number[] => [id, ...deps.filter((d) => d.ParentId === id).flatMap((d) => below(d.Id))]
    return createMemoryProvider({
      'GET /api/deps': () => deps,
      'GET /api/people': ({ query }) => page(query.DepId ? people.filter((p) => below(Number(query.DepId)).includes(p.DepId)) : people, query),
      'PUT /api/subject': () => ({ Count: 3 }),
    })
  }, [])
  return (
    <Providers provider={provider} granted={props.granted}>
      <ListScreen schema={schema} />
    </Providers>
  )
}

const meta = { title: 'Renderer/SideTree', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>
export const WithMenu: Story = { args: { granted: ['Update'] }, parameters: { shows: ['组织架构', '总公司', '前端组', '收起', '员工1', '共 24 条'] } }
export const WithoutMenu: Story = { args: { granted: [] }, parameters: { shows: ['组织架构', '财务部', '员工15', '共 24 条'] } }
