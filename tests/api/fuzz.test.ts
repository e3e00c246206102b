/**
 * Issue 13 s.2 as a property: every operation of the OpenAPI document, called by a signed-in
 * administrator with generated bad input (wrong types, NUL and other control characters, huge and
 * deeply nested values, huge numbers, `__proto__` keys, malformed JSON, a wrong content type), never
 * answers 5xx, refuses in Chinese, and writes nothing (row counts of every table unchanged, apart
 * from the bookkeeping of sign-in and SMS limits). Bounded: a few runs per operation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { createHarness, type Harness } from './harness'

let h: Harness
let admin: string
beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
  await h.app.ready()
})
afterAll(() => h?.close())

interface Operation {
  method: string
  path: string
  query: string[]
  body: Record<string, unknown> | undefined
}

/** Calls that end the caller's session or are not JSON APIs: their refusals are covered elsewhere. */
const SKIP = new Set(['POST /api/app/account/logout'])
/** An export stores its workbook whatever it matches (an unknown organisation exports an empty sheet, tests/api/hr-export.test.ts). */
const WRITES_BY_DESIGN = new Set([
  'POST /api/app/new-user/excel-user-info-out',
  'POST /api/app/audit-logs/export',
  'GET /api/app/knowledge-teacher/export-knowledge-teacher',
  'GET /api/app/knowledge-lession/export-knowledge-lession',
])
/** Tables a refused request may still write: sign-in and SMS limits count attempts by design. */
const BOOKKEEPING = /sms|limit|attempt|audit|token|lock/i

function operations(): Operation[] {
  const doc = h.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>
  }
  const out: Operation[] = []
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue
      if (SKIP.has(`${method.toUpperCase()} ${path}`)) continue
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
      const content = op.requestBody?.content ?? {}
      const schema = Object.values(content)[0]?.schema
      out.push({ method: method.toUpperCase(), path, query, body: schema?.properties ?? (method === 'get' || method === 'delete' ? undefined : {}) })
    }
  }
  return out
}

/** A text with a control character somewhere (NUL, bell, escape, DEL...). */
const controlText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0008'), fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => a + c + b)
/** Nested deeper than any form's data. */
const deep = fc.integer({ min: 6, max: 60 }).map((n) => {
  let v: unknown = 'x'
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v }
  return v
})
/** Raw JSON number literals beyond what any column takes. */
const hugeNumber = fc.constantFrom('99999999999999999999', '1e400', '-1e400', '18446744073709551616', '9007199254740993.5')

/** One bad value as raw JSON text. */
const badJsonValue = fc.oneof(
  controlText.map((t) => JSON.stringify(t)),
  deep.map((v) => JSON.stringify(v)),
  hugeNumber,
  fc.constantFrom('{"__proto__":{"polluted":1}}', '[{"__proto__":null}]', '{"constructor":{"prototype":{"x":1}}}'),
  fc.integer({ min: 100_001, max: 300_000 }).map((n) => JSON.stringify('长'.repeat(n))),
)

/** A body: every known property (and some unknown) bad, or a malformed whole. */
function badBody(op: Operation) {
  const names = Object.keys(op.body ?? {})
  const members = fc.tuple(...(names.length ? names : ['Name']).map(() => badJsonValue))
  return fc.oneof(
    members.map((values) => ({
      type: 'application/json',
      payload: `{${(names.length ? names : ['Name']).map((n, i) => `${JSON.stringify(n)}:${values[i]}`).join(',')},"__proto__":{"isAdmin":true}}`,
    })),
    fc.constantFrom(
      { type: 'application/json', payload: '{"Name":' },
      { type: 'application/json', payload: '\u0000' },
      { type: 'application/json', payload: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]' },
      { type: 'text/plain', payload: 'hello' },
      { type: 'application/xml', payload: '<a/>' },
    ),
  )
}

/** A query string: each declared parameter (and an unknown one) with a bad value. */
function badQuery(op: Operation) {
  const value = fc.oneof(
    controlText,
    hugeNumber,
    fc.constantFrom('-1', '1.5', 'abc', 'true', ''),
    fc.integer({ min: 2_000, max: 20_000 }).map((n) => 'q'.repeat(n)),
  )
  const names = [...op.query, '__proto__', 'constructor']
  return fc.tuple(...names.map(() => value), fc.boolean()).map((values) => {
    const repeat = values.pop() as boolean
    return names.map((n, i) => `${encodeURIComponent(n)}=${encodeURIComponent(values[i] as string)}${repeat ? `&${encodeURIComponent(n)}=x` : ''}`).join('&')
  })
}

/** A path parameter: a malformed id. */
const badId = fc.oneof(controlText, fc.constantFrom('__proto__', '..%2F..%2Fetc', '0', '-1', '99999999999999999999', '%E0%A4%A', 'a'.repeat(500)))

async function rowCounts(): Promise<Record<string, number>> {
  const res = await h.db.execute(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`)
  const tables = (((res as { rows?: unknown[] }).rows ?? res) as { table_name: string }[]).map((r) => r.table_name).filter((t) => !BOOKKEEPING.test(t))
  const out: Record<string, number> = {}
  for (const t of tables.sort()) {
    const r = await h.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(t)}`)
    out[t] = (((r as { rows?: unknown[] }).rows ?? r) as { n: number }[])[0].n
  }
  return out
}

const CHINESE = /[\u4e00-\u9fff]/

describe('every operation with generated bad input', () => {
  it('never answers 5xx, refuses in Chinese and writes nothing', async () => {
    const ops = operations()
    expect(ops.length).toBeGreaterThan(60)
    let before = await rowCounts()
    const seen: string[] = []
    for (const op of ops) {
      const input = fc.record({
        id: badId,
        query: op.query.length ? badQuery(op) : fc.constant(''),
        body: op.body ? badBody(op) : fc.constant(undefined),
      })
      await fc.assert(
        fc.asyncProperty(input, async ({ id, query, body }) => {
          const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'tab' ? 'birthday' : encodeURIComponent(id)))
          const url = query ? `${path}?${query}` : path
          const res = await h.app.inject({
            method: op.method as 'GET',
            url,
            headers: { authorization: `Bearer ${admin}`, ...(body ? { 'content-type': body.type } : {}) },
            ...(body ? { payload: body.payload } : {}),
          })
          const what = `${op.method} ${url.slice(0, 120)} ${body ? body.payload.slice(0, 80) : ''}`
          expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500)
          if (res.statusCode >= 400) {
            const answer = JSON.parse(res.body) as { Message?: unknown }
            expect(typeof answer.Message === 'string' && CHINESE.test(answer.Message), `${what}: ${res.body.slice(0, 200)}`).toBe(true)
          }
          expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
        }),
        { numRuns: 3, seed: 42 + seen.length, endOnFailure: true },
      )
      seen.push(`${op.method} ${op.path}`)
      if (WRITES_BY_DESIGN.has(seen.at(-1)!)) before = await rowCounts()
      else expect({ op: seen.at(-1), rows: await rowCounts() }).toEqual({ op: seen.at(-1), rows: before })
    }
  }, 120_000)
})
