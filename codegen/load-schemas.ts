/** Reads the JSON files under schemas/ with their paths, for codegen and the checker. */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { resolveSchemaRefs } from '../common/schema-refs'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const SCHEMAS = join(ROOT, 'schemas')

export interface JsonFile<T = unknown> {
  /** path relative to the repository root, as error messages name it */
  file: string
  json: T
}

export function jsonFilesUnder(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) out.push(...jsonFilesUnder(full))
    else if (name.endsWith('.json')) out.push(full)
  }
  return out
}

function parse(full: string): unknown {
  try {
    return JSON.parse(readFileSync(full, 'utf8'))
  } catch (e) {
    throw new Error(`${relative(ROOT, full)}: not valid JSON: ${(e as Error).message}`)
  }
}

/** A file as written (meta-schemas, rules, menus: they use no schema `$ref`s of ours). */
export function readJson<T = unknown>(full: string): JsonFile<T> {
  return { file: relative(ROOT, full), json: parse(full) as T }
}

/** A screen or entity file with its `$ref`s resolved (common/schema-refs.ts), as the browser gets it. */
export function readResolved<T = unknown>(full: string): JsonFile<T> {
  const below = relative(SCHEMAS, full).split(sep).join('/')
  return { file: relative(ROOT, full), json: resolveSchemaRefs(parse(full), below, (p) => parse(join(SCHEMAS, p))) as T }
}

export function loadDir<T = unknown>(sub: string): JsonFile<T>[] {
  return jsonFilesUnder(join(SCHEMAS, sub)).map((f) => readResolved<T>(f))
}
