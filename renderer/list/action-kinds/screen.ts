/** `screen`: opens the screen of a menu route full screen over the list, parameters filled from the row. */
import type { Action } from '../../schema/types'
import { screenParams } from '../../screenLoader'
import { defineActionKind } from '../actionKinds'

export const screenAction = defineActionKind<Extract<Action, { kind: 'screen' }>>({
  name: 'screen',
  run: (a, { row, openScreen }) => openScreen({ route: a.route, title: a.title, params: screenParams(a.params, row) }),
})
