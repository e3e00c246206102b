import { describe, expect, it } from 'vitest'
import { renderCell } from './columns'

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
