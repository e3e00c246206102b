/**
 * `npm run schemas:check`: validates every schema and its cross references, and that
 * generated/entities.ts is current. Exits 1 with one line per problem: file: JSON path: reason.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './load-schemas'
import { checkSchemas, formatProblem } from './schema-checks'
import { loadSchemaSet } from './schema-set'
import { generate } from './generate-types'
import { unformattedSchemas } from './format-schemas'

const problems = checkSchemas(await loadSchemaSet()).map(formatProblem)
const generated = join(ROOT, 'generated', 'entities.ts')
if (!existsSync(generated) || readFileSync(generated, 'utf8') !== (await generate())) {
  problems.push('generated/entities.ts: /: stale; run `npm run codegen`')
}
for (const file of unformattedSchemas()) problems.push(`${file}: /: not in the schemas/ style; run \`npm run schemas:format\``)
if (problems.length) {
  console.error(`schemas:check found ${problems.length} problem(s):\n${problems.join('\n')}`)
  process.exit(1)
}
console.log('schemas:check: every schema is valid and every reference resolves')
