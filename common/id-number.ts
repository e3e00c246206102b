/**
 * What a mainland resident ID number encodes (GB 11643-1999): region (GB/T 2260), birth date,
 * sequence whose last digit gives the sex, and for 18 digits a check digit. Pure, for the rule
 * engine (both sides) and for the entry wizard, which fills birth date, sex and age from it.
 */
import { todayInChina } from './time'

/** First two digits of GB/T 2260: the provinces, autonomous regions and municipalities, Taiwan, Hong Kong, Macau. */
export const REGION_PREFIXES = new Set([
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65', '71', '81', '82',
])

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK = '10X98765432'

/** The GB 11643-1999 check character of the first 17 digits. */
export function checkDigit(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]
  return CHECK[sum % 11]
}

/** A valid 18-digit number from its first 17 digits (demo and test data). */
export function withCheckDigit(first17: string): string {
  return first17 + checkDigit(first17)
}

export interface IdFacts {
  /** 'YYYY-MM-DD' */
  birth: string
  /** 1 male, 0 female (the sequence's last digit odd / even) */
  sex: 0 | 1
}

function realDay(y: string, m: string, d: string): string | undefined {
  const date = new Date(Date.UTC(+y, +m - 1, +d))
  if (date.getUTCFullYear() !== +y || date.getUTCMonth() !== +m - 1 || date.getUTCDate() !== +d) return undefined
  return `${y}-${m}-${d}`
}

/**
 * The facts of a valid 15- or 18-digit ID number, or undefined when it is not one: unknown region,
 * impossible or future birth date (or before 1900), wrong check digit.
 */
export function idNumberFacts(value: string, today = todayInChina()): IdFacts | undefined {
  const id = value.trim().toUpperCase()
  let birth: string | undefined
  let sequence: string
  if (/^\d{17}[\dX]$/.test(id)) {
    if (checkDigit(id) !== id[17]) return undefined
    birth = realDay(id.slice(6, 10), id.slice(10, 12), id.slice(12, 14))
    sequence = id.slice(14, 17)
  } else if (/^\d{15}$/.test(id)) {
    // 15 digits (issued before 1999): a two-digit year of the 1900s, no check digit.
    birth = realDay(`19${id.slice(6, 8)}`, id.slice(8, 10), id.slice(10, 12))
    sequence = id.slice(12, 15)
  } else return undefined
  if (!REGION_PREFIXES.has(id.slice(0, 2))) return undefined
  if (!birth || birth < '1900-01-01' || birth > today) return undefined
  return { birth, sex: Number(sequence[2]) % 2 === 1 ? 1 : 0 }
}

/** Whole years from the birth date to today (China). */
export function ageOn(birth: string, today = todayInChina()): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4))
  return today.slice(5) < birth.slice(5) ? years - 1 : years
}

/** The checks a rule kind may name beside its pattern (schemas/rules.json `check`). */
export const VALUE_CHECKS = {
  /** digits-only forms must encode a real person; other forms (the letter-plus-digits one) pass */
  chineseIdNumber: (value: string) => !/^\d/.test(value) || idNumberFacts(value) !== undefined,
} satisfies Record<string, (value: string) => boolean>

export type ValueCheck = keyof typeof VALUE_CHECKS
