/**
 * The checks behind `npm run schemas:check`: every schema against its meta-schema (ajv), then
 * the cross references no meta-schema can see. Each problem names the file and the JSON path.
 */
import type { ErrorObject } from 'ajv'
import Ajv from 'ajv/dist/2019'
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json'
import addFormats from 'ajv-formats'
import type { EntitySchema } from '../common/entity-fields'
import { referencesOf, walkScreen, type Reference, type RefKind, type WalkContext } from '../common/schema-walk'
import type { JsonFile } from './load-schemas'
import { migrateVocabulary } from './vocabulary'

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
  rules: JsonFile<{ kinds: Record<string, { extends?: string }> }>
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
      const key = e.params?.additionalProperty ?? e.params?.unevaluatedProperty
      const extra = key !== undefined ? ` "${key}"` : ''
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

/** Walks a screen schema (common/schema-walk.ts) and checks every reference in it. */
function screenProblems(screen: JsonFile<Record<string, unknown>>, set: SchemaSet, permissions: Set<string>): Problem[] {
  const out: Problem[] = []
  const say = (path: string, message: string) => out.push({ file: screen.file, path, message })
  const screenRoutes = new Set(set.screens.map((s) => s.json.route))
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

  const check: Record<RefKind, (r: Reference) => void> = {
    entity: (r) => {
      if (!entities.has(r.name)) say(r.path, `entity "${r.name}" does not exist under schemas/entities`)
    },
    field: (r) => {
      const entity = r.ctx.entity === undefined ? undefined : entities.get(r.ctx.entity)
      if (!entity) say(r.path, `field "${r.name}" is named where no entity is in force`)
      else if (!(r.name in entity.properties)) say(r.path, `entity "${entity.$id}" has no field "${r.name}"`)
    },
    dialog: (r) => {
      const dialogs = [...r.ctx.dialogs]
      if (!r.ctx.dialogs.has(r.name)) say(r.path, `dialog "${r.name}" is not defined: no key "${r.name}" in the dialogs of this screen${dialogs.length ? ` (${dialogs.join(', ')})` : ''}`)
    },
    route: (r) => {
      if (!screenRoutes.has(r.name)) say(r.path, `screen route "${r.name}" is not the route of any screen under schemas/screens`)
    },
    permission: (r) => {
      if (!menu && personal) {
        say(r.path, `permission code "${r.name}" is not allowed: the screen is opened from the personal entry "${personal.Path}", which every signed-in user may open and which grants no button`)
      } else if (menu && !permissions.has(`${menu.Authority}.${r.name}`)) {
        say(r.path, `permission code "${r.name}" is not defined: menu "${menu.Path}" has no Authority "${menu.Authority}.${r.name}"`)
      }
    },
    endpoint: (r) => {
      const [method, url] = r.name.split(' ')
      const key = `${method} ${normalizeUrl(url)}`
      if (!routes.has(key) && !patterns.some((re) => re.test(key))) say(r.path, `endpoint ${r.name} does not exist on the server`)
    },
  }

  // a choice with no options of its own takes the entity's enum (renderer/schema/entityOptions.ts)
  const checkEnum = (obj: Record<string, unknown>, ctx: WalkContext) => {
    const entity = ctx.entity === undefined ? undefined : entities.get(ctx.entity)
    const name = (obj.field ?? obj.name) as string | undefined
    const prop = entity && name ? entity.properties[name] : undefined
    if (!prop?.enum) return say(ctx.path, `no options, and entity ${entity ? `"${entity.$id}" field "${String(name)}"` : 'none'} has no enum to take them from`)
    ;(Array.isArray(obj.values) ? obj.values : []).forEach((v, i) => {
      if (!prop.enum?.includes(v)) say(`${ctx.path}/values/${i}`, `${JSON.stringify(v)} is not a value of entity "${entity?.$id}" field "${String(name)}"`)
    })
  }

  walkScreen(screen.json, (obj, ctx) => {
    for (const r of referencesOf(obj, ctx)) check[r.kind](r)
    if (!ctx.inProps && !obj.options && !obj.remote && (obj.values !== undefined || obj.kind === 'enum')) checkEnum(obj, ctx)
  })
  return out
}

/**
 * Keys of the old vocabulary (./vocabulary.ts) still written in a screen, each with the key that
 * replaced it: the meta-schema alone would only say "must NOT have additional properties".
 */
function vocabularyProblems(screens: JsonFile<Record<string, unknown>>[]): Problem[] {
  return screens.flatMap(({ file, json }) =>
    migrateVocabulary(json).renames.map((r) => ({
      file,
      path: r.path,
      message: `"${r.from}" is no longer a screen key: write "${r.to}" (scripts/codemod-vocabulary.ts rewrites a file)`,
    })),
  )
}

export function checkSchemas(set: SchemaSet): Problem[] {
  // the screen meta-schema is draft 2019-09 (unevaluatedProperties: a shape closes over the keys of the parts it is
  // made of, so no key is listed twice); the other meta-schemas are draft-07
  const ajv = new Ajv({ allErrors: true, strict: false })
  ajv.addMetaSchema(draft07)
  addFormats(ajv)
  const problems: Problem[] = [
    ...vocabularyProblems(set.screens),
    ...metaProblems(ajv, set.meta.rules, [set.rules], 'rules'),
    ...metaProblems(ajv, set.meta.menus, [set.menus], 'menus'),
    ...metaProblems(ajv, set.meta.entity, set.entities, 'entities'),
    ...metaProblems(ajv, set.meta.screen, set.screens, 'screens'),
  ]

  const kinds = new Set(Object.keys(set.rules.json.kinds))
  for (const [name, kind] of Object.entries(set.rules.json.kinds))
    if (kind.extends !== undefined && !kinds.has(kind.extends)) problems.push({ file: set.rules.file, path: `/kinds/${name}/extends`, message: `rule kind "${kind.extends}" is not defined` })
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
