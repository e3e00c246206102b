/**
 * An exclusive lock on a PGlite data directory. Two processes on one PGlite directory silently
 * lose commits (DESIGN.md), so the second one must fail loudly instead.
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { join } from 'node:path'

export interface DirLock {
  file: string
  release(): void
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    // EPERM: the process exists but belongs to someone else; it is still alive.
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function lockDataDir(dataDir: string): DirLock {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, '.lock')
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' fails when the file exists: creation is the atomic test-and-set.
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      let released = false
      return {
        file,
        release() {
          if (released) return
          released = true
          try {
            unlinkSync(file)
          } catch {
            /* already gone */
          }
        },
      }
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
      const pid = Number(readFileSync(file, 'utf8').trim())
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
        throw new Error(
          `The data directory ${dataDir} is in use by process ${pid} (lock file ${file}). ` +
            `Stop that process or start with another DATA_DIR.`,
        )
      }
      // A stale lock left by a process that died: take it over.
      try {
        unlinkSync(file)
      } catch {
        /* another process took it over first; retry */
      }
    }
  }
  throw new Error(`Could not take the lock ${file}`)
}
