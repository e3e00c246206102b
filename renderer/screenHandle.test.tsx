import { createRef, Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import type { EntitySchema } from '../common/entity-fields'
import { ScreenRenderer } from './ScreenRenderer'
import type { ScreenHandle } from './screenHandle'
import { createMemoryProvider, page } from './testing/memoryProvider'
import { Providers } from './testing/storyKit'

const entity = {
  $id: 'leave',
  type: 'object',
  required: ['Reason'],
  properties: { Reason: { type: 'string', title: '事由', minLength: 1, maxLength: 50 }, Days: { type: 'integer', title: '天数' } },
} as unknown as EntitySchema

describe('screen handle', () => {
  it('a host drives an embedded form screen: validate, setValues, getValues, submit, reload', async () => {
    const saved: unknown[] = []
    let reads = 0
    const dp = createMemoryProvider({
      'GET /api/leave': () => (++reads, { Reason: '年假', Days: 2 }),
      'PUT /api/leave': ({ body }) => (saved.push(body), body),
    })
    const ref = createRef<ScreenHandle>()
    const schema = {
      kind: 'form',
      id: 'leave',
      route: 'leave',
      title: '请假',
      entity: 'leave',
      mode: 'edit',
      api: { get: { method: 'GET', url: '/api/leave' }, update: { method: 'PUT', url: '/api/leave' } },
      fields: [{ field: 'Reason', component: 'Input' }, { field: 'Days', component: 'Input', props: {} }],
    }
    render(
      <Providers provider={dp}>
        <Suspense fallback={<div>loading</div>}>
          <ScreenRenderer ref={ref} schema={schema} entities={{ leave: entity }} />
        </Suspense>
      </Providers>,
    )
    await screen.findByDisplayValue('年假', undefined, { timeout: 10_000 })
    expect(ref.current!.getValues()).toMatchObject({ Reason: '年假', Days: 2 })
    act(() => ref.current!.setValues({ Reason: '' }))
    expect(await act(() => ref.current!.validate())).toBe(false)
    expect(await screen.findByText('请输入事由')).toBeTruthy()
    act(() => ref.current!.setValues({ Reason: '病假' }))
    expect(await act(() => ref.current!.submit())).toBe(true)
    expect(saved).toEqual([expect.objectContaining({ Reason: '病假' })])
    act(() => ref.current!.reload())
    await waitFor(() => expect(reads).toBe(2))
  })

  it('a list answers its query as values and reloads', async () => {
    const dp = createMemoryProvider({ 'GET /api/people': ({ query }) => page([{ Id: 1, Name: '张三' }], query) })
    const ref = createRef<ScreenHandle>()
    const schema = { kind: 'list', id: 'people', route: 'people', title: '人员', api: { list: { method: 'GET', url: '/api/people' } }, columns: [{ field: 'Name', title: '姓名' }] }
    render(
      <Providers provider={dp}>
        <ScreenRenderer ref={ref} schema={schema} />
      </Providers>,
    )
    await screen.findByText('张三')
    act(() => ref.current!.setValues({ Name: '张' }))
    await waitFor(() => expect(dp.calls.at(-1)?.query).toMatchObject({ Name: '张' }))
    expect(ref.current!.getValues()).toMatchObject({ Name: '张' })
    const calls = dp.calls.length
    act(() => ref.current!.reload())
    await waitFor(() => expect(dp.calls.length).toBe(calls + 1))
  })
})
