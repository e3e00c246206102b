/**
 * The one vocabulary of screen schemas (issue 10) and the way from the old one. Used twice: by
 * scripts/codemod-vocabulary.ts, which rewrites files, and by the checker, which names every old
 * key still written (file, JSON path, the new key) so a file copied from an old screen fails
 * schemas:check instead of being silently ignored by the renderer.
 *
 * - `kind` is the only discriminator: `type` naming an action, column, detail item or afterSave
 *   kind becomes `kind`; `type` naming an antd style (a button's, the status alert's) becomes `variant`.
 *
 * Migration is idempotent: a file already in the new vocabulary comes out unchanged.
 */

export interface Rename {
  /** JSON pointer of the old key */
  path: string
  from: string
  /** the new key, e.g. "kind" or "variant" */
  to: string
}

type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v)

/**
 * The new name of `type` in this object (not in `props` itself: there `type` is the component's
 * own prop; a column spec inside props, e.g. a DetailTable's, is still migrated).
 * A button's and an alert's style is its `variant`.
 */
function typeName(obj: Json, parentKey: string): string {
  return 'action' in obj || parentKey === 'statusAlert' ? 'variant' : 'kind'
}

function migrateObject(obj: Json, path: string, parentKey: string, renames: Rename[]): Json {
  const out: Json = {}
  for (const [key, value] of Object.entries(obj)) {
    const here = `${path}/${key}`
    if (key === 'type' && parentKey !== 'props' && typeof value === 'string') {
      const to = typeName(obj, parentKey)
      if (to in obj) throw new Error(`${here}: both "type" and "${to}"`)
      renames.push({ path: here, from: key, to })
      out[to] = value
    } else {
      out[key] = migrate(value, here, key, renames)
    }
  }
  return out
}

function migrate(node: unknown, path: string, parentKey: string, renames: Rename[]): unknown {
  if (Array.isArray(node)) return node.map((v, i) => migrate(v, `${path}/${i}`, parentKey, renames))
  if (!isObject(node)) return node
  return migrateObject(node, path, parentKey, renames)
}

/** A screen (or screen fragment) in the new vocabulary, and every rename made to get there. */
export function migrateVocabulary(json: unknown): { json: unknown; renames: Rename[] } {
  const renames: Rename[] = []
  return { json: migrate(json, '', '', renames), renames }
}
