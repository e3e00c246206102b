/**
 * The search form of a list: schema fields inline, 查询 / 重置, Enter submits. A field with
 * `rangeParams` (a date range) is sent as its two query parameters instead of one array.
 */
import { useMemo, type KeyboardEvent } from 'react'
import { Button, Space } from 'antd'
import { createForm } from '@formily/core'
import { FormProvider } from '@formily/react'
import { FormLayout } from '@formily/antd-v5/esm/form-layout'
import { buildFormSchema } from '../compile/formSchema'
import { SchemaField } from '../fields/SchemaField'
import type { FieldSpec } from '../schema/types'

export interface SearchFormProps {
  fields: FieldSpec[]
  initialValues?: Record<string, unknown>
  onSearch(values: Record<string, unknown>): void
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
  const form = useMemo(() => createForm({ initialValues: props.initialValues }), []) // eslint-disable-line react-hooks/exhaustive-deps
  const schema = useMemo(() => buildFormSchema(fields), [fields])
  const submit = () => onSearch(searchQuery(fields, { ...(form.values as Record<string, unknown>) }))
  const reset = async () => {
    await form.reset('*', { forceClear: true })
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
      <FormProvider form={form}>
        <FormLayout layout="inline">
          <SchemaField schema={schema} />
          <Space>
            <Button type="primary" onClick={submit}>
              查询
            </Button>
            <Button onClick={() => void reset()}>重置</Button>
          </Space>
        </FormLayout>
      </FormProvider>
    </div>
  )
}
