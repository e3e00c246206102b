import { describe, expect, it } from 'vitest'
import { MONEY_CAP_MESSAGE, moneyInWords } from './money'

describe('moneyInWords: amounts in Chinese capitals', () => {
  it.each([
    [0, '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [1010, '壹仟零壹拾元整'],
    [1234.5, '壹仟贰佰叁拾肆元伍角'],
    [1.05, '壹元零伍分'],
    [0.35, '叁角伍分'],
    [0.05, '伍分'],
    [10000, '壹万元整'],
    [100050000, '壹亿零伍万元整'],
    [100000000, '壹亿元整'],
    [1200300.4, '壹佰贰拾万零叁佰元肆角'],
    [-25, '负贰拾伍元整'],
    ['88.8', '捌拾捌元捌角'],
    [10000000000, '壹佰亿元整'],
  ])('%s -> %s', (n, words) => expect(moneyInWords(n)).toBe(words))

  it('says the cap above 10 billion, nothing for something that is no number', () => {
    expect(moneyInWords(10000000000.01)).toBe(MONEY_CAP_MESSAGE)
    expect(moneyInWords('abc')).toBe('')
    expect(moneyInWords('')).toBe('')
    expect(moneyInWords(undefined)).toBe('')
  })
})
