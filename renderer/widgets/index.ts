/**
 * Shared field widgets (issue 3, spec 000 s.2): Formily value/onChange components usable as field
 * kinds. They name no endpoint: each takes its `api` from the field's schema props.
 */
export { PersonPicker, PersonPickerDialog, PERSON_PICKER_DEFAULTS, type PersonPickerProps, type PersonPickerDialogProps } from './person-picker/PersonPicker'
export { usePersonPicker, PICKER_TEXT, type PickItem, type PickerMode, type OrgAnswer, type OrgUser, type OrgDept } from './person-picker/usePersonPicker'
export { FileChooser, FileChooserDialog, FILE_CHOOSER_DEFAULTS, type FileChooserProps, type FileChooserDialogProps } from './file-chooser/FileChooser'
export { useFileChooser, FILE_CHOOSER_TEXT, FILE_PAGE_SIZE, type ChosenFile, type UserFile } from './file-chooser/useFileChooser'
export { UploadField, type UploadFieldProps } from './upload/UploadField'
export { useUpload, type UploadValueItem } from './upload/useUpload'
export {
  xhrUpload,
  refusal,
  normalizeAccept,
  extensionOf,
  MAX_UPLOAD_BYTES,
  IMAGE_EXTENSIONS,
  UPLOAD_TEXT,
  type UploadCapableProvider,
  type UploadOptions,
  type UploadedFile,
} from './upload/uploader'
export { DetailTable, DETAIL_TEXT, DETAIL_SCROLL_WIDTH, type DetailTableProps, type DetailRow } from './detail-table/DetailTable'
export { InlineRows, type InlineRowsProps } from './inline-rows/InlineRows'
export { inlineRowsValidator, firstError as inlineRowsFirstError, rowErrors as inlineRowsErrors, trimRows, INLINE_TEXT, type InlineColumn, type InlineRowsOptions } from './inline-rows/rows'
