import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { render, renderHook, screen, waitFor } from '@testing-library/react'
import { ScreenRenderer } from '../ScreenRenderer'
import { createMemoryProvider, page } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { ALL_PAGE_SIZE, useListController } from './useListController'

const api = { method: 'GET' as const, url: '/api/people' }
const people = (n: number) => Array.from({ length: n }, (_, i) => ({ Id: i + 1, Name: `人员${i + 1}` }))

describe('paging: false', () => {
  it('fetches every row, page after page of the largest size the server allows', async () => {
    const rows = people(ALL_PAGE_SIZE + 200)
    const dp = createMemoryProvider({ 'GET /api/people': ({ query }) => page(rows, query) })
    const wrapper = ({ children }: { children?: ReactNode }) => <Providers provider={dp}>{children}</Providers>
    const { result } = renderHook(() => useListController({ api, all: true }), { wrapper })
    await waitFor(() => expect(result.current.rows).toHaveLength(rows.length))
    expect(dp.calls.map((c) => c.query)).toEqual([
      { SkipCount: 0, MaxResultCount: ALL_PAGE_SIZE },
      { SkipCount: ALL_PAGE_SIZE, MaxResultCount: ALL_PAGE_SIZE },
    ])
  })

  it('a list screen without paging shows every row and no pager', async () => {
    const dp = createMemoryProvider({ 'GET /api/people': ({ query }) => page(people(20), query) })
    const schema = { kind: 'list', id: 'p', route: 'p', title: '人员', paging: false, api: { list: { method: 'GET', url: '/api/people' } }, columns: [{ field: 'Name', title: '姓名' }] }
    render(
      <Providers provider={dp}>
        <ScreenRenderer schema={schema} />
      </Providers>,
    )
    expect(await screen.findByText('人员20')).toBeTruthy()
    expect(document.querySelector('.ant-pagination')).toBeNull()
  })
})
