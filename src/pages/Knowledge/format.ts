/** How the learner pages show a file's size and a place in a file. */
import type { FileEntry } from './api'

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`

/** 学到第3页 / 看到 1:05 / 已学完 */
export function placeOf(f: FileEntry): string {
  if (!f.Progress) return ''
  if (f.Progress.Finished) return '已学完'
  return f.FileType === 'pdf' ? `学到第${f.Progress.Page}页` : `看到 ${clock(f.Progress.Position)}`
}
