/**
 * Reads PostgreSQL's answer to a named statement's Bind + Execute + Sync (./pglite-statements.ts)
 * straight from the bytes PGlite returns. PGlite's own path (execProtocolStream, then
 * parse.parseResults) copies every field into an ArrayBuffer of its own before decoding it and
 * builds a message object per row: on the employee list that was a third of the worker's time
 * (a CPU profile under load). Here each field is decoded from a view of the answer, and the rows
 * are built once.
 *
 * Only the messages of a plain answer are read here (ParseComplete, BindComplete, DataRow,
 * CommandComplete, NoData, ReadyForQuery); an answer holding anything else (an error, a notice)
 * is left to PGlite's parser, `readAnswer` then answers null.
 */
import type { Results, RowMode } from '@electric-sql/pglite'

type Parsers = Record<number, ((value: string, typeId: number) => unknown) | undefined>
export interface Field {
  name: string
  dataTypeID: number
}

const PARSE_COMPLETE = 0x31 // '1'
const BIND_COMPLETE = 0x32 // '2'
const DATA_ROW = 0x44 // 'D'
const COMMAND_COMPLETE = 0x43 // 'C'
const NO_DATA = 0x6e // 'n'
const READY_FOR_QUERY = 0x5a // 'Z'

/** the commands whose CommandComplete counts affected rows, as PGlite's parseResults counts them */
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'])

const utf8 = new TextDecoder()

const PLAIN = new Set([PARSE_COMPLETE, BIND_COMPLETE, DATA_ROW, COMMAND_COMPLETE, NO_DATA, READY_FOR_QUERY])

/** whether `readAnswer` reads the answer (only plain messages), without decoding it */
export function isPlainAnswer(answer: Uint8Array): boolean {
  const view = new DataView(answer.buffer, answer.byteOffset, answer.byteLength)
  for (let at = 0; at + 5 <= answer.length; at += 1 + view.getUint32(at + 1)) if (!PLAIN.has(answer[at])) return false
  return true
}

/**
 * The result of one execution (`fields`: the statement's row description; `parsers` by type id,
 * PGlite's merged with the query's), or null when the answer holds a message read elsewhere.
 */
export function readAnswer<T>(answer: Uint8Array, fields: Field[], parsers: Parsers, rowMode: RowMode | undefined): Results<T> | null {
  const view = new DataView(answer.buffer, answer.byteOffset, answer.byteLength)
  const parse = fields.map((f) => parsers[f.dataTypeID])
  const rows: unknown[] = []
  let affectedRows = 0
  let at = 0
  while (at + 5 <= answer.length) {
    const type = answer[at]
    const end = at + 1 + view.getUint32(at + 1)
    let p = at + 5
    if (type === DATA_ROW) {
      const count = view.getInt16(p)
      p += 2
      const array = rowMode === 'array'
      const row: unknown[] | Record<string, unknown> = array ? new Array(count) : {}
      for (let i = 0; i < count; i++) {
        const length = view.getInt32(p)
        p += 4
        let value: unknown = null
        if (length >= 0) {
          const text = utf8.decode(answer.subarray(p, p + length))
          p += length
          const parser = parse[i]
          value = parser ? parser(text, fields[i].dataTypeID) : text
        }
        if (array) (row as unknown[])[i] = value
        else (row as Record<string, unknown>)[fields[i].name] = value
      }
      rows.push(row)
    } else if (type === COMMAND_COMPLETE) {
      const words = utf8.decode(answer.subarray(p, end - 1)).split(' ')
      if (COUNTED.has(words[0])) affectedRows += parseInt(words[words.length - 1], 10) || 0
    } else if (!PLAIN.has(type)) {
      return null
    }
    at = end
  }
  return { rows: rows as T[], fields, affectedRows }
}
