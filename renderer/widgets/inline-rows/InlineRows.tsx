/**
 * Inline rows, a Formily value/onChange field: an editable list of small records (e.g. a menu's
 * function buttons { AuthorityName, Authority }), one input per column, add and delete row.
 * Columns, limits and messages come from props (see ./rows.ts). Inside a Formily field it adds
 * its own validator to the field (`selfValidate`, default on), so an unfinished row blocks the
 * form's save; `inlineRowsValidator` is the same function for schemas that wire validators.
 */
import { useEffect, useState } from 'react'
import { Button, Input, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import type { Field } from '@formily/core'
import { observer, useField } from '@formily/react'
import { useFeedback } from '../../locale'
import { asArray } from '../shared'
import { INLINE_TEXT, cellError, inlineRowsValidator, maxRowsMessage, type InlineColumn, type InlineRow } from './rows'
import { useJsonStable } from '../../data/useJsonStable'

export interface InlineRowsProps {
  columns: InlineColumn[]
  maxRows?: number
  maxMessage?: string
  addText?: string
  /** add this field's validator to the Formily field it renders (default true) */
  selfValidate?: boolean
  value?: InlineRow[] | null
  onChange?(value: InlineRow[]): void
  disabled?: boolean
  readOnly?: boolean
}

type Validator = Field['validator']

function useSelfValidation(props: InlineRowsProps) {
  const field = useField() as Field | undefined
  const { columns, maxRows, maxMessage, selfValidate } = props
  const options = useJsonStable({ columns, maxRows, maxMessage })
  useEffect(() => {
    if (selfValidate === false || !field || typeof (field as Partial<Field>).setValidator !== 'function') return
    const own = inlineRowsValidator(options)
    const before: Validator = field.validator
    const list = before === undefined || before === null ? [] : Array.isArray(before) ? before : [before]
    field.setValidator([...list, own] as Validator)
    return () => field.setValidator(before)
  }, [field, options, selfValidate])
  return field
}

export const InlineRows = observer(function InlineRows(props: InlineRowsProps) {
  const { message } = useFeedback()
  const field = useSelfValidation(props)
  const rows = asArray<InlineRow>(props.value)
  const editable = !props.disabled && !props.readOnly
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  /** the form tried to validate and this field failed: show every cell's message */
  const showAll = Boolean(field && 'selfErrors' in field && field.selfErrors.length)

  const set = (i: number, name: string, v: string) => {
    setTouched((t) => ({ ...t, [`${i}:${name}`]: true }))
    props.onChange?.(rows.map((r, j) => (j === i ? { ...r, [name]: v } : r)))
  }
  const add = () => {
    if (props.maxRows !== undefined && rows.length >= props.maxRows) {
      message.warning(maxRowsMessage(props))
      return
    }
    props.onChange?.([...rows, Object.fromEntries(props.columns.map((c) => [c.field, '']))])
  }
  const remove = (i: number) => {
    setTouched({})
    props.onChange?.(rows.filter((_, j) => j !== i))
  }

  return (
    <div className="renderer-inline-rows">
      {rows.length ? (
        <div style={{ display: 'flex', gap: 8, marginBottom: 4, color: '#666' }}>
          {props.columns.map((c) => (
            <div key={c.field} style={{ flex: c.width ? `0 0 ${typeof c.width === 'number' ? `${c.width}px` : c.width}` : 1 }}>
              {c.requiredMessage ? <span style={{ color: '#ff4d4f', marginRight: 4 }}>*</span> : null}
              {c.label}
            </div>
          ))}
          {editable ? <div style={{ width: 48 }} /> : null}
        </div>
      ) : null}
      {rows.map((row, i) => (
        <div key={i} data-testid={`inline-row-${i}`} style={{ display: 'flex', gap: 8, marginBottom: 8, alignItems: 'flex-start' }}>
          {props.columns.map((c) => {
            const error = cellError(c, row[c.field])
            const shown = error && (showAll || touched[`${i}:${c.field}`])
            return (
              <div key={c.field} style={{ flex: c.width ? `0 0 ${typeof c.width === 'number' ? `${c.width}px` : c.width}` : 1 }}>
                <Input
                  value={row[c.field] === undefined || row[c.field] === null ? '' : String(row[c.field])}
                  placeholder={c.placeholder ?? c.label}
                  aria-label={c.label}
                  status={shown ? 'error' : undefined}
                  disabled={!editable}
                  onChange={(e) => set(i, c.field, e.target.value)}
                  onBlur={() => setTouched((t) => ({ ...t, [`${i}:${c.field}`]: true }))}
                />
                {shown ? (
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    {error}
                  </Typography.Text>
                ) : null}
              </div>
            )
          })}
          {editable ? (
            <Button type="link" danger size="small" style={{ width: 48 }} onClick={() => remove(i)}>
              {INLINE_TEXT.remove}
            </Button>
          ) : null}
        </div>
      ))}
      {editable ? (
        <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={add}>
          {props.addText ?? INLINE_TEXT.add}
        </Button>
      ) : null}
    </div>
  )
})
