/**
 * The engine's shared field widgets (issue 3, spec 000 s.2): Formily value/onChange components usable
 * as field kinds. They name no endpoint and know no backend: each takes its `api` and its columns
 * from the field's schema props. The upload checks are in ../data/upload.ts.
 */
export { refusal, normalizeAccept, extensionOf, MAX_UPLOAD_BYTES, IMAGE_EXTENSIONS, UPLOAD_TEXT, type UploadCapableProvider, type UploadOptions, type UploadedFile } from '../data/upload'
export { DetailTable, DETAIL_TEXT, DETAIL_SCROLL_WIDTH, type DetailTableProps, type DetailRow } from './detail-table/DetailTable'
export { InlineRows, type InlineRowsProps } from './inline-rows/InlineRows'
export { inlineRowsValidator, firstError as inlineRowsFirstError, rowErrors as inlineRowsErrors, trimRows, INLINE_TEXT, type InlineColumn, type InlineRowsOptions } from './inline-rows/rows'
export { RichText, type RichTextProps } from './rich-text/RichText'
export { TagsInput, tagProblem, TAGS_TEXT, type TagsInputProps } from './tags/TagsInput'
