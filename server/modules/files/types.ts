/**
 * What the server knows about file types: content type per extension, the magic bytes a known
 * extension's content must start with (so a `.png` that is not a PNG is refused), the file type
 * groups of the cloud storage (spec 000 s.9), and the names in a safe Content-Disposition.
 */
import { fileTypeOf as groupOf } from '../../../common/file-types'

/** Enough of the head of a file to recognise every signature below (PDF may start late). */
export const HEAD_BYTES = 1024

const at = (head: Buffer, offset: number, bytes: string | number[]) => {
  const b = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes)
  return head.length >= offset + b.length && head.subarray(offset, offset + b.length).equals(b)
}

const jpeg = (h: Buffer) => at(h, 0, [0xff, 0xd8, 0xff])
const png = (h: Buffer) => at(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const gif = (h: Buffer) => at(h, 0, 'GIF87a') || at(h, 0, 'GIF89a')
const bmp = (h: Buffer) => at(h, 0, 'BM') && h.length >= 14
const riff = (kind: string) => (h: Buffer) => at(h, 0, 'RIFF') && at(h, 8, kind)
const pdf = (h: Buffer) => h.subarray(0, HEAD_BYTES).includes(Buffer.from('%PDF-'))
const zip = (h: Buffer) => at(h, 0, [0x50, 0x4b, 0x03, 0x04]) || at(h, 0, [0x50, 0x4b, 0x05, 0x06])
const ole = (h: Buffer) => at(h, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const ftyp = (h: Buffer) => at(h, 4, 'ftyp')
const ebml = (h: Buffer) => at(h, 0, [0x1a, 0x45, 0xdf, 0xa3])
const mp3 = (h: Buffer) => at(h, 0, 'ID3') || (h.length >= 2 && h[0] === 0xff && (h[1] & 0xe0) === 0xe0)
const rar = (h: Buffer) => at(h, 0, 'Rar!\x1a\x07')
const sevenZip = (h: Buffer) => at(h, 0, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])
const gzip = (h: Buffer) => at(h, 0, [0x1f, 0x8b])

interface KnownType {
  contentType: string
  /** the content must pass this check; absent = not checked (text and unknown formats) */
  magic?: (head: Buffer) => boolean
  /** may be shown inline (preview, player) when asked with inline=1 */
  inline?: boolean
}

const OOXML = 'application/vnd.openxmlformats-officedocument'
export const KNOWN: Record<string, KnownType> = {
  jpg: { contentType: 'image/jpeg', magic: jpeg, inline: true },
  jpeg: { contentType: 'image/jpeg', magic: jpeg, inline: true },
  png: { contentType: 'image/png', magic: png, inline: true },
  gif: { contentType: 'image/gif', magic: gif, inline: true },
  bmp: { contentType: 'image/bmp', magic: bmp, inline: true },
  webp: { contentType: 'image/webp', magic: riff('WEBP'), inline: true },
  pdf: { contentType: 'application/pdf', magic: pdf, inline: true },
  docx: { contentType: `${OOXML}.wordprocessingml.document`, magic: zip },
  xlsx: { contentType: `${OOXML}.spreadsheetml.sheet`, magic: zip },
  pptx: { contentType: `${OOXML}.presentationml.presentation`, magic: zip },
  zip: { contentType: 'application/zip', magic: zip },
  doc: { contentType: 'application/msword', magic: ole },
  xls: { contentType: 'application/vnd.ms-excel', magic: ole },
  ppt: { contentType: 'application/vnd.ms-powerpoint', magic: ole },
  mp4: { contentType: 'video/mp4', magic: ftyp, inline: true },
  webm: { contentType: 'video/webm', magic: ebml, inline: true },
  mov: { contentType: 'video/quicktime', magic: ftyp, inline: true },
  mp3: { contentType: 'audio/mpeg', magic: mp3, inline: true },
  wav: { contentType: 'audio/wav', magic: riff('WAVE'), inline: true },
  avi: { contentType: 'video/x-msvideo', magic: riff('AVI ') },
  rar: { contentType: 'application/vnd.rar', magic: rar },
  '7z': { contentType: 'application/x-7z-compressed', magic: sevenZip },
  gz: { contentType: 'application/gzip', magic: gzip },
  // Not checked by content; served as attachments with nosniff, never inline.
  svg: { contentType: 'image/svg+xml' },
  txt: { contentType: 'text/plain; charset=utf-8' },
  csv: { contentType: 'text/csv; charset=utf-8' },
}

export const FALLBACK_CONTENT_TYPE = 'application/octet-stream'

export function extensionOf(fileName: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(fileName)
  return m ? m[1].toLowerCase() : ''
}

export function contentTypeOf(ext: string): string {
  return KNOWN[ext]?.contentType ?? FALLBACK_CONTENT_TYPE
}

export function mayInline(ext: string): boolean {
  return Boolean(KNOWN[ext]?.inline)
}

/** Whether the head of the content fits the extension (true for extensions without a signature). */
export function contentMatches(ext: string, head: Buffer): boolean {
  const magic = KNOWN[ext]?.magic
  return magic ? magic(head) : true
}

/** The `accept` query: 'jpg, .PNG' -> ['jpg', 'png']. */
export function parseAccept(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((s) => s.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean)
}

/** The cloud storage's file type group of an extension (spec 000 s.9). */
export const fileTypeOf = (ext: string): string => groupOf(ext)

/**
 * Control characters (C0, DEL, C1) and the invisible direction and zero-width marks: a right-to-left
 * override makes 'invoice\u202Efdp.exe' show as 'invoiceexe.pdf' (issue 13 s.4).
 */
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g

/** The client's file name made safe to keep as metadata: no path, no control or direction characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  const clean = [...base.replace(HIDDEN, '').trim()].slice(-200).join('')
  return clean && clean !== '.' && clean !== '..' ? clean : 'file'
}

/** RFC 6266 / RFC 5987: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/**
 * Active content: what a browser or the operating system would run. No upload purpose allows any of
 * it today, nor a file without an extension; a purpose that needs one would list it here per purpose.
 */
const ACTIVE = new Set(
  'html htm xhtml xht shtml mht mhtml xml xsl js mjs cjs jsx ts vbs vbe wsf wsh hta ps1 psm1 bat cmd com exe scr msi msp dll cpl jar apk app sh bash php phtml asp aspx jsp cgi pl py rb swf lnk reg'.split(' '),
)

export function isActiveContent(ext: string): boolean {
  return ext === '' || ACTIVE.has(ext)
}

/** Script inside an SVG: a script element, an event handler attribute or a javascript: URL. */
export const SVG_SCRIPT = /<script|\son[a-z]+\s*=|javascript:|<foreignObject/i

