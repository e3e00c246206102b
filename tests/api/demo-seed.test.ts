/**
 * The demo accounts of a fresh installation: every group signs in with the one password the first
 * start prints, and the default role of regular employees holds nobody else's HR data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { verifyPassword } from '../../server/auth/password'
import { firstStartBanner } from '../../server/banner'
import { openDatabase, type Database } from '../../server/db/open'
import { permissionGrants, users } from '../../server/db/schema'
import { DEMO_ROLE, seed, type SeedResult } from '../../server/seed'
import { createHarness, type Harness } from './harness'

describe('a fresh installation without DEMO_PASSWORD', () => {
  let database: Database
  let seeded: SeedResult
  beforeAll(async () => {
    database = await openDatabase({})
    seeded = await database.exclusive((db) => seed(db, { seedDemo: true }))
  }, 120_000)
  afterAll(() => database?.close())

  it('gives every demo group the printed password: demo users, employees and new hires', async () => {
    const groups = seeded.demo!.groups
    expect(groups.map((g) => g.userNames[0])).toEqual(['E0001', 'H0001', 'NH001'])
    expect(groups[2].userNames).toEqual(['NH001', 'NH002', 'NH003', 'NH004', 'NH005'])
    const hashes = await database.db
      .select({ userName: users.userName, hash: users.passwordHash })
      .from(users)
      .where(inArray(users.userName, ['E0001', 'E0015', 'H0003', 'NH001', 'NH005']))
    expect(hashes).toHaveLength(5)
    for (const { hash } of hashes) expect(await verifyPassword(seeded.demo!.password, hash)).toBe(true)
  })

  it('prints the administrator, then each demo group with the shared password', () => {
    const text = firstStartBanner(seeded).join('\n')
    expect(text).toContain(`work number: A0001`)
    expect(text).toContain(`password:    ${seeded.admin!.password}`)
    expect(text).toContain(`Demo accounts, all with the password ${seeded.demo!.password}:`)
    expect(text).toMatch(/E0001…E0015 \(15 accounts\): demo users \(role 普通员工\)/)
    expect(text).toMatch(/H0001…H\d{4} \(\d+ accounts\): employees/)
    expect(text).toContain('NH001, NH002, NH003, NH004, NH005: new hires')
  })

  it('a second start creates nothing and prints nothing', async () => {
    const again = await database.exclusive((db) => seed(db, { seedDemo: true }))
    expect(again).toEqual({})
    expect(firstStartBanner(again)).toEqual([])
  })

  it('names the administrator so that surname + name is the full name', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.userName, 'A0001'))
    expect(admin).toMatchObject({ surname: '系统', name: '管理员', realName: '系统管理员' })
  })

  it('an older installation with the administrator split as 系 + 管理员 is repaired at start', async () => {
    await database.db.update(users).set({ surname: '系' }).where(eq(users.userName, 'A0001'))
    await database.exclusive((db) => seed(db, { seedDemo: true }))
    const [admin] = await database.db.select().from(users).where(eq(users.userName, 'A0001'))
    expect(admin).toMatchObject({ surname: '系统', name: '管理员', realName: '系统管理员' })
  })
})

describe('the default role of regular employees', () => {
  let h: Harness
  beforeAll(async () => {
    h = await createHarness()
  })
  afterAll(() => h?.close())

  it('holds no HR page (each shows other people’s data)', async () => {
    const grants = await h.db.select({ name: permissionGrants.name }).from(permissionGrants).where(eq(permissionGrants.providerKey, DEMO_ROLE))
    // the approval centre shows each person only the processes they take part in
    expect(grants.map((g) => g.name).sort()).toEqual(['Announce', 'Announce.Notice', 'Knowledge', 'Knowledge.Learn', 'OA', 'OA.Approval', 'OA.Approval.Create', 'Publish', 'Publish.Introducing'])
  })

  it('an approved new hire (default role) cannot read a colleague’s file, phone or birth date', async () => {
    const token = await h.tokenFor('NH005')
    const list = await h.call<{ Items: Record<string, unknown>[] }>('GET', '/api/app/users/user-list?Filter=E0001', { token })
    expect(list.status).toBe(200)
    expect(Object.keys(list.body.Data.Items[0]).sort()).toEqual(['Avatar', 'DepId', 'DepName', 'Id', 'NickName', 'PositionId', 'PositionName', 'RealName', 'WorkNo'])
    const colleague = list.body.Data.Items[0].Id as string
    expect((await h.call('GET', `/api/app/users/${colleague}/employee-file`, { token })).status).toBe(403)
    expect((await h.call('GET', '/api/app/users/user-by-work-no?workno=E0001', { token })).status).toBe(403)
    expect((await h.call('GET', '/api/app/users/work-place-by-work-no?workno=E0001', { token })).status).toBe(403)
  })
})
