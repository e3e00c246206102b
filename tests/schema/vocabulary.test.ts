/**
 * The codemod of issue 10 (codegen/vocabulary.ts, scripts/codemod-vocabulary.ts): `kind` the only
 * discriminator, a style is a `variant`; running it twice changes nothing; every committed screen
 * file is already in the new vocabulary.
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../../codegen/load-schemas'
import { screenSourceFiles } from '../../codegen/screen-files'
import { migrateVocabulary } from '../../codegen/vocabulary'

const old = {
  kind: 'list',
  statusAlert: { textField: 'CheckText', type: 'info' },
  toolbar: [{ label: '新增', type: 'primary', action: { type: 'dialog', dialog: 'edit' } }],
  columns: [{ field: 'Status', title: '状态', type: 'tag' }],
  dialogs: {
    edit: {
      kind: 'form',
      afterSave: { type: 'event', name: 'signOut' },
      fields: [{ field: 'Rows', props: { type: 'password', columns: [{ field: 'Start', title: '开始', type: 'date' }] } }],
    },
  },
}

describe('vocabulary codemod', () => {
  it('turns a kind-naming `type` into `kind` and a style into `variant`, keeping the key order', () => {
    const { json, renames } = migrateVocabulary(old)
    expect(json).toEqual({
      kind: 'list',
      statusAlert: { textField: 'CheckText', variant: 'info' },
      toolbar: [{ label: '新增', variant: 'primary', action: { kind: 'dialog', dialog: 'edit' } }],
      columns: [{ field: 'Status', title: '状态', kind: 'tag' }],
      dialogs: {
        edit: {
          kind: 'form',
          afterSave: { kind: 'event', name: 'signOut' },
          // a component's own `type` prop stays; a column spec inside props is migrated
          fields: [{ field: 'Rows', props: { type: 'password', columns: [{ field: 'Start', title: '开始', kind: 'date' }] } }],
        },
      },
    })
    expect(Object.keys((json as { toolbar: object[] }).toolbar[0])).toEqual(['label', 'variant', 'action'])
    expect(renames).toContainEqual({ path: '/toolbar/0/action/type', from: 'type', to: 'kind' })
    expect(renames).toContainEqual({ path: '/statusAlert/type', from: 'type', to: 'variant' })
    expect(renames).toHaveLength(6)
  })

  it('is idempotent', () => {
    const once = migrateVocabulary(old).json
    expect(migrateVocabulary(once)).toEqual({ json: once, renames: [] })
  })

  it('leaves nothing to migrate in the committed screens and the fragments they use', () => {
    const files = screenSourceFiles()
    expect(files.map((f) => relative(ROOT, f))).toContain('schemas/fragments/employee-detail.json')
    expect(files.map((f) => relative(ROOT, f))).not.toContain('schemas/fragments/person-properties.json')
    for (const f of files) expect(migrateVocabulary(JSON.parse(readFileSync(f, 'utf8'))).renames, relative(ROOT, f)).toEqual([])
  })
})
