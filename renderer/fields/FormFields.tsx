/**
 * The fields of a compiled form (../compile/formSchema.ts): each becomes a Formily <Field> (an
 * <ArrayField> for array values) created straight from its model, with the kind's component from
 * the registry and the FieldItem decorator. No Schema instance, no RecursionField and no
 * schema-compiling autorun per field (about a sixth of a 300-field form's mount), and no component
 * name to encode for Formily's components map and decode again.
 *
 * Kinds that load on demand are usually there already (ScreenRenderer waits for them, compiling
 * starts their load); else the fields suspend until they are, rather than mounting half a form.
 *
 * `columns` (2 or 3) lays the fields out in a grid that follows the form's own width (a CSS
 * container query, so a wide dialog and a page alike): one column under ~720 px, two from there,
 * three from ~1080 px. Each field takes one cell, or the whole row when its span is 'full'; a
 * 'short' one keeps a narrow control (an age needs no 500 px input) in any layout.
 */
import { createElement, useContext, useMemo, type ComponentType, type ReactNode } from 'react'
import { ConfigProvider, theme } from 'antd'
import { ArrayField, Field } from '@formily/react'
import type { CompiledField } from '../compile/formSchema'
import { FieldItem } from './FieldItem'
import { FieldLookContext, type FieldLook } from './fieldLook'
import { idleShellOf } from './idleShell'
import { hasPlainControl, PlainValueField } from './plainControl'
import { getFieldKind, suspendForFieldKinds } from './registry'
import { settledValidators } from './settledValidation'
import './formGrid.css'

/**
 * A fresh copy of a model value for one form (plain objects and arrays copied; functions, React
 * elements and class instances kept): one compiled form may serve many forms (the rows of an
 * array step), and a component may change its props or an initial array in place.
 */
function copy<T>(v: T): T {
  if (Array.isArray(v)) return v.map(copy) as T
  if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype && !('$$typeof' in v)) {
    const out: Record<string, unknown> = {}
    for (const k of Object.keys(v)) out[k] = copy((v as Record<string, unknown>)[k])
    return out as T
  }
  return v
}

/**
 * From this many fields a form is long: the browser styles, lays out and paints only the items near
 * the screen (`renderer-item-deferred`, ./formGrid.css), the others when they scroll near. They stay
 * in the DOM, focusable and searchable.
 */
export const LONG_FORM_FIELDS = 60

/**
 * From this many fields a form's heavy controls show their idle shells until used (./idleShell.tsx):
 * a few dozen Selects, pickers and number inputs are most of such a form's mount (the approval
 * dialog's 30 fields), while a short dialog's few controls cost little and stay real from the start.
 */
export const SHELLED_FORM_FIELDS = 20

function itemClass(m: CompiledField['model'], long: boolean): string {
  const span = m.span === 'normal' ? '' : `renderer-span-${m.span}`
  if (!long) return span
  return span ? `${span} renderer-item-deferred` : 'renderer-item-deferred'
}

function fieldElement(f: CompiledField, long: boolean, shelled: boolean) {
  const m = f.model
  const kindComponent = getFieldKind(f.component).component as ComponentType
  const component = shelled ? idleShellOf(kindComponent) : kindComponent
  const className = itemClass(m, long)
  const props: Record<string, unknown> = {
    key: f.name,
    name: f.name,
    title: m.title,
    decorator: className ? [FieldItem, { className }] : [FieldItem],
    component: [component, copy(m.props)],
  }
  if (m.description !== undefined) props.description = m.description
  if (m.validator) props.validator = settledValidators(copy(m.validator))
  if (m.dataSource) props.dataSource = copy(m.dataSource)
  if (m.initialValue !== undefined) props.initialValue = copy(m.initialValue)
  if (m.disabled) props.pattern = 'disabled'
  if (m.reactions) props.reactions = m.reactions
  if (m.valueType === 'array') return createElement(ArrayField as never, props)
  // a kind with a plain control: typing re-renders nothing (./plainControl.tsx)
  return createElement((hasPlainControl(kindComponent) ? PlainValueField : Field) as never, props)
}

/** The fields with what controls drawn as plain markup draw with: antd's hash class, prefix and locale here (./fieldLook.ts). */
function FieldsLook(props: { long: boolean; shelled: boolean; children: ReactNode }) {
  const { hashId } = theme.useToken()
  const { getPrefixCls, locale } = useContext(ConfigProvider.ConfigContext)
  const { long, shelled } = props
  const look = useMemo<FieldLook>(() => ({ hashId, prefixCls: (c: string) => getPrefixCls(c), locale, long, shelled }), [hashId, getPrefixCls, locale, long, shelled])
  return <FieldLookContext.Provider value={look}>{props.children}</FieldLookContext.Provider>
}

export function FormFields(props: { fields: CompiledField[]; columns?: number }) {
  suspendForFieldKinds(props.fields.map((f) => f.component))
  const columns = Math.min(3, Math.max(1, Math.floor(props.columns ?? 1)))
  const long = props.fields.length >= LONG_FORM_FIELDS
  const shelled = props.fields.length >= SHELLED_FORM_FIELDS
  const elements = props.fields.map((f) => fieldElement(f, long, shelled))
  const body =
    columns === 1 ? (
      <>{elements}</>
    ) : (
      <div className={`renderer-form-grid renderer-form-grid-${columns}`} data-testid="form-grid">
        <div className="renderer-form-grid-cells">{elements}</div>
      </div>
    )
  return <FieldsLook long={long} shelled={shelled}>{body}</FieldsLook>
}
