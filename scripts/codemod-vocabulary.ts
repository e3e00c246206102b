/**
 * `node --import tsx scripts/codemod-vocabulary.ts`: rewrites every screen file under
 * schemas/screens, and every fragment a screen `$ref`s, into the one vocabulary of
 * codegen/vocabulary.ts, in the schemas/ style. Idempotent: run it again over new or merged files;
 * it prints each rename (file, JSON path, old key -> new key) and touches nothing already current.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { formatJson } from '../codegen/format-json'
import { ROOT } from '../codegen/load-schemas'
import { screenSourceFiles } from '../codegen/screen-files'
import { migrateVocabulary } from '../codegen/vocabulary'

let changed = 0
for (const full of screenSourceFiles()) {
  const { json, renames } = migrateVocabulary(JSON.parse(readFileSync(full, 'utf8')))
  if (!renames.length) continue
  writeFileSync(full, formatJson(json))
  changed++
  for (const r of renames) console.log(`${relative(ROOT, full)}: ${r.path}: ${r.from} -> ${r.to}`)
}
console.log(`codemod-vocabulary: ${changed} file(s) rewritten`)
