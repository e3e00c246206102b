import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ListScreenSchema } from '../schema/types'
import { createMemoryProvider, page } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { exportQuery, ListScreen } from './ListScreen'

const rows = [
  { Id: 'a', No: 'E1', Name: '张三', Dep: 1 },
  { Id: 'b', No: 'E2', Name: '李四', Dep: 2 },
  { Id: 'c', No: 'E3', Name: '王五', Dep: 2 },
]

const schema: ListScreenSchema = {
  kind: 'list',
  id: 'demo/people',
  route: 'demo',
  title: '人员',
  api: { list: { method: 'GET', url: '/api/people' } },
  search: [{ name: 'Dep', label: '部门', component: 'Input' }],
  selectable: true,
  toolbar: [
    { label: '导出', permission: 'Create', action: { kind: 'export', api: { method: 'POST', url: '/api/export', query: { orgid: '{Dep}' } } } },
    { label: '批量设置', permission: 'Update', action: { kind: 'dialog', dialog: 'set', mode: 'add', body: { ids: '{$keys}' }, texts: { empty: '请选择员工' } } },
    { label: '新增', action: { kind: 'event', name: 'addPerson' } },
    { label: '排序', action: { kind: 'sort', param: 'Sorting', options: [{ label: '工号降序', value: 'No desc' }, { label: '姓名', value: 'Name asc' }] } },
  ],
  columns: [{ field: 'No', title: '工号' }, { field: 'Name', title: '姓名' }],
  rowActions: [
    { label: '设置', action: { kind: 'dialog', dialog: 'set', mode: 'add', body: { ids: '{$keys}' } } },
    { label: '移出', action: { kind: 'dialog', dialog: 'move', mode: 'add', body: { WorkNo: '{$row.No}' } } },
  ],
  dialogs: {
    set: { kind: 'form', title: '设置', api: { create: { method: 'PUT', url: '/api/set' } }, fields: [{ name: 'Level', label: '级别', component: 'Input' }] },
    move: { kind: 'form', title: '移出', api: { create: { method: 'POST', url: '/api/move' } }, fields: [{ name: 'Reason', label: '原因', component: 'Input' }] },
  },
}

function mount(onEvent?: (name: string, payload?: unknown) => void) {
  const downloads: string[] = []
  const provider = Object.assign(
    createMemoryProvider({
      'GET /api/people': ({ query }) => {
        const list = query.Dep ? rows.filter((r) => String(r.Dep) === String(query.Dep)) : rows
        const sorted = query.Sorting === 'No desc' ? [...list].reverse() : list
        return page(sorted, query)
      },
      'POST /api/export': ({ query }) => ({ Url: `/download-file?id=x-${String(query.orgid ?? 'all')}`, Name: '导出.xlsx' }),
      'PUT /api/set': () => ({ Count: 1 }),
      'POST /api/move': () => null,
    }),
    { fileSrc: async (url: string) => (downloads.push(url), `blob:test/${url}`) },
  )
  render(
    <Providers provider={provider} granted={['Create', 'Update']} onEvent={onEvent}>
      <ListScreen schema={schema} />
    </Providers>,
  )
  return { provider, downloads }
}

const firstCell = () => Array.from(document.querySelectorAll('.ant-table-tbody tr td:nth-child(2)')).map((td) => td.textContent)
const dialogOf = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement

describe('export', () => {
  it('maps search values to the endpoint parameters', () => {
    expect(exportQuery({ query: { orgid: '{DepId}' } }, { DepId: 'd1', RealName: ' ' })).toEqual({ orgid: 'd1' })
    expect(exportQuery({ query: { orgid: '{DepId}', all: 1 } }, { RealName: 'x' })).toEqual({ all: 1 })
    expect(exportQuery({}, { DepId: 'd1', RealName: '' })).toEqual({ DepId: 'd1' })
  })

  it('calls the endpoint with the current search and downloads Data.Url through the provider as Data.Name', async () => {
    const { provider, downloads } = mount()
    await screen.findByText('王五')
    fireEvent.change(screen.getByPlaceholderText('请输入部门'), { target: { value: '2' } })
    fireEvent.click(screen.getByText('查询'))
    await waitFor(() => expect(screen.queryByText('张三')).toBeNull())
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('导出.xlsx')
    })
    fireEvent.click(screen.getByText('导出'))
    await waitFor(() => expect(click).toHaveBeenCalled())
    expect(provider.calls.find((c) => c.url === '/api/export')).toMatchObject({ method: 'POST', query: { orgid: '2' } })
    expect(downloads).toEqual(['/download-file?id=x-2'])
    click.mockRestore()
  })
})

describe('sort control', () => {
  it('sets the Sorting query from the chosen option and clears it when chosen again', async () => {
    const { provider } = mount()
    await screen.findByText('王五')
    expect(firstCell()).toEqual(['E1', 'E2', 'E3'])
    fireEvent.click(screen.getByText('排序'))
    fireEvent.click(await screen.findByText('工号降序'))
    await waitFor(() => expect(firstCell()).toEqual(['E3', 'E2', 'E1']))
    expect(provider.calls.at(-1)?.query).toMatchObject({ Sorting: 'No desc', SkipCount: 0 })
    expect(screen.getByText(/排序：工号降序/)).toBeTruthy()
    fireEvent.click(screen.getByText(/排序：工号降序/))
    fireEvent.click((await screen.findAllByText('工号降序')).at(-1)!)
    await waitFor(() => expect(firstCell()).toEqual(['E1', 'E2', 'E3']))
    expect(provider.calls.at(-1)?.query?.Sorting).toBeUndefined()
  })
})

describe('dialogs for rows', () => {
  it('a toolbar dialog warns without a selection and saves the selected keys as ids', async () => {
    const { provider } = mount()
    await screen.findByText('王五')
    fireEvent.click(screen.getByText('批量设置'))
    expect(await screen.findByText('请选择员工')).toBeTruthy()
    const boxes = document.querySelectorAll<HTMLInputElement>('.ant-table-tbody .ant-checkbox-input')
    fireEvent.click(boxes[0])
    fireEvent.click(boxes[2])
    fireEvent.click(screen.getByText('批量设置'))
    const dialog = await dialogOf('设置')
    fireEvent.change(within(dialog).getByPlaceholderText('请输入级别'), { target: { value: 'P6' } })
    fireEvent.click(within(dialog).getByText('确定'))
    await waitFor(() => expect(provider.calls.some((c) => c.url === '/api/set')).toBe(true))
    expect(provider.calls.find((c) => c.url === '/api/set')?.body).toEqual({ Level: 'P6', ids: ['a', 'c'] })
  })

  it("a row action saves the row's key as a one-element ids and {$row.No} from the row", async () => {
    const { provider } = mount()
    const row = (await screen.findByText('李四')).closest('tr') as HTMLElement
    fireEvent.click(within(row).getByText('设置'))
    fireEvent.click(within(await dialogOf('设置')).getByText('确定'))
    await waitFor(() => expect(provider.calls.some((c) => c.url === '/api/set')).toBe(true))
    expect(provider.calls.find((c) => c.url === '/api/set')?.body).toMatchObject({ ids: ['b'] })
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull())

    fireEvent.click(within(screen.getByText('王五').closest('tr') as HTMLElement).getByText('移出'))
    const move = await dialogOf('移出')
    fireEvent.change(within(move).getByPlaceholderText('请输入原因'), { target: { value: '调岗' } })
    fireEvent.click(within(move).getByText('确定'))
    await waitFor(() => expect(provider.calls.some((c) => c.url === '/api/move')).toBe(true))
    expect(provider.calls.find((c) => c.url === '/api/move')?.body).toEqual({ Reason: '调岗', WorkNo: 'E3' })
  })

  it('an event action hands its name to the application', async () => {
    const onEvent = vi.fn()
    mount(onEvent)
    await screen.findByText('王五')
    fireEvent.click(screen.getByText('新增'))
    expect(onEvent).toHaveBeenCalledWith('addPerson', undefined)
  })
})
