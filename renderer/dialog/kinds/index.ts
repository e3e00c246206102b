/** The built-in dialog kinds, registered on import (each kind is one file of this folder). */
export { formDialogKind } from './form'
export { detailDialogKind } from './detail'
export { mediaDialogKind } from './media'
