/**
 * The column-kind registry: a list column's `type` names a kind that draws its cell (and may
 * align it). Adding a kind is one file calling `defineColumnKind` (./column-kinds/ holds the
 * built-in ones) and its registration; no view changes.
 */
import type { ReactNode } from 'react'
import type { DataProvider } from '../data/provider'
import { createKindRegistry, type KindDefinition } from '../kinds/registry'
import type { useFeedback } from '../locale'
import type { ColumnSpec } from '../schema/types'
import type { Row } from './useListController'

/**
 * What a list screen hands a cell besides its value, for kinds whose cell acts (a switch that
 * saves at once): the data provider, toasts, the user's permissions and the list's reload. A cell
 * drawn outside a list (a detail dialog) gets none and stays read-only.
 */
export interface CellContext {
  dp: DataProvider
  message: ReturnType<typeof useFeedback>['message']
  has(code?: string): boolean
  /** reads the list's page again */
  reload(): void
  /** how many rows come before the page shown (the `index` kind numbers across pages) */
  offset?: number
}

export interface ColumnKind extends KindDefinition {
  /** the cell of `value` (the row's `field`; undefined when the column names none); `index`: the row's place on the page from 0 */
  render(value: unknown, col: ColumnSpec, row: Row, cell?: CellContext, index?: number): ReactNode
  /** the column's alignment (default left) */
  align?: 'left' | 'right' | 'center'
}

export const columnKinds = createKindRegistry<ColumnKind>('column kind')

export const defineColumnKind = (kind: ColumnKind): ColumnKind => columnKinds.define(kind)

/** a cell with nothing to show */
export const isEmptyCell = (v: unknown) => v === undefined || v === null || v === ''
