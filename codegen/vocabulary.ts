/**
 * The one vocabulary of screen schemas (issue 10) and the way from the old one. Used twice: by
 * scripts/codemod-vocabulary.ts, which rewrites files, and by the checker, which names every old
 * key still written (file, JSON path, the new key) so a file copied from an old screen fails
 * schemas:check instead of being silently ignored by the renderer.
 *
 * - `kind` is the only discriminator: `type` naming an action, column, detail item or afterSave
 *   kind becomes `kind`; `type` naming an antd style (a button's, the status alert's) becomes `variant`.
 * - A widget's UI strings live in one `texts` map: `addText`, `emptyMessage`, `successMessage`…
 *   become `texts.add`, `texts.empty`, `texts.success`… (TEXT_KEYS; the stem without Text/Message).
 *   Not inside `props`: there they are the component's own props (an Upload's buttonText).
 *
 * Migration is idempotent: a file already in the new vocabulary comes out unchanged.
 */

export interface Rename {
  /** JSON pointer of the old key */
  path: string
  from: string
  /** the new key, e.g. "kind", "variant" or "texts.add" */
  to: string
}

/**
 * The old UI-string keys of screen widgets (meta-schema), each moving into the widget's `texts`
 * map under its stem: `firstRowText` -> `texts.firstRow`, `tabErrorMessage` -> `texts.tabError`.
 */
export const TEXT_KEYS = [
  'addText',
  'allText',
  'buttonText',
  'collapseText',
  'deleteText',
  'emptyMessage',
  'emptyText',
  'expandText',
  'firstRowText',
  'incompleteMessage',
  'invalidMessage',
  'missingMessage',
  'nextText',
  'notUploadedText',
  'prevText',
  'requiredMessage',
  'restoredMessage',
  'saveText',
  'submitText',
  'successMessage',
  'tabErrorMessage',
  'uploadedText',
  'viewText',
] as const

const textKeys = new Set<string>(TEXT_KEYS)

/** `texts` key of an old UI-string key: the stem without Text / Message. */
export const textStem = (key: string): string => key.replace(/(Text|Message)$/, '')

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

function migrateObject(obj: Json, path: string, parentKey: string, inProps: boolean, renames: Rename[]): Json {
  const out: Json = {}
  // the widget's texts: those already written, then the old keys moved in (at the first one's place)
  const texts: Json | undefined = isObject(obj.texts) ? { ...obj.texts } : undefined
  let moved: Json | undefined
  for (const [key, value] of Object.entries(obj)) {
    const here = `${path}/${key}`
    if (key === 'type' && parentKey !== 'props' && typeof value === 'string') {
      const to = typeName(obj, parentKey)
      if (to in obj) throw new Error(`${here}: both "type" and "${to}"`)
      renames.push({ path: here, from: key, to })
      out[to] = value
    } else if (!inProps && textKeys.has(key) && (typeof value === 'string' || isObject(value))) {
      const stem = textStem(key)
      if (texts && stem in texts) throw new Error(`${here}: both "${key}" and "texts.${stem}"`)
      moved ??= {}
      moved[stem] = value
      renames.push({ path: here, from: key, to: `texts.${stem}` })
      if (!texts && !('texts' in out)) out.texts = moved
    } else if (key === 'texts' && texts) {
      out.texts = texts
    } else {
      out[key] = migrate(value, here, key, inProps || key === 'props', renames)
    }
  }
  if (moved && texts) Object.assign(texts, moved)
  return out
}

function migrate(node: unknown, path: string, parentKey: string, inProps: boolean, renames: Rename[]): unknown {
  if (Array.isArray(node)) return node.map((v, i) => migrate(v, `${path}/${i}`, parentKey, inProps, renames))
  if (!isObject(node)) return node
  return migrateObject(node, path, parentKey, inProps, renames)
}

/** A screen (or screen fragment) in the new vocabulary, and every rename made to get there. */
export function migrateVocabulary(json: unknown): { json: unknown; renames: Rename[] } {
  const renames: Rename[] = []
  return { json: migrate(json, '', '', false, renames), renames }
}
