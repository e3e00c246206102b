/**
 * Leaving a screen with unsaved input asks first. Closing or reloading the page is the browser's
 * own question (beforeunload); leaving inside the application (a menu click, a tab closed, the
 * router) is the host's: the renderer knows no router, so the application hands in a `LeaveGuardHost`
 * (RendererProviders' `guardLeave`, e.g. over react-router's blocker) and asks the guard before it
 * navigates. The question itself is the renderer's confirm (提示 / 确认 / 取消).
 */
import { createContext, useContext, useEffect, useRef } from 'react'
import { useFeedback } from './locale'

export interface LeaveGuard {
  /** true while leaving would lose input */
  when(): boolean
  /** asks the user; resolves true when they choose to leave */
  ask(): Promise<boolean>
}

/** Registers a guard with the application's navigation; returns its removal. */
export type LeaveGuardHost = (guard: LeaveGuard) => () => void

const LeaveGuardContext = createContext<LeaveGuardHost | null>(null)
export const LeaveGuardProvider = LeaveGuardContext.Provider

/**
 * While `active`, leaving asks `question` whenever `when()` holds: the browser's beforeunload
 * and the host's in-app navigation alike.
 */
export function useLeaveGuard(active: boolean, when: () => boolean, question: string): void {
  const host = useContext(LeaveGuardContext)
  const { modal } = useFeedback()
  const live = useRef({ when, question, modal })
  live.current = { when, question, modal }
  useEffect(() => {
    if (!active) return
    const leave = (e: BeforeUnloadEvent) => {
      if (!live.current.when()) return
      e.preventDefault()
      e.returnValue = '' // older browsers ask only when a value is set
    }
    window.addEventListener('beforeunload', leave)
    const ask = () =>
      new Promise<boolean>((resolve) =>
        live.current.modal.confirm({ title: '提示', content: live.current.question, okText: '确认', cancelText: '取消', onOk: () => resolve(true), onCancel: () => resolve(false) }),
      )
    const remove = host?.({ when: () => live.current.when(), ask })
    return () => {
      window.removeEventListener('beforeunload', leave)
      remove?.()
    }
  }, [active, host])
}
