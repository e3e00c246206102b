/**
 * The meta-schema as json-schema-to-typescript should see it. The meta-schema says some shapes the
 * way ajv reports best and editors complete best; each idiom here becomes the shape it means:
 * - `allOf: [{ if: { kind: X }, then: S }, …]` (one shape per kind) is the union of the S, each
 *   with `kind: X`, so TypeScript narrows on `kind` as the renderer does;
 * - `allOf: [{ $ref: part }]` with `unevaluatedProperties: false` (a shape made of parts shared by
 *   several shapes, screenHead and formBody) has the parts' keys beside its own; a key it sets to
 *   `false` is one of a part's that this shape refuses;
 * - a part that only says which keys must be present (`required`, a choice between two `required`,
 *   an `if` whose `then` requires a key) adds no shape and is left out.
 * Naming: a definition with `x-typeName` is one named type; any other (a list of fields, an
 * identifier's pattern) is written out where it is used. A node with `tsType` is that type, whatever
 * else it says for ajv; a reference's own description stays the doc comment of the key holding it,
 * and a default is written into the doc comment.
 */
type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** the keys that give a node a shape of its own (anything else is a presence constraint or a note) */
const SHAPING = ['$ref', 'type', 'properties', 'items', 'const', 'enum', 'tsType', 'additionalProperties']

/** whether a node says anything of a value's shape, not only which keys it has */
const shapes = (node: Json): boolean =>
  SHAPING.some((k) => k in node) || [node.oneOf, node.anyOf].some((alternatives) => Array.isArray(alternatives) && alternatives.some(shapes))

export function typeShapes(meta: Json): Json {
  const definitions = meta.definitions as Record<string, Json>
  const resolve = (node: Json): Json => {
    if (typeof node.$ref !== 'string') return node
    const target = definitions[node.$ref.replace('#/definitions/', '')]
    if (!target) throw new Error(`$ref "${node.$ref}" names no definition of the meta-schema`)
    return resolve(target)
  }

  /** a part's keys and required keys with those of the parts it is made of (theirs first, its own winning) */
  function merged(node: Json): { properties: Json; required: string[] } {
    const parts = ((node.allOf as Json[]) ?? []).filter((p) => !p.if).map((p) => merged(resolve(p)))
    return {
      properties: Object.assign({}, ...parts.map((p) => p.properties), node.properties) as Json,
      required: [...new Set([...parts.flatMap((p) => p.required), ...((node.required as string[]) ?? [])])],
    }
  }

  /** the shape of one `if: { kind: X }, then: S` part: S with `kind: X` */
  function variant(part: Json): Json | undefined {
    const then = part.then as Json
    if (!shapes(then)) return undefined
    const kind = ((part.if as Json).properties as Record<string, Json> | undefined)?.kind?.const
    if (kind === undefined) throw new Error(`an if/then of the meta-schema whose then has a shape must test one kind: ${JSON.stringify(part.if)}`)
    if (typeof then.$ref === 'string') return then
    const required = ['kind', ...((then.required as string[]) ?? []).filter((k) => k !== 'kind')]
    return { ...then, type: 'object', required, properties: { ...(then.properties as Json), kind: { const: kind } } }
  }

  function shape(node: Json): Json {
    const { allOf, oneOf, anyOf, ...rest } = node
    let out: Json = rest
    const parts = (allOf as Json[]) ?? []
    const variants = parts.filter((p) => p.if).map(variant).filter(isObject)
    if (variants.length) {
      // the node's own `kind` enum and `required` only restate what each variant says
      const { properties: _properties, required: _required, type: _type, ...note } = out
      out = { ...note, anyOf: variants }
    } else if (out.unevaluatedProperties === false) {
      // closed over its parts: their keys and required keys beside its own, less the keys it refuses
      const { unevaluatedProperties: _closed, ...open } = out
      const whole = merged({ properties: out.properties, required: out.required, allOf: parts.filter((p) => !p.if) })
      const properties = Object.fromEntries(Object.entries(whole.properties).filter(([, v]) => v !== false))
      const required = whole.required.filter((k) => k in properties)
      out = { ...open, type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) }
    } else if (parts.some((p) => !p.if && shapes(p))) out.allOf = parts.filter((p) => !p.if && shapes(p))
    for (const [key, alternatives] of [['oneOf', oneOf], ['anyOf', anyOf]] as const) {
      const kept = ((alternatives as Json[]) ?? []).filter(shapes)
      if (kept.length) out[key] = kept
    }
    return out
  }

  /** a reference as a named type (with the key's own doc comment), or the unnamed definition itself */
  function referenced(node: Json): Json {
    const { $ref, ...own } = node
    const target = resolve(node)
    if (!target['x-typeName']) return { ...target, ...own }
    return Object.keys(own).length ? { allOf: [{ $ref }], ...own } : node
  }

  // one shaped copy per node, so that a part shared by several shapes (formBody's tabs) stays one type
  const shaped = new Map<Json, Json>()

  /** a schema with every schema inside it shaped */
  function walk(schema: unknown): unknown {
    if (!isObject(schema)) return schema
    const known = shaped.get(schema)
    if (known) return known
    const out: Json = {}
    shaped.set(schema, out)
    const node = typeof schema.$ref === 'string' ? referenced(schema) : schema
    if (typeof node.tsType === 'string') {
      for (const k of ['tsType', 'description', 'x-typeName']) if (k in node) out[k] = node[k]
      return out
    }
    for (const [k, v] of Object.entries(shape(node))) {
      if (k === 'properties' || k === 'definitions') out[k] = Object.fromEntries(Object.entries(v as Json).map(([name, s]) => [name, walk(s)]))
      else if (k === 'oneOf' || k === 'anyOf' || k === 'allOf') out[k] = (v as unknown[]).map(walk)
      else if (k === 'items' || k === 'additionalProperties') out[k] = walk(v)
      else out[k] = v
    }
    // json-schema-to-typescript drops defaults; editors show them from the doc comment
    if ('default' in node) out.description = [node.description, `@default ${JSON.stringify(node.default)}`].filter(Boolean).join('\n\n')
    return out
  }

  const { $id: _id, title: _title, ...root } = meta
  return walk(root) as Json
}
