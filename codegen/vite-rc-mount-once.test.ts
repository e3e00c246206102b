/** The patches of codegen/vite-rc-mount-once.mjs still apply to the installed rc-select and rc-picker. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { patchRcModule, RC_MOUNT_ONCE_PATCHES } from './vite-rc-mount-once.mjs'

const installed = (file: string) => path.resolve(import.meta.dirname, '..', 'node_modules', file)

describe('rc-mount-once', () => {
  it.each(RC_MOUNT_ONCE_PATCHES.map((p) => [p.file, p]))('patches %s as installed', (_file, p) => {
    const id = installed(p.file)
    const patched = patchRcModule(readFileSync(id, 'utf8'), id)
    expect(patched).toContain(p.to)
    expect(patched).not.toContain(p.from)
  })

  it('the Select id is made when it first renders, with no effect that sets it again', () => {
    const id = installed('rc-select/es/hooks/useId.js')
    const patched = patchRcModule(readFileSync(id, 'utf8'), id)!
    expect(patched).not.toMatch(/useEffect|setInnerId/)
  })

  it('leaves other modules alone and refuses a changed file', () => {
    expect(patchRcModule('x', installed('rc-select/es/Select.js'))).toBeNull()
    expect(() => patchRcModule('changed', installed('rc-picker/es/hooks/useSyncState.js'))).toThrow(/changed/)
  })
})
