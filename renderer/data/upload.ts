/**
 * Uploading files: the optional DataProvider capability (`upload`) the upload widgets and list
 * actions call, with the browser's own checks before a byte is sent (extension, 2 GB; spec 000 s.5)
 * and their texts. The transport is the application's (src/api/upload.ts).
 */
import type { DataProvider, UploadedFile, UploadOptions } from './provider'

export type { UploadedFile, UploadOptions }

/** A DataProvider that can upload: the optional `upload` and `fileSrc` of renderer/data/provider.ts. */
export type UploadCapableProvider = DataProvider

export const UPLOAD_TEXT = {
  badType: '暂不支持该文件',
  tooLarge: '暂不支持上传大于2G的文件',
  unsupported: '当前环境不支持上传文件',
  failed: '上传失败',
  cancel: '取消',
  remove: '删除',
  button: '上传文件',
  chooser: '从云盘选择',
  maxCount: (n: number) => `最多上传${n}个文件`,
} as const

/** spec 000 s.9: upload limit 2 GB (2 GiB, as the server counts). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024 * 1024

/** Image extensions of spec 000 s.5 (user avatar). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp'] as const

/** ['jpg', '.PNG'] or 'jpg,png' -> ['jpg', 'png']; empty means any. */
export function normalizeAccept(accept?: readonly string[] | string): string[] {
  const list = typeof accept === 'string' ? accept.split(',') : (accept ?? [])
  return list.map((e) => e.trim().replace(/^\./, '').toLowerCase()).filter(Boolean)
}

export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.')
  return i < 0 ? '' : name.slice(i + 1).toLowerCase()
}

/** The browser's refusal of a file (the spec's message), or null when it may be uploaded. */
export function refusal(file: { name: string; size: number }, accept: string[]): string | null {
  if (accept.length && !accept.includes(extensionOf(file.name))) return UPLOAD_TEXT.badType
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TEXT.tooLarge
  return null
}

export function isAbort(e: unknown): boolean {
  return Boolean(e && typeof e === 'object' && (e as { name?: unknown }).name === 'AbortError')
}
