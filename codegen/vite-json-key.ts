/**
 * Vite plugin: `file.json?key=<name>` is a module exporting only that key of the JSON file (as
 * `default` and as the named export), so a chunk that needs one field does not carry the whole
 * file. The screen registry indexes every screen by its "route" without bundling the schemas (they
 * stay lazy, one chunk each); the layout reads menus.json's "personal" without the menu tree.
 * Rolldown keeps every key of a plain JSON import, used or not.
 */
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

export function jsonKey(): Plugin {
  return {
    name: 'json-key',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?', 2)
      const key = query === undefined ? null : new URLSearchParams(query).get('key')
      if (!key || !file.endsWith('.json')) return null
      if (!IDENTIFIER.test(key)) this.error(`${id}: ?key= must name an identifier`)
      this.addWatchFile(file)
      let value: unknown = null
      try {
        value = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[key] ?? null
      } catch (e) {
        this.error(`${file}: ${(e as Error).message}`)
      }
      return { code: `export const ${key} = ${JSON.stringify(value)};\nexport default ${key};\n`, moduleType: 'js' }
    },
  }
}
