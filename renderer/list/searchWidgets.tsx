/**
 * The search widgets of a list's search form, by the field's `component` (the names of the field
 * kinds: Input, Select, DatePicker, ...). A search form is a handful of plain controlled antd
 * controls, so it needs none of Formily: a widget gets the value and an onChange, and the default
 * props of its kind. Input, Select, Switch, Radio.Group and Checkbox.Group come with the list
 * screen (antd's Table already carries Select, Radio and Checkbox); the number and date pickers
 * load with the first search form that names them (./searchPickers.tsx). An application may
 * register more (`registerSearchWidget`).
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type ElementType } from 'react'
import { Checkbox, Radio, Select } from 'antd'
// the bare input: antd's Input index also brings TextArea, Password, Search and OTP, which no list route needs
import Input from 'antd/es/input/Input'
import { useOptionalDataProvider } from '../data/provider'
import { loadOptions } from '../fields/options'
import type { FieldSpec, OptionItem } from '../schema/types'
import { useJsonStable } from '../data/useJsonStable'

export interface SearchWidgetProps {
  /** the schema field */
  field: FieldSpec
  /** id of the control, for its label */
  id: string
  value: unknown
  onChange(value: unknown): void
  /** the kind's default props, the placeholder, then the field's `props` */
  props: Record<string, unknown>
  disabled?: boolean
}

export interface SearchWidget {
  /** a SearchWidgetProps component, or a plain antd control (ElementType leaves its props open) */
  component: ComponentType<SearchWidgetProps> | ElementType
  /** default props (the field's `props` override them) */
  props?: Record<string, unknown>
  /** the default placeholder: 请输入{label} or 请选择{label} (none: the control's own) */
  placeholder?: 'input' | 'select'
}

const widgets = new Map<string, SearchWidget>()

export function registerSearchWidget(name: string, widget: SearchWidget): void {
  widgets.set(name, widget)
}

export function getSearchWidget(name: string): SearchWidget {
  const w = widgets.get(name)
  if (!w) throw new Error(`renderer: unknown search component "${name}" (known: ${[...widgets.keys()].join(', ')})`)
  return w
}

/** The field's static options, or those of its `remote` source once loaded. */
export function useSearchOptions(field: FieldSpec): { options: OptionItem[] | undefined; loading: boolean } {
  const dp = useOptionalDataProvider()
  const remote = useJsonStable(field.remote)
  const [state, setState] = useState<{ options?: OptionItem[]; loading: boolean }>({ loading: Boolean(remote && dp) })
  useEffect(() => {
    if (!remote || !dp) return
    let live = true
    setState((s) => ({ ...s, loading: true }))
    loadOptions(dp, remote)
      .then(
        (options) => live && setState({ options, loading: false }),
        () => live && setState((s) => ({ ...s, loading: false })),
      )
    return () => {
      live = false
    }
  }, [dp, remote])
  return { options: remote ? state.options : field.options, loading: state.loading }
}

const empty = (v: unknown) => v === undefined || v === null

function TextSearch({ id, value, onChange, props, disabled }: SearchWidgetProps) {
  return <Input id={id} disabled={disabled} {...props} value={empty(value) ? '' : String(value)} onChange={(e) => onChange(e.target.value)} />
}

function SelectSearch({ field, id, value, onChange, props, disabled }: SearchWidgetProps) {
  const { options, loading } = useSearchOptions(field)
  return <Select id={id} disabled={disabled} loading={loading} options={options} {...props} value={empty(value) ? undefined : value} onChange={(v: unknown) => onChange(v)} />
}

// antd's Switch loads with the first search form that has one, not with every list
const Switch = lazy(() => import('antd/es/switch'))
function SwitchSearch({ id, value, onChange, props, disabled }: SearchWidgetProps) {
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: 44, height: 22 }} />}>
      <Switch id={id} disabled={disabled} {...props} checked={Boolean(value)} onChange={(v) => onChange(v)} />
    </Suspense>
  )
}

function RadioSearch({ field, id, value, onChange, props, disabled }: SearchWidgetProps) {
  const { options } = useSearchOptions(field)
  return <Radio.Group id={id} disabled={disabled} options={options as { label: string; value: string | number }[]} {...props} value={value} onChange={(e) => onChange(e.target.value)} />
}

function CheckboxSearch({ field, value, onChange, props, disabled }: SearchWidgetProps) {
  const { options } = useSearchOptions(field)
  return (
    <Checkbox.Group
      disabled={disabled}
      options={options as { label: string; value: string | number }[]}
      {...props}
      value={Array.isArray(value) ? value : []}
      onChange={(v) => onChange(v)}
    />
  )
}

const pickers = () => import('./searchPickers')
const NumberSearch = lazy(() => pickers().then((m) => ({ default: m.NumberSearch })))
const DateSearch = lazy(() => pickers().then((m) => ({ default: m.DateSearch })))
const DateRangeSearch = lazy(() => pickers().then((m) => ({ default: m.DateRangeSearch })))
const TreeSelectSearch = lazy(() => import('../tree/TreeSelectSearch'))


registerSearchWidget('Input', { component: TextSearch, props: { allowClear: true }, placeholder: 'input' })
registerSearchWidget('TextArea', { component: TextSearch, props: { allowClear: true }, placeholder: 'input' })
registerSearchWidget('Password', { component: TextSearch, props: { allowClear: true }, placeholder: 'input' })
registerSearchWidget('Select', { component: SelectSearch, props: { allowClear: true, showSearch: true, optionFilterProp: 'label', style: { minWidth: 160 } }, placeholder: 'select' })
registerSearchWidget('Switch', { component: SwitchSearch })
registerSearchWidget('Radio.Group', { component: RadioSearch })
registerSearchWidget('Checkbox.Group', { component: CheckboxSearch })
registerSearchWidget('NumberPicker', { component: NumberSearch, placeholder: 'input' })
registerSearchWidget('DatePicker', { component: DateSearch })
registerSearchWidget('DateRangePicker', { component: DateRangeSearch })
registerSearchWidget('TreeSelect', {
  component: TreeSelectSearch,
  placeholder: 'select',
  props: { allowClear: true, showSearch: true, treeNodeFilterProp: 'title', treeDefaultExpandAll: true, popupMatchSelectWidth: false, style: { minWidth: 180 } },
})
