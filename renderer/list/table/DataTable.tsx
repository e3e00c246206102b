/**
 * The renderer's data table: plain <table> markup in antd Table's classes and look (its styles are
 * pre-generated into ./antd-table.css, `npm run antd-styles`), rows keyed by `rowKey`, cells drawn
 * by the columns' `render`, optional row selection, pinned columns (`position: sticky` at offsets
 * from the declared widths; the scroll shadow is CSS, ./dataTable.css), the empty state, a loading
 * veil (antd Spin) and paging (../ListPager). antd's Table measures its pinned columns and draws
 * every cell through its own components; a page of 500 rows paid that per cell.
 */
import { memo, useCallback, useLayoutEffect, useMemo, useRef, type CSSProperties, type Key, type ReactNode } from 'react'
import { Empty, Spin, theme } from 'antd'
import { ListPager, type ListPaging } from '../ListPager'
import { pinClass, pinColumns, SELECTION_WIDTH, type Pin, type PinnedCell } from './layout'
import { SelectBox } from './SelectBox'
import './antd-table.css'
import './dataTable.css'

export interface DataColumn<R> {
  key: string
  title: ReactNode
  width?: number
  align?: 'left' | 'right' | 'center'
  /** pinned to a side while the table scrolls horizontally */
  fixed?: Pin
  /** one line, cut with an ellipsis */
  ellipsis?: boolean
  render(row: R, index: number): ReactNode
}

export interface DataTableSelection<R> {
  selectedKeys: Key[]
  /** the keys selected on the shown rows and those rows */
  onChange(keys: Key[], rows: R[]): void
  disabled?(row: R): boolean
}

export interface DataTableProps<R> {
  rows: R[]
  /** the field that identifies a row */
  rowKey: string
  columns: DataColumn<R>[]
  /** the table's accessible name */
  label?: string
  loading?: boolean
  selection?: DataTableSelection<R>
  /** the empty state's text (default antd's 暂无数据) */
  emptyText?: ReactNode
  /** horizontal scrolling: the table's width, or as wide as its content needs */
  scrollX?: number | 'max-content'
  /** paging below the table (共 N 条, sizes, quick jumper); false: none */
  paging?: ListPaging | false
  /** antd's table sizes: a list's `middle` (default) or the `small` of a table inside a form */
  size?: 'middle' | 'small'
  /** lines between the columns too (antd's `bordered`) */
  bordered?: boolean
}

/** the class that scopes ./antd-table.css (where antd's own class hash stood) */
const SCOPE = 'renderer-table'
const SELECT_ROW = '选择此行'
const SELECT_PAGE = '全选当页'

type Row = Record<string, unknown>

interface Cols<R> {
  columns: DataColumn<R>[]
  pins: (PinnedCell | undefined)[]
  /** the selection column's pin (when a column is pinned left, it is too) */
  selectionPin?: PinnedCell
}

const cellStyle = (pin: PinnedCell | undefined, align?: string): CSSProperties | undefined =>
  pin ? { position: 'sticky', [pin.side]: pin.offset, textAlign: align as CSSProperties['textAlign'] } : align ? { textAlign: align as CSSProperties['textAlign'] } : undefined

const cellClass = (col: { ellipsis?: boolean }, pin: PinnedCell | undefined) => `ant-table-cell${pinClass(pin)}${col.ellipsis ? ' ant-table-cell-ellipsis' : ''}`

interface BodyRowProps<R> {
  row: R
  index: number
  rowKey: Key
  cols: Cols<R>
  selected?: boolean
  /** undefined: no selection column */
  onSelect?(key: Key, checked: boolean): void
  selectDisabled?: boolean
}

const BodyRow = memo(function BodyRow<R>({ row, index, rowKey, cols, selected, onSelect, selectDisabled }: BodyRowProps<R>) {
  return (
    <tr className={selected ? 'ant-table-row ant-table-row-level-0 ant-table-row-selected' : 'ant-table-row ant-table-row-level-0'} data-row-key={rowKey}>
      {onSelect ? (
        <td className={`ant-table-cell ant-table-selection-column${pinClass(cols.selectionPin)}`} style={cellStyle(cols.selectionPin)}>
          <SelectBox checked={Boolean(selected)} disabled={selectDisabled} label={SELECT_ROW} onChange={(checked) => onSelect(rowKey, checked)} />
        </td>
      ) : null}
      {cols.columns.map((col, i) => {
        const content = col.render(row, index)
        return (
          <td
            key={col.key}
            className={cellClass(col, cols.pins[i])}
            style={cellStyle(cols.pins[i], col.align)}
            title={col.ellipsis && (typeof content === 'string' || typeof content === 'number') ? String(content) : undefined}
          >
            {content}
          </td>
        )
      })}
    </tr>
  )
}) as unknown as <R>(props: BodyRowProps<R>) => ReactNode

/**
 * The rows of the page shown. As antd's Table: rows that hold the whole list (a service that does
 * not page, its total no more than the rows) are paged here.
 */
export function pageRows<R>(rows: R[], paging: ListPaging | false | undefined): R[] {
  if (!paging || !paging.pageSize) return rows
  const { current, pageSize, total } = paging
  if (rows.length < total && rows.length <= pageSize) return rows
  return rows.slice((current - 1) * pageSize, current * pageSize)
}

export function DataTable<R extends Row>({ rows: allRows, rowKey, columns, label, loading = false, selection, emptyText, scrollX, paging, size = 'middle', bordered = false }: DataTableProps<R>) {
  const rows = useMemo(() => pageRows(allRows, paging), [allRows, paging])
  const { token } = theme.useToken()
  // whether there is a selection changes the columns, not which rows are selected
  const selectable = Boolean(selection)
  const cols = useMemo<Cols<R>>(() => {
    const pinSelection = selectable && columns[0]?.fixed === 'left'
    const pins = pinColumns(pinSelection ? [{ fixed: 'left', width: SELECTION_WIDTH }, ...columns] : columns)
    return pinSelection ? { columns, pins: pins.slice(1), selectionPin: pins[0] } : { columns, pins }
  }, [columns, selectable])

  const keyOf = useCallback((row: R) => row[rowKey] as Key, [rowKey])
  const selected = useMemo(() => new Set(selection?.selectedKeys ?? []), [selection?.selectedKeys])
  const enabled = selection ? rows.filter((r) => !selection.disabled?.(r)) : []
  // the latest rows and selection for the stable row handler (rows stay memoised while one changes)
  const latest = useRef({ rows, selection, selected })
  useLayoutEffect(() => {
    latest.current = { rows, selection, selected }
  })
  const select = useCallback(
    (keys: Set<Key>) => {
      const { rows: shown, selection: sel } = latest.current
      const picked = shown.filter((r) => keys.has(keyOf(r)))
      sel?.onChange(picked.map(keyOf), picked)
    },
    [keyOf],
  )
  const onSelect = useCallback(
    (key: Key, checked: boolean) => {
      const keys = new Set(latest.current.selected)
      if (checked) keys.add(key)
      else keys.delete(key)
      select(keys)
    },
    [select],
  )
  const allChecked = enabled.every((r) => selected.has(keyOf(r)))
  const someChecked = enabled.some((r) => selected.has(keyOf(r)))
  const selectPage = () => {
    const keys = new Set(selected)
    for (const r of enabled) {
      if (allChecked) keys.delete(keyOf(r))
      else keys.add(keyOf(r))
    }
    select(keys)
  }

  const pinned = cols.pins.some(Boolean)
  const fixedLayout = (scrollX !== undefined && pinned && scrollX !== 'max-content') || columns.some((c) => c.ellipsis)
  const tableStyle: CSSProperties =
    scrollX === undefined ? { tableLayout: fixedLayout ? 'fixed' : 'auto' } : { width: scrollX, minWidth: '100%', tableLayout: fixedLayout ? 'fixed' : 'auto' }
  // While the first rows are on their way a spinner takes the empty state's room (not a 暂无数据 that is
  // not true yet). The veil (Spin over the table) is for rows already shown: putting it over the first
  // load made the whole 500-row table leave the veil's blur and opacity in the frame its rows came.
  const waiting = loading && !allRows.length
  const empty = waiting ? (
    <div className="renderer-table-waiting">
      <Spin />
    </div>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
  )
  const span = columns.length + (selection ? 1 : 0)
  const tableClass = [
    `ant-table ant-table-${size}`,
    bordered ? 'ant-table-bordered' : '',
    SCOPE,
    rows.length ? '' : 'ant-table-empty',
    scrollX !== undefined && pinned ? 'ant-table-fixed-column' : '',
    scrollX !== undefined ? 'ant-table-scroll-horizontal' : '',
    cols.pins.some((p) => p?.side === 'left') ? 'ant-table-has-fix-left' : '',
    cols.pins.some((p) => p?.side === 'right') ? 'ant-table-has-fix-right' : '',
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <div className={`ant-table-wrapper ${SCOPE}`} style={{ '--renderer-table-shadow': token.colorSplit } as CSSProperties}>
      <Spin spinning={loading && !waiting}>
        <div className={tableClass}>
          <div className="ant-table-container">
            <div className="ant-table-content" style={scrollX === undefined ? undefined : { overflowX: 'auto', overflowY: 'hidden' }}>
              <table style={tableStyle} aria-label={label}>
                <colgroup>
                  {selection ? <col className="ant-table-selection-col" /> : null}
                  {columns.map((c) => (
                    <col key={c.key} style={c.width === undefined ? undefined : { width: c.width }} />
                  ))}
                </colgroup>
                <thead className="ant-table-thead">
                  <tr>
                    {selection ? (
                      <th className={`ant-table-cell ant-table-selection-column${pinClass(cols.selectionPin)}`} style={cellStyle(cols.selectionPin)} scope="col">
                        <div className="ant-table-selection">
                          <SelectBox
                            checked={rows.length > 0 && allChecked}
                            indeterminate={!allChecked && someChecked}
                            disabled={enabled.length === 0}
                            label={SELECT_PAGE}
                            onChange={selectPage}
                          />
                        </div>
                      </th>
                    ) : null}
                    {columns.map((c, i) => (
                      <th
                        key={c.key}
                        className={cellClass(c, cols.pins[i])}
                        style={cellStyle(cols.pins[i], c.align)}
                        scope="col"
                        title={c.ellipsis && typeof c.title === 'string' ? c.title : undefined}
                      >
                        {c.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="ant-table-tbody">
                  {rows.length ? (
                    rows.map((row, index) => {
                      const key = keyOf(row)
                      return (
                        <BodyRow<R>
                          key={key}
                          row={row}
                          index={index}
                          rowKey={key}
                          cols={cols}
                          selected={selected.has(key)}
                          onSelect={selection ? onSelect : undefined}
                          selectDisabled={selection?.disabled?.(row)}
                        />
                      )
                    })
                  ) : (
                    <tr className="ant-table-placeholder">
                      <td className="ant-table-cell" colSpan={span}>
                        {scrollX === undefined ? (
                          empty
                        ) : (
                          // kept in view while the empty table scrolls sideways (./dataTable.css)
                          <div className="ant-table-expanded-row-fixed">{empty}</div>
                        )}
                      </td>
                    </tr>
                  )}
                </tbody>
              </table>
            </div>
          </div>
        </div>
        {paging ? <ListPager paging={paging} className="ant-table-pagination" size="small" align="end" /> : null}
      </Spin>
    </div>
  )
}
