import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ListScreenSchema } from '../schema/types'
import { ListScreen } from '../list/ListScreen'
import { createMemoryProvider, page } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { buildTree } from './tree'

const flat = [
  { Id: 1, ParentId: null, Name: '总公司' },
  { Id: 2, ParentId: 1, Name: '研发部' },
  { Id: 3, ParentId: 2, Name: '前端组' },
  { Id: 4, ParentId: 1, Name: '财务部' },
]

describe('buildTree', () => {
  it('links a flat list by its parent field and keeps nested answers', () => {
    const t = buildTree(flat, { labelField: 'Name', valueField: 'Id', parentField: 'ParentId' })
    expect(t.map((n) => n.title)).toEqual(['总公司'])
    expect(t[0].children?.map((n) => n.title)).toEqual(['研发部', '财务部'])
    expect(t[0].children?.[0].children?.[0]).toMatchObject({ title: '前端组', value: 3, key: 3 })
    const nested = buildTree({ Items: [{ id: 'a', n: 'A', kids: [{ id: 'b', n: 'B' }] }] }, { labelField: 'n', valueField: 'id', childrenField: 'kids' })
    expect(nested[0].children?.[0]).toMatchObject({ label: 'B', value: 'b' })
  })
})

const people = [
  { Id: 'p1', Name: '张三', DepId: 3 },
  { Id: 'p2', Name: '李四', DepId: 4 },
]
const schema: ListScreenSchema = {
  kind: 'list',
  id: 'demo/people',
  route: 'demo',
  title: '人员',
  api: { list: { method: 'GET', url: '/api/people' } },
  sideTree: {
    title: '组织架构',
    api: { method: 'GET', url: '/api/deps' },
    labelField: 'Name',
    valueField: 'Id',
    parentField: 'ParentId',
    param: 'DepId',
    collapsible: { width: '8rem', collapsedWidth: '3rem', texts: { collapse: '收起', expand: '展开' } },
    menu: [{ label: '设置主体', permission: 'Update', action: { kind: 'dialog', dialog: 'subject', mode: 'add', body: { depid: '{$node}' } } }],
  },
  columns: [{ field: 'Name', title: '姓名' }],
  dialogs: {
    subject: { kind: 'form', title: '设置主体', api: { create: { method: 'PUT', url: '/api/subject' } }, fields: [{ name: 'Note', label: '备注', component: 'Input' }] },
  },
}

function mount(granted = ['Update']) {
  const below = (id: number): number[] => [id, ...flat.filter((d) => d.ParentId === id).flatMap((d) => below(d.Id))]
  const provider = createMemoryProvider({
    'GET /api/deps': () => flat,
    'GET /api/people': ({ query }) => page(query.DepId ? people.filter((p) => below(Number(query.DepId)).includes(p.DepId)) : people, query),
    'PUT /api/subject': () => ({ Count: 1 }),
  })
  render(
    <Providers provider={provider} granted={granted}>
      <ListScreen schema={schema} />
    </Providers>,
  )
  return provider
}

describe('side tree of a list', () => {
  it('filters the list by the selected node and clears the filter when it is selected again', async () => {
    const provider = mount()
    await screen.findByText('李四')
    fireEvent.click(await screen.findByText('研发部'))
    await waitFor(() => expect(screen.queryByText('李四')).toBeNull())
    expect(screen.getByText('张三')).toBeTruthy()
    expect(provider.calls.at(-1)?.query).toMatchObject({ DepId: 2, SkipCount: 0 })
    fireEvent.click(screen.getByText('研发部'))
    expect(await screen.findByText('李四')).toBeTruthy()
    expect(provider.calls.at(-1)?.query?.DepId).toBeUndefined()
  })

  it('collapses to 3rem with 展开 and opens to 8rem with 收起', async () => {
    mount()
    const aside = await screen.findByTestId('side-tree')
    expect(aside.style.width).toBe('8rem')
    expect(within(aside).getByText('组织架构').className).toBe('renderer-side-tree-heading')
    fireEvent.click(within(aside).getByText('收起'))
    expect(aside.style.width).toBe('3rem')
    expect(within(aside).queryByText('研发部')).toBeNull()
    fireEvent.click(within(aside).getByText('展开'))
    expect(aside.style.width).toBe('8rem')
    expect(within(aside).getByText('研发部')).toBeTruthy()
  })

  it("a node's context menu opens the dialog with the node's value in the saved body", async () => {
    const provider = mount()
    fireEvent.contextMenu(await screen.findByText('财务部'))
    fireEvent.click(await screen.findByText('设置主体', { selector: '.ant-dropdown-menu-title-content' }))
    const dialog = (await screen.findByText('设置主体', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement
    fireEvent.click(within(dialog).getByText('确定'))
    await waitFor(() => expect(provider.calls.some((c) => c.method === 'PUT')).toBe(true))
    expect(provider.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ depid: 4 })
  })

  it('offers no menu without the permission', async () => {
    mount([])
    fireEvent.contextMenu(await screen.findByText('财务部'))
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByText('设置主体')).toBeNull()
  })
})
