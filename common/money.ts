/**
 * An amount in Chinese capitals (大写金额), as written on reimbursement and purchase forms:
 * 1234.5 -> 壹仟贰佰叁拾肆元伍角, 100050000 -> 壹亿零伍万元整. Amounts above the number cap of the
 * spec answer its message instead (暂不支持大于千亿的数字).
 */
import { NUMBER_CAP } from './rules'

const DIGITS = '零壹贰叁肆伍陆柒捌玖'
const SMALL = ['', '拾', '佰', '仟']
const BIG = ['', '万', '亿']
export const MONEY_CAP_MESSAGE = '暂不支持大于千亿的数字'

function integerWords(digits: string): string {
  let out = ''
  let zeros = 0
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[i])
    const pos = digits.length - 1 - i
    if (d === 0) zeros++
    else {
      if (zeros) out += '零'
      zeros = 0
      out += DIGITS[d] + SMALL[pos % 4]
    }
    // 万 and 亿 close a group of four digits that is not all zero
    if (pos % 4 === 0 && pos > 0) {
      const group = digits.slice(Math.max(0, i - 3), i + 1)
      if (/[1-9]/.test(group)) out += BIG[pos / 4]
    }
  }
  return out
}

/** The capitals of an amount ('' for something that is no number). */
export function moneyInWords(value: unknown): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  if (!Number.isFinite(n)) return ''
  if (Math.abs(n) > NUMBER_CAP) return MONEY_CAP_MESSAGE
  const cents = Math.round((Math.abs(n) + Number.EPSILON) * 100)
  const yuan = Math.floor(cents / 100)
  const [jiao, fen] = [Math.floor(cents / 10) % 10, cents % 10]
  let text = yuan ? integerWords(String(yuan)) + '元' : ''
  if (!jiao && !fen) text = (text || '零元') + '整'
  else {
    if (jiao) text += DIGITS[jiao] + '角'
    else if (yuan) text += '零'
    if (fen) text += DIGITS[fen] + '分'
  }
  return (n < 0 && cents ? '负' : '') + text
}
