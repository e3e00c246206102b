import { describe, expect, it } from 'vitest'
import { chinaDateTime, todayInChina } from './time'

describe('China time', () => {
  it('the China day turns at 16:00 UTC', () => {
    expect(todayInChina(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23')
    expect(todayInChina(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24')
  })
  it('formats a moment as YYYY-MM-DD HH:mm:ss without fractions', () => {
    expect(chinaDateTime('2026-11-23T16:05:09.123Z')).toBe('2026-11-24 00:05:09')
    expect(chinaDateTime(null)).toBe('')
  })
})
