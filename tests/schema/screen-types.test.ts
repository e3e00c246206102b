/**
 * The renderer's types of a screen schema (renderer/schema/types.ts) are generated from
 * schemas/meta/screen.schema.json into generated/screen.ts: a meta-schema edited without
 * `npm run codegen` fails here (and in schemas:check). The meta-schema's validation idioms come out
 * as the shapes they mean (codegen/screen-types-shape.ts), so TypeScript narrows on `kind` as the
 * renderer does.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { SCREEN_TYPES, generateScreenTypes } from '../../codegen/generate-screen-types'
import { ROOT, SCHEMAS } from '../../codegen/load-schemas'
import { typeShapes } from '../../codegen/screen-types-shape'

type Json = Record<string, any>
const meta = JSON.parse(readFileSync(join(SCHEMAS, 'meta', 'screen.schema.json'), 'utf8')) as Json
const committed = readFileSync(join(ROOT, SCREEN_TYPES), 'utf8')

describe('generated screen types', () => {
  it('match schemas/meta/screen.schema.json (run `npm run codegen` when this fails)', async () => {
    expect(committed).toBe(await generateScreenTypes())
  })

  it('are unions over kind: each screen, dialog, detail section and action kind is one member', () => {
    const file = join(ROOT, SCREEN_TYPES)
    const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext })
    const checker = program.getTypeChecker()
    const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)!)!)
    /** the `kind` literal of each member of an exported union */
    const kinds = (name: string) => {
      const type = checker.getDeclaredTypeOfSymbol(exports.find((s) => s.name === name)!)
      return (type as ts.UnionType).types.map((member) => (checker.getTypeOfSymbol(member.getProperty('kind')!) as ts.StringLiteralType).value).sort()
    }
    const defs = meta.definitions
    expect(kinds('ScreenSchema')).toEqual([...meta.properties.kind.enum].sort())
    expect(kinds('DialogSchema')).toEqual([...defs.dialog.properties.kind.enum].sort())
    expect(kinds('DetailSection')).toEqual([...defs.detailDialog.properties.sections.items.properties.kind.enum].sort())
    expect(kinds('Action')).toEqual(defs.action.oneOf.map((a: Json) => a.properties.kind.const).sort())
  })

  it('declare every x-typeName of the meta-schema once, and no other named object', () => {
    const names: string[] = []
    JSON.stringify(meta, (key, value) => (key === 'x-typeName' ? void names.push(value) : value))
    const declared = [...committed.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1])
    expect(declared.sort()).toEqual(['ScreenSchema', ...names].sort())
  })
})

describe('the meta-schema as the type generator sees it', () => {
  const shaped = (definitions: Json, root: Json = {}) => typeShapes({ ...root, definitions }) as Json

  it('is a union of the `then` parts of a kind switch, an inline part given its kind', () => {
    const out = shaped({ a: { 'x-typeName': 'A', type: 'object', properties: { kind: { const: 'a' } } } }, {
      type: 'object',
      required: ['kind'],
      properties: { kind: { enum: ['a', 'b'] } },
      allOf: [
        { if: { properties: { kind: { const: 'a' } } }, then: { $ref: '#/definitions/a' } },
        { if: { properties: { kind: { const: 'b' } } }, then: { required: ['x'], properties: { kind: true, x: { type: 'string' } } } },
      ],
    })
    expect(out.anyOf).toEqual([
      { $ref: '#/definitions/a' },
      { type: 'object', required: ['kind', 'x'], properties: { kind: { const: 'b' }, x: { type: 'string' } } },
    ])
    expect(out).not.toHaveProperty('properties')
  })

  it('closes a shape made of parts over their keys and required keys, less the keys it refuses', () => {
    const out = shaped(
      {
        source: { type: 'object', required: ['api'], properties: { api: { type: 'string' }, path: { type: 'string' } } },
        head: { allOf: [{ $ref: '#/definitions/source' }], required: ['id'], properties: { id: { type: 'string' }, entity: { type: 'string' } } },
      },
      { type: 'object', allOf: [{ $ref: '#/definitions/head' }], unevaluatedProperties: false, required: ['kind'], properties: { entity: false, kind: { const: 'list' } } },
    )
    expect(out.properties).toEqual({ api: { type: 'string' }, path: { type: 'string' }, id: { type: 'string' }, kind: { const: 'list' } })
    expect(out.required).toEqual(['api', 'id', 'kind'])
    expect(out.additionalProperties).toBe(false)
    expect(out).not.toHaveProperty('allOf')
    expect(out).not.toHaveProperty('unevaluatedProperties')
  })

  it('leaves out parts that only say which keys must be present', () => {
    const out = shaped({}, {
      type: 'object',
      properties: { field: { type: 'string' }, name: { type: 'string' }, kind: { enum: ['x', 'uploads'] } },
      anyOf: [{ required: ['field'] }, { required: ['name'] }],
      allOf: [{ if: { properties: { kind: { const: 'uploads' } } }, then: { required: ['uploads'] }, else: { required: ['fields'] } }],
    })
    expect(Object.keys(out).sort()).toEqual(['definitions', 'properties', 'type'])
  })

  it('writes an unnamed definition where it is used and keeps a named one a reference, with the key\'s own description', () => {
    const defs = { list: { type: 'array', description: 'a list', items: { type: 'string' } }, ep: { 'x-typeName': 'Endpoint', type: 'object' } }
    const out = shaped(defs, {
      properties: { a: { $ref: '#/definitions/list' }, b: { $ref: '#/definitions/list', description: 'mine' }, c: { $ref: '#/definitions/ep' }, d: { $ref: '#/definitions/ep', description: 'the call' } },
    })
    expect(out.properties).toEqual({
      a: { type: 'array', description: 'a list', items: { type: 'string' } },
      b: { type: 'array', description: 'mine', items: { type: 'string' } },
      c: { $ref: '#/definitions/ep' },
      d: { allOf: [{ $ref: '#/definitions/ep' }], description: 'the call' },
    })
  })

  it('takes a tsType as the whole type and writes a default into the doc comment', () => {
    const defs = { condition: { tsType: 'Condition', description: 'a condition', oneOf: [{ type: 'object' }] } }
    const out = shaped(defs, { properties: { when: { $ref: '#/definitions/condition' }, rowKey: { type: 'string', default: 'Id' } } })
    expect(out.properties).toEqual({ when: { tsType: 'Condition', description: 'a condition' }, rowKey: { type: 'string', default: 'Id', description: '@default "Id"' } })
  })

  it('refuses an if/then with a shape that tests no kind', () => {
    expect(() => shaped({}, { allOf: [{ if: { required: ['a'] }, then: { properties: { b: { type: 'string' } } } }] })).toThrow(/must test one kind/)
  })
})
