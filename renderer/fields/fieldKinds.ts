/**
 * The field-kind registry (JSON Forms' renderer registry, in Formily's terms): a screen schema names
 * a `component`; the kind says how a value of it is edited (the Formily-connected component, its
 * default props), searched (`search`: the plain control of a list's search form) and shown (`cell`:
 * the column kind of a list cell or detail item bound to a property the kind fits), its value
 * type, its default placeholder, whether its required message says 请选择 (a choice) rather than
 * 请输入, and how well it fits an entity property when the screen names no component (`rank`,
 * JSON Forms' tester): the compiler, the search form and the columns name no component. The
 * engine's kinds are in ./kinds/ (light descriptors a list reads without Formily; their form side
 * is ./kinds/forms.ts); the application may define more (`defineFieldKind`) before rendering.
 *
 * A kind gives its form component either directly (`component`: bundled with the renderer) or as a
 * loader (`load`: a dynamic import, so a screen that does not use the kind never downloads it).
 * Loaded kinds are fetched before the fields mount: ScreenRenderer waits for every kind its schema
 * names (`screenFieldKinds`), compiling a field starts its kind's load, and FormFields suspends
 * while a kind it renders is still loading (`loadFieldKinds` resolves when they are all there).
 */
import type { ElementType } from 'react'
import type { EntityProperty } from '../../common/entity-fields'
import type { ColumnKindName, FieldSpan } from '../schema/types'
import type { SearchWidget } from './search/searchWidget'

/** any component (its props are the field's business): ElementType leaves them open */
type AnyComponent = ElementType

interface FieldKindBase {
  /** default component props (a schema's `props` and `placeholder` override them) */
  props?: Record<string, unknown>
  /** a choice: the required message says 请选择 */
  select?: boolean
  /** takes options (static `options` or `remote`) */
  options?: boolean
  /** initial value when the entity gives none (e.g. false for a Switch) */
  emptyValue?: unknown
  /** the initial value when it depends on the field's props (e.g. a picker's valueType); wins over emptyValue */
  emptyValueOf?(props: Record<string, unknown>): unknown
  /** the value's type in the form (default: the entity property's type, else string) */
  valueType?: 'string' | 'number' | 'boolean' | 'array' | 'object'
  /** the default placeholder: 请输入{label} ('input') or 请选择{label} ('select'); none: the control's own */
  placeholder?: 'input' | 'select'
  /** takes the rule's maximum length as its maxLength prop (the text kinds) */
  maxLength?: boolean
  /**
   * its default room in a form grid: 'short' (one cell, a narrow control: a number), 'full' (the
   * whole row: a text area, an upload); default one cell. A field's `span` overrides it.
   */
  span?: Exclude<FieldSpan, 'normal'>
  /**
   * how well the kind fits an entity property (undefined: a field no property backs) when the
   * screen names no component: 0 not at all; the highest rank wins
   */
  rank?(p: EntityProperty | undefined): number
  /** its control in a list's search form (none: the kind cannot be searched by) */
  search?: SearchWidget
  /** the column kind that shows its value in a list cell or detail item naming no `kind` (default text) */
  cell?: ColumnKindName
}

/** how a form edits the value: the component, or a loader of it */
export type FieldKindForm =
  | { component: AnyComponent; load?: undefined }
  /**
   * loads the component on demand, e.g. `() => import('./widgets/Upload').then((m) => m.Upload)`;
   * `component` is filled in once it has loaded
   */
  | { component?: AnyComponent; load: () => Promise<AnyComponent | { default: AnyComponent }> }

/**
 * A kind with neither `component` nor `load` is searched and shown but edited by no form until its
 * form side is provided (the engine's own light kinds: ./kinds/forms.ts).
 */
export type FieldKind = FieldKindBase & (FieldKindForm | { component?: undefined; load?: undefined })

export type NamedFieldKind = FieldKind & { name: string }

const kinds = new Map<string, NamedFieldKind>()
/** loads under way, by kind name */
const loading = new Map<string, Promise<void>>()

/** Defines a field kind (replacing one of the same name); returns the kind as registered. */
export function defineFieldKind(kind: NamedFieldKind): NamedFieldKind {
  const { name, ...rest } = kind
  return registerFieldKind(name, rest as FieldKind)
}

/** bumped by every definition: answers derived from the kinds (../compile/screenFieldKinds.ts) are stale after one */
let definitions = 0
export const fieldKindDefinitions = (): number => definitions

export function registerFieldKind(name: string, kind: FieldKind): NamedFieldKind {
  const registered = { ...kind, name }
  kinds.set(name, registered)
  definitions++
  loading.delete(name)
  failures.delete(name)
  return registered
}

export function getFieldKind(name: string): NamedFieldKind {
  const kind = kinds.get(name)
  if (!kind) throw new Error(`renderer: unknown field component "${name}" (known: ${[...kinds.keys()].join(', ')})`)
  return kind
}

/** The kind of that name, or undefined. */
export const findFieldKind = (name: string): NamedFieldKind | undefined => kinds.get(name)

/**
 * Gives a light kind its form side: the form code provides the components of the engine's own kinds
 * (./kinds/forms.ts), so a list, which reads only their descriptors, carries none of them (nor
 * the preload lists of their loaders). A kind defined again since (an application's own) keeps its own.
 */
export function provideFieldKindForm(kind: NamedFieldKind, form: FieldKindForm): void {
  if (kinds.get(kind.name) === kind && !kind.component && !kind.load) Object.assign(kind, form)
}

export function fieldKindNames(): string[] {
  return [...kinds.keys()]
}

/** The kind a property gets when the screen names none: the best `rank` (Input when none ranks). */
export function defaultFieldKind(p: EntityProperty | undefined): string {
  let best = 'Input'
  let bestRank = 0
  for (const [name, kind] of kinds) {
    const r = kind.rank?.(p) ?? 0
    if (r > bestRank) [best, bestRank] = [name, r]
  }
  return best
}

/**
 * Starts loading the controls of the named kinds that load their own (a descriptor's `load`), as a
 * route does before the form side is there; the others come with the form side (./kinds/forms.ts).
 */
export function preloadFieldKindControls(names: Iterable<string>): Promise<void> | null {
  return loadFieldKinds([...names].filter((name) => kinds.get(name)?.load))
}

/** True when the kind's component is at hand (bundled, or loaded); unknown names count as ready. */
export function isFieldKindReady(name: string): boolean {
  const kind = kinds.get(name)
  return !kind || Boolean(kind.component)
}

/** kinds whose last load failed (the next render that needs them reports it, the one after retries) */
const failures = new Map<string, unknown>()

function loadKind(name: string, kind: NamedFieldKind): Promise<void> {
  let p = loading.get(name)
  if (!p) {
    const load = kind.load ?? (() => Promise.reject(new Error(`renderer: the field kind "${name}" has no form component`)))
    p = load().then(
      (m) => {
        const component = typeof m === 'object' && m !== null && 'default' in m ? m.default : (m as AnyComponent)
        if (kinds.get(name) === kind) kind.component = component
      },
      (e: unknown) => {
        loading.delete(name)
        failures.set(name, e)
        throw e
      },
    )
    loading.set(name, p)
  }
  return p
}

/**
 * Starts loading the named kinds that are not ready yet; null when all of them are (unknown names
 * are ignored: compiling reports them), else a promise that resolves when they have loaded.
 */
export function loadFieldKinds(names: Iterable<string>): Promise<void> | null {
  const pending: Promise<void>[] = []
  for (const name of new Set(names)) {
    const kind = kinds.get(name)
    if (kind && !kind.component) pending.push(loadKind(name, kind))
  }
  return pending.length ? Promise.all(pending).then(() => undefined) : null
}

/**
 * For a render that needs the named kinds: returns when they are all ready, else suspends (throws
 * the loading promise to the nearest Suspense boundary), or throws the error of a failed load.
 */
export function suspendForFieldKinds(names: Iterable<string>): void {
  const list = [...names]
  for (const name of list) {
    if (!failures.has(name)) continue
    const e = failures.get(name)
    failures.delete(name)
    throw e
  }
  const p = loadFieldKinds(list)
  if (p) throw p
}
