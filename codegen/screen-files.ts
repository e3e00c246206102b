/**
 * The files screen schemas are written in: everything under schemas/screens plus the fragments
 * they `$ref` (directly or through another fragment). Entity fragments are not among them: they
 * are JSON Schema, where `type` is JSON Schema's own keyword.
 */
import { readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { joinSchemaPath } from '../common/schema-refs'
import { SCHEMAS, jsonFilesUnder } from './load-schemas'

function fileRefs(node: unknown, out: string[]): string[] {
  if (Array.isArray(node)) node.forEach((v) => fileRefs(v, out))
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && !v.startsWith('#')) out.push(v.split('#')[0])
      else fileRefs(v, out)
    }
  }
  return out
}

/** Absolute paths, screens first, each once. */
export function screenSourceFiles(): string[] {
  const below = (full: string) => relative(SCHEMAS, full).split(sep).join('/')
  const seen = new Set<string>()
  const queue = jsonFilesUnder(join(SCHEMAS, 'screens')).map(below)
  while (queue.length) {
    const path = queue.shift() as string
    if (seen.has(path)) continue
    seen.add(path)
    for (const ref of fileRefs(JSON.parse(readFileSync(join(SCHEMAS, path), 'utf8')), [])) queue.push(joinSchemaPath(path, ref))
  }
  return [...seen].map((p) => join(SCHEMAS, p))
}
