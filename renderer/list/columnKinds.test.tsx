import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { ScreenRenderer } from '../ScreenRenderer'
import { createMemoryProvider } from '../testing/memoryProvider'
import { Providers } from '../testing/storyKit'
import { defineColumnKind } from './columnKinds'
import { formatNumber } from './column-kinds'
import { renderCell } from './columns'

const rows = [{ Id: 1, Name: '张三', Score: 4, Salary: 1234567.5 }]
const provider = () => createMemoryProvider({ 'GET /api/people': () => ({ TotalCount: rows.length, Items: rows }) })

const listOf = (columns: Record<string, unknown>[]) => ({
  kind: 'list',
  id: 'people',
  route: '/people',
  title: '人员',
  api: { list: { method: 'GET', url: '/api/people' } },
  columns,
})

describe('column kinds', () => {
  it('a kind defined outside the engine draws its cells in a list screen', async () => {
    defineColumnKind({ name: 'stars', render: (value) => '★'.repeat(Number(value)) })
    render(
      <Providers provider={provider()}>
        <ScreenRenderer schema={listOf([{ field: 'Name', title: '姓名' }, { field: 'Score', title: '评分', type: 'stars' }])} />
      </Providers>,
    )
    expect(await screen.findByText('★★★★')).toBeTruthy()
  })

  it('number: thousands separators, precision, right aligned', async () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.5')
    expect(formatNumber('1234', 2)).toBe('1,234.00')
    expect(formatNumber(null)).toBe('')
    expect(renderCell({ field: 'Salary', title: '薪资', type: 'number', precision: 0 }, rows[0])).toBe('1,234,568')
    render(
      <Providers provider={provider()}>
        <ScreenRenderer schema={listOf([{ field: 'Salary', title: '薪资', type: 'number', precision: 2 }])} />
      </Providers>,
    )
    const cell = (await screen.findByText('1,234,567.50')).closest('td')!
    expect(cell.style.textAlign).toBe('right')
  })

  it('an unknown kind names the known ones', () => {
    expect(() => renderCell({ field: 'Name', title: '姓名', type: 'nope' }, rows[0])).toThrow(/unknown column kind "nope" \(known: text, /)
  })
})
