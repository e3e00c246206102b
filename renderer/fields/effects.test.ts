/** Field effects: clears, yearsFrom, blur round and blur check. */
import { describe, expect, it } from 'vitest'
import { createForm, type Field } from '@formily/core'
import dayjs from 'dayjs'
import { ApiError } from '../data/provider'
import { createMemoryProvider } from '../testing/memoryProvider'
import { withCheckDigit } from '../../common/id-number'
import { todayInChina } from '../../common/time'
import { fieldEffects } from './effects'

function setup() {
  const warnings: string[] = []
  const dp = createMemoryProvider({
    'GET /api/nick': ({ query }) => {
      if (query.nickname === 'taken') throw new ApiError(400, 400, '该昵称已被使用')
      return true
    },
  })
  const form = createForm({
    effects: fieldEffects(
      [
        { field: 'Province', clears: ['City', 'Address'] },
        { field: 'Age', yearsFrom: 'Birth' },
        { field: 'Weight', blur: { round: 2 } },
        { field: 'IdNo', idNumber: { birth: 'BirthDate', sex: 'Sex', age: 'Years' } },
        { field: 'Nick', blur: { check: { api: { method: 'GET', url: '/api/nick', query: { nickname: '{Nick}', workno: '{WorkNo}' } } } } },
      ],
      () => ({ dp, warn: (t) => void warnings.push(t) }),
    ),
  })
  for (const n of ['Province', 'City', 'Address', 'Birth', 'Age', 'Weight', 'Nick', 'WorkNo', 'IdNo']) form.createField({ name: n })
  form.createField({ name: 'BirthDate', title: '出生日期' })
  form.createField({ name: 'Sex', title: '性别' })
  form.createField({ name: 'Years', title: '年龄' })
  const f = (n: string) => form.query(n).take() as Field
  return { form, f, dp, warnings }
}

// 1990-03-07, a man (sequence 001: odd); the check digit computed as GB 11643 does
const ID = withCheckDigit('11010519900307001')

describe('field effects', () => {
  it('a valid ID number fills empty birth date, sex and age; an invalid one fills nothing', async () => {
    const { form, f, warnings } = setup()
    await f('IdNo').onInput('11010519900307001X')
    expect(form.values.BirthDate).toBeUndefined()
    await f('IdNo').onInput(ID)
    expect(form.values).toMatchObject({ BirthDate: '1990-03-07', Sex: 1, Years: Number(todayInChina().slice(0, 4)) - 1990 })
    expect(warnings).toEqual([])
  })

  it('filled fields that disagree with the ID number are kept and named in a warning', async () => {
    const { form, f, warnings } = setup()
    form.setValues({ BirthDate: '1991-03-07', Sex: 1, Years: 20 })
    await f('IdNo').onInput(ID)
    expect(form.values).toMatchObject({ BirthDate: '1991-03-07', Sex: 1, Years: 20 })
    expect(warnings).toEqual(['出生日期、年龄与身份证号码不一致，请核对'])
    await f('Sex').onInput(0)
    expect(warnings.at(-1)).toBe('性别与身份证号码不一致，请核对')
    await f('BirthDate').onInput('1990-03-07')
    expect(warnings).toHaveLength(2)
  })

  it('a province changed by the user clears its city and address (a value set by code does not)', () => {
    const { form, f } = setup()
    form.setValues({ Province: '50', City: '5001', Address: '渝中区' })
    expect(form.values.City).toBe('5001')
    void f('Province').onInput('51')
    expect(form.values).toMatchObject({ Province: '51', City: null, Address: null })
  })

  it('age follows the birth date; weight is rounded to 2 places on leaving', async () => {
    const { form, f } = setup()
    void f('Birth').onInput('1995-05-01')
    expect(form.values.Age).toBe(dayjs().year() - 1995)
    await f('Weight').onInput(60.456)
    f('Weight').onFocus()
    f('Weight').onBlur()
    expect(form.values.Weight).toBe(60.46)
  })

  it('a nickname the server refuses is cleared with its message; a free one stays', async () => {
    const { form, f, dp, warnings } = setup()
    form.setValuesIn('WorkNo', 'N0001')
    await f('Nick').onInput('free')
    f('Nick').onFocus()
    f('Nick').onBlur()
    await new Promise((r) => setTimeout(r, 10))
    expect(form.values.Nick).toBe('free')
    expect(dp.calls.at(-1)?.query).toEqual({ nickname: 'free', workno: 'N0001' })
    await f('Nick').onInput('taken')
    f('Nick').onFocus()
    f('Nick').onBlur()
    await new Promise((r) => setTimeout(r, 10))
    expect(form.values.Nick).toBe(null)
    expect(warnings).toEqual(['该昵称已被使用'])
  })
})
