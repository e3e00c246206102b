/**
 * The codemod of issue 10 (codegen/vocabulary.ts, scripts/codemod-vocabulary.ts): `kind` the only
 * discriminator, a style is a `variant`, a widget's UI strings in one `texts` map, one row-to-request
 * template (`body`, `initialValues`) instead of keysAs / nodeAs / fromRow / valuesFromRow / fromRecord; running it twice
 * changes nothing; every committed screen file is already in the new vocabulary.
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../../codegen/load-schemas'
import { screenSourceFiles } from '../../codegen/screen-files'
import { TEXT_KEYS, migrateVocabulary } from '../../codegen/vocabulary'

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

  it('moves every *Text / *Message key of a widget into its texts map, at the first one\'s place, but not a component prop', () => {
    const wizard = {
      kind: 'wizard',
      prevText: '上一步',
      nextText: '下一步',
      hideErrors: { codes: [500], message: '系统繁忙' },
      successMessage: '已提交',
      check: { param: 'check', submitText: '审核', correct: { when: { field: 'S', eq: 3 }, text: '修改', saveText: '保存' } },
      steps: [
        {
          key: 'a',
          title: 'A',
          fields: [{ field: 'Photo', requiredMessage: '请上传', props: { buttonText: '上传头像', columns: [{ field: 'X', requiredMessage: '请填写' }] } }],
          array: { addText: '添加', firstRowText: '不可删除', incompleteMessage: '请补充完信息', rowTitle: '第{n}条' },
        },
      ],
      dialogs: { d: { kind: 'form', successMessage: { add: '新增成功', edit: '修改成功' }, tabErrorMessage: '请填写' } },
    }
    const { json, renames } = migrateVocabulary(wizard)
    expect(json).toEqual({
      kind: 'wizard',
      texts: { prev: '上一步', next: '下一步', success: '已提交' },
      hideErrors: { codes: [500], message: '系统繁忙' },
      check: { param: 'check', texts: { submit: '审核' }, correct: { when: { field: 'S', eq: 3 }, text: '修改', texts: { save: '保存' } } },
      steps: [
        {
          key: 'a',
          title: 'A',
          fields: [{ field: 'Photo', texts: { required: '请上传' }, props: { buttonText: '上传头像', columns: [{ field: 'X', requiredMessage: '请填写' }] } }],
          array: { texts: { add: '添加', firstRow: '不可删除', incomplete: '请补充完信息' }, rowTitle: '第{n}条' },
        },
      ],
      dialogs: { d: { kind: 'form', texts: { success: { add: '新增成功', edit: '修改成功' }, tabError: '请填写' } } },
    })
    expect(Object.keys(json as object)).toEqual(['kind', 'texts', 'hideErrors', 'check', 'steps', 'dialogs'])
    expect(renames).toContainEqual({ path: '/steps/0/array/firstRowText', from: 'firstRowText', to: 'texts.firstRow' })
    expect(renames).toContainEqual({ path: '/check/correct/saveText', from: 'saveText', to: 'texts.save' })
    expect(renames).toHaveLength(11)
    expect(migrateVocabulary(json).renames).toEqual([])
  })

  it('adds old keys to texts already written, and refuses one written twice', () => {
    expect(migrateVocabulary({ texts: { empty: '无' }, successMessage: '好' }).json).toEqual({ texts: { empty: '无', success: '好' } })
    expect(() => migrateVocabulary({ texts: { empty: '无' }, emptyText: '没有' })).toThrow('/emptyText: both "emptyText" and "texts.empty"')
  })

  it('writes keysAs, nodeAs, fromRow, valuesFromRow and fromRecord as one request template', () => {
    const list = {
      kind: 'list',
      sideTree: { menu: [{ label: '设置', action: { kind: 'dialog', dialog: 's', nodeAs: 'depid' } }] },
      toolbar: [{ label: '设置', action: { kind: 'dialog', dialog: 's', keysAs: 'ids', emptyMessage: '请选择员工' } }],
      rowActions: [
        { label: '账号', action: { kind: 'dialog', dialog: 'a', mode: 'add', fromRow: { Id: 'Id', ConcurrencyStamp: 'Stamp' }, keysAs: 'ids' } },
        { label: '设置', action: { kind: 'dialog', dialog: 's', keysAs: 'ids', valuesFromRow: { ContractId: 'OrgId' } } },
      ],
      check: { param: 'check', fromRecord: { WorkNo: 'WorkNo' } },
    }
    const { json, renames } = migrateVocabulary(list)
    expect(json).toEqual({
      kind: 'list',
      sideTree: { menu: [{ label: '设置', action: { kind: 'dialog', dialog: 's', body: { depid: '{$node}' } } }] },
      toolbar: [{ label: '设置', action: { kind: 'dialog', dialog: 's', body: { ids: '{$keys}' }, texts: { empty: '请选择员工' } } }],
      rowActions: [
        { label: '账号', action: { kind: 'dialog', dialog: 'a', mode: 'add', body: { Id: '{$row.Id}', ConcurrencyStamp: '{$row.Stamp}', ids: '{$keys}' } } },
        { label: '设置', action: { kind: 'dialog', dialog: 's', body: { ids: '{$keys}' }, initialValues: { ContractId: '{$row.OrgId}' } } },
      ],
      check: { param: 'check', body: { WorkNo: '{$record.WorkNo}' } },
    })
    expect(renames).toContainEqual({ path: '/toolbar/0/action/keysAs', from: 'keysAs', to: 'body.ids' })
    expect(renames).toContainEqual({ path: '/rowActions/0/action/fromRow', from: 'fromRow', to: 'body' })
    expect(migrateVocabulary(json).renames).toEqual([])
    expect(() => migrateVocabulary({ kind: 'dialog', body: { ids: '{$keys}' }, keysAs: 'ids' })).toThrow('/keysAs: both "keysAs" and "body.ids"')
  })

  it("moves an export's params into its endpoint's query, the one endpoint shape", () => {
    const old = { kind: 'export', params: { orgid: 'DepId' }, api: { method: 'POST', url: '/api/x', query: { all: 1 } } }
    const { json, renames } = migrateVocabulary(old)
    expect(json).toEqual({ kind: 'export', api: { method: 'POST', url: '/api/x', query: { all: 1, orgid: '{DepId}' } } })
    expect(renames).toEqual([{ path: '/params', from: 'params', to: 'api.query' }])
    expect(migrateVocabulary(json).renames).toEqual([])
    // a screen action's params are the route's, not an endpoint's
    const screen = { kind: 'screen', route: 'child_x', params: { WorkNo: '{WorkNo}' } }
    expect(migrateVocabulary(screen)).toEqual({ json: screen, renames: [] })
  })

  it('knows each old key the meta-schema had, and the meta-schema names none of them any more', () => {
    expect(TEXT_KEYS).toHaveLength(23)
    const meta = readFileSync(`${ROOT}/schemas/meta/screen.schema.json`, 'utf8')
    for (const key of TEXT_KEYS) expect(meta, key).not.toContain(`"${key}"`)
  })

  it('leaves nothing to migrate in the committed screens and the fragments they use', () => {
    const files = screenSourceFiles()
    expect(files.map((f) => relative(ROOT, f))).toContain('schemas/fragments/employee-detail.json')
    expect(files.map((f) => relative(ROOT, f))).not.toContain('schemas/fragments/person-properties.json')
    for (const f of files) expect(migrateVocabulary(JSON.parse(readFileSync(f, 'utf8'))).renames, relative(ROOT, f)).toEqual([])
  })
})
