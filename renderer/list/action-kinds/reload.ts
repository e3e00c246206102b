/** `reload`: asks the list again. */
import { defineActionKind } from '../actionKinds'

export const reloadAction = defineActionKind<{ kind: 'reload' }>({ name: 'reload', run: (_a, { list }) => void list.reload() })
