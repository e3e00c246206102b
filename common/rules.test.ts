import { describe, expect, it } from 'vitest'
import { checkField, fieldMessage, normalize, resolveKinds, rules } from './rules'

const expand = (v: unknown) => (typeof v === 'string' && v.startsWith('@repeat:') ? '字'.repeat(Number(v.slice(8))) : v)

describe('rule kinds of schemas/rules.json', () => {
  for (const [name, kind] of Object.entries(rules.kinds)) {
    it(`${name}: its samples get the verdicts and messages recorded beside them`, () => {
      for (const v of kind.samples?.valid ?? []) expect(checkField({ label: '字段', kind: name }, expand(v))).toBeUndefined()
      for (const [v, msg] of kind.samples?.invalid ?? [])
        expect(checkField({ label: '字段', kind: name }, expand(v))).toBe(msg.replace('{label}', '字段'))
    })
  }

  it('a kind that extends another takes its settings and messages, its own keys winning', () => {
    expect(rules.kinds.messageBoard).toMatchObject({ type: 'string', multiline: true, maxLength: 300, messages: rules.kinds.textarea.messages })
    expect(rules.kinds.dateRange).toMatchObject({ type: 'dateRange', minimum: '2000-01-01', messages: { before: '开始时间不能大于结束时间' } })
    const kinds = resolveKinds({
      base: { type: 'string', maxLength: 10, messages: { type: '请输入{label}', length: '请输入1-{max}个字符' } },
      short: { extends: 'base', maxLength: 5, messages: { length: '最多{max}个字' } },
    })
    expect(kinds.short).toEqual({ type: 'string', maxLength: 5, messages: { type: '请输入{label}', length: '最多{max}个字' } })
    expect(() => resolveKinds({ a: { extends: 'b' }, b: { extends: 'a' } })).toThrow('circle')
    expect(() => resolveKinds({ a: { extends: 'nope' } })).toThrow('"nope", which is not defined')
  })

  it('required fields say 请输入 / 请选择 with the label', () => {
    expect(checkField({ label: '角色名称', kind: 'text', required: true }, '  ')).toBe('请输入角色名称')
    expect(checkField({ label: '部门', kind: 'select', required: true, select: true }, undefined)).toBe('请选择部门')
    expect(checkField({ label: '备注', kind: 'text' }, '')).toBeUndefined()
  })

  it('an entity limit overrides the kind default in the value check and the message', () => {
    expect(checkField({ label: '学校', kind: 'text', maxLength: 50 }, '字'.repeat(51))).toBe('请输入1-50个字符')
    expect(checkField({ label: '学校', kind: 'text', maxLength: 50 }, '字'.repeat(50))).toBeUndefined()
  })

  it('start may not be after end between two date fields', () => {
    const values = { Start: '2024-05-02', End: '2024-05-01' }
    expect(checkField({ label: '结束时间', kind: 'date', after: 'Start' }, values.End, values)).toBe('结束时间不能小于开始时间')
    expect(checkField({ label: '开始时间', kind: 'date', before: 'End' }, values.Start, values)).toBe('开始时间不能大于结束时间')
  })

  it('numbers round to 2 places, integers are floored, text is trimmed', () => {
    expect(normalize({ label: 'x', kind: 'number' }, 1.236)).toBe(1.24)
    expect(normalize({ label: 'x', kind: 'integer' }, 7.9)).toBe(7)
    expect(normalize({ label: 'x', kind: 'text' }, '  a ')).toBe('a')
  })

  it('the one-line message names the field once', () => {
    expect(fieldMessage('角色名称', '请输入1-30个字符')).toBe('角色名称：请输入1-30个字符')
    expect(fieldMessage('角色名称', '请输入角色名称')).toBe('请输入角色名称')
  })
})
