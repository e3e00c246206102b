import { describe, expect, it } from 'vitest'
import { maskPhone } from './mask'

describe('maskPhone', () => {
  it('hides positions 4-7, after dropping a +86 / 0086 prefix', () => {
    expect(maskPhone('13812345678')).toBe('138****5678')
    expect(maskPhone('+8613812345678')).toBe('138****5678')
    expect(maskPhone('008613812345678')).toBe('138****5678')
  })
  it('leaves short and empty values readable', () => {
    expect(maskPhone('110')).toBe('110')
    expect(maskPhone('12345')).toBe('123**')
    expect(maskPhone(null)).toBe('')
  })
})
