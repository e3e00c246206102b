import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Button } from 'antd'
import type { ListScreenSchema } from '../schema/types'
import { createMemoryProvider, page } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { defineActionKind } from './actionKinds'
import { ListScreen } from './ListScreen'

const rows = [
  { Id: 'a', Name: '张三' },
  { Id: 'b', Name: '李四' },
]

describe('action kinds', () => {
  it('kinds defined outside the engine run from a row, keep their button loading, and may draw their own toolbar control', async () => {
    let release = () => undefined as void
    defineActionKind<{ kind: 'remember'; param: string }>({
      name: 'remember',
      run: (a, { row, setQuery }) => setQuery('remember', { [a.param]: row?.Name }),
    })
    defineActionKind<{ kind: 'slow' }>({ name: 'slow', run: () => new Promise<void>((r) => (release = r)) })
    defineActionKind<{ kind: 'badge'; text: string }>({
      name: 'badge',
      run: () => undefined,
      toolbar: ({ action, ctx }) => <Button onClick={() => ctx.message.info(`${action.text}${ctx.list.total}`)}>徽章</Button>,
    })
    const provider = createMemoryProvider({ 'GET /api/people': ({ query }) => page(query.Who ? rows.filter((r) => r.Name === query.Who) : rows, query) })
    const schema = {
      kind: 'list',
      id: 'people',
      route: 'people',
      title: '人员',
      api: { list: { method: 'GET', url: '/api/people' } },
      columns: [{ field: 'Name', title: '姓名' }],
      toolbar: [
        { label: '慢', action: { kind: 'slow' } },
        { label: '徽章', action: { kind: 'badge', text: '共有' } },
      ],
      rowActions: [{ label: '只看他', action: { kind: 'remember', param: 'Who' } }],
    } as unknown as ListScreenSchema
    render(
      <Providers provider={provider}>
        <ListScreen schema={schema} />
      </Providers>,
    )
    await screen.findByText('李四')
    fireEvent.click(screen.getAllByText('只看他')[1])
    await waitFor(() => expect(screen.queryByText('张三')).toBeNull())
    expect(provider.calls.at(-1)?.query).toMatchObject({ Who: '李四' })

    const slow = screen.getByText('慢').closest('button')!
    fireEvent.click(slow)
    await waitFor(() => expect(slow.className).toContain('ant-btn-loading'))
    release()
    await waitFor(() => expect(slow.className).not.toContain('ant-btn-loading'))

    fireEvent.click(screen.getByText('徽章'))
    expect(await screen.findByText('共有1')).toBeTruthy()
  })
})
