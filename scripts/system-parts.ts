/**
 * The system parts `npm test` needs beyond node_modules: Chromium for the browser tests and a CJK
 * font so their screenshots are readable. On Debian as root they are installed with apt-get (as
 * .ci/run did); otherwise the run stops early with the command to type, instead of six browser
 * suites failing one by one.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export interface SystemPart {
  /** the Debian package */
  pkg: string
  /** what it is for, for the message */
  why: string
  present(): boolean
}

const dpkgHas = (pkg: string) => spawnSync('dpkg', ['-s', pkg], { stdio: 'ignore' }).status === 0

export const SYSTEM_PARTS: SystemPart[] = [
  { pkg: 'chromium', why: 'the browser tests drive /usr/bin/chromium', present: () => existsSync('/usr/bin/chromium') },
  { pkg: 'fonts-noto-cjk', why: 'readable Chinese in the browser tests’ screenshots', present: () => !existsSync('/usr/bin/dpkg') || dpkgHas('fonts-noto-cjk') },
]

export type Plan = { kind: 'ready' } | { kind: 'install'; command: string[][] } | { kind: 'ask'; message: string }

/** What to do about the missing packages: nothing, install them (root on Debian), or tell the user. */
export function plan(missing: string[], env: { root: boolean; apt: boolean }): Plan {
  if (missing.length === 0) return { kind: 'ready' }
  const install = ['apt-get', 'install', '-y', '-qq', ...missing]
  if (env.root && env.apt) return { kind: 'install', command: [['apt-get', 'update', '-qq'], install] }
  const how = env.apt ? `sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}` : `install ${missing.join(' ')} with your system's package manager (Chromium at /usr/bin/chromium)`
  return { kind: 'ask', message: `npm test needs system packages that are missing: ${missing.join(', ')}.\nInstall them, then run npm test again:\n  ${how}` }
}

/** Installs or explains; true when everything is present afterwards. */
export function ensureSystemParts(parts: SystemPart[] = SYSTEM_PARTS): boolean {
  const missing = parts.filter((p) => !p.present())
  const p = plan(
    missing.map((m) => m.pkg),
    { root: process.getuid?.() === 0, apt: existsSync('/usr/bin/apt-get') },
  )
  if (p.kind === 'ready') return true
  if (p.kind === 'ask') {
    console.error(p.message)
    for (const m of missing) console.error(`  (${m.pkg}: ${m.why})`)
    return false
  }
  console.log(`installing from Debian: ${missing.map((m) => m.pkg).join(' ')}`)
  try {
    for (const [cmd, ...args] of p.command) execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  } catch {
    console.error(`apt-get failed; install them by hand: apt-get install -y ${missing.map((m) => m.pkg).join(' ')}`)
    return false
  }
  return parts.every((part) => part.present())
}
