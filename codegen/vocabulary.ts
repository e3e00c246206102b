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
 * - One row-to-request template (common/request-template.ts): `keysAs: "ids"`, `nodeAs: "depid"`,
 *   `fromRow: {"Id": "Id"}` become `body: {"ids": "{$keys}", "depid": "{$node}", "Id": "{$row.Id}"}`;
 *   `valuesFromRow: {"A": "B"}` becomes `initialValues: {"A": "{$row.B}"}`; the wizard check's
 *   `fromRecord: {"WorkNo": "WorkNo"}` becomes `body: {"WorkNo": "{$record.WorkNo}"}`.
 * - One endpoint shape `{method, url, query?}`: an export's `params: {"orgid": "DepId"}` (endpoint
 *   parameter -> search value) becomes its endpoint's `query: {"orgid": "{DepId}"}`, filled from
 *   the search values as any endpoint's query is from the record the call is about.
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

/** The old row-to-request keys: into which template each goes, and how one entry is written there. */
const TEMPLATE_KEYS: Record<string, { to: 'body' | 'initialValues'; entries(value: unknown): [string, string][] }> = {
  keysAs: { to: 'body', entries: (v) => (typeof v === 'string' ? [[v, '{$keys}']] : []) },
  nodeAs: { to: 'body', entries: (v) => (typeof v === 'string' ? [[v, '{$node}']] : []) },
  fromRow: { to: 'body', entries: (v) => Object.entries(isObject(v) ? v : {}).map(([k, f]) => [k, `{$row.${String(f)}}`]) },
  valuesFromRow: { to: 'initialValues', entries: (v) => Object.entries(isObject(v) ? v : {}).map(([k, f]) => [k, `{$row.${String(f)}}`]) },
  fromRecord: { to: 'body', entries: (v) => Object.entries(isObject(v) ? v : {}).map(([k, f]) => [k, `{$record.${String(f)}}`]) },
}

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

/** Moves old keys into one map of the object (texts, body, initialValues), at the first one's place or into the map already written. */
class MapInto {
  private readonly written: Json | undefined
  private moved: Json | undefined
  constructor(
    private readonly obj: Json,
    private readonly key: string,
  ) {
    this.written = isObject(obj[key]) ? { ...obj[key] } : undefined
  }
  add(out: Json, here: string, from: string, entries: [string, unknown][]) {
    for (const [name] of entries) {
      if ((this.written && name in this.written) || (this.moved && name in this.moved)) throw new Error(`${here}: both "${from}" and "${this.key}.${name}"`)
    }
    this.moved ??= {}
    for (const [name, value] of entries) this.moved[name] = value
    if (!this.written && !(this.key in out)) out[this.key] = this.moved
  }
  /** the map already written, when the object has one (its old keys are added to it at the end) */
  current(): Json | undefined {
    return this.written
  }
  finish() {
    if (this.moved && this.written) Object.assign(this.written, this.moved)
  }
}

function migrateObject(obj: Json, path: string, parentKey: string, inProps: boolean, renames: Rename[]): Json {
  const out: Json = {}
  const maps: Record<string, MapInto> = { texts: new MapInto(obj, 'texts'), body: new MapInto(obj, 'body'), initialValues: new MapInto(obj, 'initialValues') }
  for (const [key, value] of Object.entries(obj)) {
    const here = `${path}/${key}`
    const template = TEMPLATE_KEYS[key]
    if (key === 'type' && parentKey !== 'props' && typeof value === 'string') {
      const to = typeName(obj, parentKey)
      if (to in obj) throw new Error(`${here}: both "type" and "${to}"`)
      renames.push({ path: here, from: key, to })
      out[to] = value
    } else if (!inProps && textKeys.has(key) && (typeof value === 'string' || isObject(value))) {
      const stem = textStem(key)
      maps.texts.add(out, here, key, [[stem, value]])
      renames.push({ path: here, from: key, to: `texts.${stem}` })
    } else if (!inProps && template && (typeof value === 'string' || isObject(value))) {
      const entries = template.entries(value)
      maps[template.to].add(out, here, key, entries)
      renames.push({ path: here, from: key, to: entries.length === 1 ? `${template.to}.${entries[0][0]}` : template.to })
    } else if (!inProps && key in maps && maps[key].current()) {
      out[key] = maps[key].current()
    } else {
      out[key] = migrate(value, here, key, inProps || key === 'props', renames)
    }
  }
  for (const m of Object.values(maps)) m.finish()
  if (!inProps && obj.kind === 'export' && isObject(obj.params) && isObject(out.api)) {
    const query = Object.fromEntries(Object.entries(obj.params).map(([param, name]) => [param, `{${String(name)}}`]))
    out.api = { ...out.api, query: { ...(isObject(out.api.query) ? out.api.query : {}), ...query } }
    delete out.params
    renames.push({ path: `${path}/params`, from: 'params', to: 'api.query' })
  }
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
