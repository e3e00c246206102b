/**
 * HTTP Range requests on a stored file (RFC 9110 s.14), so a video starts and seeks without the
 * whole file: one byte range is answered 206 with Content-Range; several ranges are answered with
 * the whole file (a server may ignore Range; no player asks for multipart/byteranges); a range
 * past the end or a malformed `bytes=` range is 416 (RFC 9110 lets a server reject an invalid
 * range instead of ignoring it: a client that sent one has a bug worth seeing).
 */
import type { ByteRange } from '../../storage'

export type RangeAnswer = { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' }

const FULL: RangeAnswer = { kind: 'full' }
const UNSATISFIABLE: RangeAnswer = { kind: 'unsatisfiable' }
const SPEC = /^(\d*)-(\d*)$/

/**
 * What to answer to `Range` for a file of `size` bytes whose entity tag is `etag`. An `If-Range`
 * that is not this file's entity tag (a date, or another version) asks for the whole file.
 */
export function rangeOf(header: string | undefined, size: number, ifRange: string | undefined, etag: string): RangeAnswer {
  if (!header) return FULL
  if (ifRange !== undefined && ifRange.trim() !== etag) return FULL
  const m = /^\s*bytes\s*=\s*(.*)$/i.exec(header)
  if (!m) return FULL // another unit: ignored, as RFC 9110 requires
  const specs = m[1].split(',').map((s) => s.trim())
  if (specs.length > 1) return FULL
  const spec = SPEC.exec(specs[0])
  if (!spec || (spec[1] === '' && spec[2] === '')) return UNSATISFIABLE
  if (spec[1] === '') {
    // suffix: the last N bytes
    const suffix = Number(spec[2])
    if (suffix === 0 || size === 0) return UNSATISFIABLE
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } }
  }
  const start = Number(spec[1])
  const end = spec[2] === '' ? size - 1 : Number(spec[2])
  if (end < start || start >= size) return UNSATISFIABLE
  return { kind: 'partial', range: { start, end: Math.min(end, size - 1) } }
}
