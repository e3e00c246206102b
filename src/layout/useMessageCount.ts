/**
 * The header's unread-message count (/api/app/messages/count): read when the layout mounts, again
 * every minute and whenever the window regains focus (a greeting sent by HR shows up without a
 * reload). A failed read keeps the last count: the badge is not worth an error toast.
 */
import { useEffect, useState } from 'react'
import { fetchMessageCount } from '../api/account'

export const MESSAGE_COUNT_INTERVAL_MS = 60_000

export function useMessageCount(): number {
  const [count, setCount] = useState(0)
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
  }, [])
  return count
}
