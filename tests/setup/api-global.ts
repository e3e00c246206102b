/**
 * Builds one migrated and seeded template database for the whole API run; every test file then
 * clones it (tests/api/harness.ts) instead of migrating again. PGlite: a data-directory dump in
 * .tmp/. PostgreSQL (TEST_DATABASE_URL): a template database created here and dropped at the end.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/db/open'
import { seed } from '../../server/seed'
import { ADMIN_PASSWORD, DEMO_PASSWORD, databaseUrl } from '../api/template'

async function seedInto(databaseUrlOrNone: string | undefined) {
  const database = await openDatabase({ databaseUrl: databaseUrlOrNone })
  await database.exclusive((db) => seed(db, { adminPassword: ADMIN_PASSWORD, demoPassword: DEMO_PASSWORD, seedDemo: true }))
  return database
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL
  if (baseUrl) {
    const template = `oa_api_tmpl_${process.pid}_${Date.now().toString(36)}`
    const admin = new pg.Client({ connectionString: baseUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${template}"`)
    const database = await seedInto(databaseUrl(baseUrl, template))
    // A template with an open connection cannot be cloned.
    await database.close()
    project.provide('apiTemplate', { kind: 'postgres', baseUrl, template })
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`)
      await admin.end()
    }
  }
  const dir = resolve('.tmp')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `api-template-${process.pid}.tar.gz`)
  const database = await seedInto(undefined)
  const dump = await database.dumpDataDir!()
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  project.provide('apiTemplate', { kind: 'pglite', file })
  return () => rmSync(file, { force: true })
}
