/**
 * The fields of an approval form from its stored definition (BusinessForm): one antd input per
 * item kind, detail tables edited row by row in a small dialog, computed values and amounts in
 * capitals shown as the user types. Values and verdicts come from common/approval-validate.ts,
 * the code the server runs on approval-save, so both sides say the same.
 */
import { memo, useCallback, useRef, useState } from 'react'
import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Radio, Select, Space, Table, Typography } from 'antd'
import dayjs from 'dayjs'
import type { FormItem } from '../../../common/approval-form'
import { checkBusinessData, compute, DETAILS_DEFAULT_LABEL, fillable } from '../../../common/approval-validate'
import { moneyInWords } from '../../../common/money'
import { Attachments } from './Attachments'

export type Values = Record<string, unknown>

const asDay = (v: unknown) => (typeof v === 'string' && v ? dayjs(v) : null)
const asList = (v: unknown) => (Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? v.split(',') : [])

/**
 * One input; `onField` receives the item's name and the value as the form data keeps it (dates as
 * text, lists as arrays). Memoized with a stable `onField`: typing re-renders only this field and
 * the computed ones whose value changes.
 */
const Input1 = memo(function Input1(props: { item: FormItem; value: unknown; disabled: boolean; onField(name: string, v: unknown): void }) {
  const { item, value, disabled } = props
  const onChange = (v: unknown) => props.onField(item.name, v)
  const placeholder = item.placeholder ?? `${['select', 'radio', 'checkbox', 'date', 'datetime', 'upload'].includes(item.type) ? '请选择' : '请输入'}${item.label}`
  if (item.expression) {
    const words = item.moneyWords ? moneyInWords(value) : ''
    return (
      <span data-field={item.name} className="approval-computed">
        {value === undefined || value === '' ? '—' : String(value)}
        {words && <Typography.Text type="secondary"> {words}</Typography.Text>}
      </span>
    )
  }
  switch (item.type) {
    case 'textarea':
      return <Input.TextArea value={(value as string) ?? ''} disabled={disabled} placeholder={placeholder} maxLength={300} showCount onChange={(e) => onChange(e.target.value)} />
    case 'number':
    case 'float':
      return (
        <Space direction="vertical" size={0} style={{ width: '100%' }}>
          <InputNumber style={{ width: '100%' }} value={value as number} disabled={disabled} placeholder={placeholder} precision={item.precision === 0 ? 0 : undefined} onChange={(v) => onChange(v ?? '')} />
          {item.moneyWords && <Typography.Text type="secondary">{moneyInWords(value)}</Typography.Text>}
        </Space>
      )
    case 'select':
      return <Select value={(value as string) || undefined} disabled={disabled} placeholder={placeholder} options={item.options} allowClear onChange={(v) => onChange(v ?? '')} />
    case 'radio':
      return <Radio.Group value={value} disabled={disabled} options={item.options} onChange={(e) => onChange(e.target.value)} />
    case 'checkbox':
      return <Checkbox.Group value={asList(value)} disabled={disabled} options={item.options} onChange={(v) => onChange(v)} />
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          style={{ width: '100%' }}
          value={asDay(value)}
          disabled={disabled}
          placeholder={placeholder}
          showTime={item.type === 'datetime'}
          onChange={(d) => onChange(d ? d.format(item.type === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss') : '')}
        />
      )
    case 'upload':
      return <Attachments value={value} disabled={disabled} onChange={onChange} />
    default:
      return <Input value={(value as string) ?? ''} disabled={disabled} placeholder={placeholder} maxLength={100} onChange={(e) => onChange(e.target.value)} />
  }
})

/** A detail table: rows listed, added, edited and deleted through a dialog; scrolls sideways from 800 px. */
function DetailTable(props: { item: FormItem; rows: Values[]; disabled: boolean; onChange(rows: Values[]): void }) {
  const { item, rows, disabled } = props
  const columns = item.details ?? []
  const [editing, setEditing] = useState<{ index: number; row: Values } | null>(null)
  const [error, setError] = useState<string>('')
  const commit = () => {
    const verdict = checkBusinessData({ title: '', desTxt: '', operation: '', formItems: columns }, editing!.row)
    if (!verdict.ok) return setError(verdict.message)
    const next = [...rows]
    if (editing!.index < 0) next.push(verdict.value)
    else next[editing!.index] = verdict.value
    props.onChange(next)
    setEditing(null)
  }
  const label = item.label || DETAILS_DEFAULT_LABEL
  return (
    <div data-field={item.name}>
      <Table
        size="small"
        rowKey="__row"
        dataSource={rows.map((r, i) => ({ ...r, __row: i }))}
        pagination={false}
        scroll={{ x: 800 }}
        columns={[
          ...columns.map((c) => ({ title: c.label, dataIndex: c.name, key: c.name, render: (v: unknown) => (v === undefined ? '' : String(v)) })),
          ...(disabled
            ? []
            : [
                {
                  title: '操作',
                  key: 'op',
                  render: (_: unknown, { __row: i }: Values & { __row: number }) => (
                    <Space>
                      <a onClick={() => (setError(''), setEditing({ index: i, row: rows[i] }))}>编辑</a>
                      <a onClick={() => props.onChange(rows.filter((_, k) => k !== i))}>删除</a>
                    </Space>
                  ),
                },
              ]),
        ]}
      />
      {!disabled && (
        <Button type="dashed" block onClick={() => (setError(''), setEditing({ index: -1, row: {} }))}>
          添加{label}
        </Button>
      )}
      <Modal title={`${editing && editing.index >= 0 ? '编辑' : '添加'}${label}`} open={Boolean(editing)} onOk={commit} onCancel={() => setEditing(null)} okText="确定" cancelText="取消" destroyOnHidden>
        {editing && (
          <Form layout="vertical">
            {columns.map((c) => (
              <Form.Item key={c.name} label={c.label} required={c.required}>
                <Input1 item={c} value={compute(columns, editing.row)[c.name]} disabled={false} onField={(name, v) => setEditing({ ...editing, row: { ...editing.row, [name]: v } })} />
              </Form.Item>
            ))}
            {error && <Typography.Text type="danger">{error}</Typography.Text>}
          </Form>
        )}
      </Modal>
    </div>
  )
}

/** The whole form: computed values recomputed from the others on every change. */
export function FormFields(props: { items: FormItem[]; values: Values; errors: Record<string, string>; disabled: boolean; onChange(values: Values): void }) {
  const items = fillable(props.items)
  const shown = compute(items, props.values)
  const latest = useRef(props)
  latest.current = props
  const set = useCallback((name: string, v: unknown) => latest.current.onChange({ ...latest.current.values, [name]: v }), [])
  return (
    <Form layout="vertical" className="approval-form">
      {items.map((item) => (
        <Form.Item key={item.name} label={item.label} required={item.required || item.type === 'details'} validateStatus={props.errors[item.name] ? 'error' : undefined} help={props.errors[item.name]}>
          {item.type === 'details' ? (
            <DetailTable item={item} rows={Array.isArray(shown[item.name]) ? (shown[item.name] as Values[]) : []} disabled={props.disabled} onChange={(rows) => set(item.name, rows)} />
          ) : (
            <Input1 item={item} value={shown[item.name]} disabled={props.disabled} onField={set} />
          )}
        </Form.Item>
      ))}
    </Form>
  )
}
