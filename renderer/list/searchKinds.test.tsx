import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { fillQuery } from '../data/provider'
import { loadFieldKinds } from '../fields/registry'
import type { FieldSpec } from '../schema/types'
import { createMemoryProvider } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { SearchForm, searchQuery } from './SearchForm'

const fields: FieldSpec[] = [
  {
    name: 'DepId', label: '部门', component: 'TreeSelect', placeholder: '请选择部门',
    remote: { api: { method: 'GET', url: '/api/dep-tree' }, labelField: 'Name', valueField: 'Id', childrenField: 'children' },
  },
  { name: 'LeaveTime', label: '离职时间', component: 'DateRangePicker', rangeParams: ['StartTime', 'EndTime'] },
]

describe('search field kinds', () => {
  it('sends a range as its two named parameters', () => {
    expect(searchQuery(fields, { LeaveTime: ['2024-01-01', '2024-03-31'], DepId: 'd1' })).toEqual({ StartTime: '2024-01-01', EndTime: '2024-03-31', DepId: 'd1' })
    expect(searchQuery(fields, { LeaveTime: [] })).toEqual({})
  })

  it('fills "{Field}" query values from the record', () => {
    expect(fillQuery({ workno: '{WorkNo}', fixed: 1 }, { WorkNo: 'E1' })).toEqual({ workno: 'E1', fixed: 1 })
    expect(() => fillQuery({ workno: '{WorkNo}' }, {})).toThrow(/WorkNo/)
  })

  it('a TreeSelect shows the tree from its endpoint and searches with the chosen node', async () => {
    await loadFieldKinds(['TreeSelect', 'DateRangePicker'])
    const provider = createMemoryProvider({
      'GET /api/dep-tree': () => [{ Id: 'r', Name: '总公司', children: [{ Id: 'a', Name: '研发部', children: [] }] }],
    })
    let searched: Record<string, unknown> | undefined
    render(
      <Providers provider={provider}>
        <SearchForm fields={fields} onSearch={(v) => (searched = v)} />
      </Providers>,
    )
    await waitFor(() => expect(provider.calls.length).toBe(1))
    fireEvent.mouseDown(document.querySelector('.ant-select-selector')!)
    fireEvent.click(await screen.findByText('研发部'))
    fireEvent.click(screen.getByText('查询'))
    expect(searched).toEqual({ DepId: 'a' })
    expect(screen.getByPlaceholderText('开始日期')).toBeTruthy()
  })
})
