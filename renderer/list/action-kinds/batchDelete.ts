/** `batchDelete` (toolbar): confirm, delete the selected rows with api.batchDelete, reload. */
import type { Action } from '../../schema/types'
import { defineActionKind } from '../actionKinds'

export const batchDeleteAction = defineActionKind<Extract<Action, { kind: 'batchDelete' }>>({
  name: 'batchDelete',
  run: (a, { list, deleter }) => deleter.deleteSelected(list.selectedRows, a.texts?.success),
  usesSelection: () => true,
})
