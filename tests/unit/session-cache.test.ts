import { describe, expect, it } from 'vitest'
import { SessionCache, sessionsChanged } from '../../server/auth/session-cache'

describe('the session cache', () => {
  it('keeps an entry for its lifetime, never past the token’s end', () => {
    const c = new SessionCache<string>(1000)
    c.users.put('a', 'A', c.mark(), 0)
    c.users.put('b', 'B', c.mark(), 0, 400)
    expect(c.users.get('a', 999)).toBe('A')
    expect(c.users.get('a', 1000)).toBeUndefined()
    expect(c.users.get('b', 399)).toBe('B')
    expect(c.users.get('b', 400)).toBeUndefined()
  })

  it('keeps nothing with a lifetime of 0', () => {
    const c = new SessionCache<string>(0)
    c.users.put('a', 'A', c.mark(), 0)
    expect(c.users.get('a', 0)).toBeUndefined()
  })

  it('forgets everything at a change, and does not keep a read that overlapped one', () => {
    const c = new SessionCache<string>(1000)
    c.grants.put('u', new Set(['old']), c.mark(), 0)
    const readFrom = c.mark()
    sessionsChanged()
    expect(c.grants.get('u', 1)).toBeUndefined()
    c.grants.put('u', new Set(['read before the change']), readFrom, 1)
    expect(c.grants.get('u', 1)).toBeUndefined()
  })

  it('forgets again when the request that made a change has answered (its transaction has committed)', () => {
    const c = new SessionCache<string>(1000)
    const request = c.mark()
    sessionsChanged()
    // another request read the rows before the commit and kept them
    c.users.put('t', 'uncommitted view', c.mark(), 0)
    expect(c.users.get('t', 1)).toBe('uncommitted view')
    c.settle(request)
    expect(c.users.get('t', 1)).toBeUndefined()
  })

  it('requests that began after the change settle without forgetting again', () => {
    const c = new SessionCache<string>(1000)
    sessionsChanged()
    const later = c.mark()
    c.users.put('t', 'T', c.mark(), 0)
    c.settle(later)
    expect(c.users.get('t', 1)).toBe('T')
  })
})
