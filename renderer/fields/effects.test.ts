/** Field effects: clears, yearsFrom, blur round and blur check. */
import { describe, expect, it } from 'vitest'
import { createForm, type Field } from '@formily/core'
import dayjs from 'dayjs'
import { ApiError } from '../data/provider'
import { createMemoryProvider } from '../testing/memoryProvider'
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
        { field: 'Nick', blur: { check: { api: { method: 'GET', url: '/api/nick', query: { nickname: '{Nick}', workno: '{WorkNo}' } } } } },
      ],
      () => ({ dp, warn: (t) => void warnings.push(t) }),
    ),
  })
  for (const n of ['Province', 'City', 'Address', 'Birth', 'Age', 'Weight', 'Nick', 'WorkNo']) form.createField({ name: n })
  const f = (n: string) => form.query(n).take() as Field
  return { form, f, dp, warnings }
}

describe('field effects', () => {
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
