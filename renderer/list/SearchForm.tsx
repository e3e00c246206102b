/**
 * The search form of a list: schema fields inline, 查询 / 重置, Enter submits. A small controlled
 * form (no Formily: a list screen's first load stays light); each field's control is the `search`
 * of its field kind (`component`, default Input: ../fields/kinds/). A field with `rangeParams`
 * (a date range) is sent as its two query parameters instead of one array. Fields marked `advanced`
 * show only after the 高级搜索 toggle (and are not sent while hidden).
 */
import { Suspense, useId, useMemo, useState, type KeyboardEvent } from 'react'
import { Button, Space } from 'antd'
import { evaluate } from '../../common/conditions'
import type { FieldSpec } from '../schema/types'
import { searchWidgetOf, type SearchControl } from '../fields/search/searchWidget'
import '../fields/kinds'
import './searchForm.css'

export const SEARCH_TEXT = { advanced: '高级搜索', simple: '收起' } as const

export interface SearchFormProps {
  fields: FieldSpec[]
  initialValues?: Record<string, unknown>
  onSearch(values: Record<string, unknown>): void
}

interface SearchItem {
  name: string
  label: string
  field: FieldSpec
  widget: SearchControl
  props: Record<string, unknown>
}

function itemOf(field: FieldSpec): SearchItem {
  const name = field.field ?? field.name
  if (!name) throw new Error('renderer: a search field needs "field" or "name"')
  const widget = searchWidgetOf(field.component ?? 'Input')
  const label = field.label ?? name
  const props: Record<string, unknown> = { ...widget.props }
  if (field.placeholder !== undefined) props.placeholder = field.placeholder
  else if (widget.placeholder === 'input') props.placeholder = `请输入${label}`
  else if (widget.placeholder === 'select') props.placeholder = `请选择${label}`
  Object.assign(props, field.props)
  return { name, label, field, widget, props }
}

function initialOf(fields: FieldSpec[], given?: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const f of fields) {
    const name = f.field ?? f.name
    if (name && f.default !== undefined) out[name] = f.default
  }
  return { ...out, ...given }
}

/** The search values as query parameters: ranges split into their two named ends. */
export function searchQuery(fields: FieldSpec[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values }
  for (const f of fields) {
    const name = f.field ?? f.name
    if (!f.rangeParams || !name) continue
    const v = out[name]
    delete out[name]
    if (!Array.isArray(v)) continue
    const [from, to] = f.rangeParams
    if (v[0] !== undefined && v[0] !== null && v[0] !== '') out[from] = v[0]
    if (v[1] !== undefined && v[1] !== null && v[1] !== '') out[to] = v[1]
  }
  return out
}

export function SearchForm(props: SearchFormProps) {
  const { fields, onSearch } = props
  const items = useMemo(() => fields.map(itemOf), [fields])
  const [values, setValues] = useState(() => initialOf(fields, props.initialValues))
  const id = useId()
  const hasAdvanced = fields.some((f) => f.advanced)
  const [advanced, setAdvanced] = useState(false)
  const shown = (f: FieldSpec) => advanced || !f.advanced
  const submit = () => {
    const sent: Record<string, unknown> = {}
    for (const f of fields) {
      const name = f.field ?? f.name
      if (name && shown(f) && values[name] !== undefined) sent[name] = values[name]
    }
    for (const [k, v] of Object.entries(values)) if (!fields.some((f) => (f.field ?? f.name) === k)) sent[k] = v
    onSearch(searchQuery(fields, sent))
  }
  const reset = () => {
    setValues({})
    onSearch({})
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
      e.preventDefault()
      submit()
    }
  }
  return (
    <div className="renderer-search" role="search" onKeyDown={onKeyDown} style={{ marginBottom: 16 }}>
      {items.map((item, i) => {
        const { field, widget } = item
        if (!shown(field)) return null
        if (field.visibleWhen && !evaluate(field.visibleWhen, values)) return null
        const Widget = widget.component
        const controlId = `${id}-${i}`
        return (
          <div key={item.name} className="renderer-search-item">
            <label className="renderer-search-label" htmlFor={controlId}>
              {item.label}
            </label>
            <div className="renderer-search-control">
              <Suspense fallback={<span className="renderer-search-pending" />}>
                <Widget
                  field={field}
                  id={controlId}
                  value={values[item.name]}
                  props={item.props}
                  disabled={Boolean(field.readOnly) || (field.disabledWhen ? evaluate(field.disabledWhen, values) : false)}
                  onChange={(v: unknown) => setValues((old) => ({ ...old, [item.name]: v }))}
                />
              </Suspense>
            </div>
          </div>
        )
      })}
      <Space className="renderer-search-buttons">
        <Button type="primary" onClick={submit}>
          查询
        </Button>
        <Button onClick={reset}>重置</Button>
        {hasAdvanced ? (
          <Button type="link" onClick={() => setAdvanced((a) => !a)} aria-expanded={advanced}>
            {advanced ? SEARCH_TEXT.simple : SEARCH_TEXT.advanced}
          </Button>
        ) : null}
      </Space>
    </div>
  )
}
