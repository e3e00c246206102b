/**
 * `$ref` in screen and entity schemas: a part written once (a fragment under schemas/fragments/, or
 * a `$defs` entry of the same file) and used in several places. Every reader of schemas/ resolves
 * them the same way: the Vite plugin for the browser and its tests (codegen/vite-schema-refs.ts),
 * the checker and codegen (codegen/load-schemas.ts), the server's entity registry (common/entities.ts).
 *
 * An object `{ "$ref": "<file>#<pointer>", ...siblings }` becomes a copy of what the reference names,
 * with the siblings laid over it: an object sibling merges into the object there (deeply), any other
 * value replaces; a sibling whose key is a JSON pointer ("/columns/5/title") sets that one place.
 * `<file>` is relative to the file holding the reference; without it the pointer is into that file.
 * An array item whose reference names an array is replaced by that array's items.
 * A root `$defs` holds local parts only and is dropped from the result; so is the root `$comment` of a
 * fragment named whole (it describes the fragment, not the place that uses it). A reference to another
 * entity file (an array property's `items`) is JSON Schema's own and stays as it is.
 */

/** Reads a schema file by its path below schemas/ (e.g. "fragments/employee-detail.json"). */
export type ReadSchema = (path: string) => unknown

type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** "screens/hrm/x.json" + "../../fragments/y.json" -> "fragments/y.json" */
export function joinSchemaPath(from: string, ref: string): string {
  const parts = from.split('/').slice(0, -1)
  for (const p of ref.split('/')) {
    if (p === '..') parts.pop()
    else if (p !== '.' && p !== '') parts.push(p)
  }
  return parts.join('/')
}

const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~')

function at(doc: unknown, pointer: string, where: string): unknown {
  let node = doc
  for (const token of pointer.split('/').slice(1).map(unescape)) {
    if (!isObject(node) && !Array.isArray(node)) throw new Error(`${where}: $ref pointer ${pointer} does not exist`)
    node = (node as Json)[token]
    if (node === undefined) throw new Error(`${where}: $ref pointer ${pointer} does not exist`)
  }
  return node
}

function setAt(doc: unknown, pointer: string, value: unknown, where: string): void {
  const tokens = pointer.split('/').slice(1).map(unescape)
  const last = tokens.pop()
  const parent = at(doc, '/' + tokens.join('/'), where)
  if (last === undefined || (!isObject(parent) && !Array.isArray(parent))) throw new Error(`${where}: cannot set ${pointer}`)
  ;(parent as Json)[last] = value
}

function merge(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over
  const out: Json = { ...base }
  for (const [k, v] of Object.entries(over)) out[k] = k in out ? merge(out[k], v) : v
  return out
}

/** The document `file` (a path below schemas/) with every `$ref` replaced by what it names. */
export function resolveSchemaRefs(doc: unknown, file: string, read: ReadSchema): unknown {
  const docs = new Map<string, unknown>([[file, doc]])
  const load = (path: string) => {
    if (!docs.has(path)) docs.set(path, read(path))
    return docs.get(path)
  }
  const walk = (node: unknown, inFile: string, stack: string[]): unknown => {
    // an item of an array whose $ref names an array is spread into it (shared leading columns)
    if (Array.isArray(node))
      return node.flatMap((n) => {
        const value = walk(n, inFile, stack)
        return isObject(n) && typeof n.$ref === 'string' && Array.isArray(value) ? value : [value]
      })
    if (!isObject(node)) return node
    if (typeof node.$ref !== 'string') {
      const out: Json = {}
      for (const [k, v] of Object.entries(node)) out[k] = walk(v, inFile, stack)
      return out
    }
    const [target, pointer = ''] = node.$ref.split('#')
    const targetFile = target ? joinSchemaPath(inFile, target) : inFile
    if (targetFile !== inFile && targetFile.startsWith('entities/')) return node // an entity's reference to another entity stays (JSON Schema's own)
    const key = `${targetFile}#${pointer}`
    if (stack.includes(key)) throw new Error(`${inFile}: $ref ${node.$ref} refers to itself (${[...stack, key].join(' -> ')})`)
    let value = walk(at(load(targetFile), pointer, inFile), targetFile, [...stack, key])
    if (isObject(value) && pointer === '') value = withoutNotes(value)
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref') continue
      const over = walk(v, inFile, stack)
      if (k.startsWith('/')) {
        value = structuredClone(value)
        setAt(value, k, over, inFile)
      } else value = merge(value, { [k]: over })
    }
    return value
  }
  const out = walk(doc, file, [])
  return isObject(out) ? withoutDefs(out) : out
}

function withoutDefs(doc: Json): Json {
  const { $defs: _defs, ...rest } = doc
  return rest
}

/** A fragment named whole, without what only its own file needs: `$defs` and the `$comment` about it. */
function withoutNotes(doc: Json): Json {
  const { $comment: _comment, ...rest } = withoutDefs(doc)
  return rest
}

/** Whether a document uses `$ref` anywhere (resolving is skipped for the many that do not). */
export const hasSchemaRefs = (text: string) => text.includes('"$ref"')
