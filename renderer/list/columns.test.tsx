import { describe, expect, it } from 'vitest'
import { renderCell } from './columns'

describe('column kinds', () => {
  it('phone: the middle four digits are masked (spec 000 s.9)', () => {
    expect(renderCell({ field: 'PhoneNumber', title: '手机号码', kind: 'phone' }, { PhoneNumber: '+8613812345678' })).toBe('138****5678')
    expect(renderCell({ field: 'PhoneNumber', title: '手机号码', kind: 'phone' }, {})).toBe('')
  })
})
