import { afterEach, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkSmsFixedCode, loadConfig } from '../../server/config'
import { lockDataDir } from '../../server/db/lock'

const dirs: string[] = []
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'oa-lock-'))
  dirs.push(d)
  return d
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

describe('the data directory lock', () => {
  it('a second opener of a live lock fails with a clear message', () => {
    const dir = tempDir()
    const lock = lockDataDir(dir)
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(String(process.pid))
    expect(() => lockDataDir(dir)).toThrow(/in use by process \d+/)
    lock.release()
    expect(existsSync(join(dir, '.lock'))).toBe(false)
    lockDataDir(dir).release()
  })

  it('a stale lock whose process is dead is taken over', async () => {
    const dir = tempDir()
    const child = spawn(process.execPath, ['-e', ''])
    const pid = child.pid!
    await new Promise((r) => child.on('exit', r))
    writeFileSync(join(dir, '.lock'), String(pid))
    const lock = lockDataDir(dir)
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(String(process.pid))
    lock.release()
  })
})

describe('configuration', () => {
  it('has defaults that make a fresh clone start', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({ port: 8080, seedDemo: true, tokenTtl: 28800 })
    expect(c.dataDir).toMatch(/data$/)
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false)
  })

  it('listens on every interface by default, on the address HOST names otherwise (issue 13 s.4)', () => {
    expect(loadConfig({}).host).toBe('0.0.0.0')
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1')
  })

  it('refuses SMS_FIXED_CODE in production', () => {
    expect(() => checkSmsFixedCode('123456', 'production')).toThrow(/refused/)
    expect(() => loadConfig({ SMS_FIXED_CODE: '123456', NODE_ENV: 'production' })).toThrow(/SMS_FIXED_CODE/)
    expect(checkSmsFixedCode('123456', 'development')).toBe('123456')
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/)
  })
})
