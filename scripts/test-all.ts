/**
 * `npm test`: every test. The missing system parts first (Chromium, the CJK font: installed when
 * root on Debian, else a message with the command; scripts/system-parts.ts). Schema checks, ESLint and the import-cycle check first (fast, and a broken schema explains the rest),
 * the type checker, then every vitest project (unit, schema, api on PGlite, stories, browser), then, when
 * DATABASE_URL is set, the API tests a second time against that PostgreSQL server.
 * Ends with one line 'N passed, N failed' summing all runs.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { ensureSystemParts } from './system-parts'

interface Tally {
  passed: number
  failed: number
  skipped: number
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 }
let ok = true

function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${label} ===`)
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return r.status === 0
}

function vitest(label: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const out = `.tmp/vitest-${label.replace(/\W+/g, '-')}.json`
  const passed = run(label, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args], env)
  ok &&= passed
  try {
    const r = JSON.parse(readFileSync(out, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
    total.passed += r.numPassedTests
    total.failed += r.numFailedTests
    total.skipped += r.numPendingTests + r.numTodoTests
    if (!passed && r.numFailedTests === 0) total.failed += 1 // a suite that failed to load counts as a failure
  } catch {
    total.failed += 1
  }
}

if (!ensureSystemParts()) process.exit(1)
mkdirSync('.tmp', { recursive: true })
/** A check that is one command: counts as one test. */
function check(label: string, cmd: string, args: string[]) {
  const passed = run(label, cmd, args)
  ok &&= passed
  if (passed) total.passed += 1
  else total.failed += 1
}
check('schemas:check', 'node', ['--import', 'tsx', 'codegen/check-schemas.ts'])
// The type checker: vitest strips types without checking them, so a merge can break tsc and stay green
check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])
// ESLint (eslint.config.js) and the import-cycle check (dpdm; type-only imports do not count)
check('lint', 'npm', ['run', '--silent', 'lint'])
check('cycles', 'npm', ['run', '--silent', 'cycles'])

// The PGlite pass must not see DATABASE_URL; the PostgreSQL pass gets it as TEST_DATABASE_URL.
const pg = process.env.DATABASE_URL
vitest('all projects (embedded database)', [], { DATABASE_URL: '', TEST_DATABASE_URL: '' })
if (pg) vitest('api on PostgreSQL', ['--project', 'api'], { DATABASE_URL: '', TEST_DATABASE_URL: pg })

console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`)
process.exit(ok && total.failed === 0 ? 0 : 1)
