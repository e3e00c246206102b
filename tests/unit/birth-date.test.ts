/**
 * Birth dates (rule kind birthDate): a real day from 1900-01-01 up to today in China time, one rule
 * for the browser and the server. At 01:00 China time the UTC day is still yesterday: today's
 * China date must pass on both sides and tomorrow's be refused on both (the server once took the
 * UTC day in onboarding and the China day in the file editor, and they disagreed until 08:00).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createForm } from '@formily/core'
import { entities } from '../../common/entities'
import { fieldRule, type EntitySchema } from '../../common/entity-fields'
import { fieldMessage } from '../../common/rules'
import { todayInChina } from '../../common/time'
import { validatorsOf } from '../../renderer/rules/formily'
import { validateEntity } from '../../server/http/validation'

async function browserMessage(entity: EntitySchema, field: string, value: unknown): Promise<string | undefined> {
  const form = createForm({ validateFirst: true })
  const rule = fieldRule(entity, field)
  const f = form.createField({ name: field, validator: validatorsOf(rule) as never, value })
  await f.validate().catch(() => undefined)
  const msg = f.selfErrors[0]
  return msg === undefined ? undefined : fieldMessage(rule.label, msg)
}

function serverMessage(entity: EntitySchema, field: string, value: unknown): string | undefined {
  const r = validateEntity(entity, { [field]: value }, { partial: true })
  return r.ok ? undefined : r.errors.find((e) => e.Field === field)?.Message
}

const CASES: [EntitySchema, string][] = [
  [entities.employee, 'DateOfBirthTime'],
  [entities['entry-basic'], 'DateOfBirthTime'],
  [entities['entry-basic'], 'Birthday'],
]

describe('birth dates at 01:00 China time (17:00 UTC the day before)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2024-06-01T17:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('today is the China day', () => {
    expect(todayInChina()).toBe('2024-06-02')
  })

  for (const [entity, field] of CASES) {
    it(`${entity.$id}.${field}: China today passes, tomorrow and before 1900 are refused, alike on both sides`, async () => {
      const label = entity.properties[field].title
      for (const ok of ['2024-06-02', '1900-01-01', '1990-05-06']) {
        expect(serverMessage(entity, field, ok), ok).toBeUndefined()
        expect(await browserMessage(entity, field, ok), ok).toBeUndefined()
      }
      for (const bad of ['2024-06-03', '1899-12-31', '2023-02-29']) {
        expect(serverMessage(entity, field, bad), bad).toBe(`${label}：请选择正确的日期`)
        expect(await browserMessage(entity, field, bad), bad).toBe(`${label}：请选择正确的日期`)
      }
    })
  }
})
