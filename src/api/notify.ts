/**
 * Where the request layer (and the pages) show their toasts. Inside the layout, the layout hands in
 * a `message` instance bound to the ConfigProvider (setMessageApi); elsewhere (the login page) antd's
 * static message API is loaded on first use, so the login route does not carry it up front.
 */
import type { MessageInstance } from 'antd/es/message/interface'

type Api = Pick<MessageInstance, 'warning' | 'error' | 'success' | 'info'>

let instance: Api | null = null
let staticApi: Promise<Api> | null = null

export function setMessageApi(api: Api | null): void {
  instance = api
}

function withApi(show: (api: Api) => void): void {
  if (instance) {
    show(instance)
    return
  }
  staticApi ??= import('antd/es/message').then((m) => m.default as Api)
  void staticApi.then(show)
}

/** Identical texts shown within a second of each other are shown once (several calls failing alike). */
const recent = new Map<string, number>()
function once(key: string): boolean {
  const now = Date.now()
  const last = recent.get(key)
  recent.set(key, now)
  return last === undefined || now - last > 1000
}

export const notify = {
  warning(text: string): void {
    if (once('w:' + text)) withApi((api) => void api.warning(text))
  },
  error(text: string): void {
    if (once('e:' + text)) withApi((api) => void api.error(text))
  },
  info(text: string): void {
    if (once('i:' + text)) withApi((api) => void api.info(text))
  },
  success(text: string): void {
    withApi((api) => void api.success(text))
  },
}
