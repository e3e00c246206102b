/**
 * The confirms and notices of useFeedback (./locale.tsx): antd's Modal.useModal, so they follow the theme and
 * the locale of the RendererLocale around. Loads with the first confirm; shows each pending confirm
 * once and reports it closed (after its closing animation).
 */
import { useEffect, useRef } from 'react'
import { Modal } from 'antd'
import type { PendingConfirm } from './locale'

export default function ConfirmHost(props: { confirms: PendingConfirm[]; onClosed(id: number): void }) {
  const [modal, holder] = Modal.useModal()
  const shown = useRef(new Set<number>())
  const onClosed = useRef(props.onClosed)
  onClosed.current = props.onClosed
  useEffect(() => {
    for (const { id, kind, config } of props.confirms) {
      if (shown.current.has(id)) continue
      shown.current.add(id)
      modal[kind]({
        ...config,
        afterClose: () => {
          config.afterClose?.()
          onClosed.current(id)
        },
      })
    }
  }, [props.confirms, modal])
  return holder
}
