import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ButtonSpec } from '../schema/types'
import { operationColumn, renderCell } from './columns'

describe('column kinds', () => {
  it('phone: the middle four digits are masked (spec 000 s.9)', () => {
    expect(renderCell({ field: 'PhoneNumber', title: '手机号码', kind: 'phone' }, { PhoneNumber: '+8613812345678' })).toBe('138****5678')
    expect(renderCell({ field: 'PhoneNumber', title: '手机号码', kind: 'phone' }, {})).toBe('')
  })

  it('text with a template: each object of a list as the template, {Key}s filled, joined; without one, JSON', () => {
    const conditions = [
      { Field: 'Days', Op: '>', Value: 3 },
      { Field: 'Type', Op: '=', Value: '年假' },
    ]
    expect(renderCell({ field: 'Conditions', title: '条件', template: '{Field} {Op} {Value}' }, { Conditions: conditions })).toBe('Days > 3；Type = 年假')
    expect(renderCell({ field: 'Step', title: '步骤', template: '{Name}（{Missing}）' }, { Step: { Name: '财务审批' } })).toBe('财务审批（）')
    expect(renderCell({ field: 'Conditions', title: '条件', template: '{Field}' }, { Conditions: [] })).toBe('')
    expect(renderCell({ field: 'Conditions', title: '条件' }, { Conditions: [{ Field: 'Days' }] })).toBe('[{"Field":"Days"}]')
    expect(renderCell({ field: 'Name', title: '名称', template: '{X}' }, { Name: '默认' })).toBe('默认')
  })
})

describe('operation column', () => {
  const actions = [
    { label: '编辑', permission: 'Update', action: { kind: 'dialog', dialog: 'edit' } },
    { label: '删除', permission: 'Delete', danger: true, disabledWhen: { field: 'CanDelete', eq: 0 }, action: { kind: 'delete' } },
    { label: '审核', visibleWhen: { field: 'Status', eq: 1 }, action: { kind: 'dialog', dialog: 'check' } },
  ] as ButtonSpec[]

  it('draws the granted, visible actions as buttons; danger marked, disabledWhen disabled; a click runs the action with the row', () => {
    const run = vi.fn()
    const col = operationColumn(actions, (code) => code !== 'Update', run)!
    const row = { Id: 7, CanDelete: 0, Status: 1 }
    render(<>{col.render(row, 0)}</>)
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['删除', '审核'])
    const del = screen.getByRole('button', { name: '删除' }) as HTMLButtonElement
    expect(del.className).toContain('is-danger')
    expect(del.disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: '审核' }))
    expect(run).toHaveBeenCalledWith(actions[2], row)
    expect(col.fixed).toBe('right')
  })

  it("is as wide as the schema asks, never narrower than its actions on one line (employees' 查看 编辑 账号设置 设置 wrapped at 210 px)", () => {
    const labels = ['查看', '编辑', '账号设置', '设置'].map((label) => ({ label, action: { kind: 'reload' } }) as ButtonSpec)
    expect(operationColumn(labels, () => true, vi.fn(), { width: 210 })!.width).toBe(220)
    expect(operationColumn(labels, () => true, vi.fn(), { width: 260 })!.width).toBe(260)
    expect(operationColumn(labels.slice(0, 2), () => true, vi.fn())!.width).toBe(120)
  })

  it('is left out when no action is granted', () => {
    expect(operationColumn(actions.slice(0, 2), () => false, vi.fn())).toBeUndefined()
  })
})
