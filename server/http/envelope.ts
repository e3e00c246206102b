/** The {Code, Message, Data} envelope (docs/contracts.md, "HTTP") and the error a handler throws. */
import type { Envelope, FieldError, Paged } from '../../common/api-types'

export function ok<T>(data: T): Envelope<T> {
  return { Code: 200, Message: '', Data: data }
}

export function paged<T>(items: T[], total: number): Envelope<Paged<T>> {
  return ok({ Items: items, TotalCount: total })
}

/** Thrown by handlers; the error handler turns it into the envelope with the same status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
    /** extra top-level fields (OAuth's error/error_description on /connect/token) */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export const MESSAGES = {
  badRequest: '请求参数错误',
  badJson: '请求格式错误，请检查提交的数据',
  unauthorized: '请先登录',
  expired: '登录已过期，请重新登录',
  forbidden: '没有权限，请联系管理员',
  notFound: '请求的资源不存在',
  conflict: '数据已被其他人修改，请刷新后重试',
  noStamp: '缺少并发标记，请刷新后重试',
  badHeaders: '请求头过大',
  timeout: '请求超时',
  tooLarge: '提交的内容过大',
  unsupportedType: '不支持的请求类型',
  tooMany: '请求过于频繁，请稍后再试',
  /** 503: too much work waiting already (./load-shedding.ts); the entry module's friendly 500 says the same */
  busy: '系统繁忙，请稍后再试',
  server: '服务器错误',
} as const

export const badRequest = (message: string, errors?: FieldError[]) =>
  new ApiError(400, message, errors ? { Errors: errors } : null)
/** A 400 about one field: the message is the envelope's Message and the field's error. */
export const fail = (field: string, message: string) => badRequest(message, [{ Field: field, Message: message }])
export const notFound = (message: string = MESSAGES.notFound) => new ApiError(404, message)
export const forbidden = (message: string = MESSAGES.forbidden) => new ApiError(403, message)
export const conflict = () => new ApiError(409, MESSAGES.conflict)
