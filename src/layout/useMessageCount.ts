/**
 * The header's unread counts (消息: /api/app/messages/count, 公告: the announcements addressed to
 * the user): read when the layout mounts, again every minute and whenever the window regains focus
 * (a greeting sent by HR shows up without a reload). A failed read keeps the last count: the badge
 * is not worth an error toast.
 */
import { useCallback, useEffect, useState } from 'react'
import { ANNOUNCEMENT_READ_EVENT, fetchAnnouncementCount, fetchMessageCount } from '../api/account'

export const MESSAGE_COUNT_INTERVAL_MS = 60_000

/**
 * The count `read` answers, and `refresh` to read it again now (after a message was opened in an
 * inbox); also on the window event `readEvent`, sent by a page that marked one read.
 */
function useUnreadCount(read: () => Promise<number>, readEvent?: string): { count: number; refresh: () => void } {
  const [count, setCount] = useState(0)
  const [tick, setTick] = useState(0)
  useEffect(() => {
    let live = true
    const once = () =>
      read().then(
        (n) => live && setCount(Number(n) || 0),
        () => undefined,
      )
    void once()
    const timer = setInterval(once, MESSAGE_COUNT_INTERVAL_MS)
    window.addEventListener('focus', once)
    if (readEvent) window.addEventListener(readEvent, once)
    return () => {
      live = false
      clearInterval(timer)
      window.removeEventListener('focus', once)
      if (readEvent) window.removeEventListener(readEvent, once)
    }
  }, [tick, read, readEvent])
  return { count, refresh: useCallback(() => setTick((t) => t + 1), []) }
}

const readMessages = () => fetchMessageCount().then((r) => r?.Count)

/** 消息: the unread system messages. */
export const useMessageCount = () => useUnreadCount(readMessages)

/** 公告: the unread announcements addressed to the user. */
export const useAnnouncementCount = () => useUnreadCount(fetchAnnouncementCount, ANNOUNCEMENT_READ_EVENT)
