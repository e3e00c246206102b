/**
 * Chinese everywhere: antd zh_CN (empty text 暂无数据, pagination, pickers), dayjs zh-cn; Formily's
 * built-in messages are set to zh-CN by renderer/rules/formily.ts, which loads with the forms (a
 * list screen's first load has no Formily). Wrap the renderer's screens in <RendererLocale> once;
 * it also gives toasts and confirms that follow the theme and locale (useFeedback): antd's message
 * hook in a holder that loads with the first toast (./messageHost.tsx), and confirms through
 * Modal.useModal in a holder that loads with the first confirm (./confirmHost.tsx), so a screen's
 * first load carries neither antd's message, nor its Modal, nor its App.
 */
import { createContext, lazy, Suspense, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import { ConfigProvider } from 'antd'
import type { ModalFuncProps } from 'antd/es/modal/interface'
// The ES module: antd/locale/zh_CN is CommonJS, and a production build reads its default import
// as the whole exports object, silently falling back to English.
import zhCN from 'antd/es/locale/zh_CN'
import dayjs from 'dayjs'
import './antdStyles'
import 'dayjs/locale/zh-cn'

dayjs.locale('zh-cn')

export { zhCN }

type ToastKind = 'success' | 'error' | 'warning' | 'info'
/** antd's message calls the renderer makes: one text, the default duration */
type MessageApi = Record<ToastKind, (content: ReactNode) => void>
interface ModalApi {
  /** antd's Modal.confirm (the spec's confirmations: 提示 / 确认 / 取消) */
  confirm(config: ModalFuncProps): void
  /** antd's Modal.info: a notice closed with one button */
  info(config: ModalFuncProps): void
}
interface Feedback {
  message: MessageApi
  modal: ModalApi
}

export interface PendingToast {
  id: number
  kind: ToastKind
  content: ReactNode
}

export interface PendingConfirm {
  id: number
  kind: 'confirm' | 'info'
  config: ModalFuncProps
}

const FeedbackContext = createContext<Feedback | null>(null)
const loadConfirmHost = () => import('./confirmHost')
const ConfirmHost = lazy(loadConfirmHost)
const MessageHost = lazy(() => import('./messageHost'))

/** Loads the confirm holder (antd Modal) ahead of a confirm, e.g. when the pointer reaches a delete button. */
export function preloadConfirm(): void {
  loadConfirmHost().catch(() => undefined)
}

function FeedbackHost(props: { children?: ReactNode }) {
  // null until the first toast: then the holder loads and stays
  const [toasts, setToasts] = useState<PendingToast[] | null>(null)
  const [confirms, setConfirms] = useState<PendingConfirm[]>([])
  const seq = useRef(0)
  const value = useMemo<Feedback>(() => {
    const toast = (kind: ToastKind) => (content: ReactNode) => setToasts((list) => [...(list ?? []), { id: ++seq.current, kind, content }])
    return {
      message: { success: toast('success'), error: toast('error'), warning: toast('warning'), info: toast('info') },
      modal: {
        confirm: (config) => setConfirms((list) => [...list, { id: ++seq.current, kind: 'confirm', config }]),
        info: (config) => setConfirms((list) => [...list, { id: ++seq.current, kind: 'info', config }]),
      },
    }
  }, [])
  return (
    <FeedbackContext.Provider value={value}>
      {props.children}
      {toasts ? (
        <Suspense fallback={null}>
          <MessageHost toasts={toasts} onShown={(last) => setToasts((list) => (list ?? []).filter((t) => t.id > last))} />
        </Suspense>
      ) : null}
      {confirms.length ? (
        <Suspense fallback={null}>
          <ConfirmHost confirms={confirms} onClosed={(id) => setConfirms((list) => list.filter((c) => c.id !== id))} />
        </Suspense>
      ) : null}
    </FeedbackContext.Provider>
  )
}

export function RendererLocale(props: { children?: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <FeedbackHost>{props.children}</FeedbackHost>
    </ConfigProvider>
  )
}

/** Outside a RendererLocale: antd's static message and Modal.confirm, loaded on first use. */
const staticToast = (kind: ToastKind) => (content: ReactNode) => void import('antd/es/message').then((m) => m.default[kind](content))
const staticFeedback: Feedback = {
  message: { success: staticToast('success'), error: staticToast('error'), warning: staticToast('warning'), info: staticToast('info') },
  modal: {
    confirm: (config) => void import('antd/es/modal').then((m) => m.default.confirm(config)),
    info: (config) => void import('antd/es/modal').then((m) => m.default.info(config)),
  },
}

/** Toasts and confirms bound to the RendererLocale around (theme, locale), or antd's static ones outside it. */
export function useFeedback(): Feedback {
  return useContext(FeedbackContext) ?? staticFeedback
}
