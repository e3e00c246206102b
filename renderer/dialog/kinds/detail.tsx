/** `kind: detail`: a read-only detail of the row (header, descriptions, timeline); closing reloads nothing. */
import { DetailDialog } from '../../detail/DetailDialog'
import type { DetailDialogSchema } from '../../schema/types'
import { defineDialogKind } from '../dialogKinds'

export const detailDialogKind = defineDialogKind<DetailDialogSchema>({
  name: 'detail',
  component: ({ schema, open, onClose }) => <DetailDialog schema={schema} record={open.record} onClose={() => onClose(false)} />,
})
