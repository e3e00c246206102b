/** Reads the JSON files under schemas/ with their paths, for codegen and the checker. */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

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

export function readJson<T = unknown>(full: string): JsonFile<T> {
  const file = relative(ROOT, full)
  try {
    return { file, json: JSON.parse(readFileSync(full, 'utf8')) as T }
  } catch (e) {
    throw new Error(`${file}: not valid JSON: ${(e as Error).message}`)
  }
}

export function loadDir<T = unknown>(sub: string): JsonFile<T>[] {
  return jsonFilesUnder(join(SCHEMAS, sub)).map((f) => readJson<T>(f))
}
