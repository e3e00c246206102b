/**
 * In-app navigation asks a screen's leave guards (renderer/leaveGuard.tsx) before it leaves: react-router's
 * blocker holds a move to another page while a guard says input would be lost, the guard asks, and the move
 * goes on or is dropped. Signing out (a move to /login) is never held: the session ends either way and the
 * wizard's draft stays for the next sign-in.
 */
import { useCallback, useEffect, useRef } from 'react'
import { useBlocker } from 'react-router-dom'
import type { LeaveGuard, LeaveGuardHost } from '../../renderer/leaveGuard'

export function useRouterLeaveGuard(): LeaveGuardHost {
  const guards = useRef(new Set<LeaveGuard>())
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.startsWith('/login') && [...guards.current].some((g) => g.when()),
  )
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    const guard = [...guards.current].find((g) => g.when())
    let live = true
    void (guard ? guard.ask() : Promise.resolve(true)).then((leave) => {
      if (!live) return
      if (leave) blocker.proceed()
      else blocker.reset()
    })
    return () => {
      live = false
    }
  }, [blocker])
  return useCallback((guard: LeaveGuard) => {
    guards.current.add(guard)
    return () => void guards.current.delete(guard)
  }, [])
}
