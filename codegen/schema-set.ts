/** Loads everything the checker looks at: schemas, meta-schemas and the server's route table. */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { SCHEMAS, loadDir, readJson } from './load-schemas'
import type { SchemaSet } from './schema-checks'
import { listRoutes } from '../server/routes-table'

const meta = (name: string) => {
  const full = join(SCHEMAS, 'meta', `${name}.schema.json`)
  return existsSync(full) ? readJson<object>(full) : undefined
}

export async function loadSchemaSet(): Promise<SchemaSet> {
  return {
    meta: { entity: meta('entity'), menus: meta('menus'), rules: meta('rules'), screen: meta('screen') },
    rules: readJson(join(SCHEMAS, 'rules.json')),
    menus: readJson(join(SCHEMAS, 'menus.json')),
    entities: loadDir('entities'),
    screens: loadDir('screens'),
    routes: await listRoutes(),
  }
}
