import { describe, expect, it } from 'vitest'
import type { EntitySchema } from '../../common/entity-fields'
import { checkField } from '../../common/rules'
import { fieldRule } from '../../common/entity-fields'
import { validateEntity } from '../../server/http/validation'
import { roleEntity } from '../../server/modules/identity/roles'

const sample: EntitySchema = {
  $id: 'sample',
  title: '样例',
  'x-typeName': 'Sample',
  properties: {
    Id: { type: 'string', title: '编号', readOnly: true },
    Name: { type: 'string', title: '姓名', 'x-rule': 'name' },
    Phone: { type: 'string', title: '手机号', 'x-rule': 'mobile' },
    Age: { type: 'integer', title: '年龄', 'x-rule': 'age' },
    Salary: { type: 'number', title: '薪资', 'x-rule': 'number' },
    Start: { type: 'string', title: '开始时间', 'x-rule': 'date', 'x-before': 'End' },
    End: { type: 'string', title: '结束时间', 'x-rule': 'date', 'x-after': 'Start' },
    Dept: { type: 'string', title: '部门', 'x-select': true },
  },
  required: ['Name', 'Dept'],
}

describe('server validation uses the shared rule engine', () => {
  it('gives the same verdict and message as common/rules.ts for each field', () => {
    const cases: [string, unknown][] = [['Phone', '12812345678'], ['Age', 15], ['Salary', 10_000_000_001], ['Name', '字'.repeat(31)]]
    for (const [field, value] of cases) {
      const v = validateEntity(sample, { Name: '张三', Dept: 'd', [field]: value })
      expect(v.ok).toBe(false)
      const expected = checkField(fieldRule(sample, field), value)!
      if (!v.ok) expect(v.errors[0]).toEqual({ Field: field, Message: v.message })
      if (!v.ok) expect(v.message).toContain(expected)
    }
  })

  it('names the first failing field in schema order; required ones say 请输入 / 请选择', () => {
    const v = validateEntity(sample, { Phone: 'bad' })
    expect(v.ok).toBe(false)
    if (!v.ok) {
      expect(v.errors.map((e) => e.Field)).toEqual(['Name', 'Phone', 'Dept'])
      expect(v.message).toBe('请输入姓名')
      expect(v.errors[2].Message).toBe('请选择部门')
      expect(v.errors[1].Message).toBe('请输入正确的手机号码')
    }
  })

  it('checks start/end order between two date fields', () => {
    const v = validateEntity(sample, { Name: 'a', Dept: 'd', Start: '2024-05-02', End: '2024-05-01' })
    expect(v.ok).toBe(false)
    if (!v.ok) expect(v.message).toBe('开始时间不能大于结束时间')
  })

  it('normalizes: trims text, rounds numbers, floors nothing it should not; drops read-only and unknown fields', () => {
    const v = validateEntity(sample, { Id: 'x', Extra: 1, Name: '  李四 ', Dept: 'd', Salary: '12.345', Age: '30' })
    expect(v).toEqual({ ok: true, value: { Name: '李四', Dept: 'd', Salary: 12.35, Age: 30 } })
  })

  it('partial mode skips absent required fields but still checks given ones', () => {
    expect(validateEntity(sample, { Phone: '13812345678' }, { partial: true }).ok).toBe(true)
    expect(validateEntity(sample, { Name: '' }, { partial: true }).ok).toBe(false)
  })

  it('applies schema defaults: a role without flags is neither default nor public', () => {
    expect(validateEntity(roleEntity, { Name: '角色' })).toEqual({ ok: true, value: { Name: '角色', IsDefault: false, IsPublic: false } })
    const long = validateEntity(roleEntity, { Name: '字'.repeat(31) })
    expect(long.ok || long.message).toBe('角色名称：请输入1-30个字符')
  })
})
