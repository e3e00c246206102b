/**
 * Makes the browser tests' template once per run (tests/browser/template.ts): the production UI
 * build and the seeded data directory, in one temporary folder removed at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildProductionUi, seedDataDir } from '../browser/template'

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
