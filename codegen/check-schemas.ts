/**
 * `npm run schemas:check`: validates every schema and its cross references, and that the generated
 * types (generated/entities.ts, generated/screen.ts) are current. Exits 1 with one line per
 * problem: file: JSON path: reason.
 */
import { checkSchemas, formatProblem } from './schema-checks'
import { loadSchemaSet } from './schema-set'
import { staleOutputs } from './generate-types'
import { unformattedSchemas } from './format-schemas'

const problems = checkSchemas(await loadSchemaSet()).map(formatProblem)
for (const file of await staleOutputs()) problems.push(`${file}: /: stale; run \`npm run codegen\``)
for (const file of unformattedSchemas()) problems.push(`${file}: /: not in the schemas/ style; run \`npm run schemas:format\``)
if (problems.length) {
  console.error(`schemas:check found ${problems.length} problem(s):\n${problems.join('\n')}`)
  process.exit(1)
}
console.log('schemas:check: every schema is valid and every reference resolves')
