/** The row-to-request template (./request-template.ts): one case per placeholder, then text, constants and what is missing. */
import { describe, expect, it } from 'vitest'
import { fillTemplate, templatePlaceholders, templateUses } from './request-template'

const scope = {
  keys: ['a1', 'b2'],
  node: 42,
  row: { Id: 'r1', WorkNo: 'W007', Stamp: 's9', Empty: null },
  record: { WorkNo: 'W100', Status: 2 },
}

describe('fillTemplate', () => {
  it('{$keys}: the selected keys, as an array', () => {
    expect(fillTemplate({ ids: '{$keys}' }, scope)).toEqual({ ids: ['a1', 'b2'] })
  })

  it('{$node}: the side-tree node value, with its own type', () => {
    expect(fillTemplate({ depid: '{$node}' }, scope)).toEqual({ depid: 42 })
  })

  it('{$row.Field}: a field of the row', () => {
    expect(fillTemplate({ Id: '{$row.Id}', ConcurrencyStamp: '{$row.Stamp}' }, scope)).toEqual({ Id: 'r1', ConcurrencyStamp: 's9' })
  })

  it('{$record.Field}: a field of the screen record', () => {
    expect(fillTemplate({ WorkNo: '{$record.WorkNo}', Status: '{$record.Status}' }, scope)).toEqual({ WorkNo: 'W100', Status: 2 })
  })

  it('text around a placeholder is text; constants and nested members stay', () => {
    expect(fillTemplate({ note: '工号 {$row.WorkNo} / {$record.Status}', kind: 1, flag: true, nested: { list: ['{$row.Id}', 'x'] } }, scope)).toEqual({
      note: '工号 W007 / 2',
      kind: 1,
      flag: true,
      nested: { list: ['r1', 'x'] },
    })
  })

  it('leaves out a member whose value is missing, keeps a null field as null', () => {
    expect(fillTemplate({ ids: '{$keys}', depid: '{$node}', Id: '{$row.Id}', Gone: '{$row.Nope}', Empty: '{$row.Empty}', text: 'n{$node}' }, {})).toEqual({})
    expect(fillTemplate({ Empty: '{$row.Empty}', Gone: '{$row.Nope}' }, scope)).toEqual({ Empty: null })
    expect(fillTemplate(undefined, scope)).toBeUndefined()
  })
})

describe('templatePlaceholders / templateUses', () => {
  it('lists every placeholder with its path and says which sources a template reads', () => {
    const body = { ids: '{$keys}', Id: '{$row.Id}', deep: { w: 'x{$record.WorkNo}' } }
    expect(templatePlaceholders(body)).toEqual([
      { source: 'keys', path: '/ids' },
      { source: 'row', field: 'Id', path: '/Id' },
      { source: 'record', field: 'WorkNo', path: '/deep/w' },
    ])
    expect(templateUses(body, 'keys')).toBe(true)
    expect(templateUses(body, 'node')).toBe(false)
  })
})
