/**
 * Where a data table's pinned columns sit, from their declared widths alone: no measuring, so a
 * page of 500 rows needs no layout read before its first paint.
 */

export type Pin = 'left' | 'right'

export interface PinnedCell {
  /** the CSS `position: sticky` offset from its side */
  offset: number
  side: Pin
  /** the last left-pinned or the first right-pinned column: it draws the scroll shadow */
  edge: boolean
}

/** The selection column's width (antd's `.ant-table-selection-col`). */
export const SELECTION_WIDTH = 32

/**
 * The pins of `columns` (their `fixed` and `width`) in order; a column pinned left after an
 * unpinned one, or right before one, is not pinned (as in antd, pinned columns sit at the ends).
 */
export function pinColumns(columns: { fixed?: Pin; width?: number }[]): (PinnedCell | undefined)[] {
  const pins: (PinnedCell | undefined)[] = columns.map(() => undefined)
  let left = 0
  let lastLeft = -1
  for (let i = 0; i < columns.length && columns[i].fixed === 'left'; i++) {
    pins[i] = { side: 'left', offset: left, edge: false }
    left += columns[i].width ?? 0
    lastLeft = i
  }
  let right = 0
  let firstRight = columns.length
  for (let i = columns.length - 1; i > lastLeft && columns[i].fixed === 'right'; i--) {
    pins[i] = { side: 'right', offset: right, edge: false }
    right += columns[i].width ?? 0
    firstRight = i
  }
  if (lastLeft >= 0) pins[lastLeft]!.edge = true
  if (firstRight < columns.length) pins[firstRight]!.edge = true
  return pins
}

/** antd's classes of a pinned cell (its look: background, z-index, the shadow's place). */
export function pinClass(pin: PinnedCell | undefined): string {
  if (!pin) return ''
  return pin.side === 'left'
    ? ` ant-table-cell-fix-left${pin.edge ? ' ant-table-cell-fix-left-last' : ''}`
    : ` ant-table-cell-fix-right${pin.edge ? ' ant-table-cell-fix-right-first' : ''}`
}
