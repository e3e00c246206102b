/**
 * The toasts of useFeedback (./locale.tsx): antd's message hook, so they follow the theme and the locale of
 * the RendererLocale around. Loads with the first toast and stays mounted (its holder draws the toasts);
 * shows each pending toast once and reports the last one shown.
 */
import { useEffect, useRef } from 'react'
import { message } from 'antd'
import type { PendingToast } from './locale'

export default function MessageHost(props: { toasts: PendingToast[]; onShown(lastId: number): void }) {
  const [api, holder] = message.useMessage()
  const lastShown = useRef(0)
  const onShown = useRef(props.onShown)
  onShown.current = props.onShown
  useEffect(() => {
    const fresh = props.toasts.filter((t) => t.id > lastShown.current)
    if (!fresh.length) return
    for (const { kind, content } of fresh) void api[kind](content)
    lastShown.current = fresh[fresh.length - 1].id
    onShown.current(lastShown.current)
  }, [props.toasts, api])
  return holder
}
