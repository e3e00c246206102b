/**
 * Chinese everywhere: antd zh_CN (empty text 暂无数据, pagination, pickers), dayjs zh-cn; Formily's
 * built-in messages are set to zh-CN by renderer/rules/formily.ts, which loads with the forms (a
 * list screen's first load has no Formily). Wrap the renderer's screens in <RendererLocale> once;
 * it also gives antd's App context so toasts and confirms follow the theme (useFeedback).
 */
import type { ReactNode } from 'react'
import { App, ConfigProvider, Modal, message } from 'antd'
// The ES module: antd/locale/zh_CN is CommonJS, and a production build reads its default import
// as the whole exports object, silently falling back to English.
import zhCN from 'antd/es/locale/zh_CN'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'

dayjs.locale('zh-cn')

export { zhCN }

export function RendererLocale(props: { children?: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <App component={false}>{props.children}</App>
    </ConfigProvider>
  )
}

type MessageApi = Pick<typeof message, 'success' | 'error' | 'warning' | 'info'>
type ModalApi = Pick<typeof Modal, 'confirm'>

/** antd's message and modal from the App context, or the static ones outside an <App>. */
export function useFeedback(): { message: MessageApi; modal: ModalApi } {
  const app = App.useApp()
  return {
    message: typeof app.message?.success === 'function' ? app.message : message,
    modal: typeof app.modal?.confirm === 'function' ? app.modal : Modal,
  }
}
