import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

/** Where one bench run keeps its data: a temporary directory and, when given PostgreSQL, a database of its own. */
export interface ScratchTarget {
  dataDir: string
  databaseUrl?: string
}

/** Runs `run` over a fresh target and removes the directory and the database afterwards, even when it throws. */
export async function withScratchTarget<T>(prefix: string, target: { databaseUrl?: string }, run: (t: ScratchTarget) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`))
  const name = `${prefix.replace(/\W/g, '_')}_${process.pid}`
  let databaseUrl: string | undefined
  let admin: pg.Client | undefined
  try {
    if (target.databaseUrl) {
      admin = new pg.Client({ connectionString: target.databaseUrl })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS ${name}`)
      await admin.query(`CREATE DATABASE ${name}`)
      const url = new URL(target.databaseUrl)
      url.pathname = `/${name}`
      databaseUrl = url.toString()
    }
    return await run({ dataDir, databaseUrl })
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  }
}
