/**
 * Chinese everywhere: antd zh_CN (empty text 暂无数据, pagination, pickers), dayjs zh-cn; Formily's
 * built-in messages are set to zh-CN by renderer/rules/formily.ts, which loads with the forms (a
 * list screen's first load has no Formily). Wrap the renderer's screens in <RendererLocale> once;
 * it also gives toasts and confirms that follow the theme and locale (useFeedback): antd's message
 * hook, and confirms through Modal.useModal in a holder that loads with the first confirm
 * (./confirmHost.tsx), so a screen's first load carries neither antd's Modal nor its App.
 */
import { createContext, lazy, Suspense, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import { ConfigProvider, message } from 'antd'
import type { ModalFuncProps } from 'antd/es/modal/interface'
// The ES module: antd/locale/zh_CN is CommonJS, and a production build reads its default import
// as the whole exports object, silently falling back to English.
import zhCN from 'antd/es/locale/zh_CN'
import dayjs from 'dayjs'
import './antdStyles'
import 'dayjs/locale/zh-cn'

dayjs.locale('zh-cn')

export { zhCN }

type MessageApi = Pick<typeof message, 'success' | 'error' | 'warning' | 'info'>
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

export interface PendingConfirm {
  id: number
  kind: 'confirm' | 'info'
  config: ModalFuncProps
}

const FeedbackContext = createContext<Feedback | null>(null)
const loadConfirmHost = () => import('./confirmHost')
const ConfirmHost = lazy(loadConfirmHost)

/** Loads the confirm holder (antd Modal) ahead of a confirm, e.g. when the pointer reaches a delete button. */
export function preloadConfirm(): void {
  loadConfirmHost().catch(() => undefined)
}

function FeedbackHost(props: { children?: ReactNode }) {
  const [messageApi, messageHolder] = message.useMessage()
  const [confirms, setConfirms] = useState<PendingConfirm[]>([])
  const seq = useRef(0)
  const value = useMemo<Feedback>(
    () => ({
      message: messageApi,
      modal: {
        confirm: (config) => setConfirms((list) => [...list, { id: ++seq.current, kind: 'confirm', config }]),
        info: (config) => setConfirms((list) => [...list, { id: ++seq.current, kind: 'info', config }]),
      },
    }),
    [messageApi],
  )
  return (
    <FeedbackContext.Provider value={value}>
      {props.children}
      {messageHolder}
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

/** Outside a RendererLocale: antd's static message, and its static Modal.confirm loaded on first use. */
const staticFeedback: Feedback = {
  message,
  modal: {
    confirm: (config) => void import('antd/es/modal').then((m) => m.default.confirm(config)),
    info: (config) => void import('antd/es/modal').then((m) => m.default.info(config)),
  },
}

/** Toasts and confirms bound to the RendererLocale around (theme, locale), or antd's static ones outside it. */
export function useFeedback(): Feedback {
  return useContext(FeedbackContext) ?? staticFeedback
}
