/**
 * The one walker over a screen schema and the references it makes. The meta-schema marks every key
 * that refers to something outside the node with `x-ref` (a field of the entity in force, an
 * entity, a dialog, a screen route, a permission code) and its endpoint definition with
 * `"x-ref": "endpoint"` (an endpoint is any object with method and url); REF_KEYS is that list as code
 * and tests/schema/schema-walk.test.ts keeps the two in step. The checker resolves every reference,
 * the screen registry collects the entities (src/screens/entityNames.ts) and the renderer the
 * field kinds (renderer/compile/formSchema.ts) from the same walk.
 */
import { fieldsOf, type Condition } from './conditions'
import { templatePlaceholders } from './request-template'

export type RefKind = 'field' | 'entity' | 'dialog' | 'route' | 'permission' | 'endpoint'

/** Keys whose value refers to something, by what they refer to (conditions: any key ending in `When`). */
export const REF_KEYS: Record<string, RefKind> = {
  field: 'field',
  keyField: 'field',
  urlField: 'field',
  nameField: 'field',
  photoField: 'field',
  titleField: 'field',
  subtitleField: 'field',
  coverField: 'field',
  descriptionField: 'field',
  metaFields: 'field',
  yearsFrom: 'field',
  clears: 'field',
  entity: 'entity',
  dialog: 'dialog',
  reviewDialog: 'dialog',
  open: 'dialog',
  route: 'route',
  permission: 'permission',
}

/** Row-to-request templates (common/request-template.ts): their `{$row.Field}` / `{$record.Field}` name fields. */
const TEMPLATES = new Set(['body', 'initialValues'])

/** Keys under which names belong to a widget or to the backend's items, not to the entity in force. */
const OWN_NAMES = new Set(['props', 'uploads', 'files'])

/** Keys whose whole value is a reference (a condition, a request template): the walk reads them, not their insides. */
const consumed = (key: string) => key.endsWith('When') || key === 'setWhen' || key === 'equalTo' || TEMPLATES.has(key)

/** Where a node stands: its JSON path, the entity and the dialogs in force, and whether it is a widget's own configuration. */
export interface WalkContext {
  path: string
  /** the nearest `entity` named on this node or above it */
  entity?: string
  /** the keys of `dialogs` on this node and above it */
  dialogs: ReadonlySet<string>
  /**
   * inside a field's `props` (a widget's configuration: its columns, row fields) or a wizard step's
   * `uploads` (the server items' fields) or `files` (the keys of a stored file): names there are
   * not the entity's
   */
  inProps: boolean
  /** the key under which the node (or the array holding it) stands */
  key?: string
}

export type Visit = (node: Record<string, unknown>, ctx: WalkContext) => void

/** Calls `visit` on every object of a screen schema, outermost first. */
export function walkScreen(schema: unknown, visit: Visit): void {
  const walk = (node: unknown, ctx: WalkContext) => {
    if (Array.isArray(node)) return node.forEach((v, i) => walk(v, { ...ctx, path: `${ctx.path}/${i}` }))
    if (!node || typeof node !== 'object') return
    const obj = node as Record<string, unknown>
    const here: WalkContext = {
      ...ctx,
      entity: typeof obj.entity === 'string' ? obj.entity : ctx.entity,
      dialogs: obj.dialogs && typeof obj.dialogs === 'object' ? new Set([...ctx.dialogs, ...Object.keys(obj.dialogs)]) : ctx.dialogs,
    }
    visit(obj, here)
    for (const [key, value] of Object.entries(obj))
      if (value && typeof value === 'object' && !consumed(key)) walk(value, { ...here, key, path: `${here.path}/${key}`, inProps: here.inProps || OWN_NAMES.has(key) })
  }
  walk(schema, { path: '', dialogs: new Set(), inProps: false })
}

export interface Reference {
  kind: RefKind
  /** a field or entity name, a dialog key, a route, a permission code, or "METHOD url" */
  name: string
  path: string
  ctx: WalkContext
}

const isEndpoint = (v: Record<string, unknown>) => typeof v.method === 'string' && typeof v.url === 'string'

/** The references a node makes itself (not those of its children). */
export function referencesOf(obj: Record<string, unknown>, ctx: WalkContext): Reference[] {
  const out: Reference[] = []
  const ref = (kind: RefKind, name: unknown, path: string) => {
    if (typeof name === 'string') out.push({ kind, name, path, ctx })
  }
  if (isEndpoint(obj)) ref('endpoint', `${String(obj.method).toUpperCase()} ${String(obj.url)}`, ctx.path)
  for (const [key, value] of Object.entries(obj)) {
    const here = `${ctx.path}/${key}`
    if (key === 'permission') ref('permission', value, here)
    if (ctx.inProps) continue // a widget's own names: only endpoints and permission codes are ours
    if (key === 'entity') ref('entity', value, here)
    else if (key === 'dialog' && obj.kind === 'dialog') ref('dialog', value, here)
    else if (key === 'reviewDialog') ref('dialog', value, here)
    else if (key === 'open' && obj.kind === 'cards') ref('dialog', value, here)
    else if (key === 'route' && obj.kind === 'screen') ref('route', value, here)
    else if (REF_KEYS[key] === 'field' && typeof value === 'string') ref('field', value, here)
    else if ((key === 'clears' || key === 'metaFields') && Array.isArray(value)) value.forEach((f, i) => ref('field', f, `${here}/${i}`))
    else if (TEMPLATES.has(key) && value && typeof value === 'object') {
      for (const p of templatePlaceholders(value)) if (p.field) ref('field', p.field, `${here}${p.path}`)
    }
    else if (key === 'setWhen' && Array.isArray(value))
      value.forEach((s: { when?: unknown }, i) => fieldsOf(s?.when as Condition).forEach((f) => ref('field', f, `${here}/${i}/when`)))
    else if (key === 'equalTo' && value && typeof value === 'object') ref('field', (value as { field?: unknown }).field, `${here}/field`)
    else if (key.endsWith('When') && value && typeof value === 'object') fieldsOf(value as Condition).forEach((f) => ref('field', f, here))
  }
  return out
}

/** Every reference of a screen schema, in document order. */
export function screenReferences(schema: unknown): Reference[] {
  const out: Reference[] = []
  walkScreen(schema, (obj, ctx) => out.push(...referencesOf(obj, ctx)))
  return out
}
