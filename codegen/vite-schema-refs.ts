/**
 * Vite plugin: the JSON files under schemas/screens and schemas/entities reach the browser (and the
 * vitest projects) with their `$ref`s resolved (common/schema-refs.ts), so the renderer never sees one.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { hasSchemaRefs, resolveSchemaRefs } from '../common/schema-refs.ts'

const SCHEMA_FILE = /[\\/]schemas[\\/]((?:screens|entities)[\\/].+\.json)$/

export function schemaRefs(schemasDir: string): Plugin {
  return {
    name: 'schema-refs',
    enforce: 'pre',
    transform(code, id) {
      const m = SCHEMA_FILE.exec(id)
      if (!m || !hasSchemaRefs(code)) return null
      const read = (path: string) => {
        const full = join(schemasDir, path)
        this.addWatchFile(full)
        return JSON.parse(readFileSync(full, 'utf8')) as unknown
      }
      const file = m[1].split('\\').join('/')
      return { code: JSON.stringify(resolveSchemaRefs(JSON.parse(code), file, read)), map: null }
    },
  }
}
