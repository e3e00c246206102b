/**
 * A field kind's control in a list's search form (its `search`). A search form is a handful of
 * plain controlled antd controls, so it needs none of Formily: a widget gets the value and an
 * onChange, and the default props of its kind's search. It is given as a component, or as a loader
 * (`load`: a dynamic import, fetched with the first search form that shows the kind).
 */
import { lazy, type ComponentType, type ElementType } from 'react'
import type { FieldSpec } from '../../schema/types'
import { getFieldKind } from '../fieldKinds'

export interface SearchWidgetProps {
  /** the schema field */
  field: FieldSpec
  /** id of the control, for its label */
  id: string
  value: unknown
  onChange(value: unknown): void
  /** the kind's search props, the placeholder, then the field's `props` */
  props: Record<string, unknown>
  disabled?: boolean
}

/** a SearchWidgetProps component, or a plain antd control (ElementType leaves its props open) */
type SearchComponent = ComponentType<SearchWidgetProps> | ElementType
type Loaded = ComponentType<SearchWidgetProps>

export type SearchWidget = {
  /** default props (the field's `props` override them) */
  props?: Record<string, unknown>
  /** the default placeholder, 请输入{label} or 请选择{label} (default: the kind's; none: the control's own) */
  placeholder?: 'input' | 'select'
} & ({ component: SearchComponent; load?: undefined } | { component?: undefined; load: () => Promise<SearchComponent | { default: SearchComponent }> })

/** the lazy component of each loaded search widget, made once */
const loaded = new WeakMap<SearchWidget, SearchComponent>()

function componentOf(widget: SearchWidget): SearchComponent {
  if (widget.component) return widget.component
  let c = loaded.get(widget)
  if (!c) {
    const load = widget.load!
    c = lazy(() => load().then((m) => ({ default: (typeof m === 'object' && m !== null && 'default' in m ? m.default : m) as Loaded })))
    loaded.set(widget, c)
  }
  return c
}

/** A field kind's search control as a search form draws it. */
export interface SearchControl {
  component: SearchComponent
  props?: Record<string, unknown>
  placeholder?: 'input' | 'select'
}

/** The search control of a field kind, with the kind's placeholder unless its search names one. */
export function searchWidgetOf(name: string): SearchControl {
  const kind = getFieldKind(name)
  if (!kind.search) throw new Error(`renderer: the field kind "${name}" has no search widget`)
  return { component: componentOf(kind.search), props: kind.search.props, placeholder: kind.search.placeholder ?? kind.placeholder }
}
