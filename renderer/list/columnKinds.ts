/**
 * The column-kind registry: a list column's `type` names a kind that draws its cell (and may
 * align it). Adding a kind is one file calling `defineColumnKind` (./column-kinds/ holds the
 * built-in ones) and its registration; no view changes.
 */
import type { ReactNode } from 'react'
import { createKindRegistry, type KindDefinition } from '../kinds/registry'
import type { ColumnSpec } from '../schema/types'
import type { Row } from './useListController'

export interface ColumnKind extends KindDefinition {
  /** the cell of `value` (the row's `field`; undefined when the column names none) */
  render(value: unknown, col: ColumnSpec, row: Row): ReactNode
  /** the column's alignment (default left) */
  align?: 'left' | 'right' | 'center'
}

export const columnKinds = createKindRegistry<ColumnKind>('column kind')

export const defineColumnKind = (kind: ColumnKind): ColumnKind => columnKinds.define(kind)

/** a cell with nothing to show */
export const isEmptyCell = (v: unknown) => v === undefined || v === null || v === ''
