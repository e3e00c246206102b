import { describe, expect, it } from 'vitest'
import { dependencies, evaluate, ExpressionError, parse } from './expression'

const calc = (text: string, scope: Record<string, unknown> = {}) => evaluate(parse(text), scope)

describe('computed-field expressions', () => {
  it('does arithmetic with precedence, parentheses and unary minus over field values', () => {
    expect(calc('Quantity * Price + 2', { Quantity: '3', Price: 1.5 })).toBe(6.5)
    expect(calc('(1 + 2) * 3 - -1')).toBe(10)
    expect(calc('10 % 4 / 2')).toBe(1)
  })

  it('sums a detail table column and counts rows', () => {
    const scope = { Items: [{ Amount: 10.5 }, { Amount: '4.5' }, { Amount: '' }] }
    expect(calc('sum(Items.Amount)', scope)).toBe(15)
    expect(calc('count(Items)', scope)).toBe(3)
    expect(calc('round(sum(Items.Amount) / 4, 2)', scope)).toBe(3.75)
  })

  it('counts leave days with half days through days() and conditions', () => {
    const leave = "days(Start, End) - (StartHalf == '下午' ? 0.5 : 0) - (EndHalf == '上午' ? 0.5 : 0)"
    expect(calc(leave, { Start: '2026-11-23', End: '2026-11-27', StartHalf: '上午', EndHalf: '下午' })).toBe(5)
    expect(calc(leave, { Start: '2026-11-23', End: '2026-11-24', StartHalf: '下午', EndHalf: '上午' })).toBe(1)
    expect(calc('days(Start, End)', { Start: '', End: '2026-11-24' })).toBeUndefined()
    // an empty input leaves the result empty (shown as —), not 0
    expect(calc(leave, { Start: '', End: '', StartHalf: '', EndHalf: '' })).toBeUndefined()
    expect(calc('Quantity * Price', { Quantity: 2 })).toBeUndefined()
  })

  it('gives nothing for a division by zero; comparisons and logic give 1 or 0', () => {
    expect(calc('1 / 0')).toBeUndefined()
    expect(calc('Amount > 5000 && Kind != "x"', { Amount: 6000, Kind: 'y' })).toBe(1)
    expect(calc('!(1 >= 2) || 0')).toBe(1)
  })

  it('lists the fields an expression reads', () => {
    expect(dependencies(parse('sum(Items.Amount) + Fee * (Rate ? 1 : 0)'))).toEqual(['Items', 'Fee', 'Rate'])
  })

  it('refuses anything but the language: no property walks, no unknown functions, no code', () => {
    for (const bad of ['constructor.constructor("x")()', 'alert(1)', 'a[0]', 'a = 1', '1 +', '(1', 'Items.', '`x`', 'this.x()']) {
      expect(() => parse(bad), bad).toThrow(ExpressionError)
    }
    // a field named like a prototype member is just a missing value
    expect(calc('constructor + 1', {})).toBeUndefined()
    expect(calc('sum(constructor)', {})).toBe(0)
  })
})
