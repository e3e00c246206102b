import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { jsonKey } from './vite-json-key.ts'

const menus = path.resolve(import.meta.dirname, '../schemas/menus.json')
const load = (id: string) => {
  const hook = jsonKey().load as (this: unknown, id: string) => { code: string } | null
  return hook.call({ addWatchFile() {}, error(m: string) { throw new Error(m) } }, id)
}

describe('vite plugin json-key', () => {
  it('serves one key of a JSON file, as the named and the default export, and nothing else', () => {
    const out = load(`${menus}?key=personal`)
    expect(out?.code).toMatch(/^export const personal = \[\{"Name":/)
    expect(out?.code).toContain('export default personal;')
    expect(out?.code).not.toContain('"menus"')
  })

  it('reads the key among other query parameters (vitest adds ?import)', () => {
    expect(load(`${menus}?import&key=personal`)?.code).toContain('export const personal =')
  })

  it('leaves other ids to the other plugins, and refuses a key that is not an identifier', () => {
    expect(load(menus)).toBeNull()
    expect(load(`${menus}?raw`)).toBeNull()
    expect(() => load(`${menus}?key=a-b`)).toThrow('must name an identifier')
  })
})
