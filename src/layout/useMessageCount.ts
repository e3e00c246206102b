/**
 * The header's unread-message count (/api/app/messages/count): read when the layout mounts, again
 * every minute and whenever the window regains focus (a greeting sent by HR shows up without a
 * reload). A failed read keeps the last count: the badge is not worth an error toast.
 */
import { useCallback, useEffect, useState } from 'react'
import { fetchMessageCount } from '../api/account'

export const MESSAGE_COUNT_INTERVAL_MS = 60_000

/** The count, and `refresh` to read it again now (after a message was opened in the inbox). */
export function useMessageCount(): { count: number; refresh: () => void } {
  const [count, setCount] = useState(0)
  const [tick, setTick] = useState(0)
  useEffect(() => {
    let live = true
    const read = () =>
      fetchMessageCount().then(
        (r) => live && setCount(Number(r?.Count) || 0),
        () => undefined,
      )
    void read()
    const timer = setInterval(read, MESSAGE_COUNT_INTERVAL_MS)
    window.addEventListener('focus', read)
    return () => {
      live = false
      clearInterval(timer)
      window.removeEventListener('focus', read)
    }
  }, [tick])
  return { count, refresh: useCallback(() => setTick((t) => t + 1), []) }
}
