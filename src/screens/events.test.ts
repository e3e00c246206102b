/** What screen events mean: signOut forgets the session without a server call and goes to /login. */
import { describe, expect, it, vi } from 'vitest'

const session = vi.hoisted(() => ({ clearSession: vi.fn(), loadUser: vi.fn(async () => null) }))
const nav = vi.hoisted(() => ({ goToLogin: vi.fn(), navigateTo: vi.fn() }))
vi.mock('../auth/session', () => session)
vi.mock('../router/navigation', () => nav)

import { screenEvent } from './events'

describe('screen events', () => {
  it('signOut clears the session and goes to the login page', () => {
    screenEvent('signOut', null)
    expect(session.clearSession).toHaveBeenCalledTimes(1)
    expect(nav.goToLogin).toHaveBeenCalledWith()
  })

  it('addEmployee (员工档案 → 新增员工) goes to entry management with its add dialog (create) asked for', async () => {
    screenEvent('addEmployee')
    expect(nav.navigateTo).toHaveBeenCalledWith('/hrm/entry-management?dialog=create')
    const entryCheck = (await import('../../schemas/screens/hrm/entry-check.json')).default as { toolbar: { action: { kind: string; dialog?: string; mode?: string } }[] }
    expect(entryCheck.toolbar.some((b) => b.action.kind === 'dialog' && b.action.dialog === 'create' && b.action.mode === 'add')).toBe(true)
  })

  it('profileChanged reloads the user info; an unknown event is reported', () => {
    screenEvent('profileChanged')
    expect(session.loadUser).toHaveBeenCalledTimes(1)
    const err = vi.spyOn(console, 'error').mockImplementation(() => {})
    screenEvent('nothing')
    expect(err).toHaveBeenCalled()
    err.mockRestore()
  })
})
