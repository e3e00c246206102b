/**
 * Makes the browser tests' template once per run (tests/browser/template.ts): the production UI
 * build and the seeded data directory, in one temporary folder removed at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build } from 'vite'
import type { TestProject } from 'vitest/node'
import { ROOT, seedDataDir } from '../browser/template'

/**
 * The UI as `npm run build` makes it. Vite takes the mode of the bundle from NODE_ENV, which vitest
 * sets to 'test': that bundle is a development one, where antd/rc-util give every generated id the
 * same value 'test-id' (so two radio groups on a page share one name and uncheck each other).
 */
async function buildProductionUi(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ root: ROOT, configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
}

export default async function setup(project: TestProject) {
  const work = mkdtempSync(path.join(tmpdir(), 'oa-e2e-template-'))
  const uiDir = path.join(work, 'ui')
  const dataDir = path.join(work, 'data')
  try {
    await buildProductionUi(uiDir)
    await seedDataDir(dataDir, uiDir)
  } catch (e) {
    rmSync(work, { recursive: true, force: true })
    throw e
  }
  project.provide('browserTemplate', { uiDir, dataDir })
  return () => rmSync(work, { recursive: true, force: true })
}
