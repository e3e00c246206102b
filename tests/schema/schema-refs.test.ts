/**
 * `$ref` fragments (common/schema-refs.ts) and the one JSON style of schemas/ (codegen/format-json.ts):
 * what a schema author writes and what every reader of schemas/ then sees.
 */
import { describe, expect, it } from 'vitest'
import { resolveSchemaRefs } from '../../common/schema-refs'
import { formatJson } from '../../codegen/format-json'
import { unformattedSchemas } from '../../codegen/format-schemas'
import { SCHEMAS, readResolved } from '../../codegen/load-schemas'

const files: Record<string, unknown> = {
  'fragments/detail.json': { kind: 'detail', title: '员工详情', api: { get: { method: 'GET', url: '/api/x' } } },
  'fragments/cols.json': [{ field: 'WorkNo' }, { field: 'RealName' }],
}
const read = (path: string) => {
  if (!(path in files)) throw new Error(`no file ${path}`)
  return structuredClone(files[path])
}

describe('$ref in screen and entity schemas', () => {
  it('replaces a reference by the fragment, relative to the file that holds it', () => {
    const doc = { dialogs: { detail: { $ref: '../../fragments/detail.json' } } }
    expect(resolveSchemaRefs(doc, 'screens/hrm/a.json', read)).toEqual({ dialogs: { detail: files['fragments/detail.json'] } })
  })

  it('merges object siblings deeply, replaces other values, sets JSON-pointer siblings, and drops $defs', () => {
    const doc = {
      $defs: { tab: { title: '生日', api: { list: { method: 'GET' } }, columns: [{ field: 'Date', title: '日期' }] } },
      tabs: [{ $ref: '#/$defs/tab', title: '晋升', api: { list: { url: '/p' } }, '/columns/0/title': '晋升日期' }],
    }
    expect(resolveSchemaRefs(doc, 'screens/a.json', read)).toEqual({
      tabs: [{ title: '晋升', api: { list: { method: 'GET', url: '/p' } }, columns: [{ field: 'Date', title: '晋升日期' }] }],
    })
    // the template itself is untouched by what one use lays over it
    expect(doc.$defs.tab.columns[0].title).toBe('日期')
  })

  it("leaves out the root $comment of a fragment named whole, keeping the using file's own", () => {
    const fragments: Record<string, unknown> = { 'fragments/list.json': { $comment: 'about the template', kind: 'list', rowKey: 'Id' } }
    const readFragment = (path: string) => structuredClone(fragments[path])
    expect(resolveSchemaRefs({ props: { $ref: '../fragments/list.json' } }, 'screens/a.json', readFragment)).toEqual({ props: { kind: 'list', rowKey: 'Id' } })
    const screen = { $comment: 'about the screen', $ref: '../fragments/list.json', id: 'a' }
    expect(resolveSchemaRefs(screen, 'screens/a.json', readFragment)).toEqual({ kind: 'list', rowKey: 'Id', $comment: 'about the screen', id: 'a' })
  })

  it('spreads a referenced array into the array that names it', () => {
    const doc = { columns: [{ $ref: '../fragments/cols.json' }, { field: 'Remark' }] }
    expect(resolveSchemaRefs(doc, 'screens/a.json', read)).toEqual({ columns: [{ field: 'WorkNo' }, { field: 'RealName' }, { field: 'Remark' }] })
  })

  it("keeps an entity's reference to another entity (JSON Schema's own) and names a broken or circular one", () => {
    const rows = { properties: { Items: { type: 'array', items: { $ref: 'entry-family.json' } } } }
    expect(resolveSchemaRefs(rows, 'entities/rows.json', read)).toEqual(rows)
    expect(() => resolveSchemaRefs({ a: { $ref: '#/$defs/none' } }, 'screens/a.json', read)).toThrow('screens/a.json: $ref pointer /$defs/none does not exist')
    expect(() => resolveSchemaRefs({ $defs: { a: { b: { $ref: '#/$defs/a' } } }, x: { $ref: '#/$defs/a' } }, 'screens/a.json', read)).toThrow(/refers to itself/)
  })

  it('gives the three employee lists one detail dialog and the two person entities one set of properties', () => {
    const detail = (name: string) => (readResolved<{ dialogs: Record<string, unknown> }>(`${SCHEMAS}/screens/hrm/${name}.json`).json.dialogs.detail)
    expect(detail('departed')).toEqual(detail('employees'))
    expect(detail('blacklist')).toEqual(detail('employees'))
    expect((detail('employees') as { title: string }).title).toBe('员工详情')
    const props = (name: string) => readResolved<{ properties: Record<string, unknown> }>(`${SCHEMAS}/entities/${name}.json`).json.properties
    expect(props('employee').IdNo).toEqual(props('entry-basic').IdNo)
  })
})

describe('the one JSON style of schemas/', () => {
  it('puts a value on one line where it fits in 120 columns, else one member a line', () => {
    const short = { field: 'WorkNo', title: '工号', width: 120 }
    expect(formatJson(short)).toBe('{ "field": "WorkNo", "title": "工号", "width": 120 }\n')
    const long = { columns: Array.from({ length: 4 }, () => short) }
    expect(formatJson(long)).toBe(`{\n  "columns": [\n${Array(4).fill('    { "field": "WorkNo", "title": "工号", "width": 120 }').join(',\n')}\n  ]\n}\n`)
  })

  it('holds for every file under schemas/', () => {
    expect(unformattedSchemas()).toEqual([])
  })
})
