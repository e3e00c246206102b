/**
 * What a screen takes from its entity instead of repeating it:
 * - enum labels and tag colours are written once, on the entity property (`enum`, `x-enumNames`,
 *   `x-enumColors`), not copied into every screen that shows or picks the value. A column, detail
 *   item, search field or form field bound to an enum property with no `options` of its own gets
 *   the entity's, optionally narrowed and ordered by `values` (e.g. a search offering two of five statuses);
 * - a column or detail item that names no `kind` is shown by the `cell` of the field kind that fits
 *   its property best (a number as `number`, an enum as `enum`...), as a form would edit it.
 */
import type { EntityProperty, EntitySchema } from '../../common/entity-fields'
import { defaultFieldKind, findFieldKind } from '../fields/kinds'
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

/** the column kinds that show one of a set of values */
const CHOICE_COLUMNS = new Set(['enum', 'tag', 'tags'])
/** the arrays whose items are columns (a list's, a detail dialog's items and header tags) */
const COLUMN_LISTS = new Set(['columns', 'items', 'tags'])

type Node = Record<string, unknown>

/** a column or detail item naming no kind: the cell of the field kind its property gets */
function withCell(node: Node, prop: EntityProperty | undefined, key: string | undefined): Node {
  if (node.kind !== undefined || !prop || !COLUMN_LISTS.has(key ?? '') || typeof node.title !== 'string') return node
  const cell = findFieldKind(defaultFieldKind(prop))?.cell
  return cell ? { ...node, kind: cell } : node
}

function withOptions(node: Node, prop: EntityProperty | undefined): Node {
  if (!prop?.enum || node.options || node.remote || node.tags) return node
  const chooses = CHOICE_COLUMNS.has(node.kind as string) || (typeof node.component === 'string' && findFieldKind(node.component)?.options)
  return chooses ? { ...node, options: enumOptions(prop, node.values as Value[] | undefined) } : node
}

/**
 * The screen with the entity's options filled in wherever a choice names none, and the cell kind of
 * every column bound to a property that names none; `entity` on any object (screen, tab, dialog,
 * step) is the entity of what lies below it. Returns a copy.
 */
export function withEntityDefaults<T>(schema: T, entities: Record<string, EntitySchema>): T {
  const walk = (node: unknown, entity: EntitySchema | undefined, key?: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, entity, key))
    if (!node || typeof node !== 'object') return node
    const own = (node as Node).entity
    const scope = typeof own === 'string' ? (entities[own] ?? entity) : entity
    const out: Node = {}
    for (const [k, v] of Object.entries(node as Node)) out[k] = k === 'props' ? v : walk(v, scope, k)
    const name = (out.field ?? out.name) as string | undefined
    const prop = scope && typeof name === 'string' ? scope.properties[name] : undefined
    return withOptions(withCell(out, prop, key), prop)
  }
  return walk(schema, undefined) as T
}
