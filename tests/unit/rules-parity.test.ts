/**
 * The same samples through the browser (a Formily form field with the renderer's validators) and
 * the server (ajv via validateEntity): the same verdict and the same message on both sides.
 */
import { describe, expect, it } from 'vitest'
import { createForm } from '@formily/core'
import { rules, fieldMessage } from '../../common/rules'
import { fieldRule, type EntitySchema } from '../../common/entity-fields'
import { validatorsOf } from '../../renderer/rules/formily'
import { validateEntity } from '../../server/http/validation'

const expand = (v: unknown) => (typeof v === 'string' && v.startsWith('@repeat:') ? '字'.repeat(Number(v.slice(8))) : v)

function entityOf(kind: string, required: boolean): EntitySchema {
  const type = rules.kinds[kind].type
  const jsonType = type === 'integer' || type === 'number' || type === 'boolean' ? type : type === 'dateRange' ? 'array' : 'string'
  return {
    $id: `sample-${kind}-${required ? "required" : "optional"}`,
    title: '样例',
    'x-typeName': 'Sample',
    type: 'object',
    properties: { Value: { type: jsonType, title: '样例字段', 'x-rule': kind } },
    required: required ? ['Value'] : [],
  }
}

async function browserVerdict(entity: EntitySchema, value: unknown): Promise<string | undefined> {
  const form = createForm({ validateFirst: true })
  const field = form.createField({ name: 'Value', validator: validatorsOf(fieldRule(entity, 'Value')) as never, value })
  await field.validate().catch(() => undefined)
  const msg = field.selfErrors[0]
  return msg === undefined ? undefined : fieldMessage('样例字段', msg)
}

function serverVerdict(entity: EntitySchema, value: unknown): string | undefined {
  const r = validateEntity(entity, value === undefined ? {} : { Value: value })
  return r.ok ? undefined : r.message
}

describe('browser and server agree on every sample of schemas/rules.json', () => {
  for (const [kind, def] of Object.entries(rules.kinds)) {
    it(kind, async () => {
      const valid = def.samples?.valid ?? []
      const invalid = def.samples?.invalid ?? []
      for (const required of [false, true]) {
        const entity = entityOf(kind, required)
        for (const v of [...valid, ...invalid.map(([x]) => x), undefined, '']) {
          const value = expand(v)
          expect(serverVerdict(entity, value), `${kind} required=${required} ${JSON.stringify(value)}`).toBe(await browserVerdict(entity, value))
        }
        for (const [v, msg] of invalid) expect(serverVerdict(entity, expand(v))).toBe(fieldMessage('样例字段', msg.replace('{label}', '样例字段')))
        for (const v of valid) expect(serverVerdict(entity, v)).toBeUndefined()
      }
      // a required field left empty: the spec's 请输入/请选择 message, identical on both sides
      const entity = entityOf(kind, true)
      const empty = serverVerdict(entity, undefined)
      expect(empty).toMatch(/^请(输入|选择)样例字段$/)
      expect(await browserVerdict(entity, undefined)).toBe(empty)
    })
  }
})
