/** What screen events mean: signOut forgets the session without a server call and goes to /login. */
import { describe, expect, it, vi } from 'vitest'

const session = vi.hoisted(() => ({ clearSession: vi.fn(), loadUser: vi.fn(async () => null) }))
const nav = vi.hoisted(() => ({ goToLogin: vi.fn() }))
vi.mock('../auth/session', () => session)
vi.mock('../router/navigation', () => nav)

import { screenEvent } from './events'

describe('screen events', () => {
  it('signOut clears the session and goes to the login page', () => {
    screenEvent('signOut', null)
    expect(session.clearSession).toHaveBeenCalledTimes(1)
    expect(nav.goToLogin).toHaveBeenCalledWith()
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
