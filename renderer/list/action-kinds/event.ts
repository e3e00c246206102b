/** `event`: emits an application event with the row (or the side-tree node's record). */
import { defineActionKind } from '../actionKinds'

export const eventAction = defineActionKind<{ kind: 'event'; name: string }>({
  name: 'event',
  run: (a, { row, node, emit }) => emit(a.name, row ?? node?.raw),
})
