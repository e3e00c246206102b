/**
 * The one schema walker (common/schema-walk.ts): its list of reference keys is the meta-schema's
 * `x-ref` annotations, and what it reports is what the checker and both collectors read.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REF_KEYS, screenReferences } from '../../common/schema-walk'
import { SCHEMAS } from '../../codegen/load-schemas'
import { entityNames } from '../../src/screens/entityNames'

const meta = JSON.parse(readFileSync(join(SCHEMAS, 'meta', 'screen.schema.json'), 'utf8')) as Record<string, unknown>

/** every property schema of the meta-schema, by its JSON path */
function propertiesOf(node: unknown, path = ''): [string, string, Record<string, unknown> | boolean][] {
  if (Array.isArray(node)) return node.flatMap((v, i) => propertiesOf(v, `${path}/${i}`))
  if (!node || typeof node !== 'object') return []
  const obj = node as Record<string, unknown>
  const own = obj.properties && typeof obj.properties === 'object' ? Object.entries(obj.properties).map(([k, v]) => [`${path}/properties/${k}`, k, v] as [string, string, Record<string, unknown> | boolean]) : []
  return [...own, ...Object.entries(obj).flatMap(([k, v]) => propertiesOf(v, `${path}/${k}`))]
}

describe('x-ref annotations of the meta-schema', () => {
  const props = propertiesOf(meta)
  // the screen's own route names the screen; an upload item's and a stored file's keys are the server's, not the entity's
  const notReferences = (path: string) => path === '/definitions/screenHead/properties/route' || path.includes('/uploads/') || path.startsWith('/definitions/storedFiles/')

  it('mark every key the walker reads as a reference, with the same kind, and nothing else', () => {
    for (const [path, key, schema] of props) {
      if (typeof schema !== 'object') continue
      const marked = schema['x-ref']
      if (key in REF_KEYS && !notReferences(path)) expect({ path, ref: marked }).toEqual({ path, ref: REF_KEYS[key] })
      else expect({ path, ref: marked }).toEqual({ path, ref: undefined })
    }
    const kinds = new Set(props.map(([, , s]) => (typeof s === 'object' ? s['x-ref'] : undefined)).filter(Boolean))
    expect([...kinds].sort()).toEqual([...new Set(Object.values(REF_KEYS))].sort())
    expect((meta.definitions as Record<string, Record<string, unknown>>).endpoint['x-ref']).toBe('endpoint')
  })
})

describe('the references of a screen', () => {
  const screen = {
    kind: 'list',
    route: 'child_x',
    entity: 'employee',
    api: { list: { method: 'GET', url: '/api/x' } },
    toolbar: [{ label: '新增', permission: 'Create', action: { kind: 'dialog', dialog: 'edit' } }],
    rowActions: [
      { label: '查看', visibleWhen: { field: 'Status', eq: 1 }, action: { kind: 'screen', route: 'child_y', params: {} } },
      { label: '设置', action: { kind: 'dialog', dialog: 'edit', body: { ids: '{$keys}', WorkNo: '{$row.WorkNo}', note: 'n{$record.Dept}' } } },
    ],
    dialogs: {
      edit: { kind: 'form', entity: 'role', fields: [{ field: 'Name', clears: ['Code'], props: { columns: [{ field: 'NotOurs' }], api: { method: 'POST', url: '/api/up' } } }] },
      media: { kind: 'media', files: { urlField: 'FileUrl', nameField: 'FileName' }, media: [{ field: 'Photos', kind: 'image' }] },
    },
  }

  it('names each with its JSON path and the entity and dialogs in force; a widget keeps its own names', () => {
    const refs = screenReferences(screen).map((r) => [r.kind, r.name, r.path, r.ctx.entity])
    expect(refs).toEqual([
      ['entity', 'employee', '/entity', 'employee'],
      ['endpoint', 'GET /api/x', '/api/list', 'employee'],
      ['permission', 'Create', '/toolbar/0/permission', 'employee'],
      ['dialog', 'edit', '/toolbar/0/action/dialog', 'employee'],
      ['field', 'Status', '/rowActions/0/visibleWhen', 'employee'],
      ['route', 'child_y', '/rowActions/0/action/route', 'employee'],
      ['dialog', 'edit', '/rowActions/1/action/dialog', 'employee'],
      ['field', 'WorkNo', '/rowActions/1/action/body/WorkNo', 'employee'],
      ['field', 'Dept', '/rowActions/1/action/body/note', 'employee'],
      ['entity', 'role', '/dialogs/edit/entity', 'role'],
      ['field', 'Name', '/dialogs/edit/fields/0/field', 'role'],
      ['field', 'Code', '/dialogs/edit/fields/0/clears/0', 'role'],
      ['endpoint', 'POST /api/up', '/dialogs/edit/fields/0/props/api', 'role'],
      ['field', 'Photos', '/dialogs/media/media/0/field', 'employee'],
    ])
    expect(screenReferences(screen).find((r) => r.kind === 'dialog')?.ctx.dialogs).toEqual(new Set(['edit', 'media']))
  })

  it('gives the screen registry its entities', () => {
    expect([...entityNames(screen)].sort()).toEqual(['employee', 'role'])
  })
})
