import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * The SMS countdown (spec 000 s.4): `start()` counts `seconds` down to 0 once a second, then the
 * button is back; `reset()` stops it at once (a failed send). Counted from a deadline, so a
 * throttled background tab still ends on time.
 */
export function useCountdown(seconds: number): { left: number; start: () => void; reset: () => void } {
  const [left, setLeft] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current)
    timer.current = null
  }, [])

  const start = useCallback(() => {
    stop()
    const deadline = Date.now() + seconds * 1000
    setLeft(seconds)
    timer.current = setInterval(() => {
      const rest = Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
      setLeft(rest)
      if (rest === 0) stop()
    }, 1000)
  }, [seconds, stop])

  const reset = useCallback(() => {
    stop()
    setLeft(0)
  }, [stop])

  useEffect(() => stop, [stop])

  return { left, start, reset }
}
