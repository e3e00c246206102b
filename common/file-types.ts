/**
 * The platform's file type groups (spec 002 s.9: image, excel, ppt, word, pdf, video, zip, office),
 * one list for the server (the cloud storage's FileType) and the browser (what an upload accepts,
 * how an attachment is shown: an image as a thumbnail, a PDF with 预览, anything else with 下载).
 */
export const FILE_TYPE_GROUPS = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg'],
  excel: ['xls', 'xlsx', 'csv'],
  ppt: ['ppt', 'pptx'],
  word: ['doc', 'docx'],
  pdf: ['pdf'],
  video: ['mp3', 'mp4', 'wav', 'avi', 'mov', 'webm'],
  zip: ['zip', 'rar', '7z', 'gz', 'tar'],
  office: ['txt', 'wps', 'et', 'dps', 'odt', 'ods', 'odp', 'rtf'],
} as const satisfies Record<string, readonly string[]>

export type FileTypeGroup = keyof typeof FILE_TYPE_GROUPS | 'other'

const GROUP_OF = new Map<string, FileTypeGroup>(Object.entries(FILE_TYPE_GROUPS).flatMap(([group, exts]) => exts.map((e) => [e, group as FileTypeGroup] as const)))

/** The group of an extension ('pdf', 'PDF' or '.pdf'); 'other' when no group lists it. */
export function fileTypeOf(ext: string): FileTypeGroup {
  return GROUP_OF.get(ext.replace(/^\./, '').toLowerCase()) ?? 'other'
}

/** The group of a file name by its extension. */
export function fileTypeOfName(name: string): FileTypeGroup {
  const i = name.lastIndexOf('.')
  return i < 0 ? 'other' : fileTypeOf(name.slice(i + 1))
}

/** Every extension of the groups but images: the documents, media and archives a comment may carry. */
export const DOCUMENT_EXTENSIONS: readonly string[] = Object.entries(FILE_TYPE_GROUPS).flatMap(([group, exts]) => (group === 'image' ? [] : exts))
