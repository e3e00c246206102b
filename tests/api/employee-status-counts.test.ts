/**
 * The employee list's totals come from counters the database keeps with triggers on employees
 * (migration 0014, employee_status_counts): they must equal a count of the rows after inserts,
 * status moves, deletes (a user's removal cascades), a rolled-back transaction and a truncate, and
 * the list must say the same total as a count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray, sql } from 'drizzle-orm'
import { employeeStatusCounts, employees, users } from '../../server/db/schema'
import { createHarness, type Harness } from './harness'
import type { Page } from './hr-fixtures'

let h: Harness
let admin: string

beforeAll(async () => {
  h = await createHarness()
  admin = await h.tokenFor('A0001')
})
afterAll(() => h?.close())

/** status -> how many, as the counters say and as a count of the rows says (statuses with none left out) */
async function both() {
  const kept = await h.db.select().from(employeeStatusCounts)
  const counted = await h.db.select({ status: employees.status, n: sql<number>`count(*)::int` }).from(employees).groupBy(employees.status)
  const asMap = (rows: { status: number; n: number }[]) => Object.fromEntries(rows.filter((r) => r.n !== 0).map((r) => [r.status, r.n]))
  return { kept: asMap(kept), counted: asMap(counted) }
}

async function addPeople(prefix: string, statuses: number[]) {
  const ids: string[] = []
  for (const [i, status] of statuses.entries()) {
    const id = await h.addUser(`${prefix}${String(i).padStart(3, '0')}`)
    await h.db.insert(employees).values({ userId: id, status })
    ids.push(id)
  }
  return ids
}

describe('employee status counters', () => {
  it('match a count of the seeded rows', async () => {
    const { kept, counted } = await both()
    expect(Object.keys(counted).length).toBeGreaterThan(0)
    expect(kept).toEqual(counted)
  })

  it('follow inserts, status moves of one and of many rows, and deletes cascading from users', async () => {
    const ids = await addPeople('SC', [0, 0, 1, 2, 2, 2, 3])
    expect((await both()).kept).toEqual((await both()).counted)
    await h.db.update(employees).set({ status: 2 }).where(eq(employees.userId, ids[0]))
    await h.db.update(employees).set({ status: 4 }).where(inArray(employees.userId, ids.slice(3, 6)))
    // an update that moves nobody changes nothing
    await h.db.update(employees).set({ workLevel: 'P5' }).where(inArray(employees.userId, ids))
    let now = await both()
    expect(now.kept).toEqual(now.counted)
    await h.db.delete(users).where(inArray(users.id, ids.slice(0, 4)))
    now = await both()
    expect(now.kept).toEqual(now.counted)
  })

  it('are untouched by a rolled-back transaction', async () => {
    const before = (await both()).kept
    const id = await h.addUser('SR001')
    await expect(
      h.db.transaction(async (tx) => {
        await tx.insert(employees).values({ userId: id, status: 1 })
        await tx.update(employees).set({ status: 3 }).where(eq(employees.status, 2))
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect((await both()).kept).toEqual(before)
  })

  it('give the list the same total as a count, for the current staff and for one status', async () => {
    for (const [query, statuses] of [
      ['', [0, 1, 2]],
      ['&Status=2', [2]],
      ['&Status=0', [0]],
    ] as const) {
      const [{ n }] = await h.db.select({ n: sql<number>`count(*)::int` }).from(employees).where(inArray(employees.status, [...statuses]))
      const page = await h.call<Page<unknown>>('GET', `/api/app/users/user-list?MaxResultCount=2&SkipCount=0${query}`, { token: admin })
      expect(page.status).toBe(200)
      expect(page.body.Data.TotalCount).toBe(n)
      // a page past the end still tells the total
      const past = await h.call<Page<unknown>>('GET', `/api/app/users/user-list?MaxResultCount=2&SkipCount=100000${query}`, { token: admin })
      expect(past.body.Data).toMatchObject({ Items: [], TotalCount: n })
    }
  })

  it('start again from nothing after a truncate', async () => {
    await h.db.execute(sql`TRUNCATE employees CASCADE`)
    expect((await both()).kept).toEqual({})
    await addPeople('ST', [2, 0])
    expect((await both()).kept).toEqual({ 0: 1, 2: 1 })
  })
})
