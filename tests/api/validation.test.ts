import { describe, expect, it } from 'vitest'
import type { EntitySchema } from '../../common/entity-fields'
import { checkField } from '../../common/rules'
import { fieldRule } from '../../common/entity-fields'
import { validateEntity } from '../../server/http/validation'
import { roleEntity } from '../../server/modules/identity/routes'
import { entities } from '../../common/entities'

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

describe('shapes, control characters and rows', () => {
  const shaped: EntitySchema = {
    $id: 'shaped',
    title: '样例',
    'x-typeName': 'Shaped',
    properties: {
      Name: { type: 'string', title: '名称', 'x-rule': 'text' },
      Note: { type: 'string', title: '备注', 'x-rule': 'textarea' },
      DepId: { type: ['string', 'null'], title: '部门', 'x-select': true },
      Tags: { type: 'array', title: '标签', items: { type: 'string' }, maxItems: 2, 'x-maxItemsMessage': '最多选择2个标签' },
      Photo: { type: 'string', title: '照片', 'x-select': true, 'x-requiredMessage': '请上传照片' },
    },
    required: ['Photo'],
  }
  const problem = (body: unknown) => {
    const v = validateEntity(shaped, body)
    return v.ok ? undefined : v.message
  }

  it('an object or a list where a text or a choice is expected is refused', () => {
    expect(problem({ Photo: 'p', Name: { a: 1 } })).toBe('名称格式不正确')
    expect(problem({ Photo: 'p', DepId: ['x'] })).toBe('请选择部门')
    expect(problem({ Photo: 'p', Tags: ['a', 1] })).toBe('请选择标签')
    expect(problem({ Photo: 'p', Tags: ['a', 'b', 'c'] })).toBe('最多选择2个标签')
  })

  it('control characters: refused at any depth; tab and line breaks only in multi-line text', () => {
    expect(problem({ Photo: 'p', Name: 'a\u0000' })).toBe('名称：不能包含控制字符')
    expect(problem({ Photo: 'p', Name: 'a\nb' })).toBe('名称：不能包含控制字符')
    expect(problem({ Photo: 'p', Note: 'a\nb\tc' })).toBeUndefined()
    expect(problem({ Photo: 'p', Note: 'a\u0007' })).toBe('备注：不能包含控制字符')
    expect(problem({ Photo: 'p', Tags: ['\u001b'] })).toBe('标签：不能包含控制字符')
  })

  it('an entity may give a field its own required message', () => {
    expect(problem({})).toBe('请上传照片')
  })

  it('a number sent for a chosen id is the same id as text', () => {
    expect(validateEntity(shaped, { Photo: 'p', DepId: 12 })).toEqual({ ok: true, value: { Photo: 'p', DepId: '12' } })
  })

  it('rows of records: each row validated; errors carry the bare message and Row, the envelope message the row number', () => {
    const v = validateEntity(entities['entry-education-rows'], {
      Items: [
        { StartTime: '2013-09-01', EndTime: '2017-06-30', School: '大学', Specialty: '计算机', EnglishLevel: '六级', ComputerLevel: '二级' },
        { StartTime: '2013-09-01', EndTime: '2017-06-30', School: '大学', Specialty: '计算机', EnglishLevel: '六级', ComputerLevel: '二级' },
        { StartTime: '2013-09-01 08:00:00', EndTime: '2017-06-30', School: '字'.repeat(51), Specialty: '计算机', EnglishLevel: '六级', ComputerLevel: '二级' },
      ],
    })
    expect(v).toEqual({ ok: false, message: '第3条：学校：请输入1-50个字符', errors: [{ Field: 'Items[2].School', Message: '学校：请输入1-50个字符', Row: 2 }] })
    const ok = validateEntity<{ Items: { StartTime: string }[] }>(entities['entry-education-rows'], {
      Items: [{ StartTime: '2013-09-01 08:00:00', EndTime: '2017-06-30', School: '大学', Specialty: '计算机', EnglishLevel: '六级', ComputerLevel: '二级' }],
    })
    expect(ok.ok && ok.value.Items[0].StartTime).toBe('2013-09-01')
    const many = validateEntity(entities['entry-education-rows'], { Items: Array(11).fill({}) })
    expect(many.ok || many.message).toBe('教育经验最多添加10条')
    const none = validateEntity(entities['entry-education-rows'], { Items: [] })
    expect(none.ok || none.message).toBe('请补充完信息')
  })
})
