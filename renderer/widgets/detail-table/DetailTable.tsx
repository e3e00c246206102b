/**
 * Detail table ('明细', spec 000 s.2 "Other"), a Formily value/onChange field: a table of rows
 * added, edited and deleted through a dialog. The row form is a list of screen field specs
 * compiled by the renderer (compile/formSchema + FormFields in a screen form, with their rule messages and effects); the
 * columns are list column specs (renderer/list/columns.tsx kinds), by default one text/enum column
 * per field. The table scrolls horizontally when its width is 800 or more. Deleting asks the
 * spec's confirmation (提示 / 是否删除所选择的数据 / 确认 / 取消). With `sortable`, 上移 / 下移 move a
 * row where the order means something (the fields of a form, flows tried in turn). `inherit` hands
 * values of the form holding the table to the row form under names of its own (`{ "TypeId": "Id" }`:
 * the holder's Id as TypeId), read by the row form's remote options and conditions (an options URL
 * naming the record) and never saved into the row. Value: the array of row objects.
 */
import { useMemo, useState } from 'react'
import { Button, Modal } from 'antd'
import type { Field } from '@formily/core'
import { FormProvider, useField } from '@formily/react'
import { FormLayout } from '@formily/antd-v5'
import type { EntitySchema } from '../../../common/entity-fields'
import { normalize } from '../../../common/rules'
import { compileFields } from '../../compile/formSchema'
import { FormFields } from '../../fields/FormFields'
import { createScreenForm, useFieldEffectsContext } from '../../fields/screenForm'
import { renderCell } from '../../list/columns'
import { RowAction, useRowActionTheme } from '../../list/RowAction'
import { DataTable, type DataColumn } from '../../list/table/DataTable'
import { DELETE_TEXT } from '../../list/useDelete'
import { useFeedback } from '../../locale'
import type { ColumnSpec, FieldSpec } from '../../schema/types'
import { asArray } from '../shared'
import './detailTable.css'

export type DetailRow = Record<string, unknown>
/** a row as the table draws it: its place in the value kept with it */
type IndexedRow = DetailRow & { __index: number }

export const DETAIL_TEXT = {
  title: '明细',
  add: '新增',
  edit: '编辑',
  remove: '删除',
  up: '上移',
  down: '下移',
  operation: '操作',
  cancel: '取消',
  ok: '确定',
  maxRows: (n: number) => `最多添加${n}条记录`,
} as const

/** spec 000 s.2: the detail table scrolls horizontally at width 800 or more */
export const DETAIL_SCROLL_WIDTH = 800
const DEFAULT_COLUMN_WIDTH = 150
const OPERATION_WIDTH = 120
const SORTABLE_OPERATION_WIDTH = 220
const NO_WIDTH = 60

export interface DetailTableProps {
  /** the row form */
  fields: FieldSpec[]
  /** the table's columns (default: one per field) */
  columns?: ColumnSpec[]
  /** entity of a row, when its rules come from one */
  entity?: EntitySchema
  /** the name in the dialog titles (新增明细 / 编辑明细) */
  title?: string
  addText?: string
  /** width of the table's content; default the sum of the column widths */
  width?: number
  dialogWidth?: number
  labelWidth?: number
  maxRows?: number
  maxMessage?: string
  /** 上移 / 下移 on each row: the order of the rows is part of the value */
  sortable?: boolean
  /** row-form name -> name in the holding form: values the row form can read (remote options' URLs, conditions), not saved in the row */
  inherit?: Record<string, string>
  value?: DetailRow[] | null
  onChange?(value: DetailRow[]): void
  disabled?: boolean
  readOnly?: boolean
}

function columnsOf(fields: FieldSpec[]): ColumnSpec[] {
  return fields.map((f) => {
    const field = f.field ?? f.name
    const width = typeof f.props?.width === 'number' ? f.props.width : undefined
    return { field, title: f.label ?? field ?? '', kind: f.options ? 'enum' : 'text', options: f.options, width }
  })
}

/** Width of the columns (150 each when unset) plus the operation column. */
export function tableWidth(columns: ColumnSpec[], withOperation: boolean, sortable = false): number {
  return columns.reduce((s, c) => s + (c.width ?? DEFAULT_COLUMN_WIDTH), 0) + (withOperation ? (sortable ? SORTABLE_OPERATION_WIDTH : OPERATION_WIDTH) : 0)
}

/** The rows with row `from` moved to `to` (both in range). */
export function moveRow<T>(rows: T[], from: number, to: number): T[] {
  const next = [...rows]
  const [row] = next.splice(from, 1)
  next.splice(to, 0, row)
  return next
}

function RowDialog(props: {
  title: string
  fields: FieldSpec[]
  entity?: EntitySchema
  row?: DetailRow
  inherited?: DetailRow
  width?: number
  labelWidth?: number
  onOk(row: DetailRow): void
  onCancel(): void
}) {
  const effects = useFieldEffectsContext()
  const form = useMemo(
    () => createScreenForm({ specs: props.fields, context: effects, values: props.inherited ? { ...props.row, ...props.inherited } : props.row }),
    [props.fields, props.row, props.inherited, effects],
  )
  const compiled = useMemo(() => compileFields(props.fields, props.entity), [props.fields, props.entity])
  const save = async () => {
    try {
      await form.validate()
    } catch {
      return
    }
    const values = form.values as DetailRow
    const row: DetailRow = { ...props.row }
    for (const f of compiled) row[f.name] = f.rule ? normalize(f.rule, values[f.name]) : values[f.name]
    props.onOk(row)
  }
  return (
    <Modal
      open
      title={props.title}
      width={props.width ?? 520}
      maskClosable={false}
      onCancel={props.onCancel}
      footer={[
        <Button key="cancel" onClick={props.onCancel}>
          {DETAIL_TEXT.cancel}
        </Button>,
        <Button key="ok" type="primary" onClick={() => void save()}>
          {DETAIL_TEXT.ok}
        </Button>,
      ]}
    >
      <FormProvider form={form}>
        <FormLayout labelWidth={props.labelWidth ?? 100} feedbackLayout="loose">
          <FormFields fields={compiled} />
        </FormLayout>
      </FormProvider>
    </Modal>
  )
}

export function DetailTable(props: DetailTableProps) {
  const { message, modal } = useFeedback()
  const rows = asArray<DetailRow>(props.value)
  const editable = !props.disabled && !props.readOnly
  const name = props.title ?? DETAIL_TEXT.title
  const holder = useField() as Field | null | undefined
  const [editing, setEditing] = useState<{ index: number; row?: DetailRow; inherited?: DetailRow } | null>(null)
  // what the row form may read of the holding form, taken as the dialog opens
  const inheritedValues = () => (props.inherit ? Object.fromEntries(Object.entries(props.inherit).map(([own, theirs]) => [own, holder?.form?.values?.[theirs]])) : undefined)
  const specs = useMemo(() => props.columns ?? columnsOf(props.fields), [props.columns, props.fields])

  const add = () => {
    if (props.maxRows !== undefined && rows.length >= props.maxRows) {
      message.warning(props.maxMessage ?? DETAIL_TEXT.maxRows(props.maxRows))
      return
    }
    setEditing({ index: -1, inherited: inheritedValues() })
  }
  const remove = (index: number) =>
    modal.confirm({
      title: DELETE_TEXT.title,
      content: DELETE_TEXT.content,
      okText: DELETE_TEXT.ok,
      cancelText: DELETE_TEXT.cancel,
      onOk: () => props.onChange?.(rows.filter((_, i) => i !== index)),
    })

  const columns: DataColumn<IndexedRow>[] = [
    { key: '__no', title: '序号', width: NO_WIDTH, render: (r) => r.__index + 1 },
    ...specs.map((c, i) => ({
      key: c.field ?? `col${i}`,
      title: c.title,
      width: c.width,
      ellipsis: c.ellipsis,
      render: (r: IndexedRow) => renderCell(c, r),
    })),
  ]
  const width = props.width ?? tableWidth(specs, editable, props.sortable) + NO_WIDTH
  const scrolling = width >= DETAIL_SCROLL_WIDTH
  if (editable) {
    columns.push({
      key: '__operation',
      title: DETAIL_TEXT.operation,
      width: props.sortable ? SORTABLE_OPERATION_WIDTH : OPERATION_WIDTH,
      fixed: scrolling ? 'right' : undefined,
      // a list's row actions (../../list/RowAction.tsx), not two antd Buttons per row
      render: (r) => (
        <span className="renderer-row-actions">
          {props.sortable ? (
            <>
              <RowAction disabled={r.__index === 0} onClick={() => props.onChange?.(moveRow(rows, r.__index, r.__index - 1))}>
                {DETAIL_TEXT.up}
              </RowAction>
              <RowAction disabled={r.__index === rows.length - 1} onClick={() => props.onChange?.(moveRow(rows, r.__index, r.__index + 1))}>
                {DETAIL_TEXT.down}
              </RowAction>
            </>
          ) : null}
          <RowAction onClick={() => setEditing({ index: r.__index, row: rows[r.__index], inherited: inheritedValues() })}>{DETAIL_TEXT.edit}</RowAction>
          <RowAction danger onClick={() => remove(r.__index)}>
            {DETAIL_TEXT.remove}
          </RowAction>
        </span>
      ),
    })
  }
  const actionTheme = useRowActionTheme()
  const indexed = useMemo(() => rows.map((r, i) => ({ ...r, __index: i })), [rows])

  return (
    <div className={scrolling ? 'renderer-detail-table is-scrolling' : 'renderer-detail-table'} style={actionTheme}>
      {editable ? (
        <Button type="dashed" size="small" style={{ marginBottom: 8 }} onClick={add}>
          {props.addText ?? `${DETAIL_TEXT.add}${name}`}
        </Button>
      ) : null}
      {/* the renderer's data table, not antd's Table: no runtime styles, no measuring before the first paint */}
      <DataTable<IndexedRow> rows={indexed} rowKey="__index" columns={columns} label={name} size="small" bordered scrollX={scrolling ? width : undefined} paging={false} />
      {editing ? (
        <RowDialog
          title={`${editing.index < 0 ? DETAIL_TEXT.add : DETAIL_TEXT.edit}${name}`}
          fields={props.fields}
          entity={props.entity}
          row={editing.row}
          inherited={editing.inherited}
          width={props.dialogWidth}
          labelWidth={props.labelWidth}
          onCancel={() => setEditing(null)}
          onOk={(row) => {
            const next = editing.index < 0 ? [...rows, row] : rows.map((r, i) => (i === editing.index ? row : r))
            setEditing(null)
            props.onChange?.(next)
          }}
        />
      ) : null}
    </div>
  )
}
