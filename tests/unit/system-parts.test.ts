import { describe, expect, it } from 'vitest'
import { ensureSystemParts, plan } from '../../scripts/system-parts'

describe('npm test on a machine without Chromium', () => {
  it('installs the missing Debian packages when it runs as root', () => {
    expect(plan(['chromium', 'fonts-noto-cjk'], { root: true, apt: true })).toEqual({
      kind: 'install',
      command: [['apt-get', 'update', '-qq'], ['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-noto-cjk']],
    })
  })

  it('otherwise stops with the command to type', () => {
    const p = plan(['chromium'], { root: false, apt: true })
    expect(p).toEqual({ kind: 'ask', message: expect.stringContaining('sudo apt-get update && sudo apt-get install -y chromium') })
    expect(plan(['chromium'], { root: true, apt: false })).toEqual({ kind: 'ask', message: expect.stringContaining('install chromium with your system') })
  })

  it('does nothing when everything is there', () => {
    expect(plan([], { root: false, apt: false })).toEqual({ kind: 'ready' })
    expect(ensureSystemParts([{ pkg: 'x', why: 'y', present: () => true }])).toBe(true)
  })
})
