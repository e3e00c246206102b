import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryProvider } from '../testing/memoryProvider'
import { loadTree } from '../tree/tree'
import { SHARED_FOR_MS } from '../data/sharedAnswers'
import { loadOptions } from './options'

afterEach(() => vi.useRealTimers())

describe('remote options and trees', () => {
  it('fields asking at the same time share one request; a later form reads the options again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let teachers = [{ Id: 't1', Name: '李老师' }]
    const dp = createMemoryProvider({ 'GET /api/teachers': () => teachers })
    const remote = { api: { method: 'GET' as const, url: '/api/teachers' }, labelField: 'Name', valueField: 'Id' }
    const [a, b] = await Promise.all([loadOptions(dp, remote), loadOptions(dp, remote)])
    expect(a).toEqual([{ label: '李老师', value: 't1' }])
    expect(b).toEqual(a)
    expect(dp.calls).toHaveLength(1)
    teachers = [...teachers, { Id: 't2', Name: '王老师' }]
    expect(await loadOptions(dp, remote)).toHaveLength(1)
    vi.setSystemTime(Date.now() + SHARED_FOR_MS + 1)
    expect((await loadOptions(dp, remote)).map((o) => o.label)).toEqual(['李老师', '王老师'])
    expect(dp.calls).toHaveLength(2)
  })

  it('a tree too: a category added meanwhile is there the next time a form opens', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const tree = [{ Code: '001', TypeName: '技术', ChildTypes: [] as unknown[] }]
    const dp = createMemoryProvider({ 'GET /api/types': () => tree })
    const remote = { api: { method: 'GET' as const, url: '/api/types' }, labelField: 'TypeName', valueField: 'Code', childrenField: 'ChildTypes' }
    expect((await loadTree(dp, remote))[0].children).toBeUndefined()
    tree[0].ChildTypes.push({ Code: '001001', TypeName: '数据库', ChildTypes: [] })
    vi.setSystemTime(Date.now() + SHARED_FOR_MS + 1)
    expect((await loadTree(dp, remote))[0].children?.map((n) => n.title)).toEqual(['数据库'])
  })

  it('a failed request is not kept', async () => {
    let fail = true
    const dp = createMemoryProvider({
      'GET /api/flaky': () => {
        if (fail) throw new Error('down')
        return [{ Id: 1, Name: '一' }]
      },
    })
    const remote = { api: { method: 'GET' as const, url: '/api/flaky' }, labelField: 'Name', valueField: 'Id' }
    await expect(loadOptions(dp, remote)).rejects.toThrow('down')
    fail = false
    expect(await loadOptions(dp, remote)).toEqual([{ label: '一', value: 1 }])
  })
})
