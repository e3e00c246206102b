/**
 * `dialog`: opens a dialog of the screen's `dialogs` (edit for a row, add otherwise, or `mode`),
 * passing into its saved body the selected keys (`keysAs`; none selected: a warning), the side-tree
 * node's value (`nodeAs`) and fields of the row (`fromRow`); the form may start with fields of the
 * row (`valuesFromRow`).
 */
import type { Action } from '../../schema/types'
import { defineActionKind } from '../actionKinds'
import type { Row } from '../useListController'

export const NO_SELECTION = '请选择数据'

export const dialogAction = defineActionKind<Extract<Action, { kind: 'dialog' }>>({
  name: 'dialog',
  usesSelection: (a) => Boolean(a.keysAs),
  run(a, { list, row, node, message, openDialog }) {
    const inputs: Row = {}
    if (a.keysAs) {
      const keys = row ? [row[list.rowKey]] : list.selectedKeys
      if (!keys.length) return void message.warning(a.texts?.empty ?? NO_SELECTION)
      inputs[a.keysAs] = keys
    }
    if (a.nodeAs && node) inputs[a.nodeAs] = node.value
    if (a.fromRow && row) for (const [name, field] of Object.entries(a.fromRow)) inputs[name] = row[field]
    const values = a.valuesFromRow && row ? Object.fromEntries(Object.entries(a.valuesFromRow).map(([name, field]) => [name, row[field]])) : undefined
    openDialog({ name: a.dialog, mode: a.mode ?? (row ? 'edit' : 'add'), record: row ?? node?.raw, inputs: Object.keys(inputs).length ? inputs : undefined, values })
  },
})
