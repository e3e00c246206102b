/**
 * Employee list API bench (issue 4): throughput and p99 of GET /api/app/users/user-list with
 * 5,000 employees, 10 connections for 10 s (autocannon), plus the organisation chart answer time.
 *
 * Use: before `startServer`, fill the data directory (or PostgreSQL database) with
 * `await prepareEmployees({ dataDir })` (or `{ databaseUrl }`): it migrates, seeds and adds the
 * employees in chunks of 200, then closes, so the server opens it as usual. Then, with an
 * administrator's token: `const figures = await benchEmployees(server.url, token)`; or all of it,
 * `employeeFigures(label, target)`. Alone: `node --import tsx bench/employees.ts` (PostgreSQL too
 * when DATABASE_URL is set).
 */
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { like } from 'drizzle-orm'
import { withCheckDigit } from '../common/id-number'
import { hashPassword } from '../server/auth/password'
import { chunks } from '../server/db/chunks'
import { openDatabase } from '../server/db/open'
import { departments, employees, hrParams, positions, subjects, users } from '../server/db/schema'
import { seed } from '../server/seed'
import type { Executor } from '../server/db/types'
import { round } from './stats'
import { ADMIN } from './route-scripts'
import { withScratchTarget } from './scratch-target'
import { startServer } from '../server/start'

export const BENCH_EMPLOYEES = 5000
/** Work numbers of the bench employees: B00001.. */
const PREFIX = 'B'

export interface BenchFigure {
  name: string
  value: number
  unit: string
  budget?: number
  note?: string
}

/** Adds `count` employees (users + HR files) in chunks of 200; skipped when they are there already. */
export async function seedBenchEmployees(db: Executor, count = BENCH_EMPLOYEES): Promise<number> {
  const present = await db.select({ id: users.id }).from(users).where(like(users.userName, `${PREFIX}%`)).limit(1)
  if (present.length) return 0
  // one after another: on PostgreSQL `db` is the one client of the migration lock, and queries sent to a
  // client while it is busy are deprecated in pg (removed in pg 9)
  const deps = await db.select({ id: departments.id }).from(departments)
  const poss = await db.select({ id: positions.id }).from(positions)
  const subs = await db.select({ id: subjects.id }).from(subjects)
  const params = await db.select({ id: hrParams.id, key: hrParams.key }).from(hrParams)
  const levels = params.filter((p) => p.key === 'joblevel').map((p) => p.id)
  const passwordHash = await hashPassword('Bench@12345')
  const surnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗'
  const given = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超霞平刚'
  for (const part of chunks(Array.from({ length: count }, (_, i) => i), 200)) {
    const rows = await db
      .insert(users)
      .values(
        part.map((i) => ({
          userName: `${PREFIX}${String(i + 1).padStart(5, '0')}`,
          surname: surnames[i % surnames.length],
          name: given[(i * 7) % given.length],
          realName: surnames[i % surnames.length] + given[(i * 7) % given.length],
          nickName: `bench${i + 1}`,
          phoneNumber: `137${String(i).padStart(8, '0')}`,
          passwordHash,
          departmentId: deps.length ? deps[i % deps.length].id : null,
          positionId: poss.length ? poss[i % poss.length].id : null,
        })),
      )
      .returning({ id: users.id })
    await db.insert(employees).values(
      rows.map((r, k) => ({
        userId: r.id,
        status: [0, 1, 2, 2, 2, 2, 2, 3, 2, 4][(part[k] ?? 0) % 10],
        orgId: subs.length ? subs[k % subs.length].id : null,
        jobLevelId: levels.length ? levels[k % levels.length] : null,
        joinTime: `20${String(10 + (k % 15)).padStart(2, '0')}-0${1 + (k % 9)}-1${k % 10}`,
        positionLevel: 3 + (k % 3),
        idNo: withCheckDigit(`11010119900101${String(k % 1000).padStart(3, '0')}`),
        cardNo: `6222${String(k).padStart(15, '0')}`,
      })),
    )
  }
  return count
}

/** Opens the database, migrates and seeds it (demo on), adds the bench employees, closes it. */
export async function prepareEmployees(options: { dataDir?: string; databaseUrl?: string }, count = BENCH_EMPLOYEES): Promise<void> {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.databaseUrl ? undefined : options.dataDir })
  try {
    await database.exclusive(async (db) => {
      await seed(db, { adminPassword: 'Bench@12345', seedDemo: true })
      await seedBenchEmployees(db, count)
    })
  } finally {
    await database.close()
  }
}

/**
 * One autocannon run against the list, its load generator in a worker thread (not on the server's
 * event loop). 503s (the server's bounded queueing, MAX_IN_FLIGHT) are counted apart: they are
 * answers, quick ones by design; any other non-2xx is a failure.
 */
async function hit(base: string, token: string, connections: number, duration: number) {
  const result = await autocannon({
    url: `${base}/api/app/users/user-list?MaxResultCount=15&SkipCount=0&Status=2`,
    connections,
    duration,
    workers: 1,
    headers: { authorization: `Bearer ${token}` },
  })
  const refused = result.statusCodeStats?.['503']?.count ?? 0
  if (result.non2xx > refused || result.errors) throw new Error(`employee list answered ${result.non2xx - refused} non-2xx responses besides 503, ${result.errors} errors`)
  return { ...result, refused, answers: result.requests.total }
}

/**
 * Employee list at 10 connections (throughput, p99: budget 25 ms), at 50 (the slowest answer:
 * budget 1 s) and at 200, past the server's bound on requests in flight (MAX_IN_FLIGHT, 64): the
 * rest are refused at once with 503, counted apart (bounded queueing rather than a growing
 * backlog); after a short unmeasured warm-up. And the organisation chart answer time.
 */
export async function benchEmployees(base: string, token: string, duration = 10): Promise<BenchFigure[]> {
  const headers = { authorization: `Bearer ${token}` }
  const total = await fetch(`${base}/api/app/users/user-list?MaxResultCount=1`, { headers }).then((r) => r.json() as Promise<{ Data: { TotalCount: number } }>)
  await hit(base, token, 10, 2)
  const result = await hit(base, token, 10, duration)
  const crowd = await hit(base, token, 50, duration)
  const flood = await hit(base, token, 200, duration)
  const chart: number[] = []
  let people = 0
  // the flood's last requests may still hold the server's slots: a 503 says to come back after Retry-After, as a client does
  for (let tries = 0; tries < 10; tries++) {
    const res = await fetch(`${base}/api/app/users/organization/0`, { headers })
    await res.arrayBuffer()
    if (res.status !== 503) break
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000))
  }
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now()
    const res = await fetch(`${base}/api/app/users/organization/0`, { headers })
    const body = (await res.json()) as { Data: { children: unknown[] } | null }
    if (!res.ok || !body.Data) throw new Error(`organisation chart answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`)
    chart.push(performance.now() - t0)
    const count = (n: { children: unknown[] }): number => 1 + n.children.reduce<number>((s, c) => s + count(c as { children: unknown[] }), 0)
    people = count(body.Data)
  }
  return [
    { name: `employee list API throughput (${total.Data.TotalCount} current staff, 10 connections)`, value: round(result.requests.average, 0), unit: 'req/s' },
    { name: 'employee list API p99 latency (10 connections)', value: result.latency.p99, unit: 'ms', budget: 25, note: `503: ${result.refused} of ${result.answers}` },
    { name: 'employee list API slowest answer (50 connections)', value: crowd.latency.max, unit: 'ms', budget: 1000, note: `p99 ${crowd.latency.p99} ms, ${round(crowd.requests.average, 0)} req/s, 503: ${crowd.refused} of ${crowd.answers}` },
    { name: 'employee list API p99 latency (200 connections, 503 past the bound)', value: flood.latency.p99, unit: 'ms', note: `slowest ${flood.latency.max} ms, 503: ${flood.refused} of ${flood.answers} (at once, Retry-After)` },
    { name: 'employee list API answers refused with 503 (200 connections)', value: flood.refused, unit: 'answers', note: `of ${flood.answers}` },
    { name: `organisation chart API (${people} people, best of 3)`, value: round(Math.min(...chart), 0), unit: 'ms' },
  ]
}

/** The employee figures on a fresh server over the bench data; on PostgreSQL in a database made and dropped for the run. */
export async function employeeFigures(label: string, target: { databaseUrl?: string }): Promise<BenchFigure[]> {
  return withScratchTarget('oa-bench-emp', target, async ({ dataDir, databaseUrl }) => {
    await prepareEmployees(databaseUrl ? { databaseUrl } : { dataDir })
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl, adminPassword: ADMIN.password, smsFixedCode: ADMIN.code, seedDemo: true })
    try {
      const out = await benchEmployees(server.url, await apiToken(server.url))
      return out.map((f) => ({ ...f, name: `${f.name} [${label}]` }))
    } finally {
      await server.close()
    }
  })
}

/** An administrator token over the API (a fresh server: no SMS sent yet, so no 60 s limit). */
export async function apiToken(base: string): Promise<string> {
  const sms = await fetch(`${base}/api/app/old-frame/send-sms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.workNo }),
  })
  if (!sms.ok) throw new Error(`send-sms answered ${sms.status}`)
  const res = await fetch(`${base}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'oa-web', username: ADMIN.workNo, password: ADMIN.password, code: ADMIN.code }),
  })
  const body = (await res.json()) as { access_token?: string }
  if (!body.access_token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`)
  return body.access_token
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = [...(await employeeFigures('PGlite', {}))]
  if (process.env.DATABASE_URL) figures.push(...(await employeeFigures('PostgreSQL', { databaseUrl: process.env.DATABASE_URL })))
  for (const f of figures) console.log(`| ${f.name} | ${f.value} ${f.unit} | ${f.budget === undefined ? '—' : `≤ ${f.budget} ${f.unit}`} | ${f.note ?? ''} |`)
  process.exit(0)
}
