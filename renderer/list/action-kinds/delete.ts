/** `delete` (row): confirm, delete the row with api.delete, reload. */
import type { Action } from '../../schema/types'
import { defineActionKind } from '../actionKinds'

export const deleteAction = defineActionKind<Extract<Action, { kind: 'delete' }>>({
  name: 'delete',
  run: (a, { row, deleter }) => (row ? deleter.deleteOne(row, a.texts?.success) : undefined),
})
