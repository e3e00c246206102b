/**
 * schemas/meta/screen.schema.json (what a screen file may say, checked by schemas:check) and
 * renderer/schema/types.ts (what the renderer reads) are both written by hand. This walks the two
 * trees side by side from the root (a screen) and fails on every object whose keys differ: a key
 * the meta-schema accepts but the renderer's types do not know is a setting no code reads, and the
 * other way round a setting no screen can write.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { ROOT, SCHEMAS } from '../../codegen/load-schemas'

type Json = Record<string, unknown>
const meta = JSON.parse(readFileSync(join(SCHEMAS, 'meta', 'screen.schema.json'), 'utf8')) as Json

/** `#/definitions/x` -> its schema; anything else as it is */
function resolve(node: Json): Json {
  let n = node
  while (typeof n.$ref === 'string') n = (meta.definitions as Json)[(n.$ref as string).replace('#/definitions/', '')] as Json
  return n
}

/** the node and every schema it is combined from (allOf, oneOf, anyOf, if/then), refs resolved */
function branches(node: Json): Json[] {
  const n = resolve(node)
  const parts = [...((n.allOf as Json[]) ?? []), ...((n.oneOf as Json[]) ?? []), ...((n.anyOf as Json[]) ?? [])]
  if (n.then) parts.push(n.then as Json)
  return [n, ...parts.flatMap(branches)]
}

/** the `kind` values a schema (or an `if` over it) stands for; null when it has no fixed kind */
function kindsOf(schemas: Json[]): string[] | null {
  for (const s of schemas) {
    const kind = (s.properties as Record<string, Json> | undefined)?.kind
    if (kind?.const !== undefined) return [String(kind.const)]
    if (Array.isArray(kind?.enum) && s.properties !== undefined) return (kind.enum as unknown[]).map(String)
  }
  return null
}

interface Variant<T> {
  kinds: string[] | null
  properties: Map<string, T[]>
}

function addAll<T>(into: Map<string, T[]>, from: Iterable<[string, T]>): Map<string, T[]> {
  for (const [k, v] of from) into.set(k, [...(into.get(k) ?? []), v])
  return into
}

/** `$schema`, `$comment`: the file's own annotations, which no renderer code reads */
const annotation = (key: string) => key.startsWith('$')

const ownProperties = (schemas: Json[]) => schemas.flatMap((b) => Object.entries((b.properties as Record<string, Json>) ?? {}).filter(([k]) => !annotation(k)))

/**
 * The shapes a meta node allows: one per alternative (a oneOf/anyOf branch, or an allOf `if kind
 * then` part), each with the properties every shape shares; else one shape.
 */
function metaVariants(node: Json): Variant<Json>[] {
  const n = resolve(node)
  const shared: Json[] = [n]
  const alternatives: { kinds: string[] | null; schemas: Json[] }[] = []
  for (const a of (n.allOf as Json[]) ?? []) {
    if (a.if && a.then) alternatives.push({ kinds: kindsOf([a.if as Json]), schemas: branches(a.then as Json) })
    else shared.push(...branches(a))
  }
  for (const b of [...((n.oneOf as Json[]) ?? []), ...((n.anyOf as Json[]) ?? [])]) {
    const schemas = branches(b)
    alternatives.push({ kinds: kindsOf(schemas), schemas })
  }
  const shape = (kinds: string[] | null, schemas: Json[]): Variant<Json> => {
    const properties = addAll(new Map<string, Json[]>(), ownProperties(schemas))
    // additionalProperties: false admits only the node's own properties; other parts only refine them
    for (const closed of [n, ...schemas].filter((s) => s.additionalProperties === false && s.properties)) {
      for (const k of properties.keys()) if (!(k in (closed.properties as Json))) properties.delete(k)
    }
    return { kinds, properties }
  }
  // a branch that only requires one key or another names no shape of its own
  const shapes = alternatives.filter((a) => a.kinds || ownProperties(a.schemas).length)
  if (!shapes.length) return [shape(kindsOf(shared), shared)]
  return shapes.map((a) => shape(a.kinds, [...shared, ...a.schemas]))
}

/** what a list or a map of the meta node holds (items / additionalProperties), over its branches */
function metaItems(node: Json, key: 'items' | 'additionalProperties'): Json[] {
  return branches(node).flatMap((b) => (b[key] && typeof b[key] === 'object' ? [b[key] as Json] : []))
}

const file = join(ROOT, 'renderer', 'schema', 'types.ts')
const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext })
const checker = program.getTypeChecker()
const source = program.getSourceFile(file)!

function exported(name: string): ts.Type {
  const symbol = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name === name)
  if (!symbol) throw new Error(`renderer/schema/types.ts exports no ${name}`)
  return checker.getDeclaredTypeOfSymbol(symbol)
}

/** the object members of a type: a union or intersection of objects, undefined and null left out */
function objects(type: ts.Type): ts.Type[] {
  const t = checker.getNonNullableType(type)
  if (t.isUnion()) return t.types.flatMap(objects)
  return t.flags & ts.TypeFlags.Object || t.isIntersection() ? [t] : []
}

/** the element type of an array type */
function elementOf(type: ts.Type): ts.Type | undefined {
  const arrays = objects(type).filter((t) => checker.isArrayType(t) || checker.isTupleType(t))
  const elements = arrays.flatMap((t) => checker.getTypeArguments(t as ts.TypeReference))
  return elements.length ? elements[0] : undefined
}

/** the value type of a string index signature (a Record) */
const valueOf = (type: ts.Type): ts.Type | undefined => objects(type).map((t) => checker.getIndexTypeOfType(t, ts.IndexKind.String)).find(Boolean)

/** the `kind` literals of an object type; null when its kind is no literal (or it has none) */
function typeKinds(type: ts.Type): string[] | null {
  const kind = type.getProperty('kind')
  if (!kind) return null
  const t = checker.getNonNullableType(checker.getTypeOfSymbol(kind))
  const literals = (t.isUnion() ? t.types : [t]).filter((m) => m.isStringLiteral())
  return literals.length ? literals.map((m) => (m as ts.StringLiteralType).value) : null
}

/** the shapes a type allows: one per object member of a union */
function typeVariants(types: ts.Type[]): Variant<ts.Type>[] {
  return types
    .flatMap(objects)
    .filter((t) => !checker.isArrayType(t) && !checker.isTupleType(t))
    .map((t) => ({
      kinds: typeKinds(t),
      properties: addAll(
        new Map(),
        checker
          .getPropertiesOfType(t)
          .filter((p) => !annotation(p.name))
          .map((p) => [p.name, checker.getTypeOfSymbol(p)] as [string, ts.Type]),
      ),
    }))
}

interface Mismatch {
  path: string
  onlyInMeta: string[]
  onlyInTypes: string[]
}

const nodeIds = new Map<Json, number>()
const nodeId = (node: Json) => nodeIds.get(resolve(node)) ?? (nodeIds.set(resolve(node), nodeIds.size), nodeIds.size - 1)

/** the paths of every pair of objects compared */
const compared: string[] = []

const merged = <T>(variants: Variant<T>[]) => variants.reduce((all, v) => addAll(all, [...v.properties].flatMap(([k, vs]) => vs.map((x) => [k, x] as [string, T]))), new Map<string, T[]>())

/**
 * Walks meta nodes and types together, collecting the objects whose keys differ. Shapes told apart
 * by `kind` on both sides are paired by kind; otherwise all shapes of a side count as one.
 */
function compare(nodes: Json[], types: ts.Type[], path: string, out: Mismatch[], seen: Set<string>): void {
  // a recursive part (tabs of fields, a detail table's columns) is compared once
  const id = `${nodes.map(nodeId).join(',')}|${types.map((t) => (t as { id?: number }).id).join(',')}`
  if (seen.has(id) || !nodes.length || !types.length) return
  seen.add(id)
  const metaShapes = nodes.flatMap(metaVariants).filter((v) => v.properties.size)
  const typeShapes = typeVariants(types).filter((v) => v.properties.size)
  // a free-form object on either side (props, a request template) has no keys to agree on
  if (metaShapes.length && typeShapes.length) {
    const byKind = metaShapes.every((v) => v.kinds) && typeShapes.every((v) => v.kinds)
    const pairs: [string, Map<string, Json[]>, Map<string, ts.Type[]>][] = []
    if (byKind) {
      const metaKinds = new Set(metaShapes.flatMap((v) => v.kinds!))
      const typeKinds = new Set(typeShapes.flatMap((v) => v.kinds!))
      const onlyInMeta = [...metaKinds].filter((k) => !typeKinds.has(k)).sort()
      const onlyInTypes = [...typeKinds].filter((k) => !metaKinds.has(k)).sort()
      if (onlyInMeta.length || onlyInTypes.length) out.push({ path: `${path}/kind`, onlyInMeta, onlyInTypes })
      for (const kind of metaKinds) {
        const of = <T>(shapes: Variant<T>[]) => merged(shapes.filter((v) => v.kinds!.includes(kind)))
        if (typeKinds.has(kind)) pairs.push([`${path}(${kind})`, of(metaShapes), of(typeShapes)])
      }
    } else pairs.push([path, merged(metaShapes), merged(typeShapes)])
    for (const [at, props, typeProps] of pairs) {
      compared.push(at || '/')
      const onlyInMeta = [...props.keys()].filter((k) => !typeProps.has(k)).sort()
      const onlyInTypes = [...typeProps.keys()].filter((k) => !props.has(k)).sort()
      if (onlyInMeta.length || onlyInTypes.length) out.push({ path: at || '/', onlyInMeta, onlyInTypes })
      for (const [k, schemas] of props) compare(schemas, typeProps.get(k) ?? [], `${at}/${k}`, out, seen)
    }
  }
  const elements = types.map(elementOf).filter((t): t is ts.Type => Boolean(t))
  compare(nodes.flatMap((n) => metaItems(n, 'items')), elements, `${path}[]`, out, seen)
  const values = types.map(valueOf).filter((t): t is ts.Type => Boolean(t))
  compare(nodes.flatMap((n) => metaItems(n, 'additionalProperties')), values, `${path}{}`, out, seen)
}

/** keys the types have on purpose where the meta-schema refuses them in a file, and why */
const CODE_ONLY: Record<string, { keys: string[]; why: string }> = {
  '(list)/search[]/rule': { keys: ['label', 'required', 'requiredMessage'], why: 'a field spec built by code (the approval form) carries the whole rule; a file names label and required on the field' },
}

describe('screen types and the meta-schema', () => {
  it('name the same keys at every level, from the screen down', () => {
    const out: Mismatch[] = []
    compare([meta], [exported('ScreenSchema')], '', out, new Set())
    const expected = Object.entries(CODE_ONLY).map(([path, { keys }]) => ({ path, onlyInMeta: [], onlyInTypes: keys }))
    expect(out).toEqual(expected)
    // the walk reached the dialogs, fields, columns, actions and wizard steps (97 objects today)
    expect(compared.length).toBeGreaterThan(80)
    expect(compared).toEqual(expect.arrayContaining(['(list)/dialogs{}(form)', '(list)/search[]/rule', '(list)/columns[]/toggle', '(wizard)/steps[]/array', '(cards)/card']))
  })

  it('name each key found on one side only, with its path', () => {
    const out: Mismatch[] = []
    compare([{ $ref: '#/definitions/column' }], [exported('ButtonSpec')], '/columns[]', out, new Set())
    expect(out[0].path).toBe('/columns[]')
    expect(out[0].onlyInMeta).toContain('field')
    expect(out[0].onlyInTypes).toContain('action')
  })
})
