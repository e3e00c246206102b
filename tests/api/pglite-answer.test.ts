/**
 * A named statement's answer read from PGlite's bytes (server/db/pglite-answer.ts) gives what
 * PGlite's own query() gives: the same rows (objects or arrays), values of each type, nulls, empty
 * texts, Chinese, the query's parsers, the affected rows; errors keep their code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGlite, types, type QueryOptions, type Results } from '@electric-sql/pglite'
import { readAnswer } from '../../server/db/pglite-answer'
import { StatementCache } from '../../server/db/pglite-statements'

let pg: PGlite
let statements: StatementCache

const SELECT = 'SELECT id, label, note, flag, at, amount, doc, tags, big FROM t WHERE id >= $1 ORDER BY id'
const plain = (r: Results) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows ?? 0 })

beforeAll(async () => {
  pg = await PGlite.create()
  await pg.exec(`
    CREATE TABLE t (id int PRIMARY KEY, label text, note text, flag bool, at timestamp, amount numeric(10,2), doc jsonb, tags text[], big bigint);
    INSERT INTO t VALUES
      (1, '张三的档案', '', true, '2026-11-28 09:30:00', 1234.5, '{"部门": "人事部", "n": [1, 2]}', '{甲,乙}', 9007199254740993),
      (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
      (3, 'a''b "c"', ' ', false, '1999-01-01 00:00:00', 0, '[]', '{}', -1);
  `)
  statements = new StatementCache(pg)
})
afterAll(() => pg.close())

describe('a named statement’s answer read from its bytes', () => {
  const cases: [string, QueryOptions][] = [
    ['rows as objects', {}],
    ['rows as arrays', { rowMode: 'array' }],
    ['with the query’s parsers (timestamps kept as text)', { parsers: { [types.TIMESTAMP]: (v: string) => v } }],
  ]
  for (const [name, options] of cases) {
    it(`${name}: as PGlite’s query() reads them`, async () => {
      // twice: the first execution prepares the name, the second runs by it
      for (let i = 0; i < 2; i++) expect(plain(await statements.query(SELECT, [1], options, false))).toEqual(plain(await pg.query(SELECT, [1], options)))
    })
  }

  it('counts the rows an UPDATE and an INSERT touched', async () => {
    expect((await statements.query('UPDATE t SET note = $1 WHERE id < $2', ['x', 3], {}, false)).affectedRows).toBe(2)
    expect((await statements.query('INSERT INTO t (id) VALUES ($1), ($2)', [10, 11], {}, false)).affectedRows).toBe(2)
  })

  it('keeps an error’s code (the answer is read by PGlite’s parser then)', async () => {
    const e = await statements.query('INSERT INTO t (id) VALUES ($1)', [1], {}, false).catch((err: unknown) => err)
    expect((e as { code?: string }).code).toBe('23505')
  })

  it('reads the rows of an answer itself: BindComplete, DataRows (null, empty, Chinese), CommandComplete, ReadyForQuery', () => {
    const enc = new TextEncoder()
    const message = (type: string, body: Uint8Array) => {
      const m = new Uint8Array(5 + body.length)
      m[0] = type.charCodeAt(0)
      new DataView(m.buffer).setUint32(1, 4 + body.length)
      m.set(body, 5)
      return m
    }
    const dataRow = (values: (string | null)[]) => {
      const parts = values.map((v) => (v === null ? null : enc.encode(v)))
      const body = new Uint8Array(2 + parts.reduce((n, p) => n + 4 + (p?.length ?? 0), 0))
      const view = new DataView(body.buffer)
      view.setInt16(0, values.length)
      let at = 2
      for (const p of parts) {
        view.setInt32(at, p ? p.length : -1)
        at += 4
        if (p) body.set(p, at)
        at += p?.length ?? 0
      }
      return message('D', body)
    }
    const answer = [message('2', new Uint8Array()), dataRow(['7', '人事部', null]), dataRow(['8', '', 't']), message('C', enc.encode('SELECT 2\0')), message('Z', enc.encode('I'))]
    const bytes = new Uint8Array(answer.reduce((n, m) => n + m.length, 0))
    answer.reduce((at, m) => (bytes.set(m, at), at + m.length), 0)
    const fields = [
      { name: 'id', dataTypeID: types.INT4 },
      { name: 'dept', dataTypeID: types.TEXT },
      { name: 'ok', dataTypeID: types.BOOL },
    ]
    const parsers = { ...types.parsers }
    expect(readAnswer(bytes, fields, parsers, undefined)).toEqual({
      rows: [
        { id: 7, dept: '人事部', ok: null },
        { id: 8, dept: '', ok: true },
      ],
      fields,
      affectedRows: 0,
    })
    expect(readAnswer(bytes, fields, parsers, 'array')?.rows).toEqual([
      [7, '人事部', null],
      [8, '', true],
    ])
  })

  it('leaves an answer holding another message (an error) to PGlite’s parser', () => {
    // ErrorResponse: 'E', length, a field 'M' with a message, the terminator
    const text = new TextEncoder().encode('Mboom\0\0')
    const answer = new Uint8Array(5 + text.length)
    answer[0] = 0x45
    new DataView(answer.buffer).setUint32(1, 4 + text.length)
    answer.set(text, 5)
    expect(readAnswer(answer, [], {}, undefined)).toBeNull()
  })
})
