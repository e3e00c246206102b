/**
 * `npm run bench:peers [run.mjs arguments]`: the peer benchmark of ../shared/peer-bench (plain antd,
 * ProComponents, amis and this project in one build and one run, headless Chromium), then the
 * ratios of issue 17's table against their goals. Installs the harness when it is not installed.
 * The project's adapter is bench/peer/ (run-project.sh prefers it over the harness' own copy).
 *
 *   npm run bench:peers                         # 5 loads per page
 *   npm run bench:peers -- --runs 10
 *   npm run bench:peers -- --report results.json  # only the ratios of an earlier run
 *
 * PEER_BENCH=/path/to/peer-bench overrides where the harness lives.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { peerRatios, type PeerResults } from './peer-ratios'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const harness = resolve(process.env.PEER_BENCH ?? join(root, '..', 'shared', 'peer-bench'))

function run(cmd: string, args: string[], cwd: string): void {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

function main(): void {
  const args = process.argv.slice(2)
  const reportAt = args.indexOf('--report')
  let out: string
  if (reportAt >= 0) {
    out = resolve(args[reportAt + 1] ?? '')
  } else {
    if (!existsSync(join(harness, 'run-project.sh'))) {
      console.error(`bench:peers: no peer-bench at ${harness} (set PEER_BENCH=/path/to/peer-bench)`)
      process.exit(2)
    }
    if (!existsSync(join(harness, 'node_modules', 'vite'))) {
      console.log(`installing the harness (npm ci in ${harness})…`)
      run('npm', ['ci', '--no-audit', '--no-fund'], harness)
    }
    const outAt = args.indexOf('--out')
    if (outAt < 0) {
      mkdirSync(join(root, '.tmp'), { recursive: true })
      args.push('--out', join(root, '.tmp', 'peer-results.json'))
    }
    out = resolve(args[args.indexOf('--out') + 1])
    run('bash', [join(harness, 'run-project.sh'), ...args], root)
  }
  const results = JSON.parse(readFileSync(out, 'utf8')) as PeerResults
  const rows = peerRatios(results)
  console.log('\nissue 17 goals (medians of this run; ratios, not milliseconds, compare):')
  console.table(rows.map((r) => ({ figure: r.figure, project: r.project, peer: r.peer, ratio: r.ratio, goal: r.goal, met: r.met ? 'yes' : 'NO' })))
  const missed = rows.filter((r) => !r.met).length
  console.log(missed ? `${missed} of ${rows.length} goals not met` : `every goal met (${rows.length})`)
}

main()
