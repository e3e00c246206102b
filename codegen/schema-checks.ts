/**
 * The checks behind `npm run schemas:check`: every schema against its meta-schema (ajv), then
 * the cross references no meta-schema can see. Each problem names the file and the JSON path.
 */
import Ajv, { type ErrorObject } from 'ajv'
import addFormats from 'ajv-formats'
import { fieldsOf, type Condition } from '../common/conditions'
import type { EntitySchema } from '../common/entity-fields'
import type { JsonFile } from './load-schemas'

export interface Problem {
  file: string
  path: string
  message: string
}

export const formatProblem = (p: Problem) => `${p.file}: ${p.path || '/'}: ${p.message}`

export interface RouteRef {
  method: string
  url: string
}

export interface SchemaSet {
  meta: Record<'entity' | 'menus' | 'rules' | 'screen', JsonFile<object> | undefined>
  rules: JsonFile<{ kinds: Record<string, unknown> }>
  menus: JsonFile<{ menus: MenuNode[]; personal?: PersonalEntry[] }>
  entities: JsonFile<EntitySchema>[]
  screens: JsonFile<Record<string, unknown>>[]
  routes: RouteRef[]
}

/** A page of the header's 'My' menu: signed-in users only, no permission. */
interface PersonalEntry {
  Name: string
  Path: string
  Url: string
}

interface MenuNode {
  Path: string
  Type: number
  Authority: string
  Authoritys: { Authority: string }[]
  Children?: MenuNode[]
}

function metaProblems(ajv: Ajv, meta: JsonFile<object> | undefined, files: JsonFile<unknown>[], what: string): Problem[] {
  if (!meta) return files.map((f) => ({ file: f.file, path: '', message: `no meta-schema for ${what}` }))
  const validate = ajv.compile(meta.json)
  const out: Problem[] = []
  for (const f of files) {
    if (validate(f.json)) continue
    for (const e of validate.errors as ErrorObject[]) {
      const extra = e.params && 'additionalProperty' in e.params ? ` "${e.params.additionalProperty}"` : ''
      const allowed = e.params && 'allowedValues' in e.params ? ` ${JSON.stringify(e.params.allowedValues)}` : ''
      out.push({ file: f.file, path: e.instancePath, message: `${e.message}${extra}${allowed}` })
    }
  }
  return out
}

function flattenMenus(menus: MenuNode[]): MenuNode[] {
  return menus.flatMap((m) => [m, ...flattenMenus(m.Children ?? [])])
}

/** `/api/x/{Id}/y` and `/api/x/:id/y` both become `/api/x/{}/y`. */
export function normalizeUrl(url: string): string {
  return url.replace(/\{[^}]+\}|:[A-Za-z_][A-Za-z0-9_]*/g, '{}').replace(/\/+$/, '') || '/'
}

const isCondition = (key: string) => key.endsWith('When')
/** keys whose string value names a field of the record in force (the screen's or the dialog's entity) */
const RECORD_FIELD_KEYS = new Set(['field', 'keyField', 'urlField', 'nameField', 'photoField', 'titleField', 'subtitleField'])

/** Walks a screen schema, tracking the entity in force, and checks every reference in it. */
function screenProblems(screen: JsonFile<Record<string, unknown>>, set: SchemaSet, permissions: Set<string>): Problem[] {
  const out: Problem[] = []
  const screenRoutes = new Set(set.screens.map((s) => s.json.route))
  const say = (path: string, message: string) => out.push({ file: screen.file, path, message })
  const entities = new Map(set.entities.map((e) => [e.json.$id, e.json]))
  const routes = new Set(set.routes.map((r) => `${r.method.toUpperCase()} ${normalizeUrl(r.url)}`))
  // a literal segment of a schema's url may fill a parameter of a route (/employee-care/birthday ~ /employee-care/:tab)
  const patterns = [...routes]
    .filter((r) => r.includes('{}'))
    .map((r) => new RegExp('^' + r.split('{}').map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+') + '$'))
  const menu = flattenMenus(set.menus.json.menus).find((m) => m.Path === screen.json.route && m.Type === 1)
  const personal = (set.menus.json.personal ?? []).find((p) => p.Path === screen.json.route)
  if (!menu && !personal) {
    say('/route', `screen is not reachable from any menu: no menu item of Type 1 and no personal entry has Path "${String(screen.json.route)}" in schemas/menus.json`)
  }

  const checkField = (entity: EntitySchema | undefined, path: string, field: unknown) => {
    if (typeof field !== 'string') return
    if (!entity) say(path, `field "${field}" is named where no entity is in force`)
    else if (!(field in entity.properties)) say(path, `entity "${entity.$id}" has no field "${field}"`)
  }

  // a choice with no options of its own takes the entity's enum (renderer/schema/entityOptions.ts)
  const checkEnum = (entity: EntitySchema | undefined, path: string, obj: Record<string, unknown>) => {
    const name = (obj.field ?? obj.name) as string | undefined
    const prop = entity && name ? entity.properties[name] : undefined
    if (!prop?.enum) return say(path, `no options, and entity ${entity ? `"${entity.$id}" field "${String(name)}"` : 'none'} has no enum to take them from`)
    ;(Array.isArray(obj.values) ? obj.values : []).forEach((v, i) => {
      if (!prop.enum?.includes(v)) say(`${path}/values/${i}`, `${JSON.stringify(v)} is not a value of entity "${entity?.$id}" field "${String(name)}"`)
    })
  }

  // inside a field's `props` (a widget's own configuration: its columns, row fields) and a wizard
  // step's `uploads` (the fields of the server's upload items) names are the widget's, not the
  // entity's: only endpoints and permission codes are checked there
  // a dialog an action opens must be a key of `dialogs` on the action's screen (or tab, or an outer one)
  const checkDialog = (dialogs: Set<string>, path: string, name: unknown) => {
    if (typeof name === 'string' && !dialogs.has(name)) say(path, `dialog "${name}" is not defined: no key "${name}" in the dialogs of this screen${dialogs.size ? ` (${[...dialogs].join(', ')})` : ''}`)
  }

  const walk = (node: unknown, path: string, entity: EntitySchema | undefined, inProps = false, outerDialogs: Set<string> = new Set()) => {
    if (Array.isArray(node)) return node.forEach((v, i) => walk(v, `${path}/${i}`, entity, inProps, outerDialogs))
    if (!node || typeof node !== 'object') return
    const obj = node as Record<string, unknown>
    const dialogs = obj.dialogs && typeof obj.dialogs === 'object' ? new Set([...outerDialogs, ...Object.keys(obj.dialogs)]) : outerDialogs
    if (!inProps && obj.type === 'dialog') checkDialog(dialogs, `${path}/dialog`, obj.dialog)
    if (!inProps && typeof obj.reviewDialog === 'string') checkDialog(dialogs, `${path}/reviewDialog`, obj.reviewDialog)
    if (!inProps && obj.type === 'screen' && typeof obj.route === 'string' && !screenRoutes.has(obj.route)) {
      say(`${path}/route`, `screen route "${obj.route}" is not the route of any screen under schemas/screens`)
    }
    let current = entity
    if (typeof obj.entity === 'string') {
      current = entities.get(obj.entity)
      if (!current) say(`${path}/entity`, `entity "${obj.entity}" does not exist under schemas/entities`)
    }
    if (typeof obj.method === 'string' && typeof obj.url === 'string') {
      const key = `${obj.method.toUpperCase()} ${normalizeUrl(obj.url)}`
      if (!routes.has(key) && !patterns.some((re) => re.test(key))) say(path, `endpoint ${obj.method.toUpperCase()} ${obj.url} does not exist on the server`)
    }
    if (!inProps && !obj.options && !obj.remote && (obj.values !== undefined || obj.type === 'enum')) checkEnum(current, path, obj)
    for (const [key, value] of Object.entries(obj)) {
      const here = `${path}/${key}`
      if (key === 'permission' && typeof value === 'string' && !menu && personal) {
        say(here, `permission code "${value}" is not allowed: the screen is opened from the personal entry "${personal.Path}", which every signed-in user may open and which grants no button`)
      } else if (key === 'permission' && typeof value === 'string' && menu && !permissions.has(`${menu.Authority}.${value}`)) {
        say(here, `permission code "${value}" is not defined: menu "${menu.Path}" has no Authority "${menu.Authority}.${value}"`)
      } else if (RECORD_FIELD_KEYS.has(key) && typeof value === 'string') {
        if (!inProps) checkField(current, here, value)
      } else if (key === 'setWhen' && Array.isArray(value)) {
        if (!inProps)
          value.forEach((s: { when?: unknown }, i) => {
            for (const f of fieldsOf(s?.when as Condition)) checkField(current, `${here}/${i}/when`, f)
          })
      } else if (key === 'fromRow' && value && typeof value === 'object' && !inProps) {
        for (const [name, f] of Object.entries(value as Record<string, unknown>)) checkField(current, `${here}/${name}`, f)
      } else if (isCondition(key) && value && typeof value === 'object') {
        if (!inProps) for (const f of fieldsOf(value as Condition)) checkField(current, here, f)
      } else if (key === 'equalTo' && value && typeof value === 'object' && !inProps) {
        checkField(current, `${here}/field`, (value as { field?: unknown }).field)
      } else if (key === 'clears' && Array.isArray(value) && !inProps) {
        value.forEach((f, i) => checkField(current, `${here}/${i}`, f))
      } else if (key === 'yearsFrom' && !inProps) {
        checkField(current, here, value)
      } else if (key !== 'entity') {
        walk(value, here, current, inProps || key === 'props' || key === 'uploads', dialogs)
      }
    }
  }
  walk(screen.json, '', undefined)
  return out
}

export function checkSchemas(set: SchemaSet): Problem[] {
  const ajv = new Ajv({ allErrors: true, strict: false })
  addFormats(ajv)
  const problems: Problem[] = [
    ...metaProblems(ajv, set.meta.rules, [set.rules], 'rules'),
    ...metaProblems(ajv, set.meta.menus, [set.menus], 'menus'),
    ...metaProblems(ajv, set.meta.entity, set.entities, 'entities'),
    ...metaProblems(ajv, set.meta.screen, set.screens, 'screens'),
  ]

  const kinds = new Set(Object.keys(set.rules.json.kinds))
  const ids = new Map<string, string>()
  for (const { file, json } of set.entities) {
    if (ids.has(json.$id)) problems.push({ file, path: '/$id', message: `entity id "${json.$id}" is also used by ${ids.get(json.$id)}` })
    ids.set(json.$id, file)
    for (const [name, p] of Object.entries(json.properties ?? {})) {
      const rule = p['x-rule']
      if (rule !== undefined && !kinds.has(rule)) problems.push({ file, path: `/properties/${name}/x-rule`, message: `rule kind "${rule}" is not defined in schemas/rules.json` })
      for (const k of ['x-after', 'x-before'] as const) {
        const other = p[k]
        if (other !== undefined && !(other in json.properties)) problems.push({ file, path: `/properties/${name}/${k}`, message: `no field "${other}" to compare with` })
      }
    }
    json.required?.forEach((r, i) => {
      if (!(r in (json.properties ?? {}))) problems.push({ file, path: `/required/${i}`, message: `required field "${r}" is not a property` })
    })
  }

  const all = flattenMenus(set.menus.json.menus)
  const permissions = new Set(all.flatMap((m) => [m.Authority, ...m.Authoritys.map((a) => a.Authority)]))
  const paths = new Map<string, number>()
  all.forEach((m) => paths.set(m.Path, (paths.get(m.Path) ?? 0) + 1))
  for (const [p, n] of paths) if (n > 1) problems.push({ file: set.menus.file, path: '/menus', message: `menu Path "${p}" is used ${n} times` })
  const urls = new Set(all.map((m) => (m as { Url?: string }).Url).filter(Boolean))
  ;(set.menus.json.personal ?? []).forEach((p, i) => {
    if (paths.has(p.Path)) problems.push({ file: set.menus.file, path: `/personal/${i}/Path`, message: `Path "${p.Path}" is also a menu item's` })
    if (urls.has(p.Url)) problems.push({ file: set.menus.file, path: `/personal/${i}/Url`, message: `Url "${p.Url}" is also a menu item's` })
    paths.set(p.Path, (paths.get(p.Path) ?? 0) + 1)
    urls.add(p.Url)
  })

  const routesOfScreens = new Map<string, string>()
  for (const screen of set.screens) {
    const route = String(screen.json.route)
    if (routesOfScreens.has(route)) problems.push({ file: screen.file, path: '/route', message: `route "${route}" is also rendered by ${routesOfScreens.get(route)}` })
    routesOfScreens.set(route, screen.file)
    problems.push(...screenProblems(screen, set, permissions))
  }
  return problems
}
