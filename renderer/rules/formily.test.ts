import { describe, expect, it } from 'vitest'
import { createForm } from '@formily/core'
import { validate } from '@formily/validator'
import { checkField, rules, type FieldRule } from '../../common/rules'
import { fieldValidator, validatorsOf } from './formily'

const expand = (v: unknown) => (typeof v === 'string' && v.startsWith('@repeat:') ? '字'.repeat(Number(v.slice(8))) : v)

async function formilyMessage(rule: FieldRule, value: unknown): Promise<string | undefined> {
  const form = createForm({ validateFirst: true })
  const field = form.createField({ name: 'x', title: rule.label, validator: validatorsOf(rule) as never, value })
  await field.validate().catch(() => undefined)
  return field.selfErrors[0]
}

describe('Formily validators give the messages of common/rules.ts checkField', () => {
  for (const [kind, def] of Object.entries(rules.kinds)) {
    const samples = [...(def.samples?.valid ?? []), ...(def.samples?.invalid ?? []).map(([v]) => v)].map(expand)
    it(`${kind}: every sample, optional and required, in a form and as a registered rule`, async () => {
      for (const required of [false, true]) {
        const rule: FieldRule = { label: '字段', kind, required }
        for (const value of [...samples, undefined, '  ']) {
          const expected = checkField(rule, value)
          expect(await formilyMessage(rule, value), `${kind} ${JSON.stringify(value)}`).toBe(expected)
          expect(fieldValidator(rule)(value) || undefined).toBe(expected)
        }
      }
      for (const value of samples) {
        const res = await validate(value, { [kind]: { label: '字段' } } as never)
        expect(res.error?.[0]).toBe(checkField({ label: '字段', kind }, value))
      }
      for (const [v, msg] of def.samples?.invalid ?? []) expect(fieldValidator({ label: '字段', kind })(expand(v))).toBe(msg.replace('{label}', '字段'))
    })
  }

  it('requiredWhen: the live required state of the field decides, with the spec message', async () => {
    const form = createForm({ validateFirst: true })
    const rule: FieldRule = { label: '手机', kind: 'mobile' }
    const field = form.createField({ name: 'm', validator: validatorsOf(rule) as never })
    await field.validate()
    expect(field.selfErrors).toEqual([])
    field.required = true
    await field.validate().catch(() => undefined)
    expect(field.selfErrors).toEqual(['请输入手机'])
  })

  it('start/end order between two date fields reads the sibling value', async () => {
    const form = createForm({ values: { Start: '2024-05-02' } })
    const field = form.createField({ name: 'End', value: '2024-05-01', validator: validatorsOf({ label: '结束时间', kind: 'date', after: 'Start' }) as never })
    await field.validate().catch(() => undefined)
    expect(field.selfErrors).toEqual(['结束时间不能小于开始时间'])
  })
})
