/**
 * The field kinds a screen schema uses: those of every search and form field at any depth (its own,
 * its tabs', its dialogs', a wizard's top form and steps; components the schema names, or the
 * entity's defaults), found by the one schema walker (common/schema-walk.ts). The renderer loads
 * them before a screen or dialog mounts, so opening one never waits for a component. Light (no
 * Formily): a route reads it to start a form's field kinds beside the form's own code.
 */
import type { EntitySchema } from '../../common/entity-fields'
import { walkScreen } from '../../common/schema-walk'
import { defaultFieldKind, fieldKindDefinitions } from '../fields/fieldKinds'
import type { FieldSpec } from '../schema/types'

/** the arrays whose items are form or search fields */
const FIELD_LISTS = new Set(['fields', 'search'])

/**
 * Answers by the schema and entities objects (until a field kind is defined again): a route's preload
 * and the form side's preload ask for the same screen, and each walk of a 300-field schema costs a few
 * ms of its mount. Schemas are read, never changed in place.
 */
const answered = new WeakMap<object, WeakMap<object, { definitions: number; kinds: string[] }>>()
const NO_ENTITIES = {}

export function screenFieldKinds(schema: Record<string, unknown>, entities: Record<string, EntitySchema> = NO_ENTITIES): string[] {
  let bySchema = answered.get(schema)
  if (!bySchema) answered.set(schema, (bySchema = new WeakMap()))
  let answer = bySchema.get(entities)
  if (!answer || answer.definitions !== fieldKindDefinitions()) {
    answer = { definitions: fieldKindDefinitions(), kinds: walkFieldKinds(schema, entities) }
    bySchema.set(entities, answer)
  }
  return [...answer.kinds]
}

function walkFieldKinds(schema: Record<string, unknown>, entities: Record<string, EntitySchema>): string[] {
  const out = new Set<string>()
  walkScreen(schema, (node, ctx) => {
    if (ctx.inProps || !FIELD_LISTS.has(ctx.key ?? '') || !/\/\d+$/.test(ctx.path)) return
    const f = node as FieldSpec
    const entity = ctx.key === 'fields' && ctx.entity ? entities[ctx.entity] : undefined
    out.add(f.component ?? defaultFieldKind(f.field ? entity?.properties[f.field] : undefined))
  })
  return [...out]
}
