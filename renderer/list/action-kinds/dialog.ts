/**
 * `dialog`: opens a dialog of the screen's `dialogs` (edit for a row, add otherwise, or `mode`),
 * passing into its saved body the action's `body` template filled with the selected keys (`{$keys}`;
 * none selected: a warning), the side-tree node's value (`{$node}`) and fields of the row
 * (`{$row.Field}`); the form may start with `initialValues`, filled the same way.
 */
import { fillTemplate, templateUses } from '../../../common/request-template'
import type { Action } from '../../schema/types'
import { defineActionKind } from '../actionKinds'
import type { Row } from '../useListController'

export const NO_SELECTION = '请选择数据'

export const dialogAction = defineActionKind<Extract<Action, { kind: 'dialog' }>>({
  name: 'dialog',
  usesSelection: (a) => templateUses(a.body, 'keys'),
  run(a, { list, row, node, message, openDialog }) {
    const keys = row ? [row[list.rowKey]] : list.selectedKeys
    if (templateUses(a.body, 'keys') && !keys.length) return void message.warning(a.texts?.empty ?? NO_SELECTION)
    const scope = { keys, node: node?.value, row }
    const inputs: Row | undefined = fillTemplate(a.body, scope)
    const values = row ? fillTemplate(a.initialValues, scope) : undefined
    openDialog({ name: a.dialog, mode: a.mode ?? (row ? 'edit' : 'add'), record: row ?? node?.raw, inputs: inputs && Object.keys(inputs).length ? inputs : undefined, values })
  },
})
