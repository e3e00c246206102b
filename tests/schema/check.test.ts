import { beforeAll, describe, expect, it } from 'vitest'
import { checkSchemas, formatProblem, type SchemaSet } from '../../codegen/schema-checks'
import { loadSchemaSet } from '../../codegen/schema-set'

let real: SchemaSet
beforeAll(async () => {
  real = await loadSchemaSet()
})

/** A copy of the real set with one screen or entity changed, to see what the checker says. */
function withScreen(mutate: (screen: Record<string, any>) => void): SchemaSet {
  const screens = real.screens.map((s) => ({ file: s.file, json: structuredClone(s.json) }))
  mutate(screens.find((s) => s.file.endsWith('system/roles.json'))!.json)
  return { ...real, screens }
}

const messages = (set: SchemaSet) => checkSchemas(set).map(formatProblem)

describe('schemas:check', () => {
  it('accepts the schemas as committed', () => {
    expect(messages(real)).toEqual([])
  })

  it('names the file and JSON path of a screen that breaks its meta-schema', () => {
    const out = messages(withScreen((s) => (s.columns[0].kind = 'sparkline')))
    expect(out.some((m) => m.startsWith('schemas/screens/system/roles.json: /columns/0'))).toBe(true)
  })

  it('a shape made of shared parts takes their keys and no other (draft 2019-09 unevaluatedProperties)', () => {
    const screens = real.screens.map((x) => ({ file: x.file, json: structuredClone(x.json) as Record<string, any> }))
    const of = (end: string) => screens.find((x) => x.file.endsWith(end))!.json
    of('system/roles.json').pageTitle = '角色'
    of('publish/dynamics.json').api.delete = { method: 'DELETE', url: '/api/x' }
    of('hrm/employee-care.json').entity = 'employee'
    const out = messages({ ...real, screens })
    expect(out).toContain('schemas/screens/system/roles.json: /: must NOT have unevaluated properties "pageTitle"')
    expect(out).toContain('schemas/screens/publish/dynamics.json: /api: must NOT have unevaluated properties "delete"')
    expect(out.some((m) => m.startsWith('schemas/screens/hrm/employee-care.json: /entity: boolean schema is false'))).toBe(true)
    // the keys of the parts still count: a list screen's id and route (screenHead), a side tree's api (remoteSource)
    expect(out.filter((m) => m.includes('system/roles.json'))).toEqual([
      'schemas/screens/system/roles.json: /: must NOT have unevaluated properties "pageTitle"',
      'schemas/screens/system/roles.json: /: must match "then" schema',
    ])
  })

  it('refuses the old vocabulary, naming the file, the JSON path and the new key', () => {
    const out = messages(
      withScreen((s) => {
        s.columns[0].type = s.columns[0].kind
        delete s.columns[0].kind
        s.toolbar[0].type = s.toolbar[0].variant
        delete s.toolbar[0].variant
        s.toolbar[0].action.type = s.toolbar[0].action.kind
        delete s.toolbar[0].action.kind
      }),
    )
    const why = (key: string) => `is no longer a screen key: write "${key}" (scripts/codemod-vocabulary.ts rewrites a file)`
    expect(out).toContain(`schemas/screens/system/roles.json: /columns/0/type: "type" ${why('kind')}`)
    expect(out).toContain(`schemas/screens/system/roles.json: /toolbar/0/type: "type" ${why('variant')}`)
    expect(out).toContain(`schemas/screens/system/roles.json: /toolbar/0/action/type: "type" ${why('kind')}`)
  })

  it('refuses a UI string outside its widget\'s texts map, naming the texts key', () => {
    const out = messages(
      withScreen((s) => {
        s.emptyText = '暂无角色'
        s.rowActions.find((b: { action: { kind: string } }) => b.action.kind === 'delete').action.successMessage = '已删除'
      }),
    )
    const why = (key: string) => `is no longer a screen key: write "${key}" (scripts/codemod-vocabulary.ts rewrites a file)`
    expect(out).toContain(`schemas/screens/system/roles.json: /emptyText: "emptyText" ${why('texts.empty')}`)
    expect(out.some((m) => /\/rowActions\/\d+\/action\/successMessage: "successMessage" is no longer a screen key: write "texts.success"/.test(m))).toBe(true)
  })

  it('refuses an old row-to-request key, and a {$row.Field} the entity does not have', () => {
    const why = (key: string) => `is no longer a screen key: write "${key}" (scripts/codemod-vocabulary.ts rewrites a file)`
    const at = (s: Record<string, any>) => s.rowActions.findIndex((b: { action: { kind: string } }) => b.action.kind === 'delete')
    let row = -1
    const old = messages(
      withScreen((s) => {
        row = at(s)
        s.rowActions[row].action = { kind: 'dialog', dialog: Object.keys(s.dialogs)[0], fromRow: { Id: 'Id' } }
      }),
    )
    expect(old).toContain(`schemas/screens/system/roles.json: /rowActions/${row}/action/fromRow: "fromRow" ${why('body.Id')}`)
    const unknown = messages(
      withScreen((s) => {
        s.rowActions[at(s)].action = { kind: 'dialog', dialog: Object.keys(s.dialogs)[0], body: { Id: '{$row.Idd}' } }
      }),
    )
    expect(unknown.some((m) => m.startsWith(`schemas/screens/system/roles.json: /rowActions/${row}/action/body/Id:`) && m.includes('Idd'))).toBe(true)
  })

  it('refuses an endpoint the server does not have', () => {
    const out = messages(withScreen((s) => (s.api.list.url = '/api/identity/rolez')))
    expect(out).toContain('schemas/screens/system/roles.json: /api/list: endpoint GET /api/identity/rolez does not exist on the server')
  })

  it('refuses a permission code the menu does not define', () => {
    const out = messages(withScreen((s) => (s.toolbar[0].permission = 'Approve')))
    expect(out).toContain(
      'schemas/screens/system/roles.json: /toolbar/0/permission: permission code "Approve" is not defined: menu "child_system_role" has no Authority "System.Role.Approve"',
    )
  })

  it('refuses an enum column with no options whose field has no enum, and enum values the entity lacks', () => {
    const out = messages(
      withScreen((s) => {
        s.columns[0] = { field: 'Name', title: '名称', kind: 'enum' }
        s.search = [{ name: 'IsDefault', component: 'Select', values: [true, 'maybe'] }]
      }),
    )
    expect(out).toContain('schemas/screens/system/roles.json: /columns/0: no options, and entity "role" field "Name" has no enum to take them from')
    expect(out).toContain('schemas/screens/system/roles.json: /search/0: no options, and entity "role" field "IsDefault" has no enum to take them from')
  })

  it('refuses a dialog an action names that the screen does not define, and a screen route no screen has', () => {
    const out = messages(
      withScreen((s) => {
        s.toolbar[0].action = { kind: 'dialog', dialog: 'eddit', mode: 'add' }
        s.rowActions[0].action = { kind: 'screen', route: 'child_system_nowhere' }
      }),
    )
    expect(out).toContain('schemas/screens/system/roles.json: /toolbar/0/action/dialog: dialog "eddit" is not defined: no key "eddit" in the dialogs of this screen (edit, permissions)')
    expect(out).toContain('schemas/screens/system/roles.json: /rowActions/0/action/route: screen route "child_system_nowhere" is not the route of any screen under schemas/screens')
  })

  it('refuses a field the entity does not have, also inside a condition', () => {
    const out = messages(
      withScreen((s) => {
        s.dialogs.edit.fields[0].field = 'Title'
        s.rowActions[2].disabledWhen = { field: 'Locked', truthy: true }
      }),
    )
    expect(out).toContain('schemas/screens/system/roles.json: /dialogs/edit/fields/0/field: entity "role" has no field "Title"')
    expect(out).toContain('schemas/screens/system/roles.json: /rowActions/2/disabledWhen: entity "role" has no field "Locked"')
  })

  it('refuses a screen no menu reaches', () => {
    const out = messages(withScreen((s) => (s.route = 'child_system_nowhere')))
    expect(out.some((m) => m.includes('/route: screen is not reachable from any menu'))).toBe(true)
  })

  it('refuses a rule kind rules.json does not define', () => {
    const entities = real.entities.map((e) => ({ file: e.file, json: structuredClone(e.json) }))
    entities.find((e) => e.json.$id === 'role')!.json.properties.Name['x-rule'] = 'nickname'
    expect(messages({ ...real, entities })).toContain(
      'schemas/entities/role.json: /properties/Name/x-rule: rule kind "nickname" is not defined in schemas/rules.json',
    )
  })

  it('refuses a rule kind extending one rules.json does not define', () => {
    const rules = structuredClone(real.rules)
    rules.json.kinds.messageBoard.extends = 'essay'
    expect(messages({ ...real, rules })).toContain('schemas/rules.json: /kinds/messageBoard/extends: rule kind "essay" is not defined')
  })

  it('a screen is reachable from a personal entry, where permission codes are refused', () => {
    const screens = real.screens.map((x) => ({ file: x.file, json: structuredClone(x.json) }))
    const password = screens.find((x) => x.file.endsWith('my/password.json'))!
    expect(messages({ ...real, screens })).toEqual([])
    ;(password.json.fields as Record<string, unknown>[])[0].props = { permission: 'Update' }
    expect(messages({ ...real, screens })).toContain(
      'schemas/screens/my/password.json: /fields/0/props/permission: permission code "Update" is not allowed: the screen is opened from the personal entry "child_my_password", which every signed-in user may open and which grants no button',
    )
    const menus = structuredClone(real.menus)
    menus.json.personal = [{ Name: '角色', Path: 'child_system_role', Url: '/x' }]
    const out = messages({ ...real, menus })
    expect(out).toContain('schemas/menus.json: /personal/0/Path: Path "child_system_role" is also a menu item\'s')
    expect(out.some((m) => m.includes('my/password.json: /route: screen is not reachable'))).toBe(true)
  })

  it('checks endpoints inside a widget\'s props but not its own field names; checks urlField against the entity', () => {
    const screens = real.screens.map((x) => ({ file: x.file, json: structuredClone(x.json) }))
    const users = screens.find((x) => x.file.endsWith('system/users.json'))!.json as Record<string, any>
    const avatar = (users.dialogs.edit.tabs[0].fields as { field?: string }[]).findIndex((f) => f.field === 'Avatar')
    users.dialogs.edit.tabs[0].fields[avatar].props.api.url = '/api/app/upload/nowhere'
    const files = screens.find((x) => x.file.endsWith('cloud/files.json'))!.json as Record<string, any>
    files.rowActions[0].action.urlField = 'Link'
    const out = messages({ ...real, screens })
    expect(out).toContain(`schemas/screens/system/users.json: /dialogs/edit/tabs/0/fields/${avatar}/props/api: endpoint POST /api/app/upload/nowhere does not exist on the server`)
    expect(out).toContain('schemas/screens/cloud/files.json: /rowActions/0/action/urlField: entity "user-file" has no field "Link"')
    expect(out.some((m) => m.includes('menus.json') && m.includes('AuthorityName'))).toBe(false)
  })
})
