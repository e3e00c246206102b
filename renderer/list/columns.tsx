/**
 * A list screen's data columns, each drawn by its column kind (./columnKinds.ts; the built-in kinds
 * are in ./column-kinds/), and the operation column, as the data table's columns (./table/DataTable.tsx).
 */
import type { ReactNode } from 'react'
import { evaluate } from '../../common/conditions'
import type { ButtonSpec, ColumnSpec } from '../schema/types'
import { columnKinds, type CellContext } from './columnKinds'
import './column-kinds'
import { RowAction } from './RowAction'
import type { DataColumn } from './table/DataTable'
import type { Row } from './useListController'

export { formatFileSize } from './column-kinds'

/** The cell of a column, drawn by its kind (default text). */
export function renderCell(col: ColumnSpec, row: Row, cell?: CellContext, index?: number): ReactNode {
  return columnKinds.require(col.kind ?? 'text').render(col.field ? row[col.field] : undefined, col, row, cell, index)
}

/** The data columns the user may see; `cell` (the list's services) goes to every cell that acts. */
export function dataColumns(columns: ColumnSpec[], has: (code?: string) => boolean, cell?: CellContext): DataColumn<Row>[] {
  return columns
    .filter((c) => has(c.permission))
    .map((c, i) => ({
      key: c.field ?? `col${i}`,
      title: c.title,
      width: c.width,
      fixed: c.fixed,
      ellipsis: c.ellipsis,
      align: columnKinds.get(c.kind ?? 'text')?.align,
      render: (row: Row, index: number) => renderCell(c, row, cell, index),
    }))
}

/** the table's text size, each character of a label counted full width (CJK) */
const CHAR_WIDTH = 14
/** a row action's padding and border (./rowActions.css) */
const ACTION_CHROME = 16
/** the cell's padding (antd's middle table, ./table/antd-table.css) */
const CELL_PADDING = 16

/** the room the actions take on one line */
const actionsWidth = (actions: ButtonSpec[]) => actions.reduce((w, a) => w + a.label.length * CHAR_WIDTH + ACTION_CHROME, CELL_PADDING)

/**
 * The operation column: the granted row actions as text buttons; undefined when none of them is
 * granted (spec 000 s.6: the column is hidden).
 */
export function operationColumn(
  actions: ButtonSpec[] | undefined,
  has: (code?: string) => boolean,
  onAction: (action: ButtonSpec, row: Row) => void,
  options: { title?: string; width?: number } = {},
): DataColumn<Row> | undefined {
  const granted = (actions ?? []).filter((a) => has(a.permission))
  if (!granted.length) return undefined
  return {
    key: '__operation',
    title: options.title ?? '操作',
    // a schema's width is a wish: the column never gets narrower than its actions on one line
    width: Math.max(options.width ?? Math.max(120, granted.length * 60), actionsWidth(granted)),
    fixed: 'right',
    // plain buttons styled once (./RowAction.tsx): a page of 500 rows has 1,500 of them
    render: (row: Row) => (
      <span className="renderer-row-actions">
        {granted
          .filter((a) => !a.visibleWhen || evaluate(a.visibleWhen, row))
          .map((a) => (
            <RowAction key={a.label} danger={a.danger} disabled={a.disabledWhen ? evaluate(a.disabledWhen, row) : false} onClick={() => onAction(a, row)}>
              {a.label}
            </RowAction>
          ))}
      </span>
    ),
  }
}
