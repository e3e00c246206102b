/** codegen/vite-babel-helpers.mjs: the patched spread helpers give what the installed ones give. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fastBabelHelpers, patchBabelHelper } from './vite-babel-helpers.mjs'
import { rcMountOnce } from './vite-rc-mount-once.mjs'

const helpers = path.resolve(import.meta.dirname, '..', 'node_modules', '@babel', 'runtime', 'helpers', 'esm')
type Spread = (target: object, ...sources: unknown[]) => Record<PropertyKey, unknown>
type Define = (target: object, key: unknown, value: unknown) => Record<PropertyKey, unknown>

let dir: string
let original: { spread: Spread; define: Define }
let patched: { spread: Spread; define: Define }

async function load(at: string) {
  const url = (file: string) => pathToFileURL(path.join(at, file)).href
  return { spread: (await import(url('objectSpread2.js'))).default as Spread, define: (await import(url('defineProperty.js'))).default as Define }
}

beforeAll(async () => {
  // the helpers as installed, then a copy of their folder with the two patched (the other helpers they import stay as they are)
  dir = mkdtempSync(path.join(tmpdir(), 'babel-helpers-'))
  cpSync(helpers, dir, { recursive: true })
  for (const file of ['objectSpread2.js', 'defineProperty.js']) {
    const id = path.join(helpers, file)
    writeFileSync(path.join(dir, file), patchBabelHelper(readFileSync(id, 'utf8'), id)!)
  }
  original = await load(helpers)
  patched = await load(dir)
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** own keys with their descriptors, symbols included, in order */
const described = (o: object) => Reflect.ownKeys(o).map((k) => [k, Object.getOwnPropertyDescriptor(o, k)])

describe('fast Babel helpers', () => {
  it('spread: the same own properties, in the same order, as the installed helper', () => {
    const sym = Symbol('s')
    const hidden = Symbol('hidden')
    const withHidden = Object.defineProperty({ a: 1, [sym]: 2 }, hidden, { value: 3, enumerable: false })
    const withGetter = { get g() { return 'got' }, b: 2 }
    const inherited = Object.create({ fromProto: 1 }) as Record<string, unknown>
    inherited.own = 1
    const cases: [() => object, unknown[]][] = [
      [() => ({}), [{ a: 1, b: 2 }]],
      [() => ({ z: 0, a: 0 }), [{ a: 1 }, {}, { b: 2, 1: 'one' }]],
      [() => ({}), [withHidden, {}, null, undefined, { c: 3 }]],
      [() => ({}), [withGetter]],
      [() => ({}), [{}, withGetter]], // an even position copies the descriptors, getter included
      [() => ({}), [inherited]],
      [() => ({}), ['ab']],
      [() => ({}), [JSON.parse('{"__proto__": {"polluted": true}, "x": 1}')]],
      [() => ({}), [{ toString: 'mine', constructor: 'mine too' }]],
    ]
    for (const [target, sources] of cases) {
      const a = original.spread(target(), ...sources)
      const b = patched.spread(target(), ...sources)
      expect(described(b)).toEqual(described(a))
      expect(Object.getPrototypeOf(b)).toBe(Object.getPrototypeOf(a))
    }
  })

  it('defineProperty: string, number and symbol keys, and keys the target already has', () => {
    const sym = Symbol('k')
    for (const [key, target] of [['a', {}], [1, {}], [sym, {}], ['toString', {}], ['a', { a: 0 }], ['__proto__', {}]] as [unknown, object][]) {
      const a = original.define({ ...target }, key, 'v')
      const b = patched.define({ ...target }, key, 'v')
      expect(described(b)).toEqual(described(a))
      expect(Object.getPrototypeOf(b)).toBe(Object.getPrototypeOf(a))
    }
  })

  it('leaves other modules alone and refuses a changed helper', () => {
    expect(patchBabelHelper('x', path.join(helpers, 'extends.js'))).toBeNull()
    expect(() => patchBabelHelper('changed', path.join(helpers, 'objectSpread2.js'))).toThrow(/changed/)
  })

  it('with a root, the plugins patch only the copies under it (the peer bench builds the peers as they ship)', () => {
    const root = path.resolve(import.meta.dirname, '..', 'node_modules')
    const elsewhere = path.join(tmpdir(), 'peer-bench', 'node_modules', '@babel', 'runtime', 'helpers', 'esm', 'objectSpread2.js')
    const mine = path.join(helpers, 'objectSpread2.js')
    const code = readFileSync(mine, 'utf8')
    const transform = (plugin: { transform: (code: string, id: string) => unknown }, id: string) => plugin.transform(code, id)
    expect(transform(fastBabelHelpers(root), elsewhere)).toBeNull()
    expect(transform(fastBabelHelpers(root), mine)).not.toBeNull()
    expect(transform(fastBabelHelpers(), elsewhere)).not.toBeNull()
    const select = 'rc-select/es/hooks/useId.js'
    const selectCode = readFileSync(path.join(root, select), 'utf8')
    expect(rcMountOnce(root).transform(selectCode, path.join(tmpdir(), 'peer-bench', 'node_modules', select))).toBeNull()
    expect(rcMountOnce(root).transform(selectCode, path.join(root, select))).not.toBeNull()
  })
})
