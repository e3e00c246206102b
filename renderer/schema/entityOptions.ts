/**
 * Enum labels and tag colours are written once, on the entity property (`enum`, `x-enumNames`,
 * `x-enumColors`), not copied into every screen that shows or picks the value. A column, detail item,
 * search field or form field bound to an enum property with no `options` of its own gets the
 * entity's, optionally narrowed and ordered by `values` (e.g. a search offering two of five statuses).
 */
import type { EntityProperty, EntitySchema } from '../../common/entity-fields'
import type { OptionItem } from './types'

type Value = OptionItem['value']

/** The options of an enum property (labels from x-enumNames, else the value itself). */
export function enumOptions(prop: EntityProperty, values?: Value[]): OptionItem[] {
  const names = prop['x-enumNames'] as string[] | undefined
  const colors = prop['x-enumColors'] as string[] | undefined
  const all = (prop.enum ?? []).map((value, i) => {
    const o: OptionItem = { label: names?.[i] ?? String(value), value: value as Value }
    if (colors?.[i]) o.color = colors[i]
    return o
  })
  return values ? values.flatMap((v) => all.filter((o) => o.value === v)) : all
}

/** the node shows or picks one of a set of values */
const CHOICE_COLUMNS = new Set(['enum', 'tag', 'tags'])
const CHOICE_COMPONENTS = new Set(['Select', 'Radio.Group', 'Checkbox.Group'])

type Node = Record<string, unknown>

function withOptions(node: Node, entity: EntitySchema | undefined): Node {
  if (!entity || node.options || node.remote || node.tags) return node
  const chooses = CHOICE_COLUMNS.has(node.kind as string) || CHOICE_COMPONENTS.has(node.component as string)
  const name = (node.field ?? node.name) as string | undefined
  const prop = chooses && name ? entity.properties[name] : undefined
  return prop?.enum ? { ...node, options: enumOptions(prop, node.values as Value[] | undefined) } : node
}

/**
 * The screen with the entity's options filled in wherever a choice names none; `entity` on any
 * object (screen, tab, dialog, step) is the entity of what lies below it. Returns a copy.
 */
export function withEntityOptions<T>(schema: T, entities: Record<string, EntitySchema>): T {
  const walk = (node: unknown, entity: EntitySchema | undefined): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, entity))
    if (!node || typeof node !== 'object') return node
    const own = (node as Node).entity
    const scope = typeof own === 'string' ? (entities[own] ?? entity) : entity
    const out: Node = {}
    for (const [k, v] of Object.entries(node as Node)) out[k] = k === 'props' ? v : walk(v, scope)
    return withOptions(out, scope)
  }
  return walk(schema, undefined) as T
}
