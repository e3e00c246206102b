/**
 * Approval centre bench (issue 11): 50,000 processes with 400,000 step-user rows (8 per process:
 * initiator, an any-one step of 2, a sequential step of 3, a carbon copy of 2) spread over 200
 * people, then wait-list and counts at 10 connections for 10 s each (autocannon). Budget: p99
 * ≤ 50 ms on PostgreSQL.
 *
 * Alone: `node --import tsx bench/approvals.ts` (PGlite; and PostgreSQL when DATABASE_URL is set).
 * `npm run bench` runs it too.
 */
import autocannon from 'autocannon'
import { pathToFileURL } from 'node:url'
import { eq, like, sql } from 'drizzle-orm'
import { hashPassword } from '../server/auth/password'
import { issueToken } from '../server/auth/tokens'
import { chunks } from '../server/db/chunks'
import { openDatabase } from '../server/db/open'
import { roles, userRoles, users } from '../server/db/schema'
import { DEMO_ROLE, seed } from '../server/seed'
import type { Executor } from '../server/db/types'
import { startServer } from '../server/start'
import type { BenchFigure } from './employees'
import { round } from './stats'
import { withScratchTarget } from './scratch-target'

export const BENCH_PROCESSES = 50_000
const PEOPLE = 200
const PREFIX = 'AP'

/** Bench people AP001..AP200 in the demo role (which may use the approval centre). */
async function seedPeople(db: Executor): Promise<void> {
  const passwordHash = await hashPassword('Bench@12345')
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, DEMO_ROLE))
  for (const part of chunks(Array.from({ length: PEOPLE }, (_, i) => i), 100)) {
    const rows = await db
      .insert(users)
      .values(part.map((i) => ({ userName: `${PREFIX}${String(i + 1).padStart(3, '0')}`, realName: `基准${i + 1}`, passwordHash })))
      .returning({ id: users.id })
    await db.insert(userRoles).values(rows.map((r) => ({ userId: r.id, roleId: role.id })))
  }
}

/**
 * The processes and their steps, generated inside the database (generate_series): states cycle
 * through 0, 1, 1, 2, 2, 2, 2, 3, -1, -2 and each step's entries follow the process state as the
 * engine would leave them.
 */
async function seedProcesses(db: Executor, count: number): Promise<void> {
  await db.execute(sql`create temp table bench_people as select id, real_name, (row_number() over (order by user_name) - 1)::int as n from users where user_name like ${PREFIX + '%'}`)
  await db.execute(sql`create temp table bench_types as select t.id, t.name, f.id as form_id, (row_number() over (order by t.sort) - 1)::int as n from approval_types t join approval_forms f on f.type_id = t.id and f.version = 1`)
  const [{ types }] = rowsOf<{ types: number }>(await db.execute(sql`select count(*)::int as types from bench_types`))
  for (let from = 0; from < count; from += 10_000) {
    const to = Math.min(count, from + 10_000) - 1
    await db.execute(sql`
      insert into approval_processes (id, type_id, form_id, project_no, digest, state, business_data, initiator_id, initiator_name, submit_time, update_time, fingerprint)
      select md5('bench-' || g)::uuid, t.id, t.form_id, 'SB' || lpad(g::text, 8, '0'), ip.real_name || '的' || t.name,
        (array[0, 1, 1, 2, 2, 2, 2, 3, -1, -2])[1 + g % 10], jsonb_build_object('Reason', '基准测试第' || g || '条'),
        ip.id, ip.real_name, now() - make_interval(mins => g), now() - make_interval(mins => g), 'bench'
      from generate_series(${from}::int, ${to}::int) g
      join bench_types t on t.n = g % ${types}
      join bench_people ip on ip.n = abs(hashtext(g || ':0')) % ${PEOPLE}`)
    // steps: 0 initiator, 1 any-one approvers, 2 sequential approvers, 3 carbon copy
    await db.execute(sql`
      insert into approval_steps (process_id, sort, name, kind, mode, state)
      select md5('bench-' || g)::uuid, s, (array['发起人', '直属领导', '财务审批', '抄送'])[s + 1], (array['initiator', 'approver', 'approver', 'cc'])[s + 1], (array['1', '2', '1', '1'])[s + 1],
        case when s = 0 then 2
             when st in (0, -1) then case when s = 1 and st = 0 then 1 else 0 end
             when st = 1 then case s when 1 then 2 when 2 then 1 else 0 end
             when st = 2 then 2
             when st = 3 then case s when 1 then 2 when 2 then 3 else 0 end
             else 0 end
      from generate_series(${from}::int, ${to}::int) g, generate_series(0, 3) s, lateral (select (array[0, 1, 1, 2, 2, 2, 2, 3, -1, -2])[1 + g % 10] as st) x`)
    // step users: slot 0 initiator, 1-2 any-one, 3-5 sequential, 6-7 carbon copy
    await db.execute(sql`
      insert into approval_step_users (process_id, step_sort, sort, kind, user_id, user_name, state, action_time)
      select md5('bench-' || g)::uuid, sl.step, sl.pos, sl.kind, p.id, p.real_name,
        case when sl.step = 0 then 2
             when st = 0 then case when sl.step = 1 then 1 else 0 end
             when st = 1 then case when sl.step = 1 then (case sl.pos when 0 then 2 else 4 end) when sl.step = 2 and sl.pos = 0 then 1 else 0 end
             when st = 2 then case when sl.step = 1 then (case sl.pos when 0 then 2 else 4 end) else 2 end
             when st = 3 then case when sl.step = 1 then (case sl.pos when 0 then 2 else 4 end) when sl.step = 2 and sl.pos = 0 then 3 else 0 end
             else 0 end,
        now() - make_interval(mins => g)
      from generate_series(${from}::int, ${to}::int) g
      cross join (values (0, 0, 0, 'initiator'), (1, 1, 0, 'approver'), (2, 1, 1, 'approver'), (3, 2, 0, 'approver'), (4, 2, 1, 'approver'), (5, 2, 2, 'approver'), (6, 3, 0, 'cc'), (7, 3, 1, 'cc')) as sl(slot, step, pos, kind)
      cross join lateral (select (array[0, 1, 1, 2, 2, 2, 2, 3, -1, -2])[1 + g % 10] as st) x
      join bench_people p on p.n = abs(hashtext(g || ':' || sl.slot)) % ${PEOPLE}`)
  }
  await db.execute(sql`drop table bench_people`)
  await db.execute(sql`drop table bench_types`)
  // vacuum sets the visibility map, as autovacuum would have by now: the participant counts are index-only scans
  await db.execute(sql`vacuum analyze`)
}

const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[]))

/** Migrates, seeds (demo on), adds the bench people and processes; answers a token of AP001. */
export async function prepareApprovals(options: { dataDir?: string; databaseUrl?: string }, count = BENCH_PROCESSES): Promise<{ token: string; rows: { processes: number; stepUsers: number } }> {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.databaseUrl ? undefined : options.dataDir })
  try {
    return await database.exclusive(async (db) => {
      await seed(db, { adminPassword: 'Bench@12345', seedDemo: true, demoPassword: 'Bench@12345' })
      if (!(await db.select({ id: users.id }).from(users).where(like(users.userName, `${PREFIX}%`)).limit(1)).length) {
        await seedPeople(db)
        await seedProcesses(db, count)
      }
      const [viewer] = await db.select({ id: users.id }).from(users).where(eq(users.userName, `${PREFIX}001`))
      const [n] = rowsOf<{ processes: number; step_users: number }>(
        await db.execute(sql`select (select count(*)::int from approval_processes) as processes, (select count(*)::int from approval_step_users) as step_users`),
      )
      return { token: await issueToken(db, viewer.id, 3600), rows: { processes: n.processes, stepUsers: n.step_users } }
    })
  } finally {
    await database.close()
  }
}

/** The load comes from a worker thread, as from a client elsewhere: the server's event loop serves requests only. */
async function measure(base: string, token: string, path: string, method: 'GET' | 'POST', duration: number) {
  const body = method === 'POST' ? JSON.stringify({ SkipCount: 0, MaxResultCount: 15 }) : undefined
  const result = await autocannon({ url: `${base}${path}`, method, body, connections: 10, duration, workers: 1, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } })
  if (result.non2xx) throw new Error(`${path} answered ${result.non2xx} non-2xx responses`)
  return result
}

/** Wait-list and counts at 10 connections on a server over the prepared database. */
export async function benchApprovals(base: string, token: string, label: string, budget?: number, duration = 10): Promise<BenchFigure[]> {
  const page = await fetch(`${base}/api/app/approval/wait-list`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' }).then((r) => r.json() as Promise<{ Data: { TotalCount: number } }>)
  // a short unmeasured run first: the figures are of a warm server (compiled code, pooled connections, cached plans)
  await measure(base, token, '/api/app/approval/wait-list', 'POST', 2)
  const wait = await measure(base, token, '/api/app/approval/wait-list', 'POST', duration)
  await measure(base, token, '/api/app/approval/count', 'GET', 2)
  const counts = await measure(base, token, '/api/app/approval/count', 'GET', duration)
  return [
    { name: `approval wait-list p99 (${page.Data.TotalCount} waiting of ${BENCH_PROCESSES} processes, 10 connections) [${label}]`, value: wait.latency.p99, unit: 'ms', budget, note: `${round(wait.requests.average, 0)} req/s` },
    { name: `approval counts p99 (10 connections) [${label}]`, value: counts.latency.p99, unit: 'ms', budget, note: `${round(counts.requests.average, 0)} req/s` },
  ]
}

/** A fresh server over the bench data; on PostgreSQL in a database made and dropped for the run. */
export async function approvalFigures(label: string, target: { databaseUrl?: string }, budget?: number): Promise<BenchFigure[]> {
  return withScratchTarget('oa-bench-appr', target, async ({ dataDir, databaseUrl }) => {
    const t0 = performance.now()
    const { token, rows } = await prepareApprovals(databaseUrl ? { databaseUrl } : { dataDir })
    const seeded = round((performance.now() - t0) / 1000, 0)
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl, adminPassword: 'Bench@12345', seedDemo: true })
    try {
      const figures = await benchApprovals(server.url, token, label, budget)
      figures[0].note = `${figures[0].note}; ${rows.processes} processes, ${rows.stepUsers} step users, seeded in ${seeded} s`
      return figures
    } finally {
      await server.close()
    }
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = [...(await approvalFigures('PGlite', {}))]
  if (process.env.DATABASE_URL) figures.push(...(await approvalFigures('PostgreSQL', { databaseUrl: process.env.DATABASE_URL }, 50)))
  for (const f of figures) console.log(`| ${f.name} | ${f.value} ${f.unit} | ${f.budget === undefined ? '—' : `≤ ${f.budget} ${f.unit}`} | ${f.note ?? ''} |`)
  console.log(JSON.stringify(figures, null, 2))
  process.exit(0)
}
