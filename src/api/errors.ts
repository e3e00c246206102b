/**
 * The rejection of every call of the request layer is the renderer's ApiError (docs/contracts.md):
 * `status` the HTTP status (0 when the network failed), `code` the envelope's Code, `message` the
 * text the user saw (or would have seen), `data` the envelope's Data (field errors on a 400).
 */
export { ApiError } from '../../renderer/data/provider'

/** The user-facing texts of spec 000 section 8 (the error catalogue). */
export const ERROR_TEXT = {
  generic: '请求错误',
  unauthorized: '授权失败，请重新登录',
  forbidden: '拒绝访问',
  notFound: '请求错误，未找到该资源',
  server: '服务器错误',
  network: '网络异常，请检查网络连接',
} as const

/** A 403 whose message says this asks for a new sign-in, not for a missing permission. */
export const RELOGIN_MESSAGES = ['请重新登录', '请先登录', 'please log in again', 'please login first']
