/**
 * Screen registry: a menu item's route name (its `Path`, e.g. child_system_role) selects a screen.
 *
 * Standard screens are the JSON schemas under schemas/screens/, found by their "route" field. Only
 * that field is read up front (the `?key=route` import below is a separate module id, so just the
 * string lands in the layout chunk; vite.config.ts jsonKey); the whole schema is a lazy import, one chunk per screen.
 * Hand-written pages (where a schema cannot say it) would be registered in `pages`.
 */
import type { ComponentType } from 'react'
import type { EntitySchema } from '../../common/entity-fields'
import { entityNames } from './entityNames'

export { entityNames }

export interface ScreenSchemaLike {
  kind: string
  id: string
  route: string
  title?: string
  entity?: string
  dialogs?: Record<string, { entity?: string }>
  [key: string]: unknown
}

const routeNames = import.meta.glob<string>('../../schemas/screens/**/*.json', { query: '?key=route', import: 'route', eager: true })
const schemaLoaders = import.meta.glob<ScreenSchemaLike>('../../schemas/screens/**/*.json', { import: 'default' })
const entityLoaders = import.meta.glob<EntitySchema>('../../schemas/entities/*.json', { import: 'default' })

const screenByRoute = new Map<string, () => Promise<ScreenSchemaLike>>()
for (const [file, route] of Object.entries(routeNames)) {
  const loader = schemaLoaders[file.replace(/\?key=route$/, '')]
  if (typeof route === 'string' && loader) {
    if (screenByRoute.has(route)) console.error(`screen route ${route} is declared twice (${file})`)
    screenByRoute.set(route, loader)
  }
}

/** Hand-written pages by route name. */
const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  child_hrm_comprehension: () => import('../pages/OrgChart'),
  child_oa_approval: () => import('../pages/Approval'),
  child_knowledge_home: () => import('../pages/Knowledge'),
  child_publish_introducing: () => import('../pages/Introducing'),
}

export type Resolved =
  | { kind: 'schema'; load: () => Promise<ScreenSchemaLike> }
  | { kind: 'page'; load: () => Promise<{ default: ComponentType }> }
  | { kind: 'none' }

export function resolveScreen(routeName: string | null | undefined): Resolved {
  if (!routeName) return { kind: 'none' }
  if (pages[routeName]) return { kind: 'page', load: pages[routeName] }
  const load = screenByRoute.get(routeName)
  return load ? { kind: 'schema', load } : { kind: 'none' }
}

export function registeredRoutes(): string[] {
  return [...screenByRoute.keys(), ...Object.keys(pages)]
}

/** A screen by its menu route name with its entities (a list's `screen` action opens one full screen). */
export async function loadScreenByRoute(route: string): Promise<{ schema: ScreenSchemaLike; entities: Record<string, EntitySchema> }> {
  const resolved = resolveScreen(route)
  if (resolved.kind !== 'schema') throw new Error(`no screen schema for route ${route}`)
  const schema = await resolved.load()
  return { schema, entities: await loadEntities(schema) }
}

/** The entity schemas a screen names (its own, its dialogs', its steps' and tabs'), by entity id. */
export async function loadEntities(schema: ScreenSchemaLike): Promise<Record<string, EntitySchema>> {
  const names = entityNames(schema)
  const out: Record<string, EntitySchema> = {}
  await Promise.all(
    [...names].map(async (name) => {
      const load = entityLoaders[`../../schemas/entities/${name}.json`]
      if (load) out[name] = await load()
      else console.error(`screen ${schema.id}: entity schema ${name} not found`)
    }),
  )
  return out
}
