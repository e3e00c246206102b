/**
 * The field-kind registry (JSON Forms' renderer registry, in Formily's terms): a screen schema names
 * a `component`; the registry says which Formily-connected component renders it, with which default
 * props, and whether its required message says 请选择 (a choice) rather than 请输入.
 * The application may register more kinds (`registerFieldKind`) before rendering.
 */
import type { ComponentType } from 'react'
import { Checkbox, DatePicker, FormItem, Input, NumberPicker, Password, Radio, Select, Switch } from '@formily/antd-v5'
import { DATE_FORMAT, disabledDate } from './dates'
import { withRemoteOptions } from './remote'

export interface FieldKind {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>
  /** default component props (a schema's `props` and `placeholder` override them) */
  props?: Record<string, unknown>
  /** a choice: the required message says 请选择 */
  select?: boolean
  /** takes options (static `options` or `remote`) */
  options?: boolean
  /** initial value when the entity gives none (e.g. false for a Switch) */
  emptyValue?: unknown
}

const kinds = new Map<string, FieldKind>()

/** The key a kind is known by in Formily's components map ('Checkbox.Group' -> 'Checkbox_Group'). */
export const componentKey = (name: string) => name.replace(/[^A-Za-z0-9_]/g, '_')

let componentsCache: Record<string, ComponentType<unknown>> | null = null

export function registerFieldKind(name: string, kind: FieldKind): void {
  kinds.set(name, kind)
  componentsCache = null
}

export function getFieldKind(name: string): FieldKind {
  const kind = kinds.get(name)
  if (!kind) throw new Error(`renderer: unknown field component "${name}" (known: ${[...kinds.keys()].join(', ')})`)
  return kind
}

export function fieldKindNames(): string[] {
  return [...kinds.keys()]
}

/** Formily's components map: every kind plus the FormItem decorator. */
export function fieldComponents(): Record<string, ComponentType<unknown>> {
  if (!componentsCache) {
    componentsCache = { FormItem: FormItem as ComponentType<unknown> }
    for (const [name, kind] of kinds) componentsCache[componentKey(name)] = kind.component
  }
  return componentsCache
}

const dateProps = { format: DATE_FORMAT, disabledDate, style: { width: '100%' } }

registerFieldKind('Input', { component: Input, props: { allowClear: true } })
registerFieldKind('Password', { component: Password, props: { autoComplete: 'new-password' } })
registerFieldKind('TextArea', { component: Input.TextArea, props: { rows: 4, showCount: true } })
registerFieldKind('NumberPicker', { component: NumberPicker, props: { style: { width: '100%' } } })
registerFieldKind('Select', { component: withRemoteOptions(Select), select: true, options: true, props: { allowClear: true, showSearch: true, optionFilterProp: 'label' } })
registerFieldKind('Switch', { component: Switch, select: true, emptyValue: false })
registerFieldKind('Checkbox.Group', { component: withRemoteOptions(Checkbox.Group), select: true, options: true })
registerFieldKind('Radio.Group', { component: withRemoteOptions(Radio.Group), select: true, options: true })
registerFieldKind('DatePicker', { component: DatePicker, select: true, props: dateProps })
registerFieldKind('DateRangePicker', { component: DatePicker.RangePicker, select: true, props: dateProps })
