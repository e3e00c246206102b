/**
 * Existing installations: a database seeded before issue 12 gave the default role 普通员工 the
 * 员工档案 page (HRM, HRM.EmployeeFile). The next start takes those grants back once and keeps
 * the role's other grants; a grant the administrator gives again afterwards survives later starts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { eq } from 'drizzle-orm'
import { MIGRATIONS, openDatabase } from '../../server/db/open'
import { permissionGrants } from '../../server/db/schema'
import { DEMO_ROLE } from '../../server/seed'

/** the last migration before the revocation */
const OLD_LAST = '0005_approval'
/** what the old seed granted the demo role */
const OLD_GRANTS = ['HRM', 'HRM.EmployeeFile', 'Announce', 'Announce.Notice', 'Knowledge', 'Knowledge.Learn']

/** the migration set as it was up to OLD_LAST */
function oldMigrations(dir: string): string {
  const out = join(dir, 'migrations')
  mkdirSync(join(out, 'meta'), { recursive: true })
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }
  const last = journal.entries.findIndex((e) => e.tag === OLD_LAST)
  journal.entries = journal.entries.slice(0, last + 1)
  writeFileSync(join(out, 'meta/_journal.json'), JSON.stringify(journal))
  for (const e of journal.entries) cpSync(join(MIGRATIONS, `${e.tag}.sql`), join(out, `${e.tag}.sql`))
  return out
}

const demoGrants = async (dataDir: string) => {
  const database = await openDatabase({ dataDir })
  try {
    return await database.exclusive(async (db) =>
      (await db.select({ name: permissionGrants.name }).from(permissionGrants).where(eq(permissionGrants.providerKey, DEMO_ROLE))).map((g) => g.name).sort(),
    )
  } finally {
    await database.close()
  }
}

describe('a database seeded before the demo role lost the employee files', () => {
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'old-install-'))
    mkdirSync(join(dir, 'data'))
    const client = await PGlite.create({ dataDir: join(dir, 'data', 'pg') })
    const db = drizzle({ client })
    await migrate(db, { migrationsFolder: oldMigrations(dir) })
    await db.insert(permissionGrants).values(OLD_GRANTS.map((name) => ({ name, providerName: 'R', providerKey: DEMO_ROLE })))
    await client.close()
  }, 120_000)
  afterAll(() => dir && rmSync(dir, { recursive: true, force: true }))

  it('loses HRM and HRM.EmployeeFile at the next start and keeps its other grants', async () => {
    expect(readdirSync(MIGRATIONS).some((f) => f > `${OLD_LAST}.sql` && f.endsWith('.sql'))).toBe(true)
    expect(await demoGrants(join(dir, 'data'))).toEqual(['Announce', 'Announce.Notice', 'Knowledge', 'Knowledge.Learn'])
  }, 120_000)

  it('keeps the page when the administrator grants it again afterwards', async () => {
    const database = await openDatabase({ dataDir: join(dir, 'data') })
    await database.exclusive((db) => db.insert(permissionGrants).values({ name: 'HRM.EmployeeFile', providerName: 'R', providerKey: DEMO_ROLE }))
    await database.close()
    expect(await demoGrants(join(dir, 'data'))).toContain('HRM.EmployeeFile')
  }, 120_000)
})
