/** `kind: grants`: the permission tree of the row (a role or a user), saved as a whole. */
import { GrantsDialog } from '../../grants/GrantsDialog'
import type { GrantsDialogSchema } from '../../schema/types'
import { defineDialogKind } from '../dialogKinds'

export const grantsDialogKind = defineDialogKind<GrantsDialogSchema>({
  name: 'grants',
  component: ({ schema, open, onClose }) => <GrantsDialog schema={schema} record={open.record ?? {}} onClose={onClose} />,
})
