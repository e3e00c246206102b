/**
 * The field-kind registry (JSON Forms' renderer registry, in Formily's terms): a screen schema names
 * a `component`; the registry says which Formily-connected component renders it, with which default
 * props, and whether its required message says 请选择 (a choice) rather than 请输入.
 * The application may register more kinds (`registerFieldKind`) before rendering.
 *
 * A kind gives its component either directly (`component`: bundled with the renderer) or as a
 * loader (`load`: a dynamic import, so a screen that does not use the kind never downloads it).
 * Loaded kinds are fetched before the fields mount: ScreenRenderer waits for every kind its schema
 * names (`screenFieldKinds`), compiling a field starts its kind's load, and SchemaField suspends
 * while a kind it renders is still loading (`loadFieldKinds` resolves when they are all there).
 */
import { createElement, type ComponentType } from 'react'
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled'
import { Input } from '@formily/antd-v5/esm/input'
import { Password } from '@formily/antd-v5/esm/password'
import { Select } from '@formily/antd-v5/esm/select'
import { Switch } from '@formily/antd-v5/esm/switch'
import { Checkbox } from '@formily/antd-v5/esm/checkbox'
import { Radio } from '@formily/antd-v5/esm/radio'
import { DATE_FORMAT, disabledDate } from './dates'
import { FieldItem } from './FieldItem'
import { withRemoteOptions } from './remote'
import { staticIcon } from './staticIcon'
import { registerWidgetKinds } from '../widgets/register'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>

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
}

export type FieldKind = FieldKindBase &
  (
    | { component: AnyComponent; load?: undefined }
    /**
     * loads the component on demand, e.g. `() => import('./widgets/Upload').then((m) => m.Upload)`;
     * `component` is filled in once it has loaded
     */
    | { component?: AnyComponent; load: () => Promise<AnyComponent | { default: AnyComponent }> }
  )

const kinds = new Map<string, FieldKind>()
/** loads under way, by kind name */
const loading = new Map<string, Promise<void>>()

/** The key a kind is known by in Formily's components map ('Checkbox.Group' -> 'Checkbox_Group'). */
export const componentKey = (name: string) => name.replace(/[^A-Za-z0-9_]/g, '_')

let componentsCache: Record<string, ComponentType<unknown>> | null = null

export function registerFieldKind(name: string, kind: FieldKind): void {
  if (!kind.component && !kind.load) throw new Error(`renderer: field kind "${name}" needs a component or a load function`)
  kinds.set(name, { ...kind })
  loading.delete(name)
  failures.delete(name)
  componentsCache = null
  nameByKey = null
}

export function getFieldKind(name: string): FieldKind {
  const kind = kinds.get(name)
  if (!kind) throw new Error(`renderer: unknown field component "${name}" (known: ${[...kinds.keys()].join(', ')})`)
  return kind
}

export function fieldKindNames(): string[] {
  return [...kinds.keys()]
}

/** True when the kind's component is at hand (bundled, or loaded); unknown names count as ready. */
export function isFieldKindReady(name: string): boolean {
  const kind = kinds.get(name)
  return !kind || Boolean(kind.component)
}

/** kinds whose last load failed (the next render that needs them reports it, the one after retries) */
const failures = new Map<string, unknown>()

function loadKind(name: string, kind: FieldKind): Promise<void> {
  let p = loading.get(name)
  if (!p) {
    p = kind.load!().then(
      (m) => {
        const component = typeof m === 'object' && m !== null && 'default' in m ? m.default : (m as AnyComponent)
        if (kinds.get(name) === kind) {
          kind.component = component
          componentsCache = null
        }
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

let nameByKey: Map<string, string> | null = null
/** The kind a Formily component key stands for ('Checkbox_Group' -> 'Checkbox.Group'). */
export function fieldKindOfKey(key: string): string | undefined {
  if (!nameByKey) {
    nameByKey = new Map()
    for (const name of kinds.keys()) nameByKey.set(componentKey(name), name)
  }
  return nameByKey.get(key)
}

/** The component of a kind that loads on demand, until it has loaded: suspends, then renders it. */
const placeholders = new Map<string, ComponentType<unknown>>()
function placeholder(name: string): ComponentType<unknown> {
  let P = placeholders.get(name)
  if (!P) {
    const LoadingFieldKind = (props: object) => {
      suspendForFieldKinds([name])
      return createElement(kinds.get(name)!.component!, props)
    }
    P = LoadingFieldKind as ComponentType<unknown>
    placeholders.set(name, P)
  }
  return P
}

/** Formily's components map: every kind plus the FormItem decorator. */
export function fieldComponents(): Record<string, ComponentType<unknown>> {
  if (!componentsCache) {
    componentsCache = { FormItem: FieldItem as ComponentType<unknown> }
    for (const [name, kind] of kinds) componentsCache[componentKey(name)] = (kind.component ?? placeholder(name)) as ComponentType<unknown>
  }
  return componentsCache
}

const dateProps = { format: DATE_FORMAT, disabledDate, style: { width: '100%' } }

/** antd's clear icon, the same for every text field, as plain markup (./staticIcon.ts) */
const CLEAR = { clearIcon: staticIcon(CloseCircleFilled) }
function TextInput(props: Record<string, unknown>) {
  return createElement(Input as AnyComponent, { ...props, allowClear: props.allowClear === true ? CLEAR : props.allowClear })
}

registerFieldKind('Input', { component: TextInput, props: { allowClear: true } })
registerFieldKind('Password', { component: Password, props: { autoComplete: 'new-password' } })
registerFieldKind('TextArea', { component: Input.TextArea, props: { rows: 4, showCount: true } })
registerFieldKind('Select', { component: withRemoteOptions(Select), select: true, options: true, props: { allowClear: true, showSearch: true, optionFilterProp: 'label' } })
registerFieldKind('Switch', { component: Switch, select: true, emptyValue: false })
registerFieldKind('Checkbox.Group', { component: withRemoteOptions(Checkbox.Group), select: true, options: true })
registerFieldKind('Radio.Group', { component: withRemoteOptions(Radio.Group), select: true, options: true })
// heavier kinds load with the first screen that names them (rc-picker, rc-input-number)
registerFieldKind('NumberPicker', { load: () => import('@formily/antd-v5/esm/number-picker').then((m) => m.NumberPicker), props: { style: { width: '100%' } } })
registerFieldKind('DatePicker', { load: () => import('@formily/antd-v5/esm/date-picker').then((m) => m.DatePicker), select: true, props: dateProps })
registerFieldKind('TreeSelect', {
  load: () => import('../tree/TreeSelectField').then((m) => m.TreeSelectField),
  select: true,
  options: true,
  props: { allowClear: true, showSearch: true, treeNodeFilterProp: 'title', treeDefaultExpandAll: true, popupMatchSelectWidth: false, style: { minWidth: 180 } },
})
registerFieldKind('DateRangePicker', { load: () => import('@formily/antd-v5/esm/date-picker').then((m) => m.DatePicker.RangePicker), select: true, props: dateProps })
// the shared widgets (Upload, PersonPicker, FileChooser, DetailTable, InlineRows), each loaded on demand
registerWidgetKinds(registerFieldKind)
